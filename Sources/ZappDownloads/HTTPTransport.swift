import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The response head a transfer's sink is chosen from.
struct TransferHead: Sendable {
    var status: Int
    /// The body length of this response (`Content-Length`), when announced.
    var bodyLength: Int64?
    /// `Content-Range: bytes <start>-<end>/<total>` of a 206.
    var rangeStart: Int64?
    var rangeTotal: Int64?
    /// `ETag` and `Last-Modified`: which version of the file this is.
    var etag: String?
    var lastModified: String?
    /// `Accept-Ranges: bytes`: a part may be resumed with a `Range` request even without a validator.
    var acceptsRanges = false

    init(status: Int) {
        self.status = status
    }

    init(_ response: HTTPURLResponse, url: URL) throws(HqmeError) {
        status = response.statusCode
        if let text = response.value(forHTTPHeaderField: "Content-Length") {
            bodyLength = try Self.contentLength(text, url: url)
        }
        if let range = response.value(forHTTPHeaderField: "Content-Range") { parseContentRange(range) }
        etag = response.value(forHTTPHeaderField: "ETag")
        lastModified = response.value(forHTTPHeaderField: "Last-Modified")
        acceptsRanges = response.value(forHTTPHeaderField: "Accept-Ranges")?.lowercased() == "bytes"
    }

    /// `Content-Length` is 1*DIGIT (RFC 9110 §8.6): `-1`, `+5` or `1e3` is a malformed response, not a length.
    static func contentLength(_ text: String, url: URL) throws(HqmeError) -> Int64 {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int64(digits)
        else {
            throw .malformedResponse(
                url: url, message: "Content-Length '\(text.prefix(40))' is not a number of bytes")
        }
        return length
    }

    /// What a resumed request sends as `If-Range` so the server sends the rest only of this very version
    /// (RFC 9110 §13.1.5): a strong `ETag`, else `Last-Modified`; nil when the server gave neither.
    var validator: String? {
        if let etag, !etag.hasPrefix("W/"), !etag.isEmpty { return etag }  // a weak ETag may not be used
        if let lastModified, !lastModified.isEmpty { return lastModified }
        return nil
    }

    /// `bytes 100-199/1000` (206) or `bytes */1000` (416).
    mutating func parseContentRange(_ value: String) {
        let parts = value.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "/" })
        if parts.count == 4, parts[0] == "bytes" {
            rangeStart = Int64(parts[1])
            rangeTotal = Int64(parts[3])
        } else if parts.count == 3, parts[0] == "bytes", parts[1] == "*" {
            rangeTotal = Int64(parts[2])
        }
    }
}

/// Where a transfer's body goes: a file handle (streamed, never whole in memory) or memory (playlists).
enum TransferSink {
    case file(FileHandle)
    case memory
}

/// The outcome of one HTTP GET.
struct TransferResult: Sendable {
    var head: TransferHead
    /// Bytes of body received in this transfer.
    var received: Int64
    /// The body, for `.memory` sinks.
    var body: Data
}

