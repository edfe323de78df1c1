/// The video a shopping event concerns.
public struct VideoDetails: Sendable, Hashable {
    /// The video's encoded id.
    public var videoID: String
    /// The channel that published it.
    public var channelID: String
    /// The video's caption.
    public var caption: String
    /// Length in seconds.
    public var duration: Double
    /// The video's hashtags, without `#`.
    public var hashtags: [String]
    /// The products tagged in the video, in card order.
    public var productIDs: [ProductID]
    /// Whether the video is an ad.
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
