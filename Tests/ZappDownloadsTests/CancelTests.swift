import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

@MainActor
struct CancelTests {
    @Test(arguments: allClients) func cancellingASlowDownloadRemovesItsFilesAndRecord(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        // The server holds the body after 200 KB: the download is caught mid-file however busy the machine is.
        server.set("/slow.mp4", .pattern(length: 2_000_000), faults: [.pauseAfter(bytes: 200_000)])
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let center = NotificationCenter()
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(httpClient: client), notificationCenter: center)
        let recorder = DownloadNotificationRecorder(center: center, identifier: "slow")
        let item = HqmeItem(identifier: "slow", contentURL: server.url("/slow.mp4"))
        manager.startProcess(for: item)
        #expect(await eventually { manager.progress(for: item) > 0.02 })
        manager.cancelProcess(for: item)
        server.resume("/slow.mp4")
        #expect(manager.getState(for: item) == .notExists)
        #expect(manager.storedItems.isEmpty)
        #expect(await manager.waitUntilFinished(identifier: "slow") == nil)
        let items = scratch.url.appendingPathComponent("items")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: items.path))?.isEmpty ?? true)
        #expect(recorder.states.last == "removed")
        // Nothing arrives after the cancel.
        try await Task.sleep(for: .milliseconds(100))
        #expect(manager.storedItems.isEmpty)
        #expect(recorder.states.last == "removed")
    }

    @Test func deletingAllItemsEmptiesTheStore() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        manager.startProcess(for: HqmeItem(identifier: "a", contentURL: server.url("/clip.mp4")))
        manager.startProcess(for: HqmeItem(identifier: "b", contentURL: server.url("/hls/low/index.m3u8")))
        _ = await manager.waitUntilFinished(identifier: "a")
        _ = await manager.waitUntilFinished(identifier: "b")
        #expect(manager.storedItems.map(\.status) == [.completed, .completed])
        manager.deleteAllItems()
        #expect(manager.storedItems.isEmpty)
        // Read back from disk beside the open manager (a second manager may not open a held store).
        #expect(try HqmeDownloadManager.storedItems(in: scratch.url).isEmpty)
    }
}
