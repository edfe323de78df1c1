import Foundation
import HostThreads
import StageFailures

/// The real `ZAAppDelegateConnectorHqmeProtocol`, callable from any thread as the real `@objc` one is:
/// each call reads the host's item on the caller's thread and does the rest on the main actor.
extension HqmeDownloadManager {
    /// Starts downloading the item, from any thread: its record becomes pending, then downloading, and the
    /// state and progress notifications follow. An item already in progress or complete is left as it is; a
    /// failed one starts again, resuming from its partial files when its URL is the same. An item without a
    /// content URL waits up to ``Configuration/contentURLWait`` for one, then fails.
    public nonisolated func startProcess(for item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let item else { return }
        // The manager keeps the host's item to read its URL later (just in time), on the main actor:
        // an Objective-C host hands its model across threads the same way.
        nonisolated(unsafe) let hostItem = item
        // The stage's ledger is the caller's task's: read here, before the hop to the main queue.
        let ledger = StageFailureLedger.current
        MainActorHop.sync { self.begin(hostItem, reportingTo: ledger) }
    }

    /// Stops the item's download and removes what it stored so far. A completed item is left alone, as
    /// in the real API: deleting it is ``dataStoreDeleteItem(_:)``.
    public nonisolated func cancelProcess(for item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let identifier = item?.hqmeIdentifier else { return }
        MainActorHop.sync { self.cancel(identifier: identifier) }
    }

    /// The item's state: `.inProgress` while queued, waiting for its URL or downloading; `.completed` once
    /// stored; `.notExists` otherwise (never started, cancelled, deleted or failed), and for `nil`.
    public nonisolated func getState(for item: (any ZPHqmeSupportingItemProtocol)?) -> ZPHqmeItemState {
        getState(forItemId: item?.hqmeIdentifier)
    }

    /// The state of the item whose identity is `itemId`; `.notExists` for `nil`.
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

    /// The item's progress, 0...1 (0 for an unknown item or `nil`).
    public nonisolated func getProgress(for item: (any ZPHqmeSupportingItemProtocol)?) -> CGFloat {
        guard let identifier = item?.hqmeIdentifier else { return 0 }
        return CGFloat(MainActorHop.sync { self.progress(identifier: identifier) })
    }

    /// The local file (mp4) or local playlist (HLS) when the item is complete, the remote URL otherwise;
    /// `nil` for an item with no content URL, or `nil`.
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

    /// Sets ``hqmeState`` to `.offline` (its handler hears it); downloads are not stopped.
    public nonisolated func forceOfflineDueToBadConnectivity() {
        hqmeState = .offline
    }

    /// The completed item with identity `itemId`, as an ``HqmeItem``; `nil` when it is not complete.
    public nonisolated func dataStoreGetLocalItemIfAvailable(withItemId itemId: String)
        -> (any ZPHqmeSupportingItemProtocol)?
    {
        let item: HqmeItem? = MainActorHop.sync {
            guard let stored = self.storedItem(identifier: itemId), stored.status == .completed else { return nil }
            return HqmeItem(stored: stored)
        }
        return item
    }

    /// Deletes the item's files and record, completed or not (stopping its download).
    public nonisolated func dataStoreDeleteItem(_ item: (any ZPHqmeSupportingItemProtocol)?) {
        guard let identifier = item?.hqmeIdentifier else { return }
        MainActorHop.sync { self.deleteItem(withIdentifier: identifier) }
    }

    /// Deletes every item.
    public nonisolated func dataStoreDeleteAll() {
        MainActorHop.sync { self.deleteAllItems() }
    }

    /// Writes the store's records (`items.json`) now; a failure shows in ``storeError``.
    public nonisolated func dataStoreSaveItemIdsToFile() {
        MainActorHop.sync { self.persist() }
    }

    /// The folder the item's files are stored in (`""` for `nil`).
    public nonisolated func cachePath(forItem item: (any ZPHqmeSupportingItemProtocol)?) -> String {
        guard let identifier = item?.hqmeIdentifier else { return "" }
        return itemDirectory(identifier: identifier).path
    }

    /// A ``ZPHqmeButton`` that reports to `delegate` and follows the notifications the delegate names; it
    /// starts `.initial` (sync it with ``getState(for:)``). `size` is kept; nothing is drawn.
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
