import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

/// HLS items as ffmpeg's segmenter writes them (`Fixtures/media/ffmpeg/`, made by
/// `Scripts/make-hls-fixtures`): byte ranges of one file, fragmented MP4, AES-128.
@MainActor
struct FFmpegHLSTests {
    /// Downloads `/ffmpeg/<name>/index.m3u8`; the item's local playlist, its text and its folder.
    func download(_ name: String, client: HTTPClient = .sockets) async throws
        -> (server: LoopbackMediaServer, playlist: String, folder: URL, scratch: ScratchDirectory)
    {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory(name)
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(httpClient: client), notificationCenter: NotificationCenter())
        let item = HqmeItem(identifier: name, contentURL: server.url("/ffmpeg/\(name)/index.m3u8"))
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: name)
        #expect(stored?.status == .completed, "\(stored?.failure ?? "")")
        let local = try #require(manager.localURL(identifier: name))
        return (server, try String(contentsOf: local, encoding: .utf8), local.deletingLastPathComponent(), scratch)
    }

    func fixture(_ path: String) -> Data? {
        contents(Fixtures.media.appendingPathComponent("ffmpeg/\(path)"))
    }

    @Test(arguments: allClients) func byteRangePlaylistIsStoredAsOneFileWithItsRangesKept(client: HTTPClient)
        async throws
    {
        let (server, playlist, folder, scratch) = try await download("byterange", client: client)
        defer { server.stop(); scratch.cleanUp() }
        #expect(contents(folder.appendingPathComponent("seg00000.ts")) == fixture("byterange/media.ts"))
        #expect(playlist.components(separatedBy: "\nseg00000.ts\n").count == 4)
        #expect(playlist.contains("#EXT-X-BYTERANGE:5076@5076\nseg00000.ts"))
        #expect(server.requests.filter { $0.path.hasSuffix("/media.ts") }.count == 1)
    }

    @Test func fragmentedMP4StoresItsInitSectionAndSegments() async throws {
        let (server, playlist, folder, scratch) = try await download("fmp4")
        defer { server.stop(); scratch.cleanUp() }
        #expect(playlist.contains("#EXT-X-MAP:URI=\"init0.mp4\""))
        #expect(contents(folder.appendingPathComponent("init0.mp4")) == fixture("fmp4/init.mp4"))
        #expect(contents(folder.appendingPathComponent("seg00002.m4s")) == fixture("fmp4/seg2.m4s"))
    }

    @Test func singleFileFragmentedMP4SharesOneStoredFileForInitAndSegments() async throws {
        let (server, playlist, folder, scratch) = try await download("fmp4-single")
        defer { server.stop(); scratch.cleanUp() }
        #expect(playlist.contains("#EXT-X-MAP:URI=\"init0.mp4\",BYTERANGE=\"825@0\""))
        #expect(playlist.contains("#EXT-X-BYTERANGE:3308@825\ninit0.mp4"))
        #expect(contents(folder.appendingPathComponent("init0.mp4")) == fixture("fmp4-single/media.mp4"))
        #expect(server.requests.filter { $0.path.hasSuffix("/media.mp4") }.count == 1)
    }

    /// What is stored for AES-128: the segments encrypted as served, the key beside them, the local
    /// playlist pointing at the local key with the IV kept; a player decrypts as it would online.
    @Test func aes128ItemStoresItsKeyAndTheEncryptedSegmentsAsServed() async throws {
        let (server, playlist, folder, scratch) = try await download("aes")
        defer { server.stop(); scratch.cleanUp() }
        #expect(
            playlist.contains("#EXT-X-KEY:METHOD=AES-128,URI=\"key0.key\",IV=0x000102030405060708090a0b0c0d0e0f"))
        #expect(contents(folder.appendingPathComponent("key0.key")) == fixture("aes/clip.key"))
        #expect(contents(folder.appendingPathComponent("seg00001.ts")) == fixture("aes/seg1.ts"))
    }

    @Test func storedByteRangeItemIsValidAfterARestart() async throws {
        let (server, _, _, scratch) = try await download("byterange")
        defer { server.stop(); scratch.cleanUp() }
        let reopened = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(interruptedDownloads: .leaveAsIs),
            notificationCenter: NotificationCenter())
        #expect(reopened.storedItem(identifier: "byterange")?.status == .completed)
    }
}
