import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// `shopstage download` and `shopstage downloads list|delete`, run as the built executable.
struct CommandLineTests {
    @Test func downloadThenListThenDeleteAll() async throws {
        let server = try fixtureServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let url = server.url("/clip.mp4").absoluteString
        let download = try await runShopstage(["download", url, "--dir", scratch.url.path, "--id", "clip"])
        #expect(download.status == 0)
        #expect(download.output.contains("completed clip: "))
        let list = try await runShopstage(["downloads", "list", "--dir", scratch.url.path])
        #expect(list.output.hasPrefix("completed\t100%\t48.0 kB\tclip\t"))
        #expect(try await runShopstage(["downloads", "delete", "--dir", scratch.url.path]).output == "deleted 1 item\n")
        #expect(try await runShopstage(["downloads", "list", "--dir", scratch.url.path]).output.isEmpty)
    }

    @Test func failedDownloadExitsWithOne() async throws {
        let server = try fixtureServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let result = try await runShopstage([
            "download", server.url("/hls/live.m3u8").absoluteString, "--dir", scratch.url.path,
        ])
        #expect(result.status == 1)
    }
}
