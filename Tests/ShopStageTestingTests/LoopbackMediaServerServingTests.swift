import Foundation
import ShopStageTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `LoopbackMediaServer.serving(_:)`: a folder's files over HTTP in one line.
@Suite struct LoopbackMediaServerServingTests {
    @Test func aServedFolderAnswersWithItsFilesBytes() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        defer { server.stop() }
        let (data, response) = try await URLSession.shared.data(from: server.url("clip.mp4"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(data == (try Data(contentsOf: Fixtures.media.appendingPathComponent("clip.mp4"))))
    }

    @Test func aFileOutsideTheFolderIsNotFound() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        defer { server.stop() }
        let (_, response) = try await URLSession.shared.data(from: server.url("no-such-file.mp4"))
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
    }
}
