import Foundation
import Testing
import ShopStageTesting
@_spi(Benchmark) import ZappDownloads

/// Issue 17, "Downloads": the store survives a second writer, a remote that changes under a resume, a
/// full disk and a huge playlist. One suite per class of defect.
@MainActor
struct StoreReliabilityTests {
    /// A store has one writer at a time; a second one fails clearly, never corrupts.
    @MainActor
    struct OneWriterPerStore {
        @Test func secondManagerOnAHeldStoreFailsNamingTheHolder() async throws {
            let scratch = try ScratchDirectory()
            defer { scratch.cleanUp() }
            var first: HqmeDownloadManager? = try HqmeDownloadManager(
                directory: scratch.url, notificationCenter: NotificationCenter())
            #expect(first != nil)
            #expect {
                _ = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
            } throws: { error in
                (error as? HqmeError) == .storeInUse(path: scratch.url.path, holder: getpid())
            }
            first = nil
            _ = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        }

        @Test func secondProcessOnOneDirFailsWhileTheFirstCompletes() async throws {
            let server = try LoopbackMediaServer.serving(Fixtures.media)
            let length: Int64 = 2_000_000
            server.set("/big.mp4", .pattern(length: length), faults: [.pauseAfter(bytes: 600_000)])
            let scratch = try ScratchDirectory()
            defer { server.stop(); scratch.cleanUp() }
            let first = try ShopStageCommand.built().start(
                ["download", server.url("/big.mp4").absoluteString, "--dir", scratch.url.path, "--id", "a"])
            defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
            let part = scratch.url.appendingPathComponent("items/\(hqmeMD5("a"))/media.mp4.part")
            #expect(await eventually { (fileSize(of: part) ?? 0) > 500_000 })

            let second = try await ShopStageCommand.built().run(
                ["download", server.url("/clip.mp4").absoluteString, "--dir", scratch.url.path, "--id", "b"])
            #expect(second.status == 1)
            #expect(second.stderr.contains("in use by another manager (process \(first.processIdentifier))"))
            let delete = try await ShopStageCommand.built().run(["downloads", "delete", "--dir", scratch.url.path])
            #expect(delete.status == 1 && delete.stderr.contains("in use by another manager"))
            // Reading needs no lock: the first one's item is listed while it downloads.
            let listing = try await ShopStageCommand.built().run(["downloads", "list", "--dir", scratch.url.path])
            #expect(listing.status == 0 && listing.stdout.hasPrefix("downloading\t"))

            server.resume("/big.mp4")
            #expect(await eventually { !first.isRunning })
            #expect(first.terminationStatus == 0)
            let stored = try HqmeDownloadManager.storedItems(in: scratch.url)
            #expect(stored.map(\.identifier) == ["a"])
            #expect(stored.first?.status == .completed)
            #expect(
                contents(stored.first?.localURL(inStore: scratch.url))
                    == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
        }
    }

    /// A resume continues only the very version the partial file holds.
    @MainActor
    struct ResumeOnlyWhenUnchanged {
        @Test(arguments: allClients)
        func resumedDownloadWhoseRemoteChangedEndsAsTheNewVersionWhole(client: HTTPClient) async throws {
            let stage = try DownloadStage(configuration: .init(httpClient: client))
            defer { stage.cleanUp() }
            let server = stage.server
            server.set("/show.mp4", .pattern(length: 2_000_000), faults: [.pauseAfter(bytes: 600_000)])
            let oldVersion = server.etag("/show.mp4")
            let item = HqmeItem(identifier: "show", contentURL: server.url("/show.mp4"))
            stage.manager.startProcess(for: item)
            // Progress counts bytes received (URLSession's are buffered before they reach the part file).
            #expect(await eventually { stage.manager.progress(identifier: "show") >= 0.29 })
            // The file is replaced mid-download: the held connection closes and the manager retries.
            let newVersion = Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
            server.set("/show.mp4", .data(newVersion))
            server.resume("/show.mp4")
            let stored = await stage.manager.waitUntilFinished(identifier: "show")
            #expect(stored?.status == .completed)
            #expect(stored?.byteCount == Int64(newVersion.count))
            #expect(contents(stage.manager.localURL(identifier: "show")) == newVersion)
            let retry = try #require(server.requests.last { $0.path == "/show.mp4" })
            #expect(retry.range != nil && retry.ifRange == oldVersion)
        }

        @Test(arguments: allClients)
        func resumeOfAnUnchangedRemoteAsksForTheRestOfItsVersion(client: HTTPClient) async throws {
            let stage = try DownloadStage(configuration: .init(httpClient: client))
            defer { stage.cleanUp() }
            let server = stage.server
            server.set("/show.mp4", .pattern(length: 1_000_000), faults: [.dropAfter(bytes: 400_000, times: 1)])
            let item = await stage.downloaded("show", path: "/show.mp4")
            #expect(stage.manager.getState(for: item) == .completed)
            #expect(
                contents(stage.manager.localURL(identifier: "show"))
                    == LoopbackMediaServer.patternBytes(offset: 0, count: 1_000_000))
            let requests = server.requests.filter { $0.path == "/show.mp4" }
            #expect(requests.count == 2)
            #expect(requests.last?.ifRange == server.etag("/show.mp4"))
            #expect(requests.last?.range?.hasPrefix("bytes=") == true && requests.last?.range != "bytes=0-")
            // The validator is the part's companion only while it is partial.
            let folder = stage.manager.itemDirectory(identifier: "show")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["media.mp4"])
        }

        @Test func resumedHLSItemWhosePlaylistChangedEndsAsTheNewVersionWhole() async throws {
            let stage = try DownloadStage(configuration: .init(concurrentSegments: 1))
            defer { stage.cleanUp() }
            let server = stage.server
            func publish(_ version: UInt8, segments: Int) {
                var text = "#EXTM3U\n#EXT-X-TARGETDURATION:6\n"
                for index in 0..<segments {
                    server.set("/v/s\(index).ts", .data(Data(repeating: version, count: 5000)))
                    text += "#EXTINF:6.0,\ns\(index).ts\n"
                }
                server.set("/v/index.m3u8", .data(Data((text + "#EXT-X-ENDLIST\n").utf8)))
            }
            publish(1, segments: 4)
            server.setFaults([.status(500)], for: "/v/s3.ts")
            let item = HqmeItem(identifier: "show", contentURL: server.url("/v/index.m3u8"))
            stage.manager.startProcess(for: item)
            #expect(await stage.manager.waitUntilFinished(identifier: "show")?.status == .failed)
            publish(2, segments: 5)  // the same names, another show
            stage.manager.startProcess(for: item)
            #expect(await stage.manager.waitUntilFinished(identifier: "show")?.status == .completed)
            let playlist = try #require(stage.manager.localURL(identifier: "show"))
            let names = try String(contentsOf: playlist, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }
            #expect(names.count == 5)
            for name in names {
                let segment = playlist.deletingLastPathComponent().appendingPathComponent(String(name))
                #expect(contents(segment) == Data(repeating: 2, count: 5000), "\(name)")
            }
        }

        @Test func partialFileWithoutAValidatorStartsOver() async throws {
            let stage = try DownloadStage()
            defer { stage.cleanUp() }
            // A failed item of the same URL keeps its partial file for the next attempt.
            stage.server.setFaults([.status(500)], for: "/clip.mp4")
            let item = HqmeItem(identifier: "clip", contentURL: stage.server.url("/clip.mp4"))
            stage.manager.startProcess(for: item)
            #expect(await stage.manager.waitUntilFinished(identifier: "clip")?.status == .failed)
            stage.server.setFaults([], for: "/clip.mp4")
            // Left by an unknown version (or a server that names none): its bytes cannot be trusted.
            let folder = stage.manager.itemDirectory(identifier: "clip")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(repeating: 0xEE, count: 20_000).write(to: folder.appendingPathComponent("media.mp4.part"))
            stage.manager.startProcess(for: item)
            _ = await stage.manager.waitUntilFinished(identifier: "clip")
            #expect(
                contents(stage.manager.localURL(identifier: "clip"))
                    == contents(Fixtures.media.appendingPathComponent("clip.mp4")))
            #expect(stage.server.requests.last { $0.path == "/clip.mp4" }?.range == nil)
        }
    }

    /// A full disk: the user can still list the store and delete items to free space.
    @MainActor
    struct FullDisk {
        /// Bytes any one file may grow to in the child: the empty records fit, one item's record does not.
        static let limit = 120

        /// A store holding the fixture clip, completed, and no manager left open on it.
        func storeWithOneItem(_ scratch: ScratchDirectory) async throws {
            let server = try LoopbackMediaServer.serving(Fixtures.media)
            defer { server.stop() }
            let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
            manager.startProcess(for: HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4")))
            #expect(await manager.waitUntilFinished(identifier: "clip")?.status == .completed)
        }

        @Test func downloadOnAFullDiskFailsAndLeavesTheStoreAsItWas() async throws {
            let scratch = try ScratchDirectory()
            defer { scratch.cleanUp() }
            try await storeWithOneItem(scratch)
            let records = try Data(contentsOf: scratch.url.appendingPathComponent("items.json"))
            let server = try LoopbackMediaServer.serving(Fixtures.media)
            defer { server.stop() }
            let run = try await ShopStageCommand.built().run(
                ["download", server.url("/clip.mp4").absoluteString, "--dir", scratch.url.path, "--id", "more"],
                fileSizeLimit: Self.limit)
            #expect(run.status == 1)
            #expect(run.stderr.contains("File too large"), "stderr: \(run.stderr)")
            #expect(try Data(contentsOf: scratch.url.appendingPathComponent("items.json")) == records)
        }

        @Test func listingWorksOnAFullDisk() async throws {
            let scratch = try ScratchDirectory()
            defer { scratch.cleanUp() }
            try await storeWithOneItem(scratch)
            let run = try await ShopStageCommand.built().run(
                ["downloads", "list", "--dir", scratch.url.path], fileSizeLimit: Self.limit)
            #expect(run.status == 0, "stderr: \(run.stderr)")
            #expect(run.stdout.hasPrefix("completed\t100%\t48.0 kB\tclip\t"))
        }

        @Test func deletingWorksOnAFullDiskAndFreesTheSpace() async throws {
            let scratch = try ScratchDirectory()
            defer { scratch.cleanUp() }
            try await storeWithOneItem(scratch)
            let folder = scratch.url.appendingPathComponent("items/\(hqmeMD5("clip"))")
            let run = try await ShopStageCommand.built().run(
                ["downloads", "delete", "--dir", scratch.url.path, "--id", "clip"], fileSizeLimit: Self.limit)
            #expect(run.status == 0, "stderr: \(run.stderr)")
            #expect(run.stdout == "deleted clip\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            #expect(try HqmeDownloadManager.storedItems(in: scratch.url).isEmpty)
        }
    }

    /// Playlist parsing is linear; its speed is measured by `shopstage bench download`, not timed here.
    struct HugePlaylist {
        @Test func playlistOfAHundredThousandSegmentsNamesEveryFileOnce() async throws {
            let count = 100_000
            var text = "#EXTM3U\n#EXT-X-TARGETDURATION:6\n"
            text.reserveCapacity(count * 32)
            for index in 0..<count { text += "#EXTINF:6.0,\ns\(index).ts\n" }
            text += "#EXT-X-ENDLIST\n"
            let url = try #require(URL(string: "http://127.0.0.1/long/index.m3u8"))
            #expect(try HLSPlaylistParsing.fileCount(text, url: url) == count)
        }
    }
}

/// The size of a regular file, nil when there is none.
private func fileSize(of url: URL) -> Int64? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int64).flatMap { $0 }
}
