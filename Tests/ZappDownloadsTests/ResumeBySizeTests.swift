import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// A server that names no version (no `ETag`, no `Last-Modified`) but accepts ranges is resumed while
/// the total size it reports is the one the part was fetched under, and started over when it changes.
@MainActor
struct ResumeBySizeTests {
    let length: Int64 = 1_500_000

    @Test(arguments: allClients) func aDropIsResumedFromThePart(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.set(
            "/clip.mp4", .pattern(length: length), faults: [.noValidators, .dropAfter(bytes: 600_000, times: 1)])
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(httpClient: client), notificationCenter: .init())
        manager.startProcess(for: HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4")))
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed, "\(stored?.failure ?? "")")
        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.last?.range != nil && requests.last?.range != "bytes=0-", "\(requests)")
        #expect(requests.last?.ifRange == nil)
        #expect(
            contents(manager.localURL(identifier: "clip"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(length)))
    }

    @Test func aSizeThatChangedStartsOver() async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.set("/clip.mp4", .pattern(length: length), faults: [.noValidators, .pauseAfter(bytes: 400_000)])
        // The pause must last until the test replaces the file, however long a busy main actor delays that:
        // a 30 s no-data timeout would retry the held part and spend the retries the change needs.
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(timeout: 600), notificationCenter: .init())
        let item = HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4"))
        manager.startProcess(for: item)
        let part = manager.itemDirectory(identifier: "clip").appendingPathComponent("media.mp4.part")
        #expect(await eventually(timeout: .seconds(120)) { (fileSize(part) ?? 0) >= 400_000 })
        // A new, shorter file replaces the held one: the server closes the connection, the client resumes
        // with a range, hears another total, and starts over.
        let shorter: Int64 = 1_000_000
        server.set("/clip.mp4", .pattern(length: shorter), faults: [.noValidators])
        server.resume("/clip.mp4")
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .completed, "\(stored?.failure ?? "")")
        #expect(stored?.byteCount == shorter)
        #expect(
            contents(manager.localURL(identifier: "clip"))
                == LoopbackMediaServer.patternBytes(offset: 0, count: Int(shorter)))
    }
    /// One retry limit counts the attempts a change ended and those a drop ended: a download that runs out
    /// of attempts says both, not only that the file kept changing.
    @Test func attemptsThatRanOutNameEveryWayTheyEnded() async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.set("/clip.mp4", .pattern(length: length), faults: [.noValidators, .pauseAfter(bytes: 400_000)])
        let manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: .init(retryLimit: 1, timeout: 600), notificationCenter: .init())
        manager.startProcess(for: HqmeItem(identifier: "clip", contentURL: server.url("/clip.mp4")))
        let part = manager.itemDirectory(identifier: "clip").appendingPathComponent("media.mp4.part")
        #expect(await eventually(timeout: .seconds(120)) { (fileSize(part) ?? 0) >= 400_000 })
        // The held connection ends short (one attempt), the resumed one hears another total (the second).
        server.set("/clip.mp4", .pattern(length: 1_000_000), faults: [.noValidators])
        server.resume("/clip.mp4")
        let stored = await manager.waitUntilFinished(identifier: "clip")
        #expect(stored?.status == .failed)
        let failure = stored?.failure ?? ""
        #expect(failure.contains("gave up after 2 attempts: the file changed 1 time while it was fetched"), "\(failure)")
        #expect(failure.contains("the last other failure was:"), "\(failure)")
    }
}
