import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// An item whose URL the host resolves only after asking for the download.
final class LateURLItem: ZPHqmeSupportingItemProtocol {
    var url: URL?
    init() {}
    func hqmeContentUrl() -> URL? { url }
    func relatedAssets() -> [String]? { nil }
    func title() -> String? { "late" }
    func objectIdentifier() -> String? { "late" }
}

/// What real host code relies on beyond the seed: cancel is not delete, the URL may come late,
/// notifications under the plugins' names.
@MainActor
struct HostDrivenBehaviourTests {
    @Test func cancellingACompletedItemKeepsItsFilesAndRecord() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let manager = stage.manager
        let clip = await stage.downloaded("clip", path: "/clip.mp4")
        manager.cancelProcess(for: clip)
        #expect(manager.getState(for: clip) == .completed)
        let original = contents(Fixtures.media.appendingPathComponent("clip.mp4"))
        #expect(contents(manager.getAvUrlAsset(forItem: clip)?.url) == original)
    }

    @Test func deletingACompletedItemRemovesItsFilesAndTellsTheButton() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let manager = stage.manager
        let clip = await stage.downloaded("clip", path: "/clip.mp4")
        let local = try #require(manager.localURL(identifier: "clip"))
        let button = ZPHqmeButton(item: clip, delegate: nil, hqmeDelegate: manager, notificationCenter: stage.center)
        manager.dataStoreDeleteItem(clip)
        #expect(manager.getState(for: clip) == .notExists)
        #expect(!FileManager.default.fileExists(atPath: local.path))
        #expect(button.state == .initial)
    }

    @Test func itemWhoseURLArrivesAfterStartIsDownloaded() async throws {
        // The wait is wall-clock time and this test shares the main actor with hundreds of others:
        // a long wait, and the URL given at once after the start (the poller reads it on its next turn).
        let stage = try DownloadStage(configuration: .init(contentURLWait: .seconds(300)))
        defer { stage.cleanUp() }
        let (server, manager) = (stage.server, stage.manager)
        let item = LateURLItem()
        manager.startProcess(for: item)
        #expect(manager.getState(for: item) == .inProgress)
        item.url = server.url("/clip.mp4")
        let stored = await manager.waitUntilFinished(identifier: "late")
        #expect(stored?.status == .completed)
    }

    @Test func itemWhoseURLNeverArrivesFailsAfterTheWait() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let center = NotificationCenter()
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(contentURLWait: .milliseconds(50)), notificationCenter: center)
        let item = LateURLItem()
        let recorder = DownloadNotificationRecorder(center: center, identifier: "late")
        manager.startProcess(for: item)
        _ = await manager.waitUntilFinished(identifier: "late")
        #expect(manager.getState(for: item) == .notExists)
        #expect(recorder.states == ["pending", "failed"])
    }

    @Test func cancellingAnItemAwaitingItsURLStopsTheWait() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let (server, manager) = (stage.server, stage.manager)
        let item = LateURLItem()
        manager.startProcess(for: item)
        manager.cancelProcess(for: item)
        item.url = server.url("/clip.mp4")
        #expect(await manager.waitUntilFinished(identifier: "late") == nil)
        #expect(manager.getState(for: item) == .notExists)
        #expect(server.requests.isEmpty)
    }

    @Test func stateIsPostedUnderThePluginsAssetHqmeNamesOfTheObjectIdentifier() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let (server, center, manager) = (stage.server, stage.center, stage.manager)
        let entry = AtomEntryItem(id: "atom-3", url: server.url("/clip.mp4"))
        let statuses = StatusLog()
        let observer = center.addObserver(
            forName: Notification.Name("AssetHqmeStateChanged" + "atom-3".md5Hash()), object: nil, queue: nil
        ) { note in
            let status = note.userInfo?[HqmeNotificationKey.status] as? String ?? "?"
            MainActor.assumeIsolated { statuses.values.append(status) }
        }
        defer { center.removeObserver(observer) }
        manager.startProcess(for: entry)
        _ = await manager.waitUntilFinished(identifier: "atom-3")
        #expect(statuses.values.first == "pending" && statuses.values.last == "completed")
    }

    @Test func hqmeDelegateIsNilUntilTheAppInstallsOne() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        await ZAAppConnector.withHqmeDelegate(nil) {
            #expect(ZAAppConnector.sharedInstance().hqmeDelegate == nil)
            ZAAppConnector.sharedInstance().initializeWithDelegate(delegate: "not a downloads plugin")
            #expect(ZAAppConnector.sharedInstance().hqmeDelegate == nil)
            ZAAppConnector.sharedInstance().initializeWithDelegate(delegate: manager)
            #expect(ZAAppConnector.sharedInstance().hqmeDelegate === manager)
        }
    }
}

@MainActor
final class StatusLog {
    var values: [String] = []
}
