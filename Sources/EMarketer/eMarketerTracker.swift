import Foundation

/// The tracker (the e-Marketer SDK's `eMarketerTracker`): what the app asks for actions to show and
/// reports to.
///
/// `eMarketerTracker.inst` is the singleton the SDK documentation's code uses. As in the SDK, it needs
/// ``initialize(apiKey:)`` with a 40-character key before it answers; ``bind(to:clock:)`` (a
/// ShopStage addition) points it at a panel of your own and counts as initialized. Tests can also
/// create trackers bound to their own panel and clock, which never share state:
///
/// ```swift
/// let clock = ManualPanelClock()
/// let banner = PanelAction(id: 7, name: "Summer sale", content: "<a href='/sale'>Sale</a>")
/// let tracker = eMarketerTracker(panel: EMarketerPanel(actions: [banner]), clock: clock)
/// let actions = try await tracker.getResult().actions
/// try actions[0].render(on: webView) { clicked in tracker.reportActionClicked(clicked: clicked) }
/// tracker.productPurchased(productId: "sku-7")
/// tracker.done()
/// ```
///
/// The tracker keeps the SDK's client state and sends the panel the SDK's requests: events
/// (`productViewed`, `navigate`, …) wait in a queue for the next request; a request goes out for
/// each action report, for `getResult()` when there is no cached result or something is queued,
/// for `startNewSession()` and `done()` when something is queued. See ``getResult(asyncResult:)``
/// for what it returns, and ``EMarketerPanel`` for the server's part. In-process a request is
/// answered before the call returns. All methods are thread-safe.
public final class eMarketerTracker: @unchecked Sendable {
    /// The singleton: not initialized until ``initialize(apiKey:)`` or ``bind(to:clock:)``. On a
    /// stage (``stageInstance`` bound), the stage's tracker, so parallel tests never share one.
    public static var inst: eMarketerTracker { stageInstance ?? sharedInstance }
    private static let sharedInstance = eMarketerTracker(
        panel: EMarketerPanel(), clock: SystemPanelClock(), initialized: false)
    /// What ``inst`` is while a task runs on a stage (ShopStageTesting's `Stage.run` binds it).
    @TaskLocal public static var stageInstance: eMarketerTracker?

    /// The SDK asks for a new session this long after the session's start: 90 min − 5 s.
    static let sessionRenewal: TimeInterval = 90 * 60 - 5

    /// The SDK's base URL for action pages, `https://counter.personyze.com/` (the e-Marketer SDK is the
    /// Personyze iOS SDK renamed, and its documentation names no e-Marketer host); the library is
    /// `web-view.js` beside it.
    public static let defaultWebViewBaseURL: URL =
        URL(string: "https://counter.personyze.com/") ?? URL(fileURLWithPath: "/")  // the literal always parses

    private let lock = NSLock()
    private var baseURL = eMarketerTracker.defaultWebViewBaseURL
    /// `web-view.js` under `baseURL`, as text: made when the base URL is set, not for every page
    /// (Foundation's URL resolution is some 8 µs here, and each action page asks twice).
    private var libraryURLText = eMarketerTracker.libraryURL(under: eMarketerTracker.defaultWebViewBaseURL).absoluteString
    private var boundPanel: EMarketerPanel
    private var boundClock: any PanelClock
    private var state: ClientState

    /// A tracker on `panel` and `clock`, initialized (no API key needed).
    public convenience init(panel: EMarketerPanel = EMarketerPanel(), clock: any PanelClock = SystemPanelClock()) {
        self.init(panel: panel, clock: clock, initialized: true)
    }

    private init(panel: EMarketerPanel, clock: any PanelClock, initialized: Bool) {
        boundPanel = panel
        boundClock = clock
        state = ClientState(initialized: initialized)
    }

    /// Points this tracker at another panel and clock (how tests and the demo set up `inst`):
    /// a fresh client, as an app installed anew, initialized.
    public func bind(to panel: EMarketerPanel, clock: any PanelClock = SystemPanelClock()) {
        lock.withLock {
            boundPanel = panel
            boundClock = clock
            state = ClientState(initialized: true)
        }
    }

    /// The panel this tracker sends its requests to.
    public var panel: EMarketerPanel { lock.withLock { boundPanel } }
    /// Where the tracker reads the time: session expiry and the reports' times.
    public var clock: any PanelClock { lock.withLock { boundClock } }

