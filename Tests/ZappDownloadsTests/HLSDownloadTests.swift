import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

@MainActor
struct HLSDownloadTests {
    func manager(_ scratch: ScratchDirectory, client: HTTPClient = .sockets) throws -> HqmeDownloadManager {
        try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(maximumVariantBandwidth: 2_000_000, httpClient: client),
            notificationCenter: NotificationCenter())
    }

    @Test(arguments: allClients) func masterPlaylistIsStoredAsALocalPlaylistOfTheChosenVariant(client: HTTPClient)
        async throws
    {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try manager(scratch, client: client)
        let item = HqmeItem(identifier: "show", contentURL: server.url("/hls/master.m3u8"))
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: "show")
        #expect(stored?.status == .completed)
        let playlist = try #require(manager.getAvUrlAsset(forItem: item)?.url)
        #expect(playlist.isFileURL && playlist.lastPathComponent == "index.m3u8")
        let text = try String(contentsOf: playlist, encoding: .utf8)
        #expect(!text.contains("http"))
        let folder = playlist.deletingLastPathComponent()
        let high = Fixtures.media.appendingPathComponent("hls/high")
        #expect(
            contents(folder.appendingPathComponent("seg00002.m4s")) == contents(high.appendingPathComponent("seg2.m4s"))
        )
        #expect(
            contents(folder.appendingPathComponent("init0.mp4")) == contents(high.appendingPathComponent("init.mp4")))
        #expect(
            contents(folder.appendingPathComponent("key0.key"))
                == contents(Fixtures.media.appendingPathComponent("hls/keys/k1.key")))
        #expect(!server.requests.contains { $0.path.hasPrefix("/hls/low/") || $0.path.hasPrefix("/hls/full/") })
    }

    @Test(arguments: allClients) func missingSegmentFailsTheItemNamingTheSegment(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.setFaults([.status(404)], for: "/hls/high/seg2.m4s")
        let manager = try manager(scratch, client: client)
        manager.startProcess(for: HqmeItem(identifier: "show", contentURL: server.url("/hls/master.m3u8")))
        let stored = await manager.waitUntilFinished(identifier: "show")
        #expect(stored?.status == .failed)
        #expect(stored?.failure == "HTTP 404 for \(server.url("/hls/high/seg2.m4s").absoluteString)")
        #expect(manager.localURL(identifier: "show") == nil)
    }

    @Test func livePlaylistFailsWithAClearError() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try manager(scratch)
        manager.startProcess(for: HqmeItem(identifier: "live", contentURL: server.url("/hls/live.m3u8")))
        let stored = await manager.waitUntilFinished(identifier: "live")
        #expect(
            stored?.failure?.hasSuffix(
                "is a live playlist (no #EXT-X-ENDLIST): it cannot be stored for offline playback") == true)
    }

    @Test func malformedPlaylistFailureNamesTheLine() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try manager(scratch)
        manager.startProcess(for: HqmeItem(identifier: "bad", contentURL: server.url("/hls/malformed.m3u8")))
        let stored = await manager.waitUntilFinished(identifier: "bad")
        #expect(
            stored?.failure
                == "\(server.url("/hls/malformed.m3u8").absoluteString):5: #EXTINF duration 'six' is not a number of seconds"
        )
    }

    @Test func progressIsWeightedBySegmentDuration() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let center = NotificationCenter()
        // One segment at a time, so each report adds exactly one segment's share.
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(maximumVariantBandwidth: 2_000_000, concurrentSegments: 1),
            notificationCenter: center)
        let recorder = DownloadNotificationRecorder(center: center, identifier: "show")
        manager.startProcess(for: HqmeItem(identifier: "show", contentURL: server.url("/hls/master.m3u8")))
        _ = await manager.waitUntilFinished(identifier: "show")
        _ = await eventually { recorder.progress.last == 1 }
        // Durations 4, 4, 4, 2 of 14 seconds.
        let expected = [4.0 / 14, 8.0 / 14, 12.0 / 14, 1]
        let observed = recorder.progress.filter { $0 > 0 }
        #expect(observed.count == expected.count)
        for (seen, want) in zip(observed, expected) { #expect(abs(seen - want) < 0.001) }
    }
}

extension HLSDownloadTests {
    @Test func interruptedHLSDownloadResumesWithoutFetchingStoredSegmentsAgain() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.setFaults([.pauseAfter(bytes: 0)], for: "/hls/high/seg3.m4s")
        let configuration = HqmeDownloadManager.Configuration(maximumVariantBandwidth: 2_000_000, concurrentSegments: 1)
        let folder = scratch.url.appendingPathComponent("items/\(hqmeMD5("show"))")
        do {
            let first = try HqmeDownloadManager(
                directory: scratch.url, configuration: configuration, notificationCenter: NotificationCenter())
            first.startProcess(for: HqmeItem(identifier: "show", contentURL: server.url("/hls/master.m3u8")))
            #expect(
                await eventually {
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent("seg00002.m4s").path)
                })
        }  // the manager goes away mid-download, as with a process that stopped
        server.setFaults([], for: "/hls/high/seg3.m4s")
        server.resume("/hls/high/seg3.m4s")
        let second = try HqmeDownloadManager(
            directory: scratch.url, configuration: configuration, notificationCenter: NotificationCenter())
        let stored = await second.waitUntilFinished(identifier: "show")
        #expect(stored?.status == .completed)
        #expect(server.requests.filter { $0.path == "/hls/high/seg0.m4s" }.count == 1)
        #expect(
            contents(folder.appendingPathComponent("seg00003.m4s"))
                == contents(Fixtures.media.appendingPathComponent("hls/high/seg3.m4s")))
    }
}
