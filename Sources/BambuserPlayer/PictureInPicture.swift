/// Picture in picture (0.4+): the examples call `playerView.pipController?.start()` on `goto-checkout`.
@MainActor
public protocol PictureInPictureController {
    var delegate: (any BambuserPictureInPictureDelegate)? { get set }
    /// Whether picture in picture may start (2.0+).
    var isEnabled: Bool { get set }
    var isActive: Bool { get }
    func start()
    func stop()
}

/// Told each step of picture in picture.
@MainActor
public protocol BambuserPictureInPictureDelegate: AnyObject {
    func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState)
}

public enum PlayerPipState: Sendable, Hashable {
    case willStart, willStop, started, stopped, restored
}

/// The headless controller every player view has: no window, the same states in the same order
/// (`start()`: `.willStart`, `.started`; `stop()`: `.willStop`, `.stopped`; ``restore()``: `.restored`).
@MainActor
public final class HeadlessPictureInPictureController: PictureInPictureController {
    public weak var delegate: (any BambuserPictureInPictureDelegate)?
    public var isEnabled = true
    public private(set) var isActive = false
    /// Every state sent, in order.
    public private(set) var states: [PlayerPipState] = []
    let id: String

    init(id: String) {
        self.id = id
    }

    /// Starts picture in picture when enabled and not already active.
    public func start() {
        guard isEnabled, !isActive else { return }
        send(.willStart)
        isActive = true
        send(.started)
    }

    public func stop() {
        guard isActive else { return }
        send(.willStop)
        isActive = false
        send(.stopped)
    }

    /// ShopStage extra: the viewer taps "back to full screen" in the floating window.
    public func restore() {
        guard isActive else { return }
        isActive = false
        send(.restored)
    }

    private func send(_ state: PlayerPipState) {
        states.append(state)
        delegate?.onPictureInPictureStateChanged(id, state: state)
    }
}
