import Foundation
import HostThreads
import StageFailures

/// The real `ZAAppDelegateConnectorHqmeProtocol`, callable from any thread as the real `@objc` one is:
/// each call reads the host's item on the caller's thread and does the rest on the main actor.
extension HqmeDownloadManager {
    public nonisolated func startProcess(for item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let item else { return }
        // The manager keeps the host's item to read its URL later (just in time), on the main actor:
        // an Objective-C host hands its model across threads the same way.
        nonisolated(unsafe) let hostItem = item
        // The stage's ledger is the caller's task's: read here, before the hop to the main queue.
        let ledger = StageFailureLedger.current
        MainActorHop.sync { self.begin(hostItem, reportingTo: ledger) }
    }

    public nonisolated func cancelProcess(for item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let identifier = item?.hqmeIdentifier else { return }
        MainActorHop.sync { self.cancel(identifier: identifier) }
    }

    public nonisolated func getState(for item: (any ZPHqmeSupportingItemProtocol)?) -> ZPHqmeItemState {
        getState(forItemId: item?.hqmeIdentifier)
    }

    public nonisolated func getState(forItemId itemId: String?) -> ZPHqmeItemState {
        guard let itemId else { return .notExists }
        return MainActorHop.sync { self.state(identifier: itemId) }
    }

    /// The stored items in `state` as ``HqmeItem``s (identity, remote URL, title), oldest first.
    public nonisolated func getItems(for state: ZPHqmeItemState) -> [any ZPHqmeSupportingItemProtocol] {
        let items: [HqmeItem] = MainActorHop.sync {
            self.storedItems.filter { $0.state == state }.map(HqmeItem.init(stored:))
        }
        return items
    }

    public nonisolated func getProgress(for item: (any ZPHqmeSupportingItemProtocol)?) -> CGFloat {
        guard let identifier = item?.hqmeIdentifier else { return 0 }
        return CGFloat(MainActorHop.sync { self.progress(identifier: identifier) })
    }

    public nonisolated func getAvUrlAsset(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> AVURLAsset? {
        guard let item else { return nil }
        let identifier = item.hqmeIdentifier
        if let local = MainActorHop.sync({ self.localURL(identifier: identifier) }) { return AVURLAsset(url: local) }
        return item.hqmeContentUrl().map(AVURLAsset.init(url:))
    }

    /// Downloads work wherever ShopStage runs.
    public nonisolated func isSupported() -> Bool { true }

    /// The service's state: ShopStage models no connectivity, so it is what the host sets
    /// (``forceOfflineDueToBadConnectivity()`` sets `.offline`).
    public nonisolated var hqmeState: ZPHqmeState {
        get { service.state }
        set { service.state = newValue }
    }

    /// Called on the thread that changed ``hqmeState``, when it changed.
    public nonisolated var hqmeStateChanged: (() -> Void)? {
        get { service.changeHandler }
        set { service.changeHandler = newValue }
    }

    public nonisolated func forceOfflineDueToBadConnectivity() {
        hqmeState = .offline
    }

    public nonisolated func dataStoreGetLocalItemIfAvailable(withItemId itemId: String)
        -> (any ZPHqmeSupportingItemProtocol)?
    {
        let item: HqmeItem? = MainActorHop.sync {
            guard let stored = self.storedItem(identifier: itemId), stored.status == .completed else { return nil }
            return HqmeItem(stored: stored)
        }
        return item
    }

    public nonisolated func dataStoreDeleteItem(_ item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let identifier = item?.hqmeIdentifier else { return }
        MainActorHop.sync { self.deleteItem(withIdentifier: identifier) }
    }

    public nonisolated func dataStoreDeleteAll() {
        MainActorHop.sync { self.deleteAllItems() }
    }

    public nonisolated func dataStoreSaveItemIdsToFile() {
        MainActorHop.sync { self.persist() }
    }

    public nonisolated func cachePath(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> String {
        guard let identifier = item?.hqmeIdentifier else { return "" }
        return itemDirectory(identifier: identifier).path
    }

    public nonisolated func createHqmeButton(withDelegate delegate: any ZPHqmeButtonDelegate, size: CGSize)
        -> (any ZPHqmeButtonProtocol)?
    {
        nonisolated(unsafe) let buttonDelegate = delegate  // a UIKit delegate, used on the main actor only
        let button: ZPHqmeButton = MainActorHop.sync {
            ZPHqmeButton(delegate: buttonDelegate, size: size, notificationCenter: self.notificationCenter)
        }
        return button
    }
}
