/// Live stream events (the Firework iOS SDK README names the protocol; Firework's video sample, SDK 1.x,
/// implements these five methods). All have empty defaults.
///
/// In ShopStage they fire for catalog videos with `isLiveStream`, as the headless player opens, leaves
/// and plays them and as the test's viewer chats and likes.
///
/// ```swift
/// FireworkVideoSDK.eventTracking.liveStreamEventDelegate = liveLog  // held weakly
/// try player.sendChat("Love it")  // fireworkLiveStreamUserDidSendChat
/// ```
@MainActor
public protocol FireworkLiveStreamEventDelegate: AnyObject {
    /// A live stream started playing in the player.
    func fireworkLiveStreamDidStartPlaying(_ liveStream: LiveStreamEventDetails)
    /// The viewer joined the live stream (the player opened on it).
    func fireworkLiveStreamUserDidJoin(_ liveStream: LiveStreamEventDetails)
    /// The viewer left it (swiped away or closed the player).
    func fireworkLiveStreamUserDidLeave(_ liveStream: LiveStreamEventDetails)
    /// The viewer sent a chat message (``PlayerViewController/sendChat(_:username:)``).
    func fireworkLiveStreamUserDidSendChat(_ chat: LiveStreamMessageDetails, to liveStream: LiveStreamEventDetails)
    /// The viewer liked the live stream (``PlayerViewController/sendLike()``).
    func fireworkLiveStreamUserDidSendLike(_ liveStream: LiveStreamEventDetails)
}

extension FireworkLiveStreamEventDelegate {
    /// Default: does nothing.
    public func fireworkLiveStreamDidStartPlaying(_ liveStream: LiveStreamEventDetails) {}
    /// Default: does nothing.
    public func fireworkLiveStreamUserDidJoin(_ liveStream: LiveStreamEventDetails) {}
    /// Default: does nothing.
    public func fireworkLiveStreamUserDidLeave(_ liveStream: LiveStreamEventDetails) {}
    /// Default: does nothing.
    public func fireworkLiveStreamUserDidSendChat(
        _ chat: LiveStreamMessageDetails, to liveStream: LiveStreamEventDetails
    ) {}
    /// Default: does nothing.
    public func fireworkLiveStreamUserDidSendLike(_ liveStream: LiveStreamEventDetails) {}
}

/// The live stream an event concerns. The real type's fields are not documented; these are ShopStage's.
public struct LiveStreamEventDetails: Sendable, Hashable {
    /// The live stream's encoded id.
    public var id: EncodedID
    /// The channel that broadcasts it.
    public var channelID: String
    /// The live stream's caption.
    public var caption: String
}

/// A chat message the viewer sent (the fields Firework's video sample reads).
public struct LiveStreamMessageDetails: Sendable, Hashable {
    /// The message's id (`msg_1`, `msg_2`… in ShopStage).
    public var messageID: String
    /// What the viewer wrote.
    public var text: String
    /// The viewer's name (`viewer` unless the test passes one).
    public var username: String
}
