/// Live stream events (the README names the protocol; Firework's video sample, SDK 1.x, implements these
/// five methods). All have empty defaults.
@MainActor
public protocol FireworkLiveStreamEventDelegate: AnyObject {
    /// A live stream started playing in the player.
    func fireworkLiveStreamDidStartPlaying(_ liveStream: LiveStreamEventDetails)
    /// The viewer joined the live stream (the player opened on it).
    func fireworkLiveStreamUserDidJoin(_ liveStream: LiveStreamEventDetails)
    /// The viewer left it (swiped away or closed the player).
    func fireworkLiveStreamUserDidLeave(_ liveStream: LiveStreamEventDetails)
    func fireworkLiveStreamUserDidSendChat(_ chat: LiveStreamMessageDetails, to liveStream: LiveStreamEventDetails)
    func fireworkLiveStreamUserDidSendLike(_ liveStream: LiveStreamEventDetails)
}

extension FireworkLiveStreamEventDelegate {
    public func fireworkLiveStreamDidStartPlaying(_ liveStream: LiveStreamEventDetails) {}
    public func fireworkLiveStreamUserDidJoin(_ liveStream: LiveStreamEventDetails) {}
    public func fireworkLiveStreamUserDidLeave(_ liveStream: LiveStreamEventDetails) {}
    public func fireworkLiveStreamUserDidSendChat(
        _ chat: LiveStreamMessageDetails, to liveStream: LiveStreamEventDetails
    ) {}
    public func fireworkLiveStreamUserDidSendLike(_ liveStream: LiveStreamEventDetails) {}
}

/// The live stream an event concerns. The real type's fields are not documented; these are ShopStage's.
public struct LiveStreamEventDetails: Sendable, Hashable {
    public var id: EncodedID
    public var channelID: String
    public var caption: String
}

/// A chat message the viewer sent (the fields Firework's video sample reads).
public struct LiveStreamMessageDetails: Sendable, Hashable {
    public var messageID: String
    public var text: String
    public var username: String
}
