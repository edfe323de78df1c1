/// `FireworkVideoSDK.eventTracking`: where playback, feed and live stream events go.
@MainActor
public final class FireworkVideoEventTracking {
    /// Told of playback events: impression, start, quartiles, finish, pause, mute, ads… Held weakly.
    public weak var videoPlaybackDelegate: (any FireworkVideoPlaybackDelegate)?
    /// Told when the viewer taps a feed's thumbnail. Held weakly.
    public weak var feedDelegate: (any FireworkVideoFeedDelegate)?
    /// Told when live content plays, and of the viewer's joins, chats and likes.
    public weak var liveStreamEventDelegate: (any FireworkLiveStreamEventDelegate)?
    /// Event tracking with no delegates. Apps use the shared `FireworkVideoSDK.eventTracking`.
    public init() {}
}

/// ShopStage's earlier name for ``FireworkVideoEventTracking``.
public typealias FireworkEventTracking = FireworkVideoEventTracking
