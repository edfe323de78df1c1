import FireworkShopping
import StageTesting

/// A Firework picture in picture delegate that records each transition by a short name, in order, with
/// the stage's virtual time, and restores the app's interface when asked.
///
/// ```swift
/// let pip = FireworkPictureInPictureRecorder()
/// storyBlock.isPictureInPictureEnabled = true
/// storyBlock.pictureInPictureDelegate = pip
/// UIApplication.shared.enterBackground()
/// PictureInPictureController.settle()
/// pip.recorder.expect(["willStart", "didStart"])
/// ```
@MainActor
public final class FireworkPictureInPictureRecorder: PictureInPictureControllerDelegate {
    /// Every transition, in order: `willStart`, `didStart`, `failedToStart <error>`, `willStop`, `didStop`,
    /// `restore`.
    public let recorder: Recorder<String>

    public init(recorder: Recorder<String> = Recorder()) {
        self.recorder = recorder
    }

    /// The transitions so far.
    public var events: [String] { recorder.events }

    public func pictureInPictureControllerWillStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("willStart") }

    public func pictureInPictureControllerDidStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("didStart") }

    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?
    ) { recorder.record("failedToStart \(error.map { "\($0)" } ?? "")") }

    public func pictureInPictureControllerWillStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("willStop") }

    public func pictureInPictureControllerDidStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("didStop") }

    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) {
        recorder.record("restore")
        completionHandler(true)
    }
}
