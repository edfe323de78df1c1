import Foundation

/// The download interface Zapp exposes as `ZAAppConnector.sharedInstance().hqmeDelegate`: the real
/// SDK's `ZAAppDelegateConnectorHqmeProtocol` (ZappPlugins 11.6), every item parameter Optional as there.
///
/// Not part of ShopStage's protocol, so host code calling them does not compile:
/// the calls about Zapp's models (`dataStoreLoadLocalModelIfAvailable`, `dataStoreSaveModelLocally`,
/// `dataStoreHasLocalData`, `dataStoreImagePath`: `ZPModelProtocol` is the app's), the plugin's local HTTP
/// server (`localServerPort`, `localServerStart(port:)`), its screens (`hqmeScreenWillDissmised()`,
/// `tryPresentOfflineMode()`), `getPlayerControllerParams(_:completion:)` (the player's), and two with
/// nothing to act on in ShopStage: `setBackgroundCompletionSound(filename:)` (no background session, no
/// sound) and `cacheIsLegacyItem(_:)` (no cache of the pre-2019 "Download" provider).
public protocol ZAAppDelegateConnectorHqmeProtocol: AnyObject {
    /// The item's state; `.notExists` for `nil`.
    func getState(for item: (any ZPHqmeSupportingItemProtocol)?) -> ZPHqmeItemState
    /// The state of the item whose identity (`objectIdentifier()`) is `itemId`.
    func getState(forItemId itemId: String?) -> ZPHqmeItemState
    /// The stored items in `state`, oldest first.
    func getItems(for state: ZPHqmeItemState) -> [any ZPHqmeSupportingItemProtocol]
    /// 0...1 (0 for unknown items).
    func getProgress(for item: (any ZPHqmeSupportingItemProtocol)?) -> CGFloat
    /// Starts (or resumes) downloading the item; does nothing when it is already in progress or complete.
    func startProcess(for item: (any ZPHqmeSupportingItemProtocol)?)
    /// Stops the item's download.
    func cancelProcess(for item: (any ZPHqmeSupportingItemProtocol)?)
    /// The local asset when the item is complete, otherwise the remote one; `nil` without a content URL.
    func getAvUrlAsset(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> AVURLAsset?
    /// Whether downloads work on this device.
    func isSupported() -> Bool
    /// The service's connectivity state.
    var hqmeState: ZPHqmeState { get set }
    /// Called when ``hqmeState`` changes.
    var hqmeStateChanged: (() -> Void)? { get set }
    /// Moves ``hqmeState`` to `.offline`.
    func forceOfflineDueToBadConnectivity()
    /// The stored item with that identity when it is complete.
    func dataStoreGetLocalItemIfAvailable(withItemId itemId: String) -> (any ZPHqmeSupportingItemProtocol)?
    /// Deletes the item's record and files, completed or not.
    func dataStoreDeleteItem(_ item: (any ZPHqmeSupportingItemProtocol)?)
    /// Deletes every item.
    func dataStoreDeleteAll()
    /// Writes the list of stored items to its file now (ShopStage's `items.json`, also written at every
    /// change): a write that failed, on a full disk, is tried again.
    func dataStoreSaveItemIdsToFile()
    /// The folder the item's files are stored in.
    func cachePath(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> String
    /// A download button that reports to `delegate`; it follows the notifications the delegate names.
    func createHqmeButton(withDelegate delegate: any ZPHqmeButtonDelegate, size: CGSize) -> (any ZPHqmeButtonProtocol)?
}

/// ShopStage's first name for ``ZAAppDelegateConnectorHqmeProtocol``.
public typealias ZPHqmeDelegate = ZAAppDelegateConnectorHqmeProtocol

/// The state of an item as `getState(for:)` reports it (raw values as the real `@objc enum`).
public enum ZPHqmeItemState: Int, Sendable, Codable, CaseIterable {
    /// Nothing playable is stored (never started, cancelled, deleted or failed).
    case notExists = 0
    /// Queued or downloading.
    case inProgress = 1
    /// Stored completely; `getAvUrlAsset(forItem:)` returns the local file.
    case completed = 2
}

/// The download service's state (raw values as the real `@objc enum`).
public enum ZPHqmeState: Int, Sendable, CaseIterable {
    /// `.initial` (0): not yet known; `.online`, `.offline`, `.unavailable`, `.detached`: as the host sets it
    /// (ShopStage models no connectivity of its own).
    case initial = 0, online, offline, unavailable, detached
}
