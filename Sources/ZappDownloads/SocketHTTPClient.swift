import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain-`http://` HTTP/1.1 GET client over blocking sockets, one dispatch thread per transfer, with
/// keep-alive connections reused per host.
///
/// Why it exists: on Linux, URLSession (FoundationNetworking over libcurl) hands every body
/// chunk through a dispatch queue and an OperationQueue to its delegate; measured on loopback
/// that costs about half of curl's throughput for a large mp4 and more for many small HLS
/// segments. This client reads 256 KiB at a time straight into the file. `https://` keeps
/// going through URLSession (TLS).
final class SocketHTTPClient: @unchecked Sendable {
    // @unchecked: `idle` is guarded by `lock`; a connection belongs to one transfer at a time.
    private let lock = NSLock()
    private var idle: [String: [Int32]] = [:]
    let headers: [String: String]
    let timeout: TimeInterval
    let minimumRate: Int

    static let readSize = 1 << 18

    init(headers: [String: String], timeout: TimeInterval, minimumRate: Int) {
        self.headers = headers
        self.timeout = timeout
        self.minimumRate = minimumRate
    }

    deinit { closeIdle() }

    func closeIdle() {
        let all = lock.withLock { () -> [Int32] in
            defer { idle = [:] }
            return idle.values.flatMap { $0 }
        }
        for fd in all { close(fd) }
    }

