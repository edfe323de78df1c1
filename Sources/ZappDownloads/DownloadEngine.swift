import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the engine needs to fetch one item's media.
struct DownloadSpec: Sendable {
    var identifier: String
    var url: URL
    var kind: HqmeStoredItem.Kind
    var folder: URL
    var images: [String: URL]
}

/// The stored media of a finished download.
struct StoredMedia: Sendable {
    var file: URL
    var byteCount: Int64
    var images: [String: URL]
}

/// Fetches items' media off the main actor: mp4 streamed to disk and resumed with `Range`,
/// HLS playlists resolved and their segments fetched a few at a time.
actor DownloadEngine {
    let transport: HTTPTransport
    let configuration: HqmeDownloadManager.Configuration
    let logger: Logger
    /// Items whose transfers are running now.
    private(set) var active: Set<String> = []

    init(configuration: HqmeDownloadManager.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        transport = HTTPTransport(
            headers: configuration.httpHeaders, timeout: configuration.timeout,
            minimumRate: configuration.minimumRate, maximumConnections: max(configuration.concurrentSegments, 1),
            socketsForPlainHTTP: configuration.httpClient == .sockets)
    }

    func shutdown() {
        transport.invalidate()
    }

    func download(_ spec: DownloadSpec, progress: @escaping @Sendable (Double) -> Void) async throws -> StoredMedia {
        active.insert(spec.identifier)
        defer { active.remove(spec.identifier) }
        let deadline = configuration.deadline
        // The item's overall deadline. A Dispatch alarm cancels the fetch: cancellation handlers run on the
        // canceller's thread, so the sockets close and URLSession tasks stop on time even while every
        // cooperative thread is busy (a sleeping child task would wait for one before it could cancel).
        let fetching = Task { try await self.fetch(spec, progress: progress) }
        let alarm = DispatchAlarm(after: deadline) {
            fetching.cancel()
            return nil
        }
        defer { alarm.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await fetching.value
            } onCancel: {
                fetching.cancel()
            }
        } catch {
            if alarm.fired {
                throw HqmeError.timedOut(
                    url: spec.url, message: "the download took longer than its deadline of \(seconds(deadline)) s")
            }
            throw error
        }
    }

    private nonisolated func fetch(
        _ spec: DownloadSpec, progress: @escaping @Sendable (Double) -> Void
    ) async throws -> StoredMedia {
        do {
            try FileManager.default.createDirectory(at: spec.folder, withIntermediateDirectories: true)
        } catch {
            throw HqmeError.fileSystem(path: spec.folder.path, message: error.localizedDescription)
        }
        let media: URL
        switch spec.kind {
        case .mp4:
            media = try await downloadFile(
                spec.url, to: spec.folder.appendingPathComponent("media.mp4"), progress: progress)
        case .hls:
            media = try await downloadHLS(spec.url, into: spec.folder, progress: progress)
        }
        let images = await downloadImages(spec.images, into: spec.folder.appendingPathComponent("images"))
        // An image cut off by a cancellation is only logged: the item itself is not finished then.
        try Task.checkCancellation()
        let bytes = media.pathExtension == "m3u8" ? folderSize(spec.folder) : (fileSize(media) ?? 0)
        return StoredMedia(file: media, byteCount: bytes, images: images)
    }

    // MARK: - One file, resumable

    /// Streams `url` into `destination` through `destination.part`, resuming from the part's length
    /// with a `Range` request only while the remote is the version the part holds: the response's
    /// validator (``TransferHead/validator``) is kept beside the part (`.part.validator`) and sent as
    /// `If-Range`, so a changed file comes back whole (200) and replaces the part. A server that names no
    /// version but accepts ranges is resumed as long as the total size it reports is the one the part was
    /// fetched under. A part with neither, or a 206 of another version or size, starts over: a file is
    /// never two versions spliced.
    nonisolated func downloadFile(
        _ url: URL, to destination: URL, progress: @escaping @Sendable (Double) -> Void = { _ in }
    ) async throws -> URL {
        let part = destination.appendingPathExtension("part")
        let validatorFile = part.appendingPathExtension("validator")
        let manager = FileManager.default
        // A crash between the rename and the record's save leaves the whole file: resume from it.
        if fileSize(destination) != nil, fileSize(part) == nil {
            try? manager.moveItem(at: destination, to: part)
        }
        var failures = 0
        // The attempts that ended because the remote changed, and the last that ended otherwise: one
        // retry limit counts both, so the error that ends the download names both.
        var changes = 0
        var lastOtherFailure: HqmeError?
        // Whether this server ever sent a byte of the file (a part held from before counts).
        var everReceived = (fileSize(part) ?? 0) > 0
        while true {
            try Task.checkCancellation()
            let held = fileSize(part) ?? 0
            let version = held > 0 ? PartVersion.read(validatorFile) : nil
            // A part whose version is unknown is never resumed.
            let offset = version == nil ? 0 : held
            let validator = version?.validator
            let tracker = ByteProgress(progress)
            do {
                let result = try await transport.get(
                    url, from: offset, ifRange: validator,
                    chooseSink: { head in
                        switch head.status {
                        case 206 where head.rangeStart == offset && offset > 0:
                            if let validator, let served = head.validator, served != validator {
                                throw RemoteChanged()  // a server that ignored If-Range
                            }
                            if case .length(let total) = version, head.rangeTotal != total {
                                throw RemoteChanged()  // no validator, and the size changed
                            }
                            tracker.start(base: offset, total: head.rangeTotal)
                            return .file(try openForAppend(part))
                        case 200:
                            tracker.start(base: 0, total: head.bodyLength)
                            // Truncate first, then name the version: a crash between leaves an empty part.
                            let sink = TransferSink.file(try openTruncated(part))
                            try PartVersion.of(head)?.write(to: validatorFile) ?? PartVersion.forget(validatorFile)
                            return sink
                        case 416 where offset > 0:
                            return .memory
                        default:
                            throw HqmeError.httpStatus(head.status, url: url)
                        }
                    }, onBytes: tracker.received)
                let size = fileSize(part) ?? 0
                switch result.head.status {
                case 416:
                    // Nothing left to send: complete if the server's total is what we hold.
                    if let total = result.head.rangeTotal, total == offset { break }
                    try? manager.removeItem(at: part)
                    throw HqmeError.truncated(url: url, expected: result.head.rangeTotal ?? -1, received: offset)
                case 206:
                    if let total = result.head.rangeTotal, size != total {
                        throw HqmeError.truncated(url: url, expected: total, received: size)
                    }
                default:
                    if let length = result.head.bodyLength, size != length {
                        throw HqmeError.truncated(url: url, expected: length, received: size)
                    }
                }
                try replace(destination, with: part)
                try? manager.removeItem(at: validatorFile)
                progress(1)
                return destination
            } catch is RemoteChanged {
                failures += 1
                changes += 1
                if failures > configuration.retryLimit {
                    throw HqmeError.transport(
                        url: url, message: Self.giveUpMessage(attempts: failures, changes: changes, last: lastOtherFailure))
                }
                logger.info("remote file changed: starting over", metadata: ["url": "\(url.absoluteString)"])
                try? manager.removeItem(at: part)
                try? manager.removeItem(at: validatorFile)
            } catch let error as HqmeError {
                everReceived = everReceived || tracker.receivedAny
                switch error {
                case .transport, .truncated:
                    break
                case .timedOut where everReceived:
                    break  // a stall after progress is a drop; a server silent from the start is not retried
                default:
                    throw error
                }
                failures += 1
                if failures > configuration.retryLimit {
                    guard changes > 0 else { throw error }
                    throw HqmeError.transport(
                        url: url, message: Self.giveUpMessage(attempts: failures, changes: changes, last: error))
                }
                lastOtherFailure = error
                logger.info("retrying after: \(error)", metadata: ["url": "\(url.absoluteString)"])
                try await Task.sleep(for: .milliseconds(50 * failures))
            }
        }
    }

    /// Why a download whose attempts ran out stopped: every way its attempts ended, not only the last.
    static func giveUpMessage(attempts: Int, changes: Int, last: HqmeError?) -> String {
        guard let last, changes < attempts else {
            return "the file kept changing while it was fetched (\(changes) times)"
        }
        return "gave up after \(attempts) attempts: the file changed \(changes) "
            + (changes == 1 ? "time" : "times") + " while it was fetched, and the last other failure was: \(last)"
    }

    /// A small body (a playlist) into memory, with the same retries.
    nonisolated func fetchText(_ url: URL) async throws -> String {
        var failures = 0
        while true {
            do {
                let result = try await transport.get(url) { head in
                    guard head.status == 200 else { throw HqmeError.httpStatus(head.status, url: url) }
                    return .memory
                }
                if let length = result.head.bodyLength, Int64(result.body.count) != length {
                    throw HqmeError.truncated(url: url, expected: length, received: Int64(result.body.count))
                }
                guard let text = String(data: result.body, encoding: .utf8) else {
                    throw HqmeError.malformedPlaylist(url: url, line: 1, message: "playlist is not UTF-8 text")
                }
                return text
            } catch let error as HqmeError {
                switch error {
                case .transport, .truncated:
                    failures += 1
                    if failures > configuration.retryLimit { throw error }
                    try await Task.sleep(for: .milliseconds(50 * failures))
                default:
                    throw error
                }
            }
        }
    }

    // MARK: - HLS

    private nonisolated func downloadHLS(
        _ url: URL, into folder: URL, progress: @escaping @Sendable (Double) -> Void
    ) async throws -> URL {
        var playlistURL = url
        var remoteText = try await fetchText(url)
        var playlist = try HLSPlaylist.parse(remoteText, url: url)
        if case .master(let variants) = playlist {
            guard
                let variant = HLSPlaylist.chooseVariant(
                    variants, maximumBandwidth: configuration.maximumVariantBandwidth)
            else { throw HqmeError.noVariant(url: url) }
            logger.debug("chose variant", metadata: ["bandwidth": "\(variant.bandwidth)", "url": "\(variant.url)"])
            playlistURL = variant.url
            remoteText = try await fetchText(variant.url)
            playlist = try HLSPlaylist.parse(remoteText, url: variant.url)
        }
        guard case .media(let resources, let localText) = playlist else {
            throw HqmeError.malformedPlaylist(
                url: playlistURL, line: 1, message: "a variant is itself a master playlist")
        }
        try forgetFilesOfAnotherVersion(resources, remoteText: remoteText, in: folder)
        let totalDuration = resources.reduce(0) { $0 + $1.duration }
        let segmentCount = Double(resources.filter { $0.role == .segment }.count)
        // A file's weight is the media it holds (a byte-range file may be the init section too).
        func weight(_ resource: HLSResource) -> Double {
            if totalDuration > 0 { return resource.duration / totalDuration }
            return resource.role == .segment ? 1 / max(segmentCount, 1) : 0
        }
        var done = 0.0
        var missing: [HLSResource] = []
        for resource in resources {
            if fileSize(folder.appendingPathComponent(resource.localName)) != nil {
                done += weight(resource)  // stored before an interruption
            } else {
                missing.append(resource)
            }
        }
        progress(min(done, 0.999))
        let width = max(configuration.concurrentSegments, 1)
        try await withThrowingTaskGroup(of: HLSResource.self) { group in
            var next = missing.makeIterator()
            func addNext() {
                guard let resource = next.next() else { return }
                group.addTask {
                    _ = try await self.downloadFile(resource.url, to: folder.appendingPathComponent(resource.localName))
                    return resource
                }
            }
            for _ in 0..<width { addNext() }
            while let finished = try await group.next() {
                done += weight(finished)
                if done < 0.9999 { progress(done) }  // 1 only once the local playlist is written
                addNext()
            }
        }
        let index = folder.appendingPathComponent("index.m3u8")
        do {
            try Data(localText.utf8).write(to: index, options: .atomic)
        } catch {
            throw HqmeError.fileSystem(path: index.path, message: error.localizedDescription)
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.sourcePlaylistName))
        progress(1)
        return index
    }

    /// The remote media playlist as fetched, kept while the item is partial.
    static let sourcePlaylistName = "source.m3u8"

    /// Files stored by an earlier attempt belong to the playlist that attempt fetched: when the remote
    /// playlist is no longer that text, they may be another version under the same local names, so they
    /// go and the item starts over. Then the text fetched now is kept for the next attempt.
    private nonisolated func forgetFilesOfAnotherVersion(
        _ resources: [HLSResource], remoteText: String, in folder: URL
    ) throws {
        let source = folder.appendingPathComponent(Self.sourcePlaylistName)
        let manager = FileManager.default
        if let previous = try? String(contentsOf: source, encoding: .utf8), previous == remoteText { return }
        if fileSize(source) != nil {
            logger.info("remote playlist changed: starting over", metadata: ["folder": "\(folder.path)"])
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where name != "model.json" && name != Self.sourcePlaylistName {
                let url = folder.appendingPathComponent(name)
                if fileSize(url) != nil { try? manager.removeItem(at: url) }
            }
        }
        do {
            try Data(remoteText.utf8).write(to: source, options: .atomic)
        } catch {
            throw HqmeError.fileSystem(path: source.path, message: error.localizedDescription)
        }
    }

    // MARK: - Metadata

    /// Images are metadata: one that cannot be fetched is logged and left out, not fatal.
    private nonisolated func downloadImages(_ images: [String: URL], into folder: URL) async -> [String: URL] {
        guard !images.isEmpty else { return [:] }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var stored: [String: URL] = [:]
        for (key, url) in images.sorted(by: { $0.key < $1.key }) {
            let ext = url.pathExtension.isEmpty ? "img" : url.pathExtension
            let safeKey = key.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }
            do {
                stored[key] = try await downloadFile(
                    url, to: folder.appendingPathComponent(String(safeKey) + "." + ext))
            } catch {
                logger.warning("image not stored: \(error)", metadata: ["key": "\(key)"])
            }
        }
        return stored
    }
}

