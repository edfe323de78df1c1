import Foundation
import StageTesting
import ZappDownloads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 file server on 127.0.0.1 with injectable faults, for testing download flows
/// (and for `shopstage bench download`, where `curl` fetches the same files from it).
///
/// Each connection is served by its own thread with blocking sockets; keep-alive and
/// `Range: bytes=N-` / `bytes=N-M` are supported unless a fault says otherwise. Every response names
/// its version with an `ETag` (new at each ``set(_:_:faults:)``) and honours `If-Range`: a range of
/// another version gets the whole current body (200), as a real server's.
///
/// ```swift
/// let server = try LoopbackMediaServer()
/// server.set("/clip.mp4", .pattern(length: 1 << 20), faults: [.dropAfter(bytes: 300_000, times: 1)])
/// let url = server.url("/clip.mp4")   // http://127.0.0.1:<port>/clip.mp4
/// ```
public final class LoopbackMediaServer: @unchecked Sendable {
    // @unchecked: mutable state is guarded by `lock`; sockets are owned by their threads.

    /// A response body.
    public enum Content: Sendable {
        /// These bytes.
        case data(Data)
        /// The file's bytes, read when asked for.
        case file(URL)
        /// `length` deterministic bytes (see ``LoopbackMediaServer/patternBytes(offset:count:)``), never held whole.
        case pattern(length: Int64)
        /// A 302 to this location.
        case redirect(String)
    }

    /// A fault injected on one path.
    public enum Fault: Sendable, Equatable {
        /// Close the connection after this many body bytes, for the first `times` requests.
        case dropAfter(bytes: Int64, times: Int)
        /// Answer with this status and no body.
        case status(Int)
        /// Ignore `Range` and always send the whole body with 200.
        case noRanges
        /// Send the body at about this many bytes per second.
        case throttle(bytesPerSecond: Int)
        /// Send the body with `Transfer-Encoding: chunked` and no `Content-Length` (and no ranges).
        case chunked
        /// Send this many body bytes, then hold the rest until ``LoopbackMediaServer/resume(_:)``:
        /// a download caught mid-file for as long as a test needs, however busy the machine.
        case pauseAfter(bytes: Int64)
        /// Name no version (no `ETag`), as many plain file servers: a resume can go by the size only.
        case noValidators
    }

    /// One request the server received.
    public struct Request: Sendable, Equatable {
        /// The path asked for.
        public var path: String
        /// The `Range` header, if the request had one.
        public var range: String?
        /// The `If-Range` validator the request carried.
        public var ifRange: String?
    }

    /// The port the server listens on (127.0.0.1).
    public private(set) var port: UInt16 = 0
    private let lock = NSLock()
    private var routes: [String: (content: Content, faults: [Fault])] = [:]
    /// Bumped by every `set`: the version each path's `ETag` names.
    private var versions: [String: Int] = [:]
    private var nextVersion = 1
    private var drops: [String: Int] = [:]
    /// Paths whose `pauseAfter` fault holds bodies until resumed.
    private var held: Set<String> = []
    private var log: [Request] = []
    /// Body bytes sent per path, for tests that a cancelled transfer's connection really closed.
    private var bodyBytes: [String: Int64] = [:]
    private var listener: Int32 = -1
    private var connections: Set<Int32> = []
    private var stopped = false

    private static let block: [UInt8] = {
        var generator = SplitMix64(seed: 0x5eed)
        // 1 MiB + a 65521-byte prime period: any window of the pattern is a slice of this array.
        let period = 65_521
        let base = (0..<period).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        return (0..<(1 << 20) + period).map { base[$0 % period] }
    }()
    private static let period = 65_521

