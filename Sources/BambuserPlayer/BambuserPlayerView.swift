import Foundation

/// A player view, as BambuserCommerceSDK declares it: a **protocol** (`protocol BambuserPlayerView: UIView`
/// in every public interface from 0.4 to 3.0.2) that `createPlayerView(videoConfiguration:ignoredSafeAreaEdges:)`
/// returns a conforming view of. Host code stores it (`var playerView: BambuserPlayerView?`, or
/// `(any BambuserPlayerView)?`), passes it (`func attach(player: BambuserPlayerView)`) or writes
/// its own conforming test double, and all of that compiles here with only the import changed.
///
/// The requirements are the real 3.0.2 ones (with no UIKit on Linux the protocol asks for
/// `AnyObject` where the real one asks for `UIView`). ShopStage's view is ``HeadlessBambuserPlayerView``,
/// which adds the headless tooling (virtual clock, viewer, snapshot, event log).
///
/// ```swift
/// final class LiveShowController: BambuserPlayerViewDelegate {
///     var playerView: BambuserPlayerView?
///
///     func start(with player: BambuserVideoPlayer) {
///         let view = player.createPlayerView(
///             videoConfiguration: .init(type: .live(id: "spring-live"), events: ["*"],
///                                       configuration: ["currency": "USD", "locale": "en-US"]))
///         view.delegate = self
///         view.play()
///         playerView = view
///     }
///
///     func onNewEventReceived(_ id: String, event: BambuserEventPayload) { /* hydrate, answer the cart */ }
/// }
/// ```
@MainActor
public protocol BambuserPlayerView: AnyObject {
    /// Receives the player's events, errors and status changes; held weakly by ShopStage's view, as a
    /// UIKit delegate is.
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
    /// Starts or resumes playback.
    func play()
    /// Pauses playback; ``play()`` resumes it.
    func pause()
    /// Moves an on-demand show's position, in seconds. The SDK's reference (3.0.2) says it has no effect on a
    /// live broadcast.
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
