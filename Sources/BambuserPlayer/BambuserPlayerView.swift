import Foundation

/// A player view, as the real SDK declares it: a **protocol** (`protocol BambuserPlayerView: UIView`,
/// SI 0.4 → 3.0.2) that `createPlayerView(videoConfiguration:ignoredSafeAreaEdges:)` returns a
/// conforming view of. Host code stores it (`var playerView: BambuserPlayerView?`, or
/// `(any BambuserPlayerView)?`), passes it (`func attach(player: BambuserPlayerView)`) or writes
/// its own conforming test double, and all of that compiles here with only the import changed.
///
/// The requirements are the real 3.0.2 ones (with no UIKit on Linux the protocol asks for
/// `AnyObject` where the real one asks for `UIView`). ShopStage's view is ``HeadlessBambuserPlayerView``,
/// which adds the headless tooling (virtual clock, viewer, snapshot, event log).
@MainActor
public protocol BambuserPlayerView: AnyObject {
    var delegate: (any BambuserPlayerViewDelegate)? { get set }
    /// The show id, passed to every delegate call.
    var id: String { get }
    /// The player's state (2.0+).
    var currentPlayerState: BambuserVideoState { get }
    /// Picture in picture (0.4+; optional from 2.0).
    var pipController: (any PictureInPictureController)? { get set }
    /// What every example calls when the player leaves the screen.
    func cleanup()
    /// Calls `player.<function>(<arguments>)`, the arguments pasted into JavaScript source.
    @discardableResult
    func invoke(function: String, arguments: String) async throws -> Any?
    /// Answers an event that carried a `callbackKey`; returns nothing, as on a phone.
    func notify(callbackKey: String, info: Any)
    func play()
    func pause()
    /// No effect on a live show (DOCC `seek(to:)`).
    func seek(to: TimeInterval)
    /// The shoppable-video player's mode (2.0+); a live player is always `.fullExperience`.
    var currentPlayerMode: InlinePlayerMode { get }
    /// Moves a shoppable-video player between `.preview` and `.fullExperience` (2.0+).
    func changeMode(to mode: InlinePlayerMode) async throws
    /// Loads the show without playing it (2.1+).
    func preload()
    /// Back to the start (2.2+).
    func resetPlayer()
}