/// The manager's HTTP: URLSession (FoundationNetworking on Linux) streaming bodies to disk through
/// its data delegate, and ``SocketHTTPClient`` for plain `http://` (see there why).
///
/// URLSession writes are coalesced into 1 MiB buffers so a fast transfer does not cost a system
/// call per libcurl chunk. One session serves every transfer of a manager.
final class HTTPTransport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `transfers` is guarded by `lock`; each Transfer is touched only on the serial delegate queue.
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private let delegateQueue: OperationQueue
    private var session: URLSession?
    let headers: [String: String]
    let timeout: TimeInterval
    /// Bytes per second each transfer must average over every `timeout` window (``TransferPace``).
    let minimumRate: Int

    private static let flushThreshold = 1 << 20

    private final class Transfer: @unchecked Sendable {
        let continuation: CheckedContinuation<TransferResult, any Error>
        let url: URL
        let chooseSink: @Sendable (TransferHead) throws -> TransferSink
        let onBytes: @Sendable (Int64) -> Void
        let pace: TransferPace
        /// Judges the rate at each window's end while no byte comes (``TransferPace/checkNow()``).
        var paceAlarm: DispatchAlarm?
        var sink: TransferSink?
        var head: TransferHead?
        var buffer = Data()
        var body = Data()
        var received: Int64 = 0
        var failure: (any Error)?

        init(
            continuation: CheckedContinuation<TransferResult, any Error>, url: URL,
            chooseSink: @escaping @Sendable (TransferHead) throws -> TransferSink,
            onBytes: @escaping @Sendable (Int64) -> Void, pace: TransferPace
        ) {
            self.continuation = continuation
            self.url = url
            self.chooseSink = chooseSink
            self.onBytes = onBytes
            self.pace = pace
        }

        func flush() throws {
            guard !buffer.isEmpty, case .file(let handle) = sink else { return }
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Plain `http://` goes through ``SocketHTTPClient`` unless this is false.
    let socketsForPlainHTTP: Bool
    private let sockets: SocketHTTPClient

    init(
        headers: [String: String], timeout: TimeInterval, minimumRate: Int, maximumConnections: Int,
        socketsForPlainHTTP: Bool
    ) {
        self.headers = headers
        self.timeout = timeout
        self.minimumRate = minimumRate
        self.socketsForPlainHTTP = socketsForPlainHTTP
        sockets = SocketHTTPClient(headers: headers, timeout: timeout, minimumRate: minimumRate)
        delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpMaximumConnectionsPerHost = maximumConnections
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)
    }

    func invalidate() {
        session?.invalidateAndCancel()
        sockets.closeIdle()
    }

    /// GETs `url` (from byte `offset` with a `Range` request when > 0, conditional on `ifRange` when
    /// given) into the sink `chooseSink` picks once the response head is known; throwing from
    /// `chooseSink` cancels the transfer with that error. Every URL, the first and each redirect's, passes
    /// ``FetchRules`` first.
    func get(
        _ url: URL, from offset: Int64 = 0, ifRange: String? = nil,
        chooseSink: @escaping @Sendable (TransferHead) throws -> TransferSink,
        onBytes: @escaping @Sendable (Int64) -> Void = { _ in }
    ) async throws -> TransferResult {
        var target = url
        try FetchRules.check(target)
        try FetchRules.checkHeaders(headers, of: target)
        if offset > 0, let ifRange { try FetchRules.checkHeaders(["If-Range": ifRange], of: target) }
        for _ in 0..<5 {
            guard socketsForPlainHTTP, target.scheme?.lowercased() == "http" else { break }
            do {
                return try await sockets.get(
                    target, from: offset, ifRange: ifRange, chooseSink: chooseSink, onBytes: onBytes)
            } catch let redirect as SocketHTTPClient.Redirect {
                target = redirect.location
                try FetchRules.check(target)
            }
        }
        return try await sessionGet(target, from: offset, ifRange: ifRange, chooseSink: chooseSink, onBytes: onBytes)
    }

    /// ``get(_:from:ifRange:chooseSink:onBytes:)`` through URLSession (which follows redirects itself).
    func sessionGet(
        _ url: URL, from offset: Int64, ifRange: String?,
        chooseSink: @escaping @Sendable (TransferHead) throws -> TransferSink,
        onBytes: @escaping @Sendable (Int64) -> Void
    ) async throws -> TransferResult {
        guard let session else { throw HqmeError.cancelled }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if offset > 0 {
            request.setValue("bytes=\(offset)-", forHTTPHeaderField: "Range")
            if let ifRange { request.setValue(ifRange, forHTTPHeaderField: "If-Range") }
        }
        let taskBox = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                let pace = TransferPace(url: url, minimumRate: minimumRate, window: timeout)
                let transfer = Transfer(
                    continuation: continuation, url: url, chooseSink: chooseSink, onBytes: onBytes, pace: pace)
                if pace.isActive {
                    // On a Dispatch thread: a stalled transfer fails on time, byte or no byte.
                    transfer.paceAlarm = DispatchAlarm(after: pace.untilWindowEnd) {
                        do {
                            try pace.checkNow()
                            return pace.untilWindowEnd
                        } catch {
                            task.cancel()
                            return nil
                        }
                    }
                }
                lock.withLock { transfers[task.taskIdentifier] = transfer }
                taskBox.set(task)
                task.resume()
            }
        } onCancel: {
            taskBox.cancel()
        }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(for: dataTask) else { return completionHandler(.cancel) }
        guard let http = response as? HTTPURLResponse else {
            transfer.failure = HqmeError.transport(url: transfer.url, message: "not an HTTP response")
            return completionHandler(.cancel)
        }
        do {
            let head = try TransferHead(http, url: transfer.url)
            transfer.head = head
            transfer.sink = try transfer.chooseSink(head)
            completionHandler(.allow)
        } catch {
            transfer.failure = transfer.failure ?? error
            completionHandler(.cancel)
        }
    }

    /// Foundation follows redirects itself, to any scheme libcurl speaks: each target passes ``FetchRules``
    /// first, and a refused one fails the transfer instead of being fetched.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let transfer = transfer(for: task) else { return completionHandler(nil) }
        do {
            guard let target = request.url else {
                throw HqmeError.refusedURL(url: "", reason: "a redirect without a target")
            }
            try FetchRules.check(target)
            completionHandler(request)
        } catch {
            transfer.failure = transfer.failure ?? error
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(for: dataTask), transfer.failure == nil else { return }
        transfer.received += Int64(data.count)
        do {
            try transfer.pace.check(received: transfer.received)
        } catch {
            transfer.failure = error
            dataTask.cancel()
            return
        }
        switch transfer.sink {
        case .memory:
            transfer.body.append(data)
        case .file:
            transfer.buffer.append(data)
            if transfer.buffer.count >= Self.flushThreshold {
                do {
                    try transfer.flush()
                } catch {
                    transfer.failure = HqmeError.fileSystem(path: transfer.url.lastPathComponent, message: "\(error)")
                    dataTask.cancel()
                    return
                }
            }
        case nil:
            return
        }
        transfer.onBytes(transfer.received)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.paceAlarm?.cancel()
        var failure = transfer.failure ?? transfer.pace.tripped
        do {
            try transfer.flush()
        } catch {
            failure = failure ?? HqmeError.fileSystem(path: transfer.url.lastPathComponent, message: "\(error)")
        }
        if case .file(let handle) = transfer.sink { try? handle.close() }
        if let failure {
            transfer.continuation.resume(throwing: failure)
        } else if let error {
            if (error as? URLError)?.code == .cancelled {
                transfer.continuation.resume(throwing: HqmeError.cancelled)
            } else if (error as? URLError)?.code == .timedOut {
                transfer.continuation.resume(
                    throwing: HqmeError.timedOut(url: transfer.url, message: "no data for \(seconds(timeout)) s"))
            } else {
                transfer.continuation.resume(
                    throwing: HqmeError.transport(url: transfer.url, message: error.localizedDescription))
            }
        } else if let head = transfer.head {
            transfer.continuation.resume(
                returning: TransferResult(head: head, received: transfer.received, body: transfer.body))
        } else {
            transfer.continuation.resume(throwing: HqmeError.transport(url: transfer.url, message: "no response"))
        }
    }
}

/// Holds a task so a cancellation handler that runs before or after `resume()` reaches it.
private final class TaskBox: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false

    func set(_ task: URLSessionTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}

/// Seconds as a message shows them: `30`, `0.5`.
func seconds(_ value: TimeInterval) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
