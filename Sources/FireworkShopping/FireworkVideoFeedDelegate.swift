/// Feed events (the Firework iOS SDK README), set on `FireworkVideoSDK.eventTracking.feedDelegate`.
/// ShopStage tells it when a test calls ``VideoFeedViewController/tapThumbnail(at:)``.
@MainActor
public protocol FireworkVideoFeedDelegate: AnyObject {
    /// Called when a video thumbnail is tapped by the user. Its default forwards to the pre-0.13.0 name.
    func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails)
    /// The thumbnail method's name before 0.13.0, still called for hosts that implement it.
    func fireworkVideoDidTapVideoThumbnail(_ eventDetails: FeedEventDetails)
}

extension FireworkVideoFeedDelegate {
    /// Default: forwards to the pre-0.13.0 name, `fireworkVideoDidTapVideoThumbnail(_:)`.
    public func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails) {
        fireworkVideoDidTapVideoThumbnail(eventDetails)
    }

    /// Default: does nothing.
    public func fireworkVideoDidTapVideoThumbnail(_ eventDetails: FeedEventDetails) {}
}
