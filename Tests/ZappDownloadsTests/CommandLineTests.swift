import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// `shopstage download` and `shopstage downloads list|delete`, run as the built executable.
struct CommandLineTests {
    @Test func downloadThenListThenDeleteAll() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let url = server.url("/clip.mp4").absoluteString
        let download = try await ShopStageCommand.built().run(["download", url, "--dir", scratch.url.path, "--id", "clip"])
        #expect(download.status == 0)
        #expect(download.stdout.contains("completed clip: "))
        let list = try await ShopStageCommand.built().run(["downloads", "list", "--dir", scratch.url.path])
        #expect(list.stdout.hasPrefix("completed\t100%\t48.0 kB\tclip\t"))
        #expect(try await ShopStageCommand.built().run(["downloads", "delete", "--dir", scratch.url.path]).stdout == "deleted 1 item\n")
        #expect(try await ShopStageCommand.built().run(["downloads", "list", "--dir", scratch.url.path]).stdout.isEmpty)
    }

    @Test func failedDownloadExitsWithOne() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let result = try await ShopStageCommand.built().run([
            "download", server.url("/hls/live.m3u8").absoluteString, "--dir", scratch.url.path,
        ])
        #expect(result.status == 1)
    }
}