    /// The same contract as ``HTTPTransport/get(_:from:ifRange:chooseSink:onBytes:)``; a redirect is
    /// returned as ``Redirect`` for the caller to follow.
    func get(
        _ url: URL, from offset: Int64, ifRange: String?,
        chooseSink: @escaping @Sendable (TransferHead) throws -> TransferSink,
        onBytes: @escaping @Sendable (Int64) -> Void
    ) async throws -> TransferResult {
        let cancel = SocketCancel()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Blocking I/O stays off Swift's cooperative pool (two threads on two cores). A serial
                // queue per transfer is overcommitting: each blocked transfer gets a (reused) thread.
                DispatchQueue(label: "ZappDownloads.http").async { [self] in
                    do {
                        continuation.resume(
                            returning: try perform(
                                url, offset: offset, ifRange: ifRange, cancel: cancel, chooseSink: chooseSink,
                                onBytes: onBytes))
                    } catch let reset as ConnectionReset {
                        continuation.resume(
                            throwing: cancel.isCancelled
                                ? HqmeError.cancelled : HqmeError.transport(url: url, message: reset.description))
                    } catch {
                        continuation.resume(throwing: cancel.isCancelled ? HqmeError.cancelled : error)
                    }
                }
            }
        } onCancel: {
            cancel.cancel()
        }
    }

    struct Redirect: Error {
        var location: URL
    }

    private func key(_ url: URL) -> String { "\(url.host ?? ""):\(url.port ?? 80)" }

    private func perform(
        _ url: URL, offset: Int64, ifRange: String?, cancel: SocketCancel,
        chooseSink: @Sendable (TransferHead) throws -> TransferSink, onBytes: @Sendable (Int64) -> Void
    ) throws -> TransferResult {
        // A reused connection the server already closed fails before any byte of the answer: retry once fresh.
        if let fd = lock.withLock({ idle[key(url)]?.popLast() }) {
            do {
                return try exchange(
                    fd, url, offset: offset, ifRange: ifRange, cancel: cancel, chooseSink: chooseSink,
                    onBytes: onBytes)
            } catch StaleConnection.closed {}
        }
        let fd = try connect(url)
        do {
            return try exchange(
                fd, url, offset: offset, ifRange: ifRange, cancel: cancel, chooseSink: chooseSink, onBytes: onBytes)
        } catch StaleConnection.closed {
            throw HqmeError.transport(url: url, message: "connection closed before a response")
        }
    }

    private enum StaleConnection: Error { case closed }

    private func connect(_ url: URL) throws -> Int32 {
        let host = try FetchRules.host(url)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(url.port ?? 80), &hints, &list)
        guard status == 0, let first = list else {
            throw HqmeError.transport(
                url: url, message: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var lastError: Int32 = 0
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd < 0 { continue }
            lastError = connectWithTimeout(fd, info.pointee.ai_addr, info.pointee.ai_addrlen)
            if lastError == 0 {
                configure(fd)
                return fd
            }
            close(fd)
        }
        throw HqmeError.transport(url: url, message: "cannot connect: \(String(cString: strerror(lastError)))")
    }

    /// connect(2) that gives up after `timeout`; returns 0 or the errno.
    private func connectWithTimeout(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if systemConnect(fd, address, length) == 0 { return 0 }
        guard errno == EINPROGRESS else { return errno }
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&poller, 1, Int32(min(timeout * 1000, Double(Int32.max))))
        if ready == 0 { return ETIMEDOUT }
        if ready < 0 { return errno }
        var failure: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &size)
        return failure
    }

    private func configure(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        // Reads wait in poll(2) (``SocketReader/fill()``), which also judges the minimum rate.
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// One request and response on `fd`; returns the connection to the pool when it can be reused.
    private func exchange(
        _ fd: Int32, _ url: URL, offset: Int64, ifRange: String?, cancel: SocketCancel,
        chooseSink: @Sendable (TransferHead) throws -> TransferSink, onBytes: @Sendable (Int64) -> Void
    ) throws -> TransferResult {
        guard cancel.attach(fd) else {
            close(fd)
            throw HqmeError.cancelled
        }
        // From here the defer below closes `fd` unless it goes back to the pool.
        var reusable = false
        defer {
            cancel.detach()
            if reusable {
                lock.withLock { idle[key(url), default: []].append(fd) }
            } else {
                close(fd)
            }
        }
        // The percent-encoded target, never `url.path`: decoding would put a `%0D%0A` on the wire as a line break.
        let target = FetchRules.requestTarget(url)
        let host = try FetchRules.host(url)
        var request = "GET \(target) HTTP/1.1\r\nHost: \(host)\(url.port.map { ":\($0)" } ?? "")\r\n"
        request += "User-Agent: ShopStage-ZappDownloads\r\nAccept: */*\r\n"
        if offset > 0 {
            request += "Range: bytes=\(offset)-\r\n"
            if let ifRange { request += "If-Range: \(ifRange)\r\n" }
        }
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        let sent = Array(request.utf8).withUnsafeBytes { sendAll(fd, $0) }
        guard sent else { throw StaleConnection.closed }

        // The rate counts body bytes, as URLSession's delegate sees them: a head and then silence is no data.
        let pace = TransferPace(url: url, minimumRate: minimumRate, window: timeout)
        var reader = SocketReader(fd: fd, url: url, timeout: timeout, pace: pace)
        guard let headText = try reader.readHead() else { throw StaleConnection.closed }
        let (head, fields) = try parseHead(headText, url: url)
        if (300...399).contains(head.status), head.status != 304, let location = fields["location"],
            let target = URL(string: location, relativeTo: url)?.absoluteURL
        {
            throw Redirect(location: target)  // the connection closes: not worth draining
        }
        let sink = try chooseSink(head)
        let chunked = fields["transfer-encoding"]?.lowercased().contains("chunked") == true
        let closeAfter = fields["connection"]?.lowercased() == "close"
        var received: Int64 = 0
        var body = Data()
        func deliver(_ bytes: UnsafeRawBufferPointer) throws {
            received += Int64(bytes.count)
            try pace.check(received: received)
            switch sink {
            case .memory: body.append(contentsOf: bytes)
            case .file(let handle):
                if !writeAll(handle.fileDescriptor, bytes) {
                    throw HqmeError.fileSystem(path: url.lastPathComponent, message: String(cString: strerror(errno)))
                }
            }
            onBytes(received)
        }
        defer { if case .file(let handle) = sink { try? handle.close() } }
        if head.status == 204 || head.status == 304 {
            // no body
        } else if chunked {
            try reader.readChunked(cancel: cancel, deliver)
        } else if let length = head.bodyLength {
            try reader.readExactly(length, cancel: cancel, deliver)
        } else {
            try reader.readToEnd(cancel: cancel, deliver)
            return TransferResult(head: head, received: received, body: body)
        }
        reusable = !closeAfter && !cancel.isCancelled
        return TransferResult(head: head, received: received, body: body)
    }

    private func parseHead(_ text: String, url: URL) throws -> (TransferHead, [String: String]) {
        let lines = text.components(separatedBy: "\r\n")
        let statusLine = lines.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw HqmeError.transport(url: url, message: "malformed status line '\(lines.first?.prefix(60) ?? "")'")
        }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var head = TransferHead(status: status)
        if fields["transfer-encoding"] == nil, let text = fields["content-length"] {
            head.bodyLength = try TransferHead.contentLength(text, url: url)
        }
        head.acceptsRanges = fields["accept-ranges"]?.lowercased() == "bytes"
        if let range = fields["content-range"] { head.parseContentRange(range) }
        head.etag = fields["etag"]
        head.lastModified = fields["last-modified"]
        return (head, fields)
    }
}

/// Lets a cancellation handler shut the socket of a transfer blocked in recv().
private final class SocketCancel: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var fd: Int32 = -1
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func attach(_ fd: Int32) -> Bool {
        lock.withLock {
            self.fd = fd
            return !cancelled
        }
    }

    func detach() { lock.withLock { fd = -1 } }

    func cancel() {
        lock.withLock {
            cancelled = true
            if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }
}

/// recv(2) failed with ECONNRESET.
private struct ConnectionReset: Error, CustomStringConvertible {
    var description: String { "connection reset by peer" }
}

/// Buffered reads of one response.
private struct SocketReader {
    let fd: Int32
    let url: URL
    let timeout: TimeInterval
    let pace: TransferPace
    var buffer = [UInt8](repeating: 0, count: SocketHTTPClient.readSize)
    var start = 0
    var end = 0
    /// When bytes last came (or the request went out), for the no-data timeout.
    var lastData = ContinuousClock.now