    /// The URL `renderOnWebkitView` loads action pages at (their relative links resolve against it)
    /// and where their library `web-view.js` is served from; ``defaultWebViewBaseURL`` unless set.
    public var webViewBaseURL: URL {
        get { lock.withLock { baseURL } }
        set {
            let text = Self.libraryURL(under: newValue).absoluteString
            lock.withLock {
                baseURL = newValue
                libraryURLText = text
            }
        }
    }

    /// The click-capture library's URL: `web-view.js` under ``webViewBaseURL``.
    var webViewLibraryURL: URL { Self.libraryURL(under: webViewBaseURL) }

    /// ``webViewLibraryURL`` as text.
    var webViewLibraryURLText: String { lock.withLock { libraryURLText } }

    private static func libraryURL(under base: URL) -> URL {
        URL(string: "web-view.js", relativeTo: base)?.absoluteURL ?? base
    }

    /// Initializes the tracker with your API key, as the SDK: the key is checked at the next
    /// request, and one that is not 40 characters long makes every request fail with
    /// ``eMarketerError/malformedApiKey(_:)`` (queued events wait). The same key again does nothing.
    public func initialize(apiKey: String) {
        lock.withLock {
            if state.apiKey != apiKey {
                state.apiKey = apiKey
                state.initialized = false
            }
        }
    }

    // MARK: Results and sessions

    /// What conditions match and what actions to present, as the SDK answers:
    /// - with nothing queued and a cached result, the cached result;
    /// - otherwise after a request: the response's actions, less those a close still blocks,
    ///   *replace* the cached result when there is none (first request, after `startNewSession()`)
    ///   or the request navigated, and are otherwise *merged* into it (new ids appended, cached
    ///   actions kept, `dismiss_actions` removed). So an action closed in this session stays in
    ///   the result until a `navigate(documentName:)` or a new session.
    ///
    /// The handler runs before this method returns, on the caller's thread; it may capture
    /// non-Sendable state such as a view controller.
    public func getResult(asyncResult: @escaping (eMarketerResult?, eMarketerError?) -> Void) {
        let (result, error) = flush(wantsResult: true, startsNewSession: false)
        asyncResult(result, error)
    }

    /// ``getResult(asyncResult:)`` as an `async` call.
    /// - Throws: the ``eMarketerError`` the handler would get.
    public func getResult() async throws -> eMarketerResult {
        let (result, error) = flush(wantsResult: true, startsNewSession: false)
        if let error { throw error }
        return result ?? eMarketerResult()
    }

    /// Sends what is queued, then asks for a new session at the next request and drops the cached
    /// result. Calls before that request make one session, as in the SDK.
    public func startNewSession() {
        _ = flush(wantsResult: false, startsNewSession: true)
    }

    /// Sends what is queued ("call this at last").
    public func done() {
        _ = flush(wantsResult: false, startsNewSession: false)
    }

    /// The SDK deletes the action and condition definitions it caches in files. ShopStage keeps
    /// none (the panel is in-process), so nothing observable changes; it never throws.
    public func clearCache() throws {}

    // MARK: Commands

    /// A page view: queued, and the next response replaces the cached result. An empty name is ignored.
    public func navigate(documentName: String) {
        guard !documentName.isEmpty else { return }
        enqueue(.command(.navigate) { $0.documentName = documentName }, navigates: true)
    }

    /// Reports a click captured by `renderOnWebkitView` as the SDK does: its status and arg as
    /// they are (`target`, `close` with the sessions in arg, `product`, `article`, `error`, or
    /// any other), for its action. Nothing is sent for an action id ≤ 0 or an empty status.
    public func reportActionClicked(clicked: eMarketerActionClicked) {
        reportActionStatus(
            actionId: clicked.actionId, status: clicked.status, arg: clicked.arg,
            href: clicked.href.isEmpty ? nil : clicked.href)
    }

    func enqueue(_ command: PanelReport, navigates: Bool = false) {
        lock.withLock {
            state.commands.append(command)
            if navigates { state.navigates = true }
        }
    }

