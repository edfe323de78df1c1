import BambuserPlayer
import EMarketer
import Foundation
import HeadlessWebView
import ScriptEngine
import Testing

/// One test's world: a JavaScriptCore VM of its own, one virtual clock for everything on it, and
/// an e-Marketer panel and tracker bound to that clock.
///
/// Inside ``run(_:)`` host code calls the real initialisers — `WKWebView(frame:configuration:)`,
/// `BambuserVideoPlayer().createPlayerView(…)`, `PlayerViewController(…)`, `eMarketerTracker.inst` —
/// and gets the stage's: its pages and players live in the stage's VM (no page, player or
/// prototype patch of one test is seen by another, and tests on different stages run in
/// parallel), and ``advance(by:)`` moves them, and the panel's sessions, together.
///
/// ```swift
/// @Test @MainActor func bannerCountsAsShown() async throws {
///     let stage = try await Stage(panel: EMarketerPanel(actions: [banner]))
///     try await stage.run { stage in
///         let action = try #require(try await eMarketerTracker.inst.getResult().actions.first)
///         let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
///         action.renderOnWebkitView(webView)   // the stage holds its members weakly: keep them
///         try await stage.advance(by: .seconds(2))
///     }
/// }
/// ```
@MainActor
public final class Stage {
    /// The VM and the members of the clock; what ``run(_:)`` binds.
    public let scope: StageScope
    /// The panel the stage's tracker reports to.
    public let panel: EMarketerPanel
    /// The panel's clock: the stage's ``clock`` read as a date.
    public let panelClock: ManualPanelClock
    /// The tracker on the stage: `eMarketerTracker.inst` inside ``run(_:)``, initialized.
    public let tracker: eMarketerTracker
    /// Failures of the players made inside ``run(_:fileID:filePath:line:column:)`` that their host may not
    /// have seen (a rejected hydration, an unanswered callback).
    public let failures = StageFailureLedger()
    /// Failures declared with ``expectFailure(_:_:sourceLocation:)`` and not yet met.
    var expectedFailures: [ExpectedStageFailure] = []

    /// A stage whose VM, with the DOM's realm ready for a first page, is an ended stage's (kept warm
    /// by ``StagePool``) or is built off the main actor, one per core at a time; while as many
    /// stages as cores are alive, a new one first waits a little for one of them to end.
    ///
    /// - Parameters:
    ///   - panel: what the tracker asks for actions and reports to.
    ///   - epoch: the date at virtual time zero (the panel's clock; 2026-01-01T00:00:00Z).
    public init(panel: EMarketerPanel = EMarketerPanel(), epoch: Date = VirtualClock.defaultEpoch) async throws {
        let clock = VirtualClock(epoch: epoch)
        scope = try await Self.scope(clock: clock)
        self.panel = panel
        panelClock = ManualPanelClock(clock: clock)
        tracker = eMarketerTracker(panel: panel, clock: panelClock)
    }

    /// The new stage's VM: an ended stage's (StagePool.swift), or, while as many stages as cores are
    /// alive, the next one to end, or else one built off the main actor. The stage counts as alive
    /// from here, while its VM is built too.
    private static func scope(clock: VirtualClock) async throws -> StageScope {
        if let pooled = StagePool.take() {
            StagePool.stageStarted()
            return StageScope(mainActorGroup: pooled, clock: clock)
        }
        if StagePool.live >= StagePool.liveBeforeWaiting,
            let ended = await StagePool.awaitEnded(patience: StagePool.patience)
        {
            StagePool.stageStarted()
            return StageScope(mainActorGroup: ended, clock: clock)
        }
        StagePool.stageStarted()
        // Builds wait for a core; a stage that ended meanwhile may have left its VM.
        await StageBuilds.shared.enter()
        if let pooled = StagePool.take() {
            await StageBuilds.shared.leave()
            return StageScope(mainActorGroup: pooled, clock: clock)
        }
        let built: ScriptContextGroup
        do {
            let start = ContinuousClock.now
            built = try await preparedGroup()
            StagePool.lastBuild = ContinuousClock.now - start
        } catch {
            await StageBuilds.shared.leave()
            StagePool.stageEnded()
            throw error
        }
        await StageBuilds.shared.leave()
        return StageScope(group: built, clock: clock)
    }

    /// A new VM with the DOM's code compiled and linked in its realm, so the stage's first page
    /// costs what a later one does.
    @concurrent
    nonisolated private static func preparedGroup() async throws -> sending ScriptContextGroup {
        let group = try ScriptContextGroup()
        _ = try DOMContext(name: "shopstage-stage", group: group)
        return group
    }

    /// The stage's VM waits for the next stage (StagePool.swift).
    isolated deinit {
        StagePool.stageEnded()
        StagePool.give(scope.group)
    }

    /// The stage's clock: the one every player, page and the panel goes by.
    public var clock: VirtualClock { scope.clock }

    /// Virtual time on the stage.
    public var now: Duration { scope.now }

    /// Runs `body` on the stage: web views and players made in it join the stage's VM and clock,
    /// and `eMarketerTracker.inst` is ``tracker``.
    ///
    /// Fails loudly: when `body` returns, a failure a player met (a rejected hydration, an unanswered
    /// callback) that the test did not declare with ``expectFailure(_:_:sourceLocation:)`` fails the
    /// test at the line of this call.
    /// (The location comes as literals, not `#_sourceLocation`, so callers that do not import Testing,
    /// such as the CLI's bench, can call it.)
    public func run<T>(
        _ body: @MainActor (Stage) async throws -> T,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async rethrows -> T {
        let result: T
        do {
            result = try await StageFailureLedger.$current.withValue(failures) {
                try await eMarketerTracker.$stageInstance.withValue(tracker) {
                    try await scope.run { try await body(self) }
                }
            }
        } catch {
            // The thrown error already fails the test; what the run left must not reach the next run.
            _ = failures.take()
            expectedFailures.removeAll()
            throw error
        }
        checkFailures(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return result
    }

    /// Adds something made outside ``run(_:)`` (or by hand) to what the clock moves.
    public func enroll(_ member: any VirtualTimeDriven) {
        scope.enroll(member)
    }
}

extension Stage: VirtualTimeDriven {
    public var timeUntilNextTimer: Duration? { scope.timeUntilNextTimer }

    /// Moves every player, web view and the panel forward by `duration` together: timer by
    /// timer across all of them, settling all between steps.
    public func advance(by duration: Duration) async throws {
        try await scope.advance(by: duration)
    }

    /// Runs what is due now on every member and lets the work the host started finish.
    public func settle() async throws {
        try await scope.settle()
    }
}
