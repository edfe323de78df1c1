import Foundation
import Logging
import StageFailures

/// A real download manager for mp4 and HLS items, persisted in a directory: Zapp's `hqmeDelegate`.
///
/// The manager lives on the main actor like the UIKit code that calls it; the transfers run
/// in an actor of their own, off the main actor, and report back here. Through the
/// non-isolated ``ZAAppDelegateConnectorHqmeProtocol`` any thread may call it: the calls hop to the
/// main actor. State and progress are posted through `NotificationCenter` under the names of Zapp's
/// "Video Content Downloads" guide and of the real plugins (``HqmeNotificationName``).
///
/// ```swift
/// let manager = try HqmeDownloadManager(directory: URL(fileURLWithPath: "/tmp/downloads"))
/// let item = HqmeItem(identifier: "ep-1", contentURL: URL(string: "http://127.0.0.1:8080/ep1.mp4"))
/// manager.startProcess(for: item)
/// let stored = await manager.waitUntilFinished(identifier: "ep-1")
/// print(stored?.status, manager.getAvUrlAsset(forItem: item)?.url)
/// ```
@MainActor
public final class HqmeDownloadManager: ZAAppDelegateConnectorHqmeProtocol {
    /// HTTP and HLS settings of a manager.
    public struct Configuration: Sendable {
        /// HLS master playlists: the highest-bandwidth variant within this limit (the lowest when none fits).
        public var maximumVariantBandwidth: Int?
        /// HLS segments fetched at once.
        public var concurrentSegments: Int
        /// Retries of a dropped or truncated transfer (each resumes where the last one stopped).
        public var retryLimit: Int
        /// Seconds without data before a request fails. A server that never sent a byte of the file is
        /// not retried after a timeout: a silent server costs one timeout, not one per retry.
        public var timeout: TimeInterval
        /// Bytes per second a transfer must average over every `timeout` window, else it fails as too
        /// slow (curl's low-speed limit); zero turns the check off.
        public var minimumRate: Int
        /// Seconds one item's download may take in all, retries, segments and images included.
        public var deadline: TimeInterval
        /// Headers sent with every request.
        public var httpHeaders: [String: String]
        /// What happens to items found pending or downloading when a manager opens its directory.
        public var interruptedDownloads: InterruptedDownloadPolicy
        /// Progress notifications are posted when progress moved at least this much.
        public var progressStep: Double
        /// Which HTTP client fetches plain `http://` URLs (`https://` always uses URLSession).
        public var httpClient: HTTPClient
        /// How long an item started without a content URL waits for one (hosts fetch it just in time)
        /// before it fails; zero fails it at once.
        public var contentURLWait: Duration

        /// The HTTP client of plain `http://` transfers.
        public enum HTTPClient: Sendable {
            /// ShopStage's HTTP/1.1 socket client: about curl's throughput on Linux.
            case sockets
            /// Foundation's URLSession, as for `https://`.
            case urlSession
        }

        /// Settings, each property as documented; the defaults: the best variant, 4 segments at once,
        /// 3 retries, a 30 s timeout, 1 KiB/s minimum, a 1 h deadline, no extra headers, interrupted
        /// downloads resumed, a notification per 1 % of progress, the socket client, 10 s to wait for a URL.
        public init(
            maximumVariantBandwidth: Int? = nil, concurrentSegments: Int = 4, retryLimit: Int = 3,
            timeout: TimeInterval = 30, minimumRate: Int = 1024, deadline: TimeInterval = 3600,
            httpHeaders: [String: String] = [:],
            interruptedDownloads: InterruptedDownloadPolicy = .resume, progressStep: Double = 0.01,
            httpClient: HTTPClient = .sockets, contentURLWait: Duration = .seconds(10)
        ) {
            self.maximumVariantBandwidth = maximumVariantBandwidth
            self.concurrentSegments = concurrentSegments
            self.retryLimit = retryLimit
            self.timeout = timeout
            self.minimumRate = minimumRate
            self.deadline = deadline
            self.httpHeaders = httpHeaders
            self.interruptedDownloads = interruptedDownloads
            self.progressStep = progressStep
            self.httpClient = httpClient
            self.contentURLWait = contentURLWait
        }
    }

    /// What a manager does with items a stopped process left pending or downloading.
    public enum InterruptedDownloadPolicy: Sendable {
        /// Start them again; they resume from their partial files.
        case resume
        /// Mark them failed (``HqmeError/interrupted``); a later `startProcess` resumes them.
        case markFailed
        /// Leave them as recorded, not running (for tools that only list or delete).
        case leaveAsIs
    }

