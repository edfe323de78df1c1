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
