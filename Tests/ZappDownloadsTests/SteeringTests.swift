import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// A server (or a playlist, or a redirect) cannot steer the client: what goes on the wire is the URL's
/// encoded text, only http(s) is fetched, and a slow or silent server fails in bounded time.
@MainActor
struct SteeringTests {
    static let injected = "X-Injected:%20yes"

    func manager(_ scratch: ScratchDirectory, _ configuration: HqmeDownloadManager.Configuration) throws
        -> HqmeDownloadManager
    {
        try HqmeDownloadManager(directory: scratch.url, configuration: configuration, notificationCenter: .init())
    }

    func download(_ manager: HqmeDownloadManager, _ url: URL, as identifier: String = "item") async
        -> HqmeStoredItem?
    {
        manager.startProcess(for: HqmeItem(identifier: identifier, contentURL: url))
        return await manager.waitUntilFinished(identifier: identifier)
    }

    static func playlist(_ segment: String) -> Data {
        Data("#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n\(segment)\n#EXT-X-ENDLIST\n".utf8)
    }

    @Test(arguments: allClients) func aSegmentURIWithAnEncodedLineBreakStaysEncodedOnTheWire(client: HTTPClient)
        async throws
    {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        // Not the first segment: a colon there would make the reference a scheme.
        let segment = "media/seg%0D%0A\(Self.injected).ts"
        server.set("/index.m3u8", .data(Self.playlist(segment)))
        server.set("/" + segment, .pattern(length: 1000))
        let stored = await download(try manager(scratch, .init(httpClient: client)), server.url("/index.m3u8"))
        #expect(stored?.status == .completed, "\(stored?.failure ?? "")")
        #expect(server.requests.map(\.path) == ["/index.m3u8", "/" + segment])
    }

    @Test(arguments: allClients) func aRedirectTargetWithAnEncodedLineBreakStaysEncodedOnTheWire(client: HTTPClient)
        async throws
    {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let target = "/to%0D%0A\(Self.injected)%0D%0A.mp4"
        server.set("/clip.mp4", .redirect(target))
        server.set(target, .pattern(length: 5000))
        let stored = await download(try manager(scratch, .init(httpClient: client)), server.url("/clip.mp4"))
        #expect(stored?.status == .completed, "\(stored?.failure ?? "")")
        #expect(stored?.byteCount == 5000)
        #expect(server.requests.map(\.path) == ["/clip.mp4", target])
    }

