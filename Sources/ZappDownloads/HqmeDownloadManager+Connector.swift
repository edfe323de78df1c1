import Foundation

/// The rest of the real `ZAAppDelegateConnectorHqmeProtocol`: look-ups by identity, the data store's
/// deletions and the button factory.
extension HqmeDownloadManager {
    /// An item waiting for its content URL is already in progress.
    public func getState(forItemId itemId: String?) -> ZPHqmeItemState {
        guard let itemId else { return .notExists }
        if awaitingURL[itemId] != nil { return .inProgress }
        return storedItem(identifier: itemId)?.state ?? .notExists
    }

    /// The stored items in `state` as ``HqmeItem``s (identity, remote URL, title), oldest first.
    public func getItems(for state: ZPHqmeItemState) -> [any ZPHqmeSupportingItemProtocol] {
        storedItems.filter { $0.state == state }.map(HqmeItem.init(stored:))
    }

    public func getProgress(for item: (any ZPHqmeSupportingItemProtocol)?) -> CGFloat {
        item.map { CGFloat(progress(for: $0)) } ?? 0
    }

    /// Downloads work wherever ShopStage runs.
    public func isSupported() -> Bool { true }

    public func forceOfflineDueToBadConnectivity() {
        hqmeState = .offline
    }

    public func dataStoreGetLocalItemIfAvailable(withItemId itemId: String) -> (any ZPHqmeSupportingItemProtocol)? {
        guard let stored = storedItem(identifier: itemId), stored.status == .completed else { return nil }
        return HqmeItem(stored: stored)
    }

    public func dataStoreDeleteItem(_ item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let item else { return }
        deleteItem(withIdentifier: item.hqmeIdentifier)
    }

    public func dataStoreDeleteAll() {
        deleteAllItems()
    }

    public func cachePath(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> String {
        guard let item else { return "" }
        return itemDirectory(identifier: item.hqmeIdentifier).path
    }

    public func createHqmeButton(withDelegate delegate: any ZPHqmeButtonDelegate, size: CGSize)
        -> (any ZPHqmeButtonProtocol)?
    {
        ZPHqmeButton(delegate: delegate, size: size, notificationCenter: notificationCenter)
    }
}
