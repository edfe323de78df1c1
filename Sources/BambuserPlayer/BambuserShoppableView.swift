import Foundation

// The embeddable shoppable view of the SDK after 3.0.2 (public interface at commit e749cd5, used by its
// example app's FAB and "native" screens): `attachShoppableView(into:videoConfiguration:pageSize:)`
// puts a playlist's players into a container and returns this handle.

/// A playlist laid out by the SDK in a container view (a grid, a row, stories, a floating button): what
/// `attachShoppableView(into:videoConfiguration:pageSize:)` returns in the BambuserCommerceSDK after
/// 3.0.2. ShopStage's is ``HeadlessShoppableView``.
///
/// ```swift
/// let view = try await sdk.attachShoppableView(
///     into: containerView,
///     videoConfiguration: .init(type: .playlist(.init(orgId: "org-demo", componentId: "reels")),
///                               configuration: ["playerConfig": ["currency": "USD", "locale": "en-US"]]))
/// view.delegate = self            // didLoadPage, didSelect, didEnterFullscreen, …
/// view.playerDelegate = self      // every player's events, as a BambuserPlayerViewDelegate
/// ```
@MainActor
public protocol BambuserShoppableView: AnyObject {
    /// Told what the view does: pages loading, selection, full screen.
    var delegate: (any BambuserShoppableViewDelegate)? { get set }
    /// Set as the `delegate` of every player of the view, those of later pages too.
    var playerDelegate: (any BambuserPlayerViewDelegate)? { get set }
    /// The players of the pages loaded so far, one per video, in order.
    var players: [any BambuserPlayerView] { get }
    /// The pages loaded so far: `page` is the last one.
    var pagination: Pagination { get }
    /// How the dashboard lays the playlist out.
    var mode: BambuserShoppableMode { get }
    /// The size the view wants in its container; `nil` before it knows.
    var contentSize: CGSize? { get }
    /// Cleans every player up; the view does nothing more.
    func cleanup()
}

/// Told what the shoppable view does; every method has an empty default, as in the SDK.
@MainActor
public protocol BambuserShoppableViewDelegate: AnyObject {
    /// A page is about to load (the first is loaded before `attachShoppableView` returns).
    func shoppableView(_ view: any BambuserShoppableView, willLoadPage page: Int)
    /// A page loaded; `totalPages` is `nil` when the server does not say.
    func shoppableView(_ view: any BambuserShoppableView, didLoadPage page: Int, totalPages: Int?)
    /// A page could not be loaded.
    func shoppableView(_ view: any BambuserShoppableView, didFailToLoadPage page: Int, error: any Error)
    /// The viewer closed the view (the floating button's close).
    func shoppableViewDidDismiss(_ view: any BambuserShoppableView)
    /// The view wants another size in its container. ShopStage lays nothing out and never calls it.
    func shoppableView(_ view: any BambuserShoppableView, didChangeContentSize size: CGSize)
    /// The viewer tapped a video.
    func shoppableView(_ view: any BambuserShoppableView, didSelect item: BambuserShoppableItem)
    /// A video went full screen.
    func shoppableView(_ view: any BambuserShoppableView, didEnterFullscreen item: BambuserShoppableItem)
    /// The full-screen video went back to its preview.
    func shoppableView(_ view: any BambuserShoppableView, didExitFullscreen item: BambuserShoppableItem)
    /// Full screen, the viewer swiped to another video.
    func shoppableView(_ view: any BambuserShoppableView, didChangeCurrent item: BambuserShoppableItem)
}

extension BambuserShoppableViewDelegate {
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, willLoadPage page: Int) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didLoadPage page: Int, totalPages: Int?) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didFailToLoadPage page: Int, error: any Error) {}
    /// Does nothing.
    public func shoppableViewDidDismiss(_ view: any BambuserShoppableView) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didChangeContentSize size: CGSize) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didSelect item: BambuserShoppableItem) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didEnterFullscreen item: BambuserShoppableItem) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didExitFullscreen item: BambuserShoppableItem) {}
    /// Does nothing.
    public func shoppableView(_ view: any BambuserShoppableView, didChangeCurrent item: BambuserShoppableItem) {}
}

/// One video of a shoppable view: its position, its player's id and what the dashboard knows of it.
/// No public initialiser, as in the SDK.
public struct BambuserShoppableItem: Sendable, Equatable {
    /// The video's position in the view, from 0.
    public let index: Int
    /// The id of the video's player (the video's id).
    public let playerId: String
    /// What the dashboard knows of the video.
    public let metadata: VideoMetadata
}

/// A video as the dashboard describes it. `length` in seconds.
public struct VideoMetadata: Sendable, Equatable {
    /// The video's id.
    public let id: String
    /// The video's title, if it has one.
    public let title: String?
    /// Whether the video has sound; `nil` when unknown (always, headlessly).
    public let hasAudio: Bool?
    /// The preview image's address; `nil` when unknown (always, headlessly).
    public let preview: String?
    /// The video's length in seconds.
    public let length: Double
}

/// How the dashboard component lays the videos out.
public enum BambuserShoppableMode: String, Sendable {
    /// A grid of videos.
    case grid
    /// One row of videos.
    case row
    /// Stories, one video after another full screen.
    case story
    /// A floating button (FAB) that opens the videos.
    case fab
    /// Another layout, or none said (a SKU's videos).
    case unknown
}
