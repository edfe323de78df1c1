import Foundation

/// Zapp's app connector: the entry point host code reaches the download manager and the network
/// state through.
///
/// As in the real SDK, `hqmeDelegate` is `nil` until the app provides one (the Downloads plugin
/// absent): assign an ``HqmeDownloadManager``, or pass one to ``initializeWithDelegate(delegate:)``.
/// Not bound to an actor, like the real `@objc` class: any thread may read or set the delegates.
public final class ZAAppConnector: @unchecked Sendable {
    // @unchecked: the state, the two delegates, is read and written under `lock`.
    private static let shared = ZAAppConnector()

    public static func sharedInstance() -> ZAAppConnector { shared }

    private let lock = NSLock()
    private var storedHqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)?
    private var storedConnectivityDelegate: (any ZAAppDelegateConnectorConnectivityProtocol)? =
        SimulatedConnectivity()

    public var hqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)? {
        get { lock.withLock { storedHqmeDelegate } }
        set { lock.withLock { storedHqmeDelegate = newValue } }
    }

    /// The network state, implicitly unwrapped as in the real SDK (plugins write
    /// `connectivityDelegate.getCurrentConnectivityState()`). A Zapp app always provides one; here it is a
    /// ``SimulatedConnectivity`` on Wi-Fi until the app sets another.
    public var connectivityDelegate: (any ZAAppDelegateConnectorConnectivityProtocol)! {
        get { lock.withLock { storedConnectivityDelegate } }
        set { lock.withLock { storedConnectivityDelegate = newValue } }
    }

    /// Takes the connector roles `delegate` conforms to (downloads, connectivity), as the real connector
    /// does with the app delegate; a role it does not conform to stays as it was.
    public func initializeWithDelegate(delegate: Any) {
        if let hqme = delegate as? any ZAAppDelegateConnectorHqmeProtocol { hqmeDelegate = hqme }
        if let connectivity = delegate as? any ZAAppDelegateConnectorConnectivityProtocol {
            connectivityDelegate = connectivity
        }
    }
}
