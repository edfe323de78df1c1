/// Told whether a feed loaded (the Firework iOS SDK README's feed delegate). Both methods have empty
/// defaults. ShopStage tells it after the call that loaded the view has returned, as from the network.
///
/// ```swift
/// final class FeedHost: VideoFeedViewControllerDelegate {
///     func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError) {
///         if case .contentSourceError(let sourceError) = error { print("feed failed: \(sourceError)") }
///     }
/// }
/// ```
@MainActor
public protocol VideoFeedViewControllerDelegate: AnyObject {
    /// The feed's videos loaded.
    func videoFeedDidLoadFeed(_ viewController: VideoFeedViewController)
    /// The feed's videos did not load; `error` says why (an unknown channel, an empty playlist…).
    func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError)
}

extension VideoFeedViewControllerDelegate {
    /// Default: does nothing.
    public func videoFeedDidLoadFeed(_ viewController: VideoFeedViewController) {}
    /// Default: does nothing.
    public func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError) {}
}
