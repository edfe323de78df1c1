/// Told whether a feed loaded (seed 004's "Video Feeds"). Both methods have empty defaults.
@MainActor
public protocol VideoFeedViewControllerDelegate: AnyObject {
    func videoFeedDidLoadFeed(_ viewController: VideoFeedViewController)
    func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError)
}

extension VideoFeedViewControllerDelegate {
    public func videoFeedDidLoadFeed(_ viewController: VideoFeedViewController) {}
    public func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError) {}
}
