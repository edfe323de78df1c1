/// The video a shopping event concerns.
public struct VideoDetails: Sendable, Hashable {
    public var videoID: String
    public var channelID: String
    public var caption: String
    /// Length in seconds.
    public var duration: Double
    public var hashtags: [String]
    public var productIDs: [ProductID]
    public var isAd: Bool

    init(_ video: FireworkCatalog.Video) {
        videoID = video.id
        channelID = video.channelID
        caption = video.caption
        duration = video.duration
        hashtags = video.hashtags
        productIDs = video.productIDs
        isAd = video.isAd
    }
}

/// A playback event's details: which video, where playback was, on the virtual clock (the real
/// SDK's fields, FW 0.2.0 and 1.24.5; `position` and `isAd` are ShopStage's).
public struct VideoPlaybackDetails: Sendable, Hashable {
    /// The player's size in points (FW 0.2.0).
    public struct PlayerSize: Sendable, Hashable, CustomStringConvertible {
        public static let zero = PlayerSize(width: 0, height: 0)
        public let width: Int
        public let height: Int

        public var description: String { "\(width)x\(height)" }
    }

    public var videoID: EncodedID
    public var caption: String?
    /// Length in seconds.
    public var duration: Double
    /// Seconds played into the video when the event happened.
    public var position: Double
    /// `position` as a fraction of `duration`, 0 to 1.
    public var progress: Double
    /// The badge shown on the video: for an ad, the configured `adBadge` text ("Ad"), otherwise none.
    public var badge: String?
    public var isAd: Bool
    public var hasCTA: Bool
    /// "url" when the video has a call-to-action button.
    public var ctaActionType: String?
    public var ctaActionURL: String?
    /// Whether the video started by itself, after the one before it ended (ShopStage's reading).
    public var isAutoplay: Bool
    /// Always ``PlayerSize/zero``: the headless player is laid out on no screen.
    public var playerSize: PlayerSize = .zero
}

/// A feed event's details (seed 004's `FeedEventDetails`, FW 0.13.0).
public struct FeedEventDetails: Sendable, Hashable {
    /// The thumbnail's id: a playlist's id for a playlist group's thumbnail, a video's otherwise.
    public var id: String
    /// The feed's content source: `case .playlistGroup:` tells a playlist id.
    public var source: VideoFeedContentSource
    /// The ``VideoFeedViewController/feedID`` of the feed whose thumbnail was tapped (FW 1.21.0).
    public var feedID: String
    /// ShopStage: the tapped video's own id, whatever the source.
    public var videoID: String
    public var caption: String
    /// ShopStage: the thumbnail's position in the feed.
    public var index: Int
}

/// Playback events: seed 004's list, then the five callbacks of FW 1.24.7. All methods have empty defaults.
///
/// As the SDK sends them since 1.24.7 (the version the seeds describe): a video *finishes* only when it
/// plays to its end — swiping away or closing the player does not finish it; `DidResume` follows only
/// the viewer's own play; the player's own pause and resume (ShopStage: when the app goes to the
/// background and comes back) are `DidAutomaticallyPause` / `DidAutomaticallyResume`.
@MainActor
public protocol FireworkVideoPlaybackDelegate: AnyObject {
    /// Called when a video appears on the screen but the video playback has not started
    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails)
    /// The video played to its end.
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer closed the player on this video.
    func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails)
}

extension FireworkVideoPlaybackDelegate {
    public func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails) {}
}

/// Feed events (seed 004).
@MainActor
public protocol FireworkVideoFeedDelegate: AnyObject {
    /// Called when the a video thumbnail is tapped by the user. Its default forwards to the pre-0.13.0 name.
    func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails)
    /// The thumbnail method's name before 0.13.0, still called for hosts that implement it.
    func fireworkVideoDidTapVideoThumbnail(_ eventDetails: FeedEventDetails)
}

extension FireworkVideoFeedDelegate {
    public func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails) {
        fireworkVideoDidTapVideoThumbnail(eventDetails)
    }

    public func fireworkVideoDidTapVideoThumbnail(_ eventDetails: FeedEventDetails) {}
}

/// `FireworkVideoSDK.eventTracking`: where playback, feed and live stream events go.
@MainActor
public final class FireworkVideoEventTracking {
    public weak var videoPlaybackDelegate: (any FireworkVideoPlaybackDelegate)?
    public weak var feedDelegate: (any FireworkVideoFeedDelegate)?
    /// Accepted so seed 004's assignment compiles; ShopStage plays no live streams, so it is never called.
    public weak var liveStreamEventDelegate: (any FireworkLiveStreamEventDelegate)?
    public init() {}
}

/// ShopStage's earlier name for ``FireworkVideoEventTracking``.
public typealias FireworkEventTracking = FireworkVideoEventTracking

/// Live stream events (seed 004 names the protocol, not its methods).
@MainActor
public protocol FireworkLiveStreamEventDelegate: AnyObject {}
