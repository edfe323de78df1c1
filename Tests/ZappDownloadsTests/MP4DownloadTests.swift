import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

@MainActor
struct MP4DownloadTests {
    let length: Int64 = 1_500_000

    func setUp(_ faults: [LoopbackMediaServer.Fault] = [], client: HTTPClient = .sockets) throws
        -> (LoopbackMediaServer, ScratchDirectory, HqmeDownloadManager, HqmeItem)
    {
        let server = try LoopbackMediaServer()
        server.set("/clip.mp4", .pattern(length: length), faults: faults)
        let scratch = try ScratchDirectory()
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(httpClient: client), notificationCenter: NotificationCenter())
        return (server, scratch, manager, HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4")))
    }

    @Test(arguments: allClients) func mp4IsStoredWholeAndPlaysFromTheLocalFile(client: HTTPClient) async throws {
        let (server, scratch, manager, item) = try setUp(client: client)
        defer { server.stop(); scratch.cleanUp() }
        #expect(manager.getAvUrlAsset(forItem: item)?.url == item.hqmeContentURL)
        manager.startProcess(for: item)
        #expect(manager.getState(for: item) == .inProgress)
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed)
        #expect(manager.getState(for: item) == .completed)
        let local = try #require(manager.getAvUrlAsset(forItem: item)?.url)
        #expect(local.isFileURL)
        #expect(contents(local) == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
    }

    @Test(arguments: allClients) func droppedConnectionIsResumedWithARangeRequest(client: HTTPClient) async throws {
        let (server, scratch, manager, item) = try setUp([.dropAfter(bytes: 600_000, times: 1)], client: client)
        defer { server.stop(); scratch.cleanUp() }
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed)
        let requests = server.requests.filter { $0.path == "/clip.mp4" }
        #expect(requests.count == 2)
        #expect(requests.last?.range?.hasPrefix("bytes=") == true)
        #expect(requests.last?.range != "bytes=0-")
        #expect(
            contents(manager.localURL(identifier: "clip"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
    }

    @Test(arguments: allClients) func serverWithoutRangeSupportMakesTheDownloadStartOver(client: HTTPClient)
        async throws
    {
        let (server, scratch, manager, item) = try setUp(
            [.noRanges, .dropAfter(bytes: 700_000, times: 1)], client: client)
        defer { server.stop(); scratch.cleanUp() }
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed)
        #expect(stored?.byteCount == length)
        #expect(
            contents(manager.localURL(identifier: "clip"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
    }

    @Test(arguments: allClients) func missingFileFailsWithTheStatusAndURL(client: HTTPClient) async throws {
        let (server, scratch, manager, _) = try setUp(client: client)
        defer { server.stop(); scratch.cleanUp() }
        let item = HqmeItem(identifier: "gone", contentURL: server.url("/gone.mp4"))
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "gone")
        #expect(stored?.status == .failed)
        #expect(stored?.failure == "HTTP 404 for \(server.url("/gone.mp4").absoluteString)")
        #expect(manager.getState(for: item) == .notExists)
        #expect(manager.getAvUrlAsset(forItem: item)?.url == item.hqmeContentURL)
    }

    @Test func connectionDroppedMoreOftenThanTheRetryLimitFails() async throws {
        let (server, scratch, _, item) = try setUp([.dropAfter(bytes: 1000, times: 10)])
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(
            directory: scratch.url.appendingPathComponent("strict"), configuration: .init(retryLimit: 1),
            notificationCenter: NotificationCenter())
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .failed)
        #expect(server.requests.count == 2)
    }

    @Test func progressIsPostedUnderTheMD5NamesAndRisesToOne() async throws {
        let center = NotificationCenter()
        let server = try LoopbackMediaServer()
        server.set("/clip.mp4", .pattern(length: length))
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: center)
        let recorder = DownloadNotificationRecorder(center: center, identifier: "clip")
        manager.startProcess(for: HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4")))
        _ = await manager.waitUntilFinished(identifier: "clip")
        #expect(recorder.states == ["pending", "downloading", "completed"])
        #expect(recorder.progress.last == 1)
        #expect(recorder.progress == recorder.progress.sorted())
        #expect(recorder.progress.count >= 3)
    }

    @Test func itemWithoutHTTPURLDoesNotStart() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        let item = HqmeItem(identifier: "bad", contentURL: URL(string: "ftp://example.invalid/a.mp4"))
        manager.startProcess(for: item)
        #expect(manager.getState(for: item) == .notExists)
        #expect(manager.storedItems.isEmpty)
    }
}

extension MP4DownloadTests {
    @Test(arguments: allClients) func chunkedBodyIsStoredWhole(client: HTTPClient) async throws {
        let (server, scratch, manager, item) = try setUp([.chunked], client: client)
        defer { server.stop(); scratch.cleanUp() }
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed)
        #expect(
            contents(manager.localURL(identifier: "clip"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
    }

    @Test(arguments: allClients) func redirectIsFollowed(client: HTTPClient) async throws {
        let (server, scratch, manager, _) = try setUp(client: client)
        defer { server.stop(); scratch.cleanUp() }
        server.set("/moved.mp4", .redirect("/clip.mp4"))
        manager.startProcess(for: HqmeItem(identifier: "moved", contentURL: server.url("/moved.mp4")))
        let stored = await manager.waitUntilFinished(identifier: "moved")
        #expect(stored?.status == .completed)
        #expect(stored?.byteCount == length)
    }
}

extension MP4DownloadTests {
    @Test func keptAliveConnectionClosedByTheServerIsReplaced() async throws {
        let (server, scratch, manager, item) = try setUp()
        defer { scratch.cleanUp() }
        manager.startProcess(for: item)
        _ = await manager.waitUntilFinished(identifier: "clip")
        let port = server.port
        server.stop()  // closes the connection the client keeps for reuse
        let restarted = try LoopbackMediaServer(port: port)
        defer { restarted.stop() }
        restarted.set("/clip.mp4", .pattern(length: length))
        let again = HqmeItem(identifier: "again", contentURL: restarted.url("/clip.mp4"))
        manager.startProcess(for: again)
        let stored = await manager.waitUntilFinished(identifier: "again")
        #expect(stored?.status == .completed)
        #expect(restarted.requests.count == 1)
    }
}
