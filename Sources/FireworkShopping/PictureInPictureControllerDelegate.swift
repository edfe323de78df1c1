/// Told of picture in picture's transitions, as AVKit tells them: asynchronously, after the call that
/// asked for them has returned (Firework's video sample, SDK 1.x). All methods have empty defaults.
@MainActor
public protocol PictureInPictureControllerDelegate: AnyObject {
    /// Picture in picture is about to start.
    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    /// Picture in picture started: the video plays in the window.
    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    /// Picture in picture could not start; `error` is a ``PictureInPictureError`` (such as `.nothingPlaying`).
    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?)
    /// Picture in picture is about to stop.
    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    /// Picture in picture stopped.
    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    /// The viewer tapped the window's button to return to the app; call the handler once the app's
    /// interface is back.
    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension PictureInPictureControllerDelegate {
    /// Default: does nothing.
    public func pictureInPictureControllerWillStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    /// Default: does nothing.
    public func pictureInPictureControllerDidStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    /// Default: does nothing.
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?
    ) {}
    /// Default: does nothing.
    public func pictureInPictureControllerWillStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    /// Default: does nothing.
    public func pictureInPictureControllerDidStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    /// Default: calls `completionHandler(true)` at once.
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(true) }
}

/// Why picture in picture did not start or stop.
public enum PictureInPictureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No feed or story block with this id has picture in picture enabled (the Firework iOS SDK README: the
    /// feedID APIs throw).
    case notEnabled(feedID: String)
    /// No feed or story block that enabled picture in picture is playing a video.
    case noEligibleFeed
    /// The feed or story block has no video playing to show in the window.
    case nothingPlaying(feedID: String)

    /// What went wrong, in words, naming the feed id and the property to set.
    public var description: String {
        switch self {
        case .notEnabled(let id): "picture in picture is not enabled for feed '\(id)': set isPictureInPictureEnabled"
        case .noEligibleFeed: "no feed or story block with picture in picture enabled is playing a video"
        case .nothingPlaying(let id): "feed '\(id)' plays no video to show in picture in picture"
        }
    }
}
