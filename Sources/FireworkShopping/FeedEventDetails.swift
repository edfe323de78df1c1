/// A feed event's details (the Firework iOS SDK README's `FeedEventDetails`, FW 0.13.0).
public struct FeedEventDetails: Sendable, Hashable {
    /// The thumbnail's id: a playlist's id for a playlist group's thumbnail, a video's otherwise.
    public var id: String
    /// The feed's content source: `case .playlistGroup:` tells a playlist id.
    public var source: VideoFeedContentSource
    /// The ``VideoFeedViewController/feedID`` of the feed whose thumbnail was tapped (FW 1.21.0).
    public var feedID: String
    /// ShopStage: the tapped video's own id, whatever the source.
    public var videoID: String
    /// The tapped video's caption.
    public var caption: String
    /// ShopStage: the thumbnail's position in the feed.
    public var index: Int
}
