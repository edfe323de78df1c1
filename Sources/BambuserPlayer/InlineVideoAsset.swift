/// What a shoppable-video player plays (CommerceSDK 2.0+; the 3.0.2 cases): a playlist made in the
/// Bambuser dashboard, the videos tagged with a SKU, or one video by its id.
///
/// `createShoppableVideoPlayerCollection` takes `.playlist` or `.sku`; `createShoppableVideoPlayer`
/// takes `.videoId`. Headless, the videos come from a ``BambuserShoppableVideoLibrary``.
public enum InlineVideoAsset: Sendable, Equatable, BambuserVideoType {
    /// A playlist component of the dashboard, by organisation and component id.
    case playlist(BambuserShoppableVideoPlaylistInfo)
    /// The videos an organisation tagged with a SKU.
    case sku(BambuserShoppableVideoSkuInfo)
    /// One video, by its id.
    case videoId(String)
}

/// The SDK's other name for ``InlineVideoAsset``.
public typealias BambuserShoppableVideoAsset = InlineVideoAsset

/// The configuration of a shoppable video: `type`, `events`, and the `configuration` dictionary
/// (`preload`, `thumbnail`, `previewConfig`, `playerConfig` — currency and locale for hydration live
/// in `playerConfig`).
public typealias BambuserShoppableVideoConfiguration = BambuserVideoPlayerConfiguration<BambuserShoppableVideoAsset>

/// A dashboard playlist: `BambuserShoppableVideoPlaylistInfo(orgId:componentId:)` (3.0; the 2.x
/// `pageId`/`playlistId`/`title` form was removed). As in the real SDK its fields are not public.
public struct InlineVideoPlaylistInfo: Sendable, Equatable {
    let orgId: String
    let componentId: String

    /// The playlist `componentId` of the organisation `orgId`.
    public init(orgId: String, componentId: String) {
        self.orgId = orgId
        self.componentId = componentId
    }
}

/// The SDK's name for ``InlineVideoPlaylistInfo``.
public typealias BambuserShoppableVideoPlaylistInfo = InlineVideoPlaylistInfo

/// The videos an organisation tagged with one SKU: `BambuserShoppableVideoSkuInfo(orgId:sku:)`.
public struct InlineSkuInfo: Sendable, Equatable {
    let orgId: String
    let sku: String

    /// The videos of the organisation `orgId` tagged with `sku`.
    public init(orgId: String, sku: String) {
        self.orgId = orgId
        self.sku = sku
    }
}

/// The SDK's name for ``InlineSkuInfo``.
public typealias BambuserShoppableVideoSkuInfo = InlineSkuInfo
