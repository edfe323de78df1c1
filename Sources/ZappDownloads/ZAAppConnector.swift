import Foundation

/// Zapp's app connector: the entry point host code reaches the download manager through.
///
/// As in the real SDK, `hqmeDelegate` is `nil` until the app provides one (the Downloads plugin
/// absent): assign an ``HqmeDownloadManager``, or pass one to ``initializeWithDelegate(delegate:)``.
/// Not bound to an actor, like the real `@objc` class: any thread may read or set the delegate.
public final class ZAAppConnector: @unchecked Sendable {
    // @unchecked: the only state, the delegate, is read and written under `lock`.
    private static let shared = ZAAppConnector()

    public static func sharedInstance() -> ZAAppConnector { shared }

    private let lock = NSLock()
    private var storedHqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)?

    public var hqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)? {
        get { lock.withLock { storedHqmeDelegate } }
        set { lock.withLock { storedHqmeDelegate = newValue } }
    }

    /// Takes the connector roles `delegate` conforms to (here only the downloads one), as the real
    /// connector does with the app delegate; anything else leaves `hqmeDelegate` as it was.
    public func initializeWithDelegate(delegate: Any) {
        if let hqme = delegate as? any ZAAppDelegateConnectorHqmeProtocol { hqmeDelegate = hqme }
    }
}