    init(fd: Int32, url: URL, timeout: TimeInterval, pace: TransferPace) {
        self.fd = fd
        self.url = url
        self.timeout = timeout
        self.pace = pace
    }

    /// Reads more bytes after `end`; false at end of stream.
    mutating func fill() throws -> Bool {
        if start == end {
            start = 0
            end = 0
        } else if end == buffer.count {
            buffer.replaceSubrange(0..<(end - start), with: buffer[start..<end])
            end -= start
            start = 0
        }
        while true {
            try awaitReadable()
            let (socket, filled) = (fd, end)
            let count = buffer.withUnsafeMutableBytes {
                recv(socket, $0.baseAddress?.advanced(by: filled), $0.count - filled, Int32(MSG_DONTWAIT))
            }
            if count > 0 {
                end += count
                lastData = .now
                return true
            }
            if count == 0 { return false }
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { continue }
            if code == ECONNRESET { throw ConnectionReset() }
            throw HqmeError.transport(url: url, message: String(cString: strerror(code)))
        }
    }

    /// Waits in poll(2) until the socket has bytes (or is shut by a cancellation), waking at the end of each
    /// rate window to judge it even when nothing comes, and failing after `timeout` without data.
    private func awaitReadable() throws {
        while true {
            let idle = Self.elapsed(ContinuousClock.now - lastData)
            if idle >= timeout { throw HqmeError.timedOut(url: url, message: "no data for \(seconds(timeout)) s") }
            try pace.checkNow()
            let wait = min(timeout - idle, pace.untilWindowEnd)
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = wait.isNaN ? 1000 : min(max((wait * 1000).rounded(.up), 1), 3_600_000)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready > 0 { return }
            if ready < 0, errno != EINTR {
                throw HqmeError.transport(url: url, message: String(cString: strerror(errno)))
            }
        }
    }

    private static func elapsed(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The head up to the blank line, or nil when the connection closed before any byte.
    mutating func readHead() throws -> String? {
        while true {
            if end - start >= 4 {
                for index in start...(end - 4)
                where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                    && buffer[index + 3] == 10
                {
                    let text = String(decoding: buffer[start..<index], as: UTF8.self)
                    start = index + 4
                    return text
                }
            }
            if end - start >= 64 * 1024 { throw HqmeError.transport(url: url, message: "response head too large") }
            let had = end - start
            let more: Bool
            do {
                more = try fill()
            } catch let reset as ConnectionReset {
                // A kept-alive connection the server reset before answering is stale, not a failure.
                if had == 0 { return nil }
                throw HqmeError.transport(url: url, message: reset.description)
            }
            guard more else {
                if had == 0 { return nil }
                throw HqmeError.transport(url: url, message: "connection closed inside the response head")
            }
        }
    }

    mutating func readExactly(
        _ length: Int64, cancel: SocketCancel, _ deliver: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var left = length
        while left > 0 {
            if start == end {
                guard try fill() else {
                    if cancel.isCancelled { throw HqmeError.cancelled }
                    throw HqmeError.transport(
                        url: url, message: "connection closed after \(length - left) of \(length) bytes")
                }
            }
            let count = Int(min(Int64(end - start), left))
            try buffer.withUnsafeBytes { try deliver(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
            start += count
            left -= Int64(count)
        }
    }

    mutating func readToEnd(cancel: SocketCancel, _ deliver: (UnsafeRawBufferPointer) throws -> Void) throws {
        while true {
            if start < end {
                try buffer.withUnsafeBytes { try deliver(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
                start = end
            }
            guard try fill() else {
                if cancel.isCancelled { throw HqmeError.cancelled }
                return
            }
        }
    }

    mutating func readLine() throws -> String {
        while true {
            if let newline = buffer[start..<end].firstIndex(of: 10) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard try fill() else { throw HqmeError.transport(url: url, message: "connection closed inside a chunk") }
        }
    }

    mutating func readChunked(cancel: SocketCancel, _ deliver: (UnsafeRawBufferPointer) throws -> Void) throws {
        while true {
            let sizeLine = try readLine()
            let hex = sizeLine.split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int64(hex, radix: 16) else {
                throw HqmeError.transport(url: url, message: "malformed chunk size '\(sizeLine.prefix(20))'")
            }
            if size == 0 {
                while try !readLine().isEmpty {}  // trailers
                return
            }
            try readExactly(size, cancel: cancel, deliver)
            _ = try readLine()
        }
    }
}

/// Sends every byte of `raw` on a socket (retrying interrupted and partial sends); false when the peer is gone.
/// Shared by the client and the loopback test server.
package func sendAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < raw.count {
        #if canImport(Glibc)
            let count = send(fd, raw.baseAddress?.advanced(by: offset), raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
            let count = send(fd, raw.baseAddress?.advanced(by: offset), raw.count - offset, 0)
        #endif
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
    }
    return true
}

private func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < raw.count {
        let count = write(fd, raw.baseAddress?.advanced(by: offset), raw.count - offset)
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
    }
    return true
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
        Glibc.connect(fd, address, length)
    #else
        Darwin.connect(fd, address, length)
    #endif
}
