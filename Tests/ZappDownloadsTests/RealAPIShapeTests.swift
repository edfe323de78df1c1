import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// An item written the real SDK's way: methods, an identity of its own, a model dictionary.
final class AtomEntryItem: ZPHqmeSupportingItemProtocol {
    var contentURL: URL?
    let entryID: String?
    var validForHqme = true

    init(id: String?, url: URL?) {
        entryID = id
        contentURL = url
    }

    func hqmeContentUrl() -> URL? { contentURL }
    func relatedAssets() -> [String]? { nil }
    func title() -> String? { "Atom \(entryID ?? "?")" }
    func objectIdentifier() -> String? { entryID }
    func isValidForHqme() -> Bool { validForHqme }
    var dictForJsonSerialization: [String: Any] { ["id": entryID ?? "", "kind": "atom"] }
}

/// A type that implements neither form of the item protocol.
struct EmptyItem: ZPHqmeSupportingItemProtocol {}

@MainActor
final class NamingButtonDelegate: ZPHqmeButtonDelegate {
    var changes: [ZPHqmeButtonState] = []
    let identifier: String

    init(identifier: String) { self.identifier = identifier }

    func hqmeButton(_ button: ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) { changes.append(state) }
    func hqmeButton(_ button: ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {}
    func hqmeStateChangeNotificationName() -> String? { "AssetHqmeStateChanged" + identifier.md5Hash() }
    func hqmeInProgressChangeNotificationName() -> String? { "AssetHqmeProgressChanged" + identifier.md5Hash() }
    func hqmeButtonCustomImagesSuffix() -> String? { "_baby_player" }
}

@MainActor
struct RealAPIShapeTests {
    @Test func seedsDelegateNameIsTheRealProtocol() {
        let delegate: any ZPDownloadButtonDelegate = NamingButtonDelegate(identifier: "x")
        #expect((delegate as Any) is any ZPHqmeButtonDelegate)
    }

    @Test func stateEnumsHaveTheRealIntRawValues() {
        #expect(ZPHqmeItemState.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(ZPHqmeButtonState.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(ZPHqmeState.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(ZPHqmeButtonState(rawValue: 3) == .completed)
    }

    @Test func threeMD5SpellingsGiveLowerCaseHex() {
        #expect("abc".md5() == "900150983cd24fb0d6963f7d28e17f72")
        #expect("abc".md5Hash() == "abc".md5() && "abc".md5hash() == "abc".md5())
    }

    @Test func connectorCallsAcceptNilItems() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        let none: AtomEntryItem? = nil
        manager.startProcess(for: none)
        manager.cancelProcess(for: none)
        manager.dataStoreDeleteItem(none)
        #expect(manager.getState(for: none) == .notExists)
        #expect(manager.getAvUrlAsset(forItem: none) == nil)
        #expect(manager.getProgress(for: none) == 0)
        #expect(manager.storedItems.isEmpty)
    }