/// Turns bytes received into a fraction once the response head says how many to expect.
private final class ByteProgress: @unchecked Sendable {
    // @unchecked: written by chooseSink and read by onBytes, which one transfer calls in order on one
    // thread (the URLSession delegate queue, or the socket client's transfer thread).
    private let report: @Sendable (Double) -> Void
    private var base: Int64 = 0
    private var total: Int64?
    /// Whether the transfer received any body byte (read after it ended).
    private(set) var receivedAny = false

    init(_ report: @escaping @Sendable (Double) -> Void) { self.report = report }

    func start(base: Int64, total: Int64?) {
        self.base = base
        self.total = total
    }

    func received(_ bytes: Int64) {
        if bytes > 0 { receivedAny = true }
        guard let total, total > 0 else { return }
        report(min(Double(base + bytes) / Double(total), 0.999))
    }
}

/// A 206 of another version than the part holds.
private struct RemoteChanged: Error {}

/// The version a part was fetched under, kept beside it (`.part.validator`): the response's validator, or,
/// from a server that names none but accepts ranges, the whole file's size (`bytes <total>`; a validator
/// is a quoted ETag or an HTTP date, never that).
private enum PartVersion {
    case validator(String)
    case length(Int64)

    var validator: String? {
        if case .validator(let text) = self { text } else { nil }
    }

