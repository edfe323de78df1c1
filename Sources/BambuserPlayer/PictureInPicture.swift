/// Picture in picture (BambuserCommerceSDK 0.4+): the examples call `playerView.pipController?.start()`
/// on `goto-checkout`, and listen to its states through ``delegate``. ShopStage's is
/// ``HeadlessPictureInPictureController``.
///
/// ```swift
/// case "goto-checkout":
///     playerView.pipController?.delegate = self
///     playerView.pipController?.start()   // .willStart, then .started, on later turns of the main actor
/// ```
@MainActor
public protocol PictureInPictureController {
    /// Told each step of picture in picture.
    var delegate: (any BambuserPictureInPictureDelegate)? { get set }
    /// Whether picture in picture may start (2.0+).
    var isEnabled: Bool { get set }
    /// Whether picture in picture is on (from just before `.started` to just before `.stopped`).
    var isActive: Bool { get }
    /// Starts picture in picture, when enabled and not already active.
    func start()
    /// Stops picture in picture.
    func stop()
}

/// Told each step of picture in picture.
@MainActor
public protocol BambuserPictureInPictureDelegate: AnyObject {
    /// Picture in picture of the player `id` reached `state`.
    func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState)
}

/// The steps of picture in picture, in AVKit's order: `start()` gives `.willStart`, `.started`;
/// `stop()` gives `.willStop`, `.stopped`; returning to the app gives `.willStop`, `.restored`, `.stopped`.
public enum PlayerPipState: Sendable, Hashable {
    /// `.willStart`, `.started`: starting, started. `.willStop`, `.stopped`: stopping, stopped.
    /// `.restored`: the viewer went back to the app from the floating window.
    case willStart, willStop, started, stopped, restored
}

/// The headless controller every player view has: no window, AVKit's states in AVKit's order
/// (`start()`: `.willStart`, `.started`; `stop()`: `.willStop`, `.stopped`; ``restore()``:
/// `.willStop`, `.restored`, `.stopped`).
///
/// As on a phone, the delegate hears each state later, on the main actor, never from inside the
/// call that asked for it: AVKit calls its delegate asynchronously. A `start()` while a start is under
/// way or picture in picture is active is ignored, so a host that answers `.willStart` with
/// `start()` gets `.started` once. A `stop()` while starting stops once the start has finished.
@MainActor
public final class HeadlessPictureInPictureController: PictureInPictureController {
    /// Told each state, on a later turn of the main actor; held weakly.
    public weak var delegate: (any BambuserPictureInPictureDelegate)?
    /// Whether picture in picture may start: on for live and on-demand shows, off for shoppable
    /// videos (CommerceSDK 3.0.2 README, "Picture-in-Picture").
    public var isEnabled: Bool
    /// True from just before `.started` to just before `.stopped`, as AVKit's `isPictureInPictureActive`.
    public private(set) var isActive = false
    /// Every state sent, in order.
    public private(set) var states: [PlayerPipState] = []
    /// Whether a start or stop is under way (its states not all sent yet).
    public var isTransitioning: Bool { transition != nil }
    let id: String
    private var transition: Task<Void, Never>?
    private var stopsWhenStarted = false

    init(id: String, isEnabled: Bool = true) {
        self.id = id
        self.isEnabled = isEnabled
    }

    /// Starts picture in picture when enabled, not active and not already starting; otherwise ignored.
    public func start() {
        guard isEnabled, !isActive, transition == nil else { return }
        run([.willStart, .started]) { $0.isActive = true }
    }

    /// Stops picture in picture; while it is starting, once it has started.
    public func stop() {
        if transition != nil {
            if !isActive { stopsWhenStarted = true }
            return
        }
        guard isActive else { return }
        run([.willStop, .stopped]) { $0.isActive = false }
    }

    /// ShopStage extra: the viewer taps "back to the app" in the floating window (AVKit asks the app to
    /// restore its interface between will-stop and did-stop).
    public func restore() {
        guard isActive, transition == nil else { return }
        run([.willStop, .restored, .stopped]) { $0.isActive = false }
    }

    /// Sends `sequence` from a task of its own, each state after a turn of the main actor; `change`
    /// (the `isActive` flip) happens just before the last state, as AVKit's did-start/did-stop.
    private func run(
        _ sequence: [PlayerPipState], change: @escaping @MainActor (HeadlessPictureInPictureController) -> Void
    ) {
        transition = Task { @MainActor [self] in
            for (index, state) in sequence.enumerated() {
                await Task.yield()
                if index == sequence.count - 1 { change(self) }
                send(state)
            }
            transition = nil
            if stopsWhenStarted {
                stopsWhenStarted = false
                stop()
            }
        }
    }

    private func send(_ state: PlayerPipState) {
        states.append(state)
        delegate?.onPictureInPictureStateChanged(id, state: state)
    }
}