    @Test(arguments: allClients) func aRedirectToFTPIsRefused(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let target = "ftp://127.0.0.1:\(server.port)/secret"
        server.set("/clip.mp4", .redirect(target))
        let stored = await download(try manager(scratch, .init(httpClient: client)), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(
            stored?.failure == HqmeError.refusedURL(url: target, reason: "only http and https URLs are fetched")
                .description)
        #expect(server.requests.map(\.path) == ["/clip.mp4"])
    }

    @Test func aSegmentOnFTPOrFileIsRefused() async throws {
        for segment in ["ftp://127.0.0.1:1/seg.ts", "file:///etc/passwd"] {
            let server = try LoopbackMediaServer()
            let scratch = try ScratchDirectory()
            defer { server.stop(); scratch.cleanUp() }
            server.set("/index.m3u8", .data(Self.playlist(segment)))
            let stored = await download(try manager(scratch, .init()), server.url("/index.m3u8"))
            #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
            #expect(stored?.failure?.hasPrefix("refused to fetch '\(segment)'") == true, "\(stored?.failure ?? "")")
        }
    }

    @Test func headerValuesWithLineBreaksAreRefused() async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.set("/clip.mp4", .pattern(length: 100))
        let configuration = HqmeDownloadManager.Configuration(httpHeaders: ["X-Token": "a\r\nX-Injected: yes"])
        let stored = await download(try manager(scratch, configuration), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(stored?.failure?.contains("header 'X-Token' would put a control character on the wire") == true)
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: allClients) func aServerUnderTheMinimumRateFails(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        // 100 bytes a second, 5 every 50 ms: each read comes well within the timeout, so only the rate
        // can stop it (the whole body would take 1000 s).
        server.set("/clip.mp4", .pattern(length: 100_000), faults: [.throttle(bytesPerSecond: 100)])
        let configuration = HqmeDownloadManager.Configuration(timeout: 2, minimumRate: 1000, httpClient: client)
        let stored = await download(try manager(scratch, configuration), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(stored?.failure?.contains("under the minimum of 1000 bytes/s") == true, "\(stored?.failure ?? "")")
        // Four attempts of one 2 s window each (about 800 bytes). Timed by the server's bytes, not the test's
        // clock: a busy main actor (the suite under ThreadSanitizer on a loaded machine: 465 s) delays when the
        // test hears of the failure, not when the transfer stopped. A tenth of the body is 100 s of it.
        let sent = server.bodyBytesSent("/clip.mp4")
        #expect(sent < 10_000, "sent \(sent) bytes")
    }

    @Test(arguments: allClients) func aStallIsJudgedAtTheEndOfTheRateWindowWithoutAByte(client: HTTPClient)
        async throws
    {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        // 200 bytes over the first 2 s, then nothing: the 4 s rate window ends 2 s before the no-data
        // timeout would, so the rate's verdict comes first although no byte arrives to trigger it.
        server.set(
            "/clip.mp4", .pattern(length: 10_000), faults: [.throttle(bytesPerSecond: 100), .pauseAfter(bytes: 200)])
        let configuration = HqmeDownloadManager.Configuration(
            retryLimit: 0, timeout: 4, minimumRate: 1000, httpClient: client)
        let stored = await download(try manager(scratch, configuration), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(stored?.failure?.contains("under the minimum of 1000 bytes/s") == true, "\(stored?.failure ?? "")")
    }

    @Test(arguments: allClients) func aSilentServerCostsOneTimeoutNotOnePerRetry(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        server.set("/clip.mp4", .pattern(length: 1000), faults: [.pauseAfter(bytes: 0)])
        let configuration = HqmeDownloadManager.Configuration(retryLimit: 3, timeout: 2, httpClient: client)
        let stored = await download(try manager(scratch, configuration), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(stored?.failure?.contains("timed out: no data for 2 s") == true, "\(stored?.failure ?? "")")
        // One request, not one per retry (on a loaded machine URLSession may give up before it is logged).
        #expect(server.requests.count <= 1)
    }

    @Test(arguments: allClients) func aDownloadPastItsDeadlineFails(client: HTTPClient) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        // 1000 seconds of body at this rate, well above the minimum rate.
        server.set("/clip.mp4", .pattern(length: 20_000_000), faults: [.throttle(bytesPerSecond: 20_000)])
        let configuration = HqmeDownloadManager.Configuration(deadline: 1, httpClient: client)
        let stored = await download(try manager(scratch, configuration), server.url("/clip.mp4"))
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        #expect(stored?.failure?.contains("took longer than its deadline of 1 s") == true, "\(stored?.failure ?? "")")
        // About 1 s of body (20000 bytes). Timed by the server's bytes, not the test's clock: a busy main actor
        // delays when the test hears of the failure, not when the transfer stopped. A tenth of the body is 100 s.
        let sent = server.bodyBytesSent("/clip.mp4")
        #expect(sent < 2_000_000, "sent \(sent) bytes")
        // The transfer ended, not only the wait for it: the server can send no more (a second of the
        // body is 20000 bytes; a chunk of 1000 or two may still go out as the close reaches it).
        try await Task.sleep(for: .seconds(1))
        #expect(server.bodyBytesSent("/clip.mp4") - sent < 5000)
    }

    @Test(arguments: allClients) func aNegativeContentLengthIsAMalformedResponse(client: HTTPClient) async throws {
        let server = try CannedHTTPServer(
            response: "HTTP/1.1 200 OK\r\nContent-Length: -1\r\nConnection: close\r\n\r\nabc")
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let url = try server.url("/clip.mp4")
        let stored = await download(try manager(scratch, .init(httpClient: client)), url)
        #expect(stored?.status == .failed, "\(stored?.failure ?? "")")
        switch client {
        case .sockets:
            #expect(
                stored?.failure
                    == HqmeError.malformedResponse(url: url, message: "Content-Length '-1' is not a number of bytes")
                    .description)
            #expect(server.requests.count == 1)
        case .urlSession:
            // libcurl refuses the head before Foundation hands it over: its words, naming the field.
            #expect(stored?.failure?.contains("Invalid Content-Length") == true, "\(stored?.failure ?? "")")
        }
    }
}