    /// What a 200 names: its validator, else its size when it accepts ranges, else nothing to resume by.
    static func of(_ head: TransferHead) -> PartVersion? {
        if let validator = head.validator { return .validator(validator) }
        if head.acceptsRanges, let length = head.bodyLength, length > 0 { return .length(length) }
        return nil
    }

    static func read(_ url: URL) -> PartVersion? {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix(lengthPrefix) else { return .validator(text) }
        return Int64(text.dropFirst(lengthPrefix.count)).map { .length($0) }
    }

    private static let lengthPrefix = "bytes "

    func write(to url: URL) throws {
        let text: String
        switch self {
        case .validator(let validator): text = validator
        case .length(let length): text = Self.lengthPrefix + String(length)
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw HqmeError.fileSystem(path: url.path, message: error.localizedDescription)
        }
    }

    /// No version to resume by: the record goes.
    static func forget(_ url: URL) throws {
        if unlink(url.path) != 0, errno != ENOENT {
            throw HqmeError.fileSystem(path: url.path, message: String(cString: strerror(errno)))
        }
    }
}

private func openForAppend(_ url: URL) throws -> FileHandle {
    try openFile(url, flags: O_WRONLY | O_APPEND)
}

private func openTruncated(_ url: URL) throws -> FileHandle {
    try openFile(url, flags: O_WRONLY | O_CREAT | O_TRUNC)
}

private func openFile(_ url: URL, flags: Int32) throws -> FileHandle {
    let fd = open(url.path, flags | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw HqmeError.fileSystem(path: url.path, message: String(cString: strerror(errno))) }
    return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
}

/// Moves `part` onto `destination` (rename(2): atomic on one file system).
private func replace(_ destination: URL, with part: URL) throws {
    if rename(part.path, destination.path) != 0 {
        throw HqmeError.fileSystem(path: destination.path, message: String(cString: strerror(errno)))
    }
}

func folderSize(_ folder: URL) -> Int64 {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
    return names.reduce(0) { $0 + (fileSize(folder.appendingPathComponent($1)) ?? 0) }
}