    @Test func itemWrittenWithTheRealMethodsDownloadsUnderItsObjectIdentifier() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let (server, manager) = (stage.server, stage.manager)
        let entry = AtomEntryItem(id: "atom-7", url: server.url("/clip.mp4"))
        manager.startProcess(for: entry)
        let stored = await manager.waitUntilFinished(identifier: "atom-7")
        #expect(stored?.status == .completed)
        #expect(stored?.title == "Atom atom-7")
        #expect(manager.getState(forItemId: "atom-7") == .completed)
        let model = try #require(manager.modelJSON(identifier: "atom-7"))
        let object = try JSONSerialization.jsonObject(with: model) as? [String: String]
        #expect(object == ["id": "atom-7", "kind": "atom"])
    }

    @Test func itemWithoutAnIdentifierIsKnownByItsContentURL() {
        let entry = AtomEntryItem(id: nil, url: URL(string: "http://127.0.0.1:9/a.mp4"))
        #expect(entry.hqmeIdentifier == "http://127.0.0.1:9/a.mp4")
    }

    @Test func propertyFormItemAnswersTheRealMethods() {
        let item = HqmeItem(
            identifier: "ep", contentURL: URL(string: "http://127.0.0.1:9/ep.mp4"), title: "Ep",
            imageURLs: ["thumb": URL(fileURLWithPath: "/t.png")])
        #expect(item.objectIdentifier() == "ep")
        #expect(item.hqmeContentUrl() == item.hqmeContentURL)
        #expect(item.title() == "Ep")
        #expect(item.relatedAssets() == ["file:///t.png"])
        #expect(item.isValidForHqme())
    }

    @Test func optionalCallSpellingReachesTheItemsOwnMethod() {
        let entry = AtomEntryItem(id: "atom-1", url: nil)
        entry.validForHqme = false
        let item: any ZPHqmeSupportingItemProtocol = entry
        #expect(item.objectIdentifier?() == "atom-1")
        #expect(item.isValidForHqme?() == false)
        #expect(item.isFreeOrPurchased?() == true)
    }

    @Test func itemImplementingNeitherFormHasNoURLAndNoIdentifier() {
        let item = EmptyItem()
        #expect(item.hqmeContentUrl() == nil && item.hqmeContentURL == nil)
        #expect(item.hqmeIdentifier == "" && item.objectIdentifier() == nil)
        #expect(item.title() == nil && item.relatedAssets() == nil && item.hqmeModelJSON == nil)
    }

    @Test func dataStoreCallsListFindAndDeleteStoredItems() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let manager = stage.manager
        let clip = await stage.downloaded("clip", path: "/clip.mp4")
        _ = await stage.downloaded("show", path: "/hls/low/index.m3u8")
        #expect(manager.getItems(for: .completed).map(\.hqmeIdentifier) == ["clip", "show"])
        #expect(manager.getItems(for: .inProgress).isEmpty)
        #expect(manager.dataStoreGetLocalItemIfAvailable(withItemId: "clip")?.hqmeContentUrl() == clip.hqmeContentURL)
        #expect(manager.getProgress(for: clip) == 1)
        #expect(FileManager.default.fileExists(atPath: manager.cachePath(forItem: clip)))
        manager.dataStoreDeleteItem(clip)
        #expect(manager.getState(for: clip) == .notExists)
        #expect(!FileManager.default.fileExists(atPath: manager.cachePath(forItem: clip)))
        manager.dataStoreDeleteAll()
        #expect(manager.storedItems.isEmpty)
    }

    @Test func savingItemIdsToFileWritesTheRecordsAgain() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        _ = await stage.downloaded("clip", path: "/clip.mp4")
        let records = stage.scratch.url.appendingPathComponent("items.json")
        try FileManager.default.removeItem(at: records)
        #expect(try HqmeDownloadManager.storedItems(in: stage.scratch.url).isEmpty)
        stage.manager.dataStoreSaveItemIdsToFile()
        #expect(try HqmeDownloadManager.storedItems(in: stage.scratch.url).map(\.identifier) == ["clip"])
    }

    @Test func connectorCallsFromAnotherThreadRunOnTheMainActor() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let manager = stage.manager
        let url = stage.server.url("/clip.mp4")
        let state = await Task.detached {
            let item = HqmeItem(identifier: "clip", contentURL: url)
            manager.startProcess(for: item)
            return manager.getState(for: item)
        }.value
        #expect(state == .inProgress)
        #expect(await manager.waitUntilFinished(identifier: "clip")?.status == .completed)
    }

    @Test func forcingOfflineChangesTheServiceStateAndCallsItsHandler() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        var calls = 0
        manager.hqmeStateChanged = { calls += 1 }
        #expect(manager.hqmeState == .initial && manager.isSupported())
        manager.forceOfflineDueToBadConnectivity()
        manager.forceOfflineDueToBadConnectivity()
        #expect(manager.hqmeState == .offline)
        #expect(calls == 1)
    }

    @Test func createdButtonFollowsTheNotificationNamesItsDelegateReturns() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let (server, manager) = (stage.server, stage.manager)
        let entry = AtomEntryItem(id: "atom-9", url: server.url("/clip.mp4"))
        let delegate = NamingButtonDelegate(identifier: "atom-9")
        let button = try #require(manager.createHqmeButton(withDelegate: delegate, size: CGSize(width: 40, height: 40)))
        #expect(button.state == .initial)
        manager.startProcess(for: entry)
        _ = await manager.waitUntilFinished(identifier: "atom-9")
        #expect(await eventually { button.state == .completed })
        #expect(delegate.changes == [.pending, .inProgress, .completed])
        #expect((button as? ZPHqmeButton)?.appearance == .image("generic_item_downloaded_btn_baby_player"))
    }

    @Test func settingTheButtonStateTellsTheDelegateOnce() {
        let delegate = NamingButtonDelegate(identifier: "x")
        let button: any ZPHqmeButtonProtocol = ZPHqmeButton(
            delegate: delegate, size: .zero, notificationCenter: NotificationCenter())
        button.state = .error
        button.state = .error
        #expect(delegate.changes == [.error])
        #expect(button.delegate === delegate)
    }

    @Test func progressChangedMovesTheShownProgressWithinZeroToOne() {
        let button = ZPHqmeButton(
            delegate: NamingButtonDelegate(identifier: "x"), size: .zero, notificationCenter: NotificationCenter())
        button.hqmeProgressChanged(to: 0.25)
        #expect(button.progress == 0.25)
        button.hqmeProgressChanged(to: 7)
        #expect(button.progress == 1)
    }

    @Test func tappingTheButtonReportsItsStateToTheDelegate() {
        let delegate = DownloadButtonRecorder()
        let button = ZPHqmeButton(delegate: delegate, size: .zero, notificationCenter: NotificationCenter())
        button.hqmeButtonTapped()
        #expect(delegate.taps == [.initial])
    }
}
