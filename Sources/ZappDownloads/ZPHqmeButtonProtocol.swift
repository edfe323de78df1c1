import Foundation

/// What a download button exposes to host code: the real SDK's `ZPHqmeButtonProtocol`.
///
/// Not bound to an actor, like the real `@objc` protocol, so a plugin's helpers call it from anywhere,
/// a network completion included; ShopStage's ``ZPHqmeButton`` hops to the main actor.
public protocol ZPHqmeButtonProtocol: AnyObject {
    /// The screen side of the button: told of state changes and taps; held weakly.
    var delegate: (any ZPHqmeButtonDelegate)? { get set }
    /// Setting it moves the button and tells the delegate, as ``hqmeStateChange(to:)`` does.
    var state: ZPHqmeButtonState { get set }
    /// A tap: the delegate decides what to do with the current state.
    func hqmeButtonTapped()
    /// Moves the button to `state`.
    func hqmeStateChange(to state: ZPHqmeButtonState)
    /// What follows a change: the shown image, the progress and the delegate's `stateChanged`.
    func hqmeStateDidChanged(from oldState: ZPHqmeButtonState, to newState: ZPHqmeButtonState)
    /// Shows `progress` (0...1) while in progress.
    func hqmeProgressChanged(to progress: CGFloat)
    /// Resolves the state images again (with the delegate's custom suffix).
    func defineButtonsForStates()
    /// ShopStage: the progress shown, 0...1.
    var progress: Double { get }
}
