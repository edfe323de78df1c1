/// `FireworkVideoSDK.eventTracking`: where playback, feed and live stream events go.
@MainActor
public final class FireworkVideoEventTracking {
    public weak var videoPlaybackDelegate: (any FireworkVideoPlaybackDelegate)?
    public weak var feedDelegate: (any FireworkVideoFeedDelegate)?
    /// Told when live content plays, and of the viewer's joins, chats and likes.
    public weak var liveStreamEventDelegate: (any FireworkLiveStreamEventDelegate)?
    public init() {}
}

/// ShopStage's earlier name for ``FireworkVideoEventTracking``.
public typealias FireworkEventTracking = FireworkVideoEventTracking
