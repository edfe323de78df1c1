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

    /// A recorder; set it as the picture-in-picture controller's `delegate`.
    ///
    /// - Parameter recorder: where the transitions go (a new one on the stage's clock by default).
    public init(recorder: Recorder<String> = Recorder()) {
        self.recorder = recorder
    }

    /// The transitions so far.
    public var events: [String] { recorder.events }

    /// Records `willStart`.
    public func pictureInPictureControllerWillStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("willStart") }

    /// Records `didStart`.
    public func pictureInPictureControllerDidStartPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("didStart") }

    /// Records `failedToStart <error>`.
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?
    ) { recorder.record("failedToStart \(error.map { "\($0)" } ?? "")") }

    /// Records `willStop`.
    public func pictureInPictureControllerWillStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("willStop") }

    /// Records `didStop`.
    public func pictureInPictureControllerDidStopPictureInPicture(
        _ pictureInPictureController: PictureInPictureController
    ) { recorder.record("didStop") }

    /// Records `restore` and answers that the interface was restored.
    public func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) {
        recorder.record("restore")
        completionHandler(true)
    }
}