    /// `$SHOPSTAGE_DOWNLOADS`, else `~/.shopstage/downloads`.
    public nonisolated static var defaultDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SHOPSTAGE_DOWNLOADS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".shopstage/downloads", isDirectory: true)
    }

    /// The store's folder: `items.json` and a folder of files per item.
    public let directory: URL
    /// The manager's HTTP and HLS settings.
    public let configuration: Configuration
    /// Called on every change of an item's status or progress (after the notifications).
    public var onChange: ((HqmeStoredItem) -> Void)?
    /// `hqmeState` and its handler, readable from any thread.
    let service = HqmeServiceState()

    /// The last failure to write the store's records (`items.json`), nil once a write succeeds: a full
    /// disk shows here, and in the log, while the records in memory stay right.
    public private(set) var storeError: HqmeError?

    private let store: ItemStore
    /// Held for the manager's life: one writer per store.
    private let storeLock: StoreLock
    private let engine: DownloadEngine
    let notificationCenter: NotificationCenter
    private let logger: Logger
    private var records: [String: HqmeStoredItem] = [:]
    private var jobs: [String: (id: UUID, task: Task<Void, Never>)] = [:]
    /// Items started before their content URL was set, polling for it.
    private var awaitingURL: [String: Task<Void, Never>] = [:]
    private var extraNames: [String: (state: Notification.Name, progress: Notification.Name)] = [:]
    /// The stage ledgers of items started inside a stage's run, by identifier: a failure goes there.
    private var ledgers: [String: StageFailureLedger] = [:]
    /// This manager in the ledgers' failures.
    private let failureOrigin = StageFailure.Origin()

    /// Opens (or creates) the store in `directory`. Completed items whose files are missing or short
    /// go back to download; items that were downloading are resumed or marked failed
    /// (``Configuration/interruptedDownloads``).
    ///
    /// A manager is the store's only writer while it lives: opening a store another manager holds, in
    /// this process or another, throws ``HqmeError/storeInUse(path:holder:)``. Opening writes nothing
    /// unless a record changes, so a store on a full disk opens to be listed and emptied.
    ///
    /// Like the other modules, it logs nowhere unless given a `logger`: failures reach the caller
    /// as a `failed` status (``HqmeStoredItem/Status``) and notifications, so a user's output stays theirs.
    public init(
        directory: URL, configuration: Configuration = Configuration(),
        notificationCenter: NotificationCenter = .default,
        logger: Logger = Logger(label: "shopstage.downloads", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws(HqmeError) {
        self.directory = directory
        self.configuration = configuration
        self.notificationCenter = notificationCenter
        self.logger = logger
        store = ItemStore(directory: directory)
        try store.create()
        storeLock = try StoreLock(directory: directory)
        engine = DownloadEngine(configuration: configuration, logger: logger)
        var toResume: [String] = []
        let loaded = try store.load()
        for var item in loaded {
            switch item.status {
            case .completed:
                guard let problem = store.problem(with: item) else { break }
                logger.warning("\(problem)", metadata: ["item": "\(item.identifier)"])
                item.localPath = nil
                item.images = [:]
                item.progress = 0
                if configuration.interruptedDownloads == .resume {
                    item.status = .pending
                    toResume.append(item.identifier)
                } else {
                    item.status = .failed
                    item.failure = problem
                }
            case .pending, .downloading:
                switch configuration.interruptedDownloads {
                case .resume:
                    item.status = .pending
                    toResume.append(item.identifier)
                case .markFailed:
                    item.status = .failed
                    item.failure = HqmeError.interrupted.description
                case .leaveAsIs:
                    break
                }
            default:
                break
            }
            records[item.identifier] = item
        }
        if sortedRecords != loaded { try store.save(sortedRecords) }
        for identifier in toResume { launch(identifier) }
    }

    /// The records of the store in `directory`, oldest first, read without opening it: no lock, no
    /// write, no transfer — what a listing needs, beside a running manager or on a full disk. A
    /// completed item whose media is missing or short is shown failed (its record is left as is).
    public nonisolated static func storedItems(in directory: URL) throws(HqmeError) -> [HqmeStoredItem] {
        let store = ItemStore(directory: directory)
        return try store.load().map { item in
            guard item.status == .completed, let problem = store.problem(with: item) else { return item }
            var shown = item
            shown.status = .failed
            shown.failure = problem
            return shown
        }
    }

    deinit {
        for job in jobs.values { job.task.cancel() }
        let engine = engine
        Task { await engine.shutdown() }
    }

    // MARK: - The seed's API

    /// `startProcess(for:)` on the main actor; a failure of the item goes to `ledger` too.
    func begin(_ item: any ZPHqmeSupportingItemProtocol, reportingTo ledger: StageFailureLedger?) {
        if let ledger { ledgers[item.hqmeIdentifier] = ledger }
        start(item, waitForURL: configuration.contentURLWait > .zero)
    }

    private func start(_ item: any ZPHqmeSupportingItemProtocol, waitForURL: Bool) {
        let identifier = item.hqmeIdentifier
        let existing = records[identifier]
        if let existing, existing.status != .failed {
            if jobs[identifier] == nil, existing.status != .completed { launch(identifier) }  // left as is
            return
        }
        guard awaitingURL[identifier] == nil else { return }
        let contentURL = item.hqmeContentUrl()
        if contentURL == nil, waitForURL {
            awaitContentURL(of: item, identifier: identifier)
            return
        }
        guard let url = contentURL, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            let error = HqmeError.invalidContentURL(identifier: identifier, url: contentURL?.absoluteString)
            logger.error("\(error)")
            post(identifier: identifier, status: "failed", state: .notExists, progress: 0, failure: error.description)
            reportFailure(identifier, error.description)
            return
        }
        // A failed item of the same URL keeps its partial files: the new attempt resumes from them.
        if existing?.contentURL != url { store.removeFiles(of: identifier) }
        let folder = store.itemDirectory(identifier)
        var hasModel = false
        if let model = item.hqmeModelJSON {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try model.write(to: folder.appendingPathComponent("model.json"), options: .atomic)
                hasModel = true
            } catch {
                logger.warning("model not stored: \(error)", metadata: ["item": "\(identifier)"])
            }
        }
        records[identifier] = HqmeStoredItem(
            identifier: identifier, title: item.title(), contentURL: url, kind: HqmeStoredItem.kind(of: url),
            status: .pending, progress: 0, byteCount: 0, localPath: nil,
            images: item.hqmeImageURLs.mapValues(\.absoluteString), hasModel: hasModel, failure: nil, createdAt: Date())
        persist()
        changed(identifier)
        launch(identifier)
    }

    /// `cancelProcess(for:)` on the main actor: stops the item's download and removes what it stored so
    /// far. A completed item is left alone: deleting it is ``dataStoreDeleteItem(_:)``, as in the real API.
    func cancel(identifier: String) {
        guard records[identifier]?.status != .completed else { return }
        deleteItem(withIdentifier: identifier)
    }

    /// The item's state; one waiting for its content URL is already in progress.
    public func state(identifier: String) -> ZPHqmeItemState {
        if awaitingURL[identifier] != nil { return .inProgress }
        return records[identifier]?.state ?? .notExists
    }

    // MARK: - Progress, the stored items, deletion

    /// 0...1 (0 for unknown items).
    public func progress(for item: any ZPHqmeSupportingItemProtocol) -> Double {
        progress(identifier: item.hqmeIdentifier)
    }

    /// 0...1 (0 for unknown items).
    public func progress(identifier: String) -> Double {
        records[identifier]?.progress ?? 0
    }

    /// Every stored item, oldest first: what a downloaded-content screen lists.
    public var storedItems: [HqmeStoredItem] { sortedRecords }

    /// The record of the item with `identifier`, if stored. Reading a failed item counts as looking at
    /// its failure: a stage's run no longer fails for it.
    public func storedItem(identifier: String) -> HqmeStoredItem? {
        examined(identifier)
        return records[identifier]
    }

    /// The playable local file (mp4) or playlist (HLS) of a completed item.
    public func localURL(identifier: String) -> URL? {
        records[identifier]?.localURL(inStore: directory)
    }

    /// The folder an item's files are stored in.
    public nonisolated func itemDirectory(identifier: String) -> URL {
        store.itemDirectory(identifier)
    }

    /// The stored model JSON of an item.
    public func modelJSON(identifier: String) -> Data? {
        guard records[identifier]?.hasModel == true else { return nil }
        return try? Data(contentsOf: store.itemDirectory(identifier).appendingPathComponent("model.json"))
    }

    /// The stored image of an item by key (as given in `hqmeImageURLs`).
    public func imageURL(identifier: String, key: String) -> URL? {
        guard let item = records[identifier], item.status == .completed, let path = item.images[key],
            !path.hasPrefix("http")
        else { return nil }
        return store.absoluteURL(path)
    }

    /// Stops the item's download if running and removes its files and record. The files go first: on a
    /// full disk their space is what lets the records be rewritten (a failed write shows in ``storeError``).
    public func deleteItem(withIdentifier identifier: String) {
        if let job = jobs.removeValue(forKey: identifier) { job.task.cancel() }
        let waiter = awaitingURL.removeValue(forKey: identifier)
        waiter?.cancel()
        let existed = records.removeValue(forKey: identifier) != nil || waiter != nil
        store.removeFiles(of: identifier)
        persist()
        if existed { post(identifier: identifier, status: "removed", state: .notExists, progress: 0, failure: nil) }
    }

    /// Removes every item.
    public func deleteAllItems() {
        for identifier in records.keys.sorted() { deleteItem(withIdentifier: identifier) }
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("items"))
    }

    /// Waits until the item's download (if any) has finished; returns its record (`nil` once deleted).
    /// The caller then has the record: a failure in it no longer fails a stage's run.
    public func waitUntilFinished(identifier: String) async -> HqmeStoredItem? {
        while true {
            if let waiter = awaitingURL[identifier] {
                await waiter.value
                if awaitingURL[identifier] == waiter { awaitingURL[identifier] = nil }
            } else if let job = jobs[identifier] {
                await job.task.value
                if jobs[identifier]?.id == job.id { jobs[identifier] = nil }
            } else {
                examined(identifier)
                return records[identifier]
            }
        }
    }

    /// Also posts the item's state and progress under these names (a button delegate's own names).
    public func addNotificationNames(state: Notification.Name, progress: Notification.Name, identifier: String) {
        extraNames[identifier] = (state, progress)
    }

    // MARK: - Running a job

    /// Polls the item for its URL (hosts resolve it just before or after `startProcess`), then starts it;
    /// without one after ``Configuration/contentURLWait`` it fails as an invalid content URL.
    private func awaitContentURL(of item: any ZPHqmeSupportingItemProtocol, identifier: String) {
        post(identifier: identifier, status: "pending", state: .inProgress, progress: 0, failure: nil)
        let deadline = ContinuousClock.now + configuration.contentURLWait
        awaitingURL[identifier] = Task { [weak self] in
            while ContinuousClock.now < deadline, item.hqmeContentUrl() == nil {
                try? await Task.sleep(for: .milliseconds(10))
                if Task.isCancelled { return }
            }
            guard let self, !Task.isCancelled else { return }
            self.awaitingURL[identifier] = nil
            self.start(item, waitForURL: false)
        }
    }

    private func launch(_ identifier: String) {
        guard let item = records[identifier] else { return }
        let spec = DownloadSpec(
            identifier: identifier, url: item.contentURL, kind: item.kind, folder: store.itemDirectory(identifier),
            images: item.images.compactMapValues(URL.init(string:)))
        let jobID = UUID()
        let engine = engine
        let throttle = ProgressThrottle(step: configuration.progressStep)
        let report: @Sendable (Double) -> Void = { [weak self] fraction in
            guard throttle.shouldReport(fraction) else { return }
            Task { @MainActor in self?.progressed(identifier, jobID: jobID, fraction) }
        }
        let task = Task { [weak self] in
            let result: Result<StoredMedia, any Error>
            do {
                let media = try await engine.download(spec, progress: report)
                result = .success(media)
            } catch {
                result = .failure(error)
            }
            self?.finished(identifier, jobID: jobID, result)
        }
        jobs[identifier] = (jobID, task)
    }

    private func progressed(_ identifier: String, jobID: UUID, _ fraction: Double) {
        guard jobs[identifier]?.id == jobID, var item = records[identifier], item.status != .completed else { return }
        // 1 is posted by `finished`, with the completed state.
        guard fraction < 1, fraction > item.progress || item.status == .pending else { return }
        let statusChanged = item.status == .pending
        item.status = .downloading
        item.progress = max(item.progress, fraction)
        records[identifier] = item
        if statusChanged { persist() }
        changed(identifier, stateToo: statusChanged)
    }

    private func finished(_ identifier: String, jobID: UUID, _ result: Result<StoredMedia, any Error>) {
        guard jobs[identifier]?.id == jobID, var item = records[identifier] else { return }
        jobs[identifier] = nil
        switch result {
        case .success(let media):
            item.status = .completed
            item.progress = 1
            item.byteCount = media.byteCount
            item.localPath = store.relativePath(media.file)
            item.images = media.images.mapValues(store.relativePath)
            item.failure = nil
        case .failure(let error):
            if Task.isCancelled || (error as? HqmeError) == .cancelled || error is CancellationError { return }
            item.status = .failed
            item.failure = (error as? HqmeError)?.description ?? String(describing: error)
            logger.error("download failed: \(item.failure ?? "")", metadata: ["item": "\(identifier)"])
            reportFailure(identifier, item.failure ?? "")
        }
        records[identifier] = item
        persist()
        changed(identifier)
    }

    // MARK: - Stage failures

    /// A download of an item started inside a stage's run failed: the stage's ledger has it.
    private func reportFailure(_ identifier: String, _ message: String) {
        ledgers[identifier]?.report(
            StageFailure(
                kind: .downloadFailed, source: "Zapp download \"\(identifier)\"", subject: identifier,
                message: message, time: .zero, origin: failureOrigin))
    }

    /// The test read the item's record: its failures so far are looked at.
    private func examined(_ identifier: String) {
        guard let ledger = ledgers[identifier], records[identifier]?.status == .failed else { return }
        ledger.acknowledge(.downloadFailed, from: failureOrigin)
    }

    // MARK: - Store and notifications

    private var sortedRecords: [HqmeStoredItem] {
        records.values.sorted { ($0.createdAt, $0.identifier) < ($1.createdAt, $1.identifier) }
    }

    /// Writes the records; a failure is kept in ``storeError`` and logged, the records in memory stay.
    func persist() {
        do {
            try store.save(sortedRecords)
            storeError = nil
        } catch {
            storeError = error
            logger.error("\(error)")
        }
    }

    private func changed(_ identifier: String, stateToo: Bool = true) {
        guard let item = records[identifier] else { return }
        post(
            identifier: identifier, status: stateToo ? item.status.rawValue : nil, state: item.state,
            progress: item.progress, failure: item.failure)
        onChange?(item)
    }

    private func post(identifier: String, status: String?, state: ZPHqmeItemState, progress: Double, failure: String?) {
        var info: [String: any Sendable] = [
            HqmeNotificationKey.identifier: identifier, HqmeNotificationKey.state: state.rawValue,
            HqmeNotificationKey.progress: progress,
        ]
        if let failure { info[HqmeNotificationKey.failure] = failure }
        var stateNames = [
            HqmeNotificationName.stateChanged(identifier: identifier),
            HqmeNotificationName.hqmeStateChanged(identifier: identifier),
        ]
        var progressNames = [
            HqmeNotificationName.progressChanged(identifier: identifier),
            HqmeNotificationName.hqmeProgressChanged(identifier: identifier),
        ]
        if let extra = extraNames[identifier] {
            stateNames.append(extra.state)
            progressNames.append(extra.progress)
        }
        if let status {
            info[HqmeNotificationKey.status] = status
            for name in Set(stateNames) { notificationCenter.post(name: name, object: self, userInfo: info) }
        }
        for name in Set(progressNames) { notificationCenter.post(name: name, object: self, userInfo: info) }
    }
}

/// Lets through a progress report only when it moved at least `step` (and always the first and 1).
private final class ProgressThrottle: @unchecked Sendable {
    // @unchecked: guarded by `lock` (reports come from the transport queue and from segment tasks).
    private let lock = NSLock()
    private let step: Double
    private var last = -1.0

    init(step: Double) { self.step = step }

    func shouldReport(_ fraction: Double) -> Bool {
        lock.withLock {
            guard fraction >= 1 || fraction - last >= step else { return false }
            last = fraction
            return true
        }
    }
}

/// The download service's state and its change handler, behind a lock: the real protocol lets any
/// thread read and set them.
final class HqmeServiceState: @unchecked Sendable {
    // @unchecked: both values are read and written under `lock`; the handler runs outside it.
    private let lock = NSLock()
    private var current = ZPHqmeState.initial
    private var handler: (() -> Void)?

    var state: ZPHqmeState {
        get { lock.withLock { current } }
        set {
            let changed: (() -> Void)?? = lock.withLock {
                guard current != newValue else { return nil }
                current = newValue
                return .some(handler)
            }
            if case .some(let call) = changed { call?() }
        }
    }

    var changeHandler: (() -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }
}
