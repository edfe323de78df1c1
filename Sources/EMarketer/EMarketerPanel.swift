import Foundation

/// An in-process e-Marketer panel, playing the SDK's server: it holds actions and conditions,
/// answers the tracker's requests, records every command with its session and time, and
/// computes each action's statistics.
///
/// The server's decisions the SDK leaves to it, as the panel makes them:
/// - a session opens when a request asks for one (the tracker's first request, a request
///   90 min − 5 s after the session's start, the first one after `startNewSession()`); it starts
///   at the request's time in whole seconds, at least one second after the previous start, so
///   that the tracker, which tells sessions apart by their start, sees every new one;
/// - a response lists each action and condition the first time in a session, and all of them
///   again for a request that navigates; it dismisses none (`dismiss_actions` is empty);
/// - closes are the tracker's business: the panel records them and never hides an action itself.
///
/// Everything the panel knows besides its actions is in ``reports``, so statistics read
/// back from a JSON Lines file (``readReports(from:)``) are the same as the live ones.
///
/// ```swift
/// let panel = try EMarketerPanel(contentsOf: URL(fileURLWithPath: "Fixtures/actions"))
/// let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
/// ```
public final class EMarketerPanel: @unchecked Sendable {
    /// How long a session lasts, the SDK documentation's "1.5 hours". The SDK asks for a new session 5 s
    /// before it ends (``eMarketerTracker``).
    public static let sessionLength: Duration = .seconds(90 * 60)

    private let lock = NSLock()
    private var actionList: [PanelAction]
    private var conditionList: [PanelCondition]
    private var log: [PanelReport] = []
    private var session = 0
    private var sessionStart = Date.distantPast
    private var listedActions: Set<Int> = []
    private var listedConditions: Set<Int> = []
    private let journal: URL?

    /// A panel with `actions` and `conditions`. With a `journal`, every report is also appended
    /// to that JSON Lines file as it is recorded (the file is created when missing).
    public init(actions: [PanelAction] = [], conditions: [PanelCondition] = [], journal: URL? = nil) {
        actionList = actions
        conditionList = conditions
        self.journal = journal
    }

    /// The actions, in the order responses list them.
    public var actions: [PanelAction] { lock.withLock { actionList } }

    /// The conditions, in the order responses list them.
    public var conditions: [PanelCondition] { lock.withLock { conditionList } }

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

    /// The current session number (0 before the first request).
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

    /// Statistics of every product the app's events or product clicks named.
    public func productStatistics() -> [ProductStatistics] {
        ProductStatistics.compute(reports: reports)
    }

    /// Statistics of one product (`nil` for a product never named).
    public func statistics(forProduct id: String) -> ProductStatistics? {
        productStatistics().first { $0.productId == id }
    }

    // MARK: The server's part

    /// Answers one request of the tracker at `now`: opens a session when asked, records the
    /// commands, lists what the tracker has not been given in this session.
    func handle(_ request: PanelRequest, at now: Date) -> PanelResponse {
        lock.withLock {
            if request.newSession || session == 0 { openSessionLocked(at: now) }
            var navigates = false
            for var report in request.commands {
                report.time = now
                report.session = session
                if report.kind == .navigate { navigates = true }
                appendLocked(report)
            }
            if navigates {
                listedActions = []
                listedConditions = []
            }
            let actions = actionList.filter { !listedActions.contains($0.id) }
            let conditions = conditionList.filter { !listedConditions.contains($0.id) }
            listedActions.formUnion(actions.map(\.id))
            listedConditions.formUnion(conditions.map(\.id))
            return PanelResponse(
                sessionStart: sessionStart, actions: actions, conditions: conditions, dismissActions: [])
        }
    }

    // MARK: Sessions and the log (lock held)

    private func openSessionLocked(at now: Date) {
        // Whole seconds, as the SDK reads the start from the session id's leading digits.
        let seconds = now.timeIntervalSince1970.rounded(.down)
        let start = session == 0 ? seconds : max(seconds, sessionStart.timeIntervalSince1970 + 1)
        session += 1
        sessionStart = Date(timeIntervalSince1970: start)
        listedActions = []
        listedConditions = []
        appendLocked(PanelReport(time: now, session: session, kind: .sessionStarted))
    }

    private func appendLocked(_ report: PanelReport) {
        log.append(report)
        guard let journal else { return }
        // The journal is evidence, not state: a write that fails must not lose the report.
        try? Self.append(lines: [report.jsonLine()], to: journal)
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

    /// Replaces the panel's reports with `reports` (e.g. read from a file): statistics, closes
    /// and the session (number and start) follow them.
    public func load(reports: [PanelReport]) {
        lock.withLock {
            log = reports
            session = reports.map(\.session).max() ?? 0
            let start = reports.last { $0.kind == .sessionStarted }?.time ?? reports.first?.time ?? .distantPast
            sessionStart = Date(timeIntervalSince1970: start.timeIntervalSince1970.rounded(.down))
            listedActions = Set(actionList.map(\.id))
            listedConditions = Set(conditionList.map(\.id))
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
