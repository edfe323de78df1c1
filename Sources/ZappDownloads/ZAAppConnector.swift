import Foundation

/// Zapp's app connector: the entry point host code reaches the download manager and the network
/// state through.
///
/// As in the real SDK, `hqmeDelegate` is `nil` until the app provides one (the Downloads plugin
/// absent): assign an ``HqmeDownloadManager``, or pass one to ``initializeWithDelegate(delegate:)``.
/// Not bound to an actor, like the real `@objc` class: any thread may read or set the delegates.
///
/// ```swift
/// ZAAppConnector.sharedInstance().hqmeDelegate = try HqmeDownloadManager(directory: downloadsURL)
/// // … then host code, as in the guide:
/// ZAAppConnector.sharedInstance().hqmeDelegate?.startProcess(for: episode)
/// let state = ZAAppConnector.sharedInstance().hqmeDelegate?.getState(for: episode)   // .inProgress
/// ```
///
/// The connector is shared by the whole process: tests that set `hqmeDelegate` take turns through
/// ``withHqmeDelegate(_:_:)``, which also puts the previous delegate back.
public final class ZAAppConnector: @unchecked Sendable {
    // @unchecked: the state, the two delegates, is read and written under `lock`.
    private static let shared = ZAAppConnector()

    /// The connector of the app.
    public static func sharedInstance() -> ZAAppConnector { shared }

    private let lock = NSLock()
    private var storedHqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)?
    private var storedConnectivityDelegate: (any ZAAppDelegateConnectorConnectivityProtocol)? =
        SimulatedConnectivity()

    /// The download manager; `nil` until the app sets one (the Downloads plugin absent).
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