    /// Starts listening on 127.0.0.1 (an ephemeral port unless given).
    public init(port requested: UInt16 = 0) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket", errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw ServerError("bind/listen", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        let thread = Thread { [self] in acceptLoop(fd) }
        thread.name = "LoopbackMediaServer.accept"
        thread.start()
    }

    /// A server started on an ephemeral port that serves every file under `directory` at `/`:
    /// `try LoopbackMediaServer.serving(Fixtures.media)` serves the mp4 and HLS files ShopStage ships.
    public static func serving(_ directory: URL) throws -> LoopbackMediaServer {
        let server = try LoopbackMediaServer()
        do {
            try server.serveDirectory(directory)
        } catch {
            server.stop()
            throw error
        }
        return server
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? path : "/" + path)")
            ?? URL(fileURLWithPath: "/")
    }

    /// Serves `content` at `path` (replacing what was there) with `faults`.
    public func set(_ path: String, _ content: Content, faults: [Fault] = []) {
        lock.withLock {
            routes[path] = (content, faults)
            versions[path] = nextVersion
            nextVersion += 1
            drops[path] = nil
            if faults.contains(where: { if case .pauseAfter = $0 { true } else { false } }) { held.insert(path) }
        }
    }

    /// Serves every regular file under `directory` at `prefix` + its relative path.
    public func serveDirectory(_ directory: URL, at prefix: String = "/") throws {
        let base = directory.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else {
            throw ServerError("cannot list \(base)", 0)
        }
        let root = prefix.hasSuffix("/") ? prefix : prefix + "/"
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                set(root + relative, .file(URL(fileURLWithPath: path)))
            }
        }
    }

    /// Changes the faults of `path`.
    public func setFaults(_ faults: [Fault], for path: String) {
        lock.withLock {
            if let route = routes[path] { routes[path] = (route.content, faults) }
            drops[path] = nil
            if faults.contains(where: { if case .pauseAfter = $0 { true } else { false } }) { held.insert(path) }
        }
    }

    /// Lets the bodies a `pauseAfter` fault holds on `path` go on (and later ones pass).
    public func resume(_ path: String) {
        _ = lock.withLock { held.remove(path) }
    }

    /// The `ETag` responses for `path` carry now (nil for a path not served).
    public func etag(_ path: String) -> String? {
        lock.withLock { versions[path].map { "\"v\($0)\"" } }
    }

    /// Every request received so far, in order.
    public var requests: [Request] { lock.withLock { log } }

    /// The body bytes sent so far for `path`, over all its requests: it stops growing once the client
    /// closes the connection.
    public func bodyBytesSent(_ path: String) -> Int64 {
        lock.withLock { bodyBytes[path] ?? 0 }
    }

    /// Stops listening and closes open connections.
    public func stop() {
        let (fd, open) = lock.withLock { () -> (Int32, Set<Int32>) in
            defer {
                stopped = true
                listener = -1
            }
            return (listener, connections)
        }
        if fd >= 0 {
            shutdown(fd, Int32(SHUT_RDWR))
            close(fd)
        }
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    /// The bytes `.pattern` content has at `offset..<offset+count`.
    public static func patternBytes(offset: Int64, count: Int) -> Data {
        var data = Data(capacity: count)
        var position = offset
        var left = count
        while left > 0 {
            let start = Int(position % Int64(period))
            let chunk = min(left, 1 << 20)
            block.withUnsafeBufferPointer { data.append(UnsafeBufferPointer(rebasing: $0[start..<start + chunk])) }
            position += Int64(chunk)
            left -= chunk
        }
        return data
    }

    // MARK: - Serving

    private func acceptLoop(_ fd: Int32) {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            var one: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let accepted = lock.withLock {
                guard !stopped else { return false }
                connections.insert(client)
                return true
            }
            guard accepted else {
                close(client)
                return
            }
            let thread = Thread { [self] in
                serve(client)
                lock.withLock { _ = connections.remove(client) }
                close(client)
            }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        var pending = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            // Read one request head.
            var headEnd: Int?
            while headEnd == nil {
                headEnd = findHeadEnd(pending)
                if headEnd != nil { break }
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return }
                pending.append(contentsOf: buffer[0..<count])
            }
            guard let end = headEnd else { return }
            let head = String(decoding: pending[0..<end], as: UTF8.self)
            pending.removeFirst(end + 4)
            guard respond(to: head, on: fd) else { return }
        }
    }

    private func findHeadEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Returns whether the connection stays open.
    private func respond(to head: String, on fd: Int32) -> Bool {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return false }
        let target = String(requestLine[1])
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let keepAlive = headers["connection"]?.lowercased() != "close"
        let (route, dropAfter, version) = lock.withLock {
            () -> ((content: Content, faults: [Fault])?, Int64?, Int) in
            log.append(Request(path: path, range: headers["range"], ifRange: headers["if-range"]))
            guard let route = routes[path] else { return (nil, nil, 0) }
            var drop: Int64?
            for case .dropAfter(let bytes, let times) in route.faults where drops[path, default: 0] < times {
                drops[path, default: 0] += 1
                drop = bytes
            }
            return (route, drop, versions[path, default: 0])
        }
        let etag = "\"v\(version)\""
        guard let route else {
            return sendHead(fd, status: 404, length: 0, extra: [], keepAlive: keepAlive) && keepAlive
        }
        for case .status(let status) in route.faults {
            return sendHead(fd, status: status, length: 0, extra: [], keepAlive: keepAlive) && keepAlive
        }
        let length: Int64
        switch route.content {
        case .data(let data): length = Int64(data.count)
        case .pattern(let count): length = count
        case .file(let url): length = fileSize(url) ?? 0
        case .redirect(let location):
            return sendHead(fd, status: 302, length: 0, extra: ["Location: \(location)"], keepAlive: keepAlive)
                && keepAlive
        }
        if route.faults.contains(.chunked) {
            return sendChunked(route.content, fd: fd, length: length) && keepAlive
        }
        let ranges = !route.faults.contains(.noRanges)
        var start: Int64 = 0
        var end = length  // exclusive
        var status = 200
        let named = route.faults.contains(.noValidators) ? [] : ["ETag: \(etag)"]
        var extra = ranges ? ["Accept-Ranges: bytes"] + named : named
        // RFC 9110 §13.1.5: a range of another version is answered with the whole current body.
        let sameVersion = headers["if-range"].map { $0 == etag } ?? true
        if ranges, sameVersion, let range = headers["range"], range.hasPrefix("bytes=") {
            let spec = range.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false)
            if spec.count == 2, let first = Int64(spec[0]) {
                if first >= length {
                    return sendHead(
                        fd, status: 416, length: 0, extra: ["Content-Range: bytes */\(length)", "ETag: \(etag)"],
                        keepAlive: keepAlive)
                        && keepAlive
                }
                start = first
                if let last = Int64(spec[1]) { end = min(last + 1, length) }
                status = 206
                extra.append("Content-Range: bytes \(start)-\(end - 1)/\(length)")
            }
        }
        var throttle: Int?
        for case .throttle(let rate) in route.faults { throttle = rate }
        var pauseAt: Int64?
        for case .pauseAfter(let bytes) in route.faults { pauseAt = bytes }
        guard
            sendHead(fd, status: status, length: end - start, extra: extra + [contentType(path)], keepAlive: keepAlive)
        else { return false }
        return sendBody(
            route.content, path: path, fd: fd, start: start, end: end, dropAfter: dropAfter, throttle: throttle,
            hold: pauseAt.map { (path: path, at: $0, version: version) })
            && keepAlive
    }

    private func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "m3u8": "Content-Type: application/vnd.apple.mpegurl"
        case "mp4", "m4s": "Content-Type: video/mp4"
        case "ts": "Content-Type: video/mp2t"
        default: "Content-Type: application/octet-stream"
        }
    }

    /// The whole body in chunks of 10000 bytes, then the last chunk.
    private func sendChunked(_ content: Content, fd: Int32, length: Int64) -> Bool {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n"
        guard sendAll(fd, Array(head.utf8)) else { return false }
        var body: Data
        switch content {
        case .data(let data): body = data
        case .file(let url): body = (try? Data(contentsOf: url)) ?? Data()
        case .pattern(let count): body = Self.patternBytes(offset: 0, count: Int(count))
        case .redirect: body = Data()
        }
        while !body.isEmpty {
            let piece = body.prefix(10_000)
            body = body.dropFirst(piece.count)
            guard sendAll(fd, Array((String(piece.count, radix: 16) + "\r\n").utf8)), sendAll(fd, piece),
                sendAll(fd, Array("\r\n".utf8))
            else { return false }
        }
        return sendAll(fd, Array("0\r\n\r\n".utf8))
    }

    private func sendHead(_ fd: Int32, status: Int, length: Int64, extra: [String], keepAlive: Bool) -> Bool {
        let reason =
            [200: "OK", 206: "Partial Content", 302: "Found", 404: "Not Found", 416: "Range Not Satisfiable"][status]
            ?? "Error"
        var text = "HTTP/1.1 \(status) \(reason)\r\nContent-Length: \(length)\r\n"
        for line in extra { text += line + "\r\n" }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return sendAll(fd, Array(text.utf8))
    }

    private func sendBody(
        _ content: Content, path: String, fd: Int32, start: Int64, end: Int64, dropAfter: Int64?, throttle: Int?,
        hold: (path: String, at: Int64, version: Int)? = nil
    ) -> Bool {
        let stop = dropAfter.map { min(end, start + $0) } ?? end
        let chunkSize = throttle.map { max(1, min($0 / 20, 1 << 18)) } ?? (1 << 18)
        var handle: FileHandle?
        if case .file(let url) = content {
            handle = try? FileHandle(forReadingFrom: url)
            try? handle?.seek(toOffset: UInt64(start))
        }
        defer { try? handle?.close() }
        var position = start
        while position < stop {
            if let hold, position >= hold.at {
                while lock.withLock({ held.contains(hold.path) && !stopped }) { Thread.sleep(forTimeInterval: 0.005) }
                // The file was replaced while held: the connection closes, as a server's would.
                if lock.withLock({ versions[hold.path] != hold.version }) { return false }
            }
            var count = Int(min(Int64(chunkSize), stop - position))
            if let hold, position < hold.at { count = Int(min(Int64(count), hold.at - position)) }
            let sent: Bool
            switch content {
            case .data(let data):
                sent = sendAll(fd, data[data.startIndex + Int(position)..<data.startIndex + Int(position) + count])
            case .pattern:
                let offset = Int(position % Int64(Self.period))
                sent = Self.block.withUnsafeBytes {
                    sendAll(fd, UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
                }
            case .file:
                guard let data = try? handle?.read(upToCount: count), !data.isEmpty else { return false }
                sent = sendAll(fd, data)
            case .redirect:
                return false
            }
            guard sent else { return false }
            position += Int64(count)
            if let throttle { Thread.sleep(forTimeInterval: Double(count) / Double(throttle)) }
            let halted = lock.withLock { () -> Bool in
                bodyBytes[path, default: 0] += Int64(count)
                return stopped
            }
            if halted { return false }
        }
        // A drop: the connection closes with the body short, as a server or network failure would.
        return stop == end
    }

    private func sendAll<Bytes: DataProtocol>(_ fd: Int32, _ bytes: Bytes) -> Bool {
        for region in bytes.regions {
            let ok = region.withUnsafeBytes { ZappDownloads.sendAll(fd, $0) }
            if !ok { return false }
        }
        return true
    }

}

/// Why the server could not start.
public struct ServerError: Error, CustomStringConvertible {
    /// What went wrong, and where.
    public let description: String
    init(_ what: String, _ code: Int32) {
        description = code == 0 ? what : "\(what): \(String(cString: strerror(code)))"
    }
}

