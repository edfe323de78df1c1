import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

@MainActor
struct PersistenceTests {
    @Test func newManagerOnTheSameDirectoryPlaysCompletedItemsLocally() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let model = Data(#"{"id":"ep1","title":"Episode 1"}"#.utf8)
        let item = HqmeItem(
            identifier: "ep1", contentURL: server.url("/clip.mp4"), title: "Episode 1", modelJSON: model,
            imageURLs: ["thumbnail": server.url("/hls/high/init.mp4")])
        do {
            let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
            manager.startProcess(for: item)
            _ = await manager.waitUntilFinished(identifier: "ep1")
        }
        server.stop()  // offline from here on
        let reopened = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        #expect(reopened.getState(for: item) == .completed)
        #expect(reopened.storedItems.map(\.title) == ["Episode 1"])
        let local = try #require(reopened.getAvUrlAsset(forItem: item)?.url)
        #expect(contents(local) == contents(Fixtures.media.appendingPathComponent("clip.mp4")))
        #expect(reopened.modelJSON(identifier: "ep1") == model)
        #expect(
            contents(reopened.imageURL(identifier: "ep1", key: "thumbnail"))
                == contents(Fixtures.media.appendingPathComponent("hls/high/init.mp4")))
    }

    @Test func completedItemWithAShortFileIsNeverReportedComplete() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let item = HqmeItem(identifier: "ep1", contentURL: server.url("/clip.mp4"))
        let local: URL
        do {
            let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
            manager.startProcess(for: item)
            _ = await manager.waitUntilFinished(identifier: "ep1")
            local = try #require(manager.localURL(identifier: "ep1"))
        }
        let handle = try FileHandle(forWritingTo: local)
        try handle.truncate(atOffset: 1000)
        try handle.close()
        let failing = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(interruptedDownloads: .markFailed),
            notificationCenter: NotificationCenter())
        #expect(failing.getState(for: item) == .notExists)
        #expect(failing.storedItem(identifier: "ep1")?.status == .failed)
        // Starting it again fetches the rest.
        failing.startProcess(for: item)
        _ = await failing.waitUntilFinished(identifier: "ep1")
        #expect(
            contents(failing.localURL(identifier: "ep1")) == contents(Fixtures.media.appendingPathComponent("clip.mp4")))
    }

    @Test func unreadableStoreIsAnErrorNamingTheFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let records = scratch.url.appendingPathComponent("items.json")
        try Data("{\"version\":1,\"items\":[{".utf8).write(to: records)
        #expect {
            _ = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        } throws: { error in
            guard case .corruptStore(let path, _) = error as? HqmeError else { return false }
            return path == records.path
        }
        #expect(contents(records) == Data("{\"version\":1,\"items\":[{".utf8))
    }

    @Test func downloadOfAKilledProcessIsResumedByTheNextManager() async throws {
        let length: Int64 = 3_000_000
        let server = try LoopbackMediaServer()
        // The server holds the body after 600 KB, so the child is caught mid-file however busy the machine is.
        server.set("/big.mp4", .pattern(length: length), faults: [.pauseAfter(bytes: 600_000)])
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let childLog = scratch.url.appendingPathComponent("child.log")
        _ = FileManager.default.createFile(atPath: childLog.path, contents: nil)
        let child = try ShopStageCommand.built().start(
            ["download", server.url("/big.mp4").absoluteString, "--dir", scratch.url.path, "--id", "big"],
            output: try FileHandle(forWritingTo: childLog))
        let part = scratch.url.appendingPathComponent("items/\(hqmeMD5("big"))/media.mp4.part")
        // Watched and killed from a thread of its own, not from the main actor: other tests can hold that
        // for minutes (the suite under ThreadSanitizer), past the child's own timeouts (4 × 30 s).
        let pid = child.processIdentifier
        let started = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            Thread {
                let deadline = ContinuousClock.now + .seconds(120)
                var grown = false
                while !grown, ContinuousClock.now < deadline {
                    let size = try? FileManager.default.attributesOfItem(atPath: part.path)[.size] as? Int
                    grown = (size ?? 0) > 500_000
                    if !grown { Thread.sleep(forTimeInterval: 0.005) }
                }
                kill(pid, SIGKILL)
                done.resume(returning: grown)
            }.start()
        }
        child.waitUntilExit()
        let log = (try? String(contentsOf: childLog, encoding: .utf8)) ?? ""
        #expect(started, "the child never wrote 500 KB; its output:\n\(log)")
        #expect(child.terminationReason == .uncaughtSignal, "the child ended by itself; its output:\n\(log)")

        server.setFaults([], for: "/big.mp4")
        server.resume("/big.mp4")
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        let stored = await manager.waitUntilFinished(identifier: "big")
        #expect(stored?.status == .completed)
        #expect(
            contents(manager.localURL(identifier: "big"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
        let resumed = server.requests.last
        #expect(resumed?.range?.hasPrefix("bytes=") == true && resumed?.range != "bytes=0-")
        #expect(resumed?.ifRange == server.etag("/big.mp4"))
    }
}
