import Foundation

/// An in-process e-Marketer panel: it holds actions, answers `getResult()`, records every
/// report with its session and time, and computes each action's statistics.
///
/// Sessions: the first report opens session 1; a session lasts ``sessionLength`` (1.5 h)
/// from its start, after which the next report opens the next one, or until
/// `startNewSession()`. A close with `dontShowSessions: n` keeps the action out of
/// `getResult()` for the rest of that session and the next `n` sessions.
///
/// Everything the panel knows besides its actions is in ``reports``, so statistics read
/// back from a JSON Lines file (``readReports(from:)``) are the same as the live ones.
///
/// ```swift
/// let panel = try EMarketerPanel(contentsOf: URL(fileURLWithPath: "Fixtures/actions"))
/// let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
/// ```
public final class EMarketerPanel: @unchecked Sendable {
    /// How long a session lasts unless `startNewSession()` ends it first (seed 002: 1.5 hours).
    public static let sessionLength: Duration = .seconds(90 * 60)

    private let lock = NSLock()
    private var actionList: [PanelAction]
    private var log: [PanelReport] = []
    private var session = 0
    private var sessionStart = Date.distantPast
    private var cart: [String] = []
    private let journal: URL?

    /// A panel with `actions`. With a `journal`, every report is also appended to that
    /// JSON Lines file as it is recorded (the file is created when missing).
    public init(actions: [PanelAction] = [], journal: URL? = nil) {
        actionList = actions
        self.journal = journal
    }

    /// The actions, in the order `getResult()` returns them.
    public var actions: [PanelAction] { lock.withLock { actionList } }

    /// Adds an action, replacing one with the same id.
    public func add(_ action: PanelAction) {
        lock.withLock {
            if let index = actionList.firstIndex(where: { $0.id == action.id }) {
                actionList[index] = action
            } else {
                actionList.append(action)
            }
        }
    }

    /// Every report, oldest first.
    public var reports: [PanelReport] { lock.withLock { log } }

    /// The current session number (0 before the first report).
    public var currentSession: Int { lock.withLock { session } }

    /// Statistics of every action (the panel's actions first, then ids only seen in reports).
    public func statistics() -> [ActionStatistics] {
        let (actions, reports) = lock.withLock { (actionList, log) }
        return ActionStatistics.compute(actions: actions, reports: reports)
    }

    /// Statistics of one action (zeros for an action never reported about).
    public func statistics(forAction id: Int) -> ActionStatistics? {
        statistics().first { $0.actionId == id }
    }

    // MARK: What the tracker calls

    /// The actions to show at `now`: all but those closed for this session.
    func visibleActions(at now: Date) -> [PanelAction] {
        lock.withLock {
            let current = sessionLocked(at: now)
            var hiddenThrough: [Int: Int] = [:]
            for report in log where report.kind == .close {
                guard let id = report.actionId else { continue }
                let last = report.session + max(0, report.dontShowSessions ?? 0)
                hiddenThrough[id] = max(hiddenThrough[id] ?? 0, last)
            }
            return actionList.filter { current > (hiddenThrough[$0.id] ?? 0) }
        }
    }

    func startNewSession(at now: Date) {
        lock.withLock { openSessionLocked(at: now) }
    }

    /// Records a report stamped with the session open at `now`.
    func record(_ kind: PanelReport.Kind, at now: Date, fill: (inout PanelReport) -> Void = { _ in }) {
        lock.withLock {
            var report = PanelReport(time: now, session: sessionLocked(at: now), kind: kind)
            fill(&report)
            appendLocked(report)
        }
    }

    func addToCart(productId: String, at now: Date) {
        lock.withLock {
            cart.append(productId)
            appendLocked(
                PanelReport(time: now, session: sessionLocked(at: now), kind: .productAddedToCart, productId: productId)
            )
        }
    }

    /// Every product in the cart becomes purchased; the cart empties.
    func purchaseCart(at now: Date) {
        lock.withLock {
            let session = sessionLocked(at: now)
            for product in cart {
                appendLocked(PanelReport(time: now, session: session, kind: .productPurchased, productId: product))
            }
            cart.removeAll()
        }
    }

    func purchase(productId: String, at now: Date) {
        lock.withLock {
            if let index = cart.firstIndex(of: productId) { cart.remove(at: index) }
            appendLocked(
                PanelReport(time: now, session: sessionLocked(at: now), kind: .productPurchased, productId: productId))
        }
    }

    // MARK: Sessions and the log (lock held)

    private func sessionLocked(at now: Date) -> Int {
        if session == 0 || now >= sessionStart.addingTimeInterval(Self.sessionSeconds) {
            openSessionLocked(at: now)
        }
        return session
    }

    private func openSessionLocked(at now: Date) {
        session += 1
        sessionStart = now
        appendLocked(PanelReport(time: now, session: session, kind: .sessionStarted))
    }

    private func appendLocked(_ report: PanelReport) {
        log.append(report)
        guard let journal else { return }
        // The journal is evidence, not state: a write that fails must not lose the report.
        try? Self.append(lines: [report.jsonLine()], to: journal)
    }

    private static var sessionSeconds: TimeInterval {
        Double(sessionLength.components.seconds)
    }

    // MARK: JSON Lines

    /// Writes every report to `url` as JSON Lines (replacing the file).
    public func writeReports(to url: URL) throws {
        let text = reports.map { $0.jsonLine() + "\n" }.joined()
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw eMarketerError.file(path: url.path, message: "cannot write reports: \(error.localizedDescription)")
        }
    }

    /// Reads reports written by ``writeReports(to:)`` or a journal.
    public static func readReports(from url: URL) throws -> [PanelReport] {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw eMarketerError.file(path: url.path, message: "cannot read reports: \(error.localizedDescription)")
        }
        return try PanelReport.parseJSONLines(text, path: url.path)
    }

    /// Replaces the panel's reports with `reports` (e.g. read from a file): statistics,
    /// closed actions and the session number follow them.
    public func load(reports: [PanelReport]) {
        lock.withLock {
            log = reports
            session = reports.map(\.session).max() ?? 0
            sessionStart = reports.last { $0.kind == .sessionStarted }?.time ?? reports.first?.time ?? .distantPast
            cart.removeAll()
        }
    }

    private static func append(lines: [String], to url: URL) throws {
        let data = Data(lines.map { $0 + "\n" }.joined().utf8)
        if !FileManager.default.fileExists(atPath: url.path) {
            try data.write(to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }
}
