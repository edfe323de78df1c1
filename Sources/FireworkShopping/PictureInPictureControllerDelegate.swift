/// Told of picture in picture's transitions, as AVKit tells them: asynchronously, after the call that
/// asked for them has returned (Firework's video sample, SDK 1.x). All methods have empty defaults.
@MainActor
public protocol PictureInPictureControllerDelegate: AnyObject {
    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?)
    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: PictureInPictureController)
    /// The viewer tapped the window's button to return to the app; call the handler once the app's
    /// interface is back.
    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension PictureInPictureControllerDelegate {
    public func pictureInPictureControllerWillStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    public func pictureInPictureControllerDidStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?
    ) {}
    public func pictureInPictureControllerWillStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    public func pictureInPictureControllerDidStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) {}
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(true) }
}

/// Why picture in picture did not start or stop.
public enum PictureInPictureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No feed or story block with this id has picture in picture enabled (README: the feedID APIs throw).
    case notEnabled(feedID: String)
    /// No feed or story block that enabled picture in picture is playing a video.
    case noEligibleFeed
    /// The feed or story block has no video playing to show in the window.
    case nothingPlaying(feedID: String)

    public var description: String {
        switch self {
        case .notEnabled(let id): "picture in picture is not enabled for feed '\(id)': set isPictureInPictureEnabled"
        case .noEligibleFeed: "no feed or story block with picture in picture enabled is playing a video"
        case .nothingPlaying(let id): "feed '\(id)' plays no video to show in picture in picture"
        }
    }
}
