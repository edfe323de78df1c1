import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// `items.json` is data anyone could have written: a record whose path leaves the store is not listed as
/// a completed download, and the manager never hands its file out.
@MainActor
struct StorePathTests {
    static func record(localPath: String, byteCount: Int64, images: [String: String] = [:]) throws -> Data {
        let item: [String: Any] = [
            "identifier": "evil", "contentURL": "http://127.0.0.1:9/evil.mp4", "kind": "mp4", "status": "completed",
            "progress": 1, "byteCount": byteCount, "localPath": localPath, "images": images, "hasModel": false,
            "createdAt": 0,
        ]
        return try JSONSerialization.data(withJSONObject: ["version": 1, "items": [item]])
    }

    @Test(arguments: ["/etc/passwd", "../../../../../../../../etc/passwd", "items/../../../../../../etc/passwd"])
    func aPathOutsideTheStoreIsRefused(path: String) async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let size = try #require(fileSize(URL(fileURLWithPath: "/etc/passwd")))
        try Self.record(localPath: path, byteCount: size).write(to: scratch.url.appendingPathComponent("items.json"))

        let listed = try HqmeDownloadManager.storedItems(in: scratch.url)
        #expect(listed.map(\.status) == [.failed])
        #expect(listed.first?.failure == "stored path '\(path)' leaves the store")

        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(interruptedDownloads: .markFailed),
            notificationCenter: .init())
        #expect(manager.localURL(identifier: "evil") == nil)
        #expect(manager.storedItems.first?.status == .failed)
        #expect(manager.storedItems.first?.failure == "stored path '\(path)' leaves the store")
    }

    @Test func aSymbolicLinkOutOfTheStoreIsRefused() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let size = try #require(fileSize(URL(fileURLWithPath: "/etc/passwd")))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent("outside").path, withDestinationPath: "/etc")
        try Self.record(localPath: "outside/passwd", byteCount: size)
            .write(to: scratch.url.appendingPathComponent("items.json"))
        let listed = try HqmeDownloadManager.storedItems(in: scratch.url)
        #expect(listed.first?.failure == "stored path 'outside/passwd' leaves the store")
    }

    @Test func anImagePathOutsideTheStoreIsRefused() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let media = scratch.url.appendingPathComponent("items/x/media.mp4")
        try FileManager.default.createDirectory(
            at: media.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(count: 10).write(to: media)
        try Self.record(localPath: "items/x/media.mp4", byteCount: 10, images: ["poster": "/etc/passwd"])
            .write(to: scratch.url.appendingPathComponent("items.json"))
        let listed = try HqmeDownloadManager.storedItems(in: scratch.url)
        #expect(listed.first?.failure == "stored image path '/etc/passwd' leaves the store")
    }
}
