import Foundation

/// The tracker (seed 002): what the app asks for actions to show and reports to.
///
/// `eMarketerTracker.inst` is the singleton seed code uses; it starts on an empty panel and
/// the wall clock, and ``bind(to:clock:)`` points it at a panel of your own. Tests can also
/// create trackers bound to their own panel and clock, which never share state:
///
/// ```swift
/// let clock = ManualPanelClock()
/// let tracker = eMarketerTracker(panel: EMarketerPanel(actions: [banner]), clock: clock)
/// let actions = await tracker.getResult().actions
/// ```
///
/// All methods are thread-safe. Reports reach the panel at once (the real SDK batches them
/// until the next `getResult()`; in-process there is nothing to wait for).
public final class eMarketerTracker: @unchecked Sendable {
    /// The singleton.
    public static let inst = eMarketerTracker()

    private let lock = NSLock()
    private var boundPanel: EMarketerPanel
    private var boundClock: any PanelClock

    public init(panel: EMarketerPanel = EMarketerPanel(), clock: any PanelClock = SystemPanelClock()) {
        boundPanel = panel
        boundClock = clock
    }

    /// Points this tracker at another panel and clock (how tests and the demo set up `inst`).
    public func bind(to panel: EMarketerPanel, clock: any PanelClock = SystemPanelClock()) {
        lock.withLock {
            boundPanel = panel
            boundClock = clock
        }
    }

    public var panel: EMarketerPanel { lock.withLock { boundPanel } }
    public var clock: any PanelClock { lock.withLock { boundClock } }

    // MARK: Actions

    /// The actions to present now: every action on the panel except those closed for
    /// the current session (see ``EMarketerPanel``).
    public func getResult() async -> eMarketerResult {
        currentResult()
    }

    /// The completion-handler form, shaped as the SDK family's. The handler runs before
    /// this method returns; `error` is always `nil` in-process.
    public func getResult(asyncResult: @escaping @Sendable (eMarketerResult?, eMarketerError?) -> Void) {
        asyncResult(currentResult(), nil)
    }

    func currentResult() -> eMarketerResult {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        let actions = panel.visibleActions(at: clock.now).map { eMarketerAction($0, tracker: self) }
        return eMarketerResult(actions: actions)
    }

    /// Ends the current session; the next one starts now.
    public func startNewSession() {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        panel.startNewSession(at: clock.now)
    }

    // MARK: Reports

    /// Reports a click captured by `renderOnWebkitView`: `target` → a click, `close` → a
    /// close for `arg` sessions (`0` when `arg` is not a whole number), `product` / `article`
    /// → a product / article click on `arg`. An unknown status is not recorded.
    public func reportActionClicked(clicked: eMarketerActionClicked) {
        let href = clicked.href.isEmpty ? nil : clicked.href
        switch clicked.status {
        case "target":
            record(.click, actionId: clicked.actionId) { $0.href = href }
        case "close":
            let sessions = Int(clicked.arg.trimmingCharacters(in: .whitespaces)) ?? 0
            record(.close, actionId: clicked.actionId) {
                $0.dontShowSessions = max(0, sessions)
                $0.href = href
            }
        case "product":
            record(.productClick, actionId: clicked.actionId) {
                $0.productId = clicked.arg
                $0.href = href
            }
        case "article":
            record(.articleClick, actionId: clicked.actionId) {
                $0.articleId = clicked.arg
                $0.href = href
            }
        default:
            break
        }
    }

    /// The product was added to the cart in the app.
    public func productAddedToCart(productId: String) {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        panel.addToCart(productId: productId, at: clock.now)
    }

    /// The product was purchased in the app. It counts towards the contribution of every
    /// action it was clicked from before.
    public func productPurchased(productId: String) {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        panel.purchase(productId: productId, at: clock.now)
    }

    /// Every product reported added to the cart was purchased.
    public func productsPurchased() {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        panel.purchaseCart(at: clock.now)
    }

    func record(_ kind: PanelReport.Kind, actionId: Int, fill: (inout PanelReport) -> Void = { _ in }) {
        let (panel, clock) = lock.withLock { (boundPanel, boundClock) }
        panel.record(kind, at: clock.now) { report in
            report.actionId = actionId
            fill(&report)
        }
    }
}

/// What `getResult()` returns: the actions to present now.
public struct eMarketerResult: Sendable {
    public var actions: [eMarketerAction]

    public init(actions: [eMarketerAction]) {
        self.actions = actions
    }
}
