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