    /// The SDK's `reportActionStatus`: gated on `actionId > 0` and a status; a duplicate of a
    /// status still queued since the last navigation is dropped (any status makes `executed` one);
    /// a close with a whole number above 0 blocks the action; then the queue is sent at once — also
    /// after a dropped duplicate, as in the SDK, whose duplicate check returns only from its lock.
    func reportActionStatus(actionId: Int, status: String, arg: String, href: String? = nil) {
        guard actionId > 0, !status.isEmpty else { return }
        let report = PanelReport.actionStatus(actionId: actionId, status: status, arg: arg, href: href)
        lock.withLock {
            for command in state.commands.reversed() {
                if command.kind == .navigate { break }
                guard command.actionId == actionId, Self.isActionStatus(command.kind) else { continue }
                if report.kind == .executed || (command.kind == report.kind && command.status == report.status) {
                    return
                }
            }
            state.commands.append(report)
            if report.kind == .close { state.blocked.close(actionId: actionId, arg: arg) }
        }
        _ = flush(wantsResult: false, startsNewSession: false)
    }

    private static func isActionStatus(_ kind: PanelReport.Kind) -> Bool {
        switch kind {
        case .executed, .click, .close, .productClick, .articleClick, .error, .dontShow, .actionStatus: true
        default: false
        }
    }

    // MARK: Requests

    /// The SDK's `flush`: a request when something is queued, or when a result is wanted and none
    /// is cached; the cached result otherwise.
    private func flush(wantsResult: Bool, startsNewSession: Bool) -> (eMarketerResult?, eMarketerError?) {
        var outcome: (eMarketerResult?, eMarketerError?) = (nil, nil)
        var sendAgain = false
        lock.withLock {
            defer {
                if startsNewSession {
                    state.wantNewSession = true
                    state.cached = nil
                }
            }
            if !state.initialized {
                guard let key = state.apiKey, key.count == 40 else {
                    outcome = (nil, .malformedApiKey("API key must be 40 characters"))
                    return
                }
                state.initialized = true
            }
            guard !state.commands.isEmpty || (wantsResult && state.cached == nil) else {
                outcome = (state.cached ?? eMarketerResult(), nil)
                return
            }
            let now = boundClock.now
            let stale = state.sessionStart.map { $0.addingTimeInterval(Self.sessionRenewal) <= now } ?? true
            let request = PanelRequest(newSession: state.wantNewSession || stale, commands: state.commands)
            let navigated = state.navigates
            state.commands = []
            state.navigates = false
            state.wantNewSession = false

            let response = boundPanel.handle(request, at: now)
            if response.sessionStart != state.sessionStart {
                state.sessionStart = response.sessionStart
                state.blocked.newSession()
            }
            var fresh = eMarketerResult(
                conditions: response.conditions.map(eMarketerCondition.init), actions: [])
            for action in response.actions {
                if state.blocked.blocks(action.id) {
                    state.commands.append(.actionStatus(actionId: action.id, status: "dont-show", arg: ""))
                    sendAgain = true
                } else {
                    fresh.actions.append(eMarketerAction(action, tracker: self))
                }
            }
            state.cached = Self.merge(fresh, into: navigated ? nil : state.cached, dismiss: response.dismissActions)
            outcome = (state.cached, nil)
        }
        if sendAgain { _ = flush(wantsResult: false, startsNewSession: false) }
        return outcome
    }

    private static func merge(_ fresh: eMarketerResult, into cached: eMarketerResult?, dismiss: [Int])
        -> eMarketerResult
    {
        guard var merged = cached else { return fresh }
        for condition in fresh.conditions where !merged.conditions.contains(where: { $0.id == condition.id }) {
            merged.conditions.append(condition)
        }
        for action in fresh.actions where !merged.actions.contains(where: { $0.id == action.id }) {
            merged.actions.append(action)
        }
        merged.actions.removeAll { dismiss.contains($0.id) }
        return merged
    }
}

/// What the SDK keeps on the phone between requests.
private struct ClientState {
    var initialized: Bool
    var apiKey: String?
    var commands: [PanelReport] = []
    var navigates = false
    var wantNewSession = false
    /// The start of the session of the last response (the SDK's `session_id`); nil before the first.
    var sessionStart: Date?
    var blocked = BlockedActions()
    var cached: eMarketerResult?
}

/// What `getResult()` returns: the conditions the user matches and the actions to present.
public struct eMarketerResult: Sendable {
    /// The conditions (segments) the user matches.
    public var conditions: [eMarketerCondition]
    /// The actions to present, less those a close still blocks.
    public var actions: [eMarketerAction]

    /// A result with `conditions` and `actions` (for tests that hand one to app code).
    public init(conditions: [eMarketerCondition] = [], actions: [eMarketerAction] = []) {
        self.conditions = conditions
        self.actions = actions
    }
}
