import Foundation

/// ShopStage's connectivity role: a state that tests set, where a phone would read the radio.
///
/// `ZAAppConnector.sharedInstance().connectivityDelegate` is one of these, on Wi-Fi, until the app sets
/// another. The download manager does not consult it: it is what host code reads to decide (the Baby
/// player asks before a download over `.cellular`). Any thread may read or set it; listeners are told
/// on the thread that changed the state, once per change.
///
/// ```swift
/// let network = SimulatedConnectivity(.cellular)
/// ZAAppConnector.sharedInstance().connectivityDelegate = network
/// network.state = .wifi   // listeners hear .wifi
/// ```
public final class SimulatedConnectivity: ZAAppDelegateConnectorConnectivityProtocol, @unchecked Sendable {
    // @unchecked: `current` and `listeners` are read and written under `lock`; listeners run outside it.
    private let lock = NSLock()
    private var current: ZAConnectivityState
    private var listeners: [WeakListener] = []

    /// A network in `state` (Wi-Fi unless given).
    public init(_ state: ZAConnectivityState = .wifi) {
        current = state
    }

    /// The state reported; setting another tells every listener.
    public var state: ZAConnectivityState {
        get { lock.withLock { current } }
        set {
            let told: [any ZAAppDelegateConnectorConnectivityListener] = lock.withLock {
                guard current != newValue else { return [] }
                current = newValue
                listeners.removeAll { $0.object == nil }
                return listeners.compactMap(\.object)
            }
            for listener in told { listener.connectivityStateChanged(newValue) }
        }
    }

    /// Whether ``state`` is cellular or Wi-Fi.
    public func isOnline() -> Bool { state != .offline }
    /// Whether ``state`` is offline.
    public func isOffline() -> Bool { state == .offline }
    /// ``state``.
    public func getCurrentConnectivityState() -> ZAConnectivityState { state }

    /// Adds `listener`, held weakly (once, however often added).
    public func addConnectivityListener(_ listener: any ZAAppDelegateConnectorConnectivityListener) {
        lock.withLock {
            guard !listeners.contains(where: { $0.object === listener }) else { return }
            listeners.append(WeakListener(object: listener))
        }
    }

    /// Removes `listener`.
    public func removeConnectivityListener(_ listener: any ZAAppDelegateConnectorConnectivityListener) {
        lock.withLock { listeners.removeAll { $0.object == nil || $0.object === listener } }
    }
}

private struct WeakListener {
    weak var object: (any ZAAppDelegateConnectorConnectivityListener)?
}
