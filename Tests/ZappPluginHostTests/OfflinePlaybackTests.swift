import Foundation
import Testing
import ShopStageTesting
import ZappPlugins

/// The player's side of a download: once stored, the item plays from its local playlist with the
/// server gone — byte ranges, fMP4 init sections and AES-128 keys included (ffmpeg-made fixtures).
@MainActor
struct OfflinePlaybackTests {
    /// Downloads `/ffmpeg/<name>/index.m3u8`, stops the server and returns the local playlist.
    func downloadThenGoOffline(_ name: String, into folder: URL) async throws -> URL {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        defer { server.stop() }
        let manager = try HqmeDownloadManager(directory: folder, notificationCenter: NotificationCenter())
        let item = HqmeItem(identifier: name, contentURL: server.url("/ffmpeg/\(name)/index.m3u8"))
        manager.startProcess(for: item)
        _ = await manager.waitUntilFinished(identifier: name)
        return try #require(manager.getAvUrlAsset(forItem: item)?.url)
    }

    func boxType(_ data: Data) -> String {
        data.count >= 8 ? String(decoding: data[data.startIndex + 4..<data.startIndex + 8], as: UTF8.self) : ""
    }

    @Test(arguments: ["byterange", "aes"]) func transportStreamItemPlaysOfflineFromItsLocalPlaylist(name: String)
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zapp-offline-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let playlist = try await downloadThenGoOffline(name, into: folder)
        #expect(playlist.isFileURL)
        var playback = OfflinePlayback(playlist: playlist)
        let segments = try playback.segments(of: playlist)
        #expect(segments.count == 3)
        for segment in segments {
            // Every 188-byte MPEG-TS packet starts with the sync byte 0x47: the range and the key were right.
            let media = segment.media
            let packets = stride(from: 0, to: media.count, by: 188).map { media[media.startIndex + $0] }
            #expect(segment.media.count % 188 == 0 && packets.allSatisfy { $0 == 0x47 })
        }
    }

    @Test(arguments: ["fmp4", "fmp4-single"]) func fragmentedMP4ItemPlaysOfflineFromItsLocalPlaylist(name: String)
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zapp-offline-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let playlist = try await downloadThenGoOffline(name, into: folder)
        var playback = OfflinePlayback(playlist: playlist)
        let segments = try playback.segments(of: playlist)
        #expect(segments.count == 3)
        for segment in segments {
            #expect(boxType(segment.initSection ?? Data()) == "ftyp")
            // A media segment opens with a segment type, a segment index or a movie fragment box.
            #expect(["styp", "sidx", "moof"].contains(boxType(segment.media)))
        }
    }
}
