import Foundation

/// The network the device is on, as Zapp's connector reports it (raw values as the real `@objc enum`).
public enum ZAConnectivityState: Int, Sendable, CaseIterable {
    /// `.offline` (0): no network; `.cellular` (1): a mobile network; `.wifi` (2): Wi-Fi.
    case offline = 0, cellular, wifi
}

/// Told of each change of the connectivity state: the real SDK's `ZAAppDelegateConnectorConnectivityListener`.
public protocol ZAAppDelegateConnectorConnectivityListener: AnyObject {
    /// The device moved to `updatedStatus`.
    func connectivityStateChanged(_ updatedStatus: ZAConnectivityState)
}

/// The connectivity role of Zapp's connector, `ZAAppConnector.sharedInstance().connectivityDelegate`: the
/// real SDK's `ZAAppDelegateConnectorConnectivityProtocol` (ZappPlugins 11.6). Player plugins read it before
/// a download (the Baby player asks before downloading over a cellular network).
///
/// Its screen calls (`showOfflineScreenIfNeeded(on:)`, `showOfflineScreenIfNeeded(on:screenModel:)`,
/// `bringOfflineScreenToFrontIfNeeded(on:)`) take UIKit view controllers and Zapp's screen models, which
/// ShopStage does not model: they are not part of this protocol.
public protocol ZAAppDelegateConnectorConnectivityProtocol: AnyObject {
    /// Whether the device is on a network (cellular or Wi-Fi).
    func isOnline() -> Bool
    /// Whether the device is on no network.
    func isOffline() -> Bool
    /// The network the device is on now.
    func getCurrentConnectivityState() -> ZAConnectivityState
    /// Adds `listener`, held weakly, to those told of each change.
    func addConnectivityListener(_ listener: any ZAAppDelegateConnectorConnectivityListener)
    /// Removes `listener`.
    func removeConnectivityListener(_ listener: any ZAAppDelegateConnectorConnectivityListener)
}
