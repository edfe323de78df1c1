import Foundation
import ScriptEngine
import StageFailures
import Testing

/// One test's world: a JavaScriptCore VM of its own and one virtual clock for everything on it.
///
/// Inside ``run(_:fileID:filePath:line:column:)`` host code calls the real initialisers —
/// `BambuserSDK(server:).createPlayerView(…)`, `PlayerViewController(…)`, `WKWebView(frame:configuration:)`
/// — and gets the stage's: its players and pages live in the stage's VM (no player, page or prototype
/// patch of one test is seen by another, and tests on different stages run in parallel), and
/// ``advance(by:)`` moves them together. Each SDK's testing module adds to it: EMarketerTesting an
/// e-Marketer panel and tracker (`Stage(panel:)`, `stage.panel`).
///
/// When the run ends, what an SDK surfaced and the test neither looked at nor declared expected
/// (``expectFailure(_:_:sourceLocation:)``) fails the test at the `run` call: a rejected hydration,
/// an unanswered callback, a page error, a failed download.
///
/// ```swift
/// @Test @MainActor func theShowEndsOnTheStageClock() async throws {
///     BambuserShowRegistry.shared.register(Fixtures.show(id: "drop", products: ["bmb-1"], every: 30))
///     let stage = try await Stage()
///     try await stage.run { stage in
///         let playerView = BambuserSDK(server: .US).createPlayerView(
///             videoConfiguration: .init(
///                 type: .live(id: "drop"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
///         playerView.play()
///         try await stage.advance(by: .seconds(40))   // the 31 s show, at once
///         #expect(playerView.currentPlayerState == .completed)
///     }
/// }
/// ```
@MainActor
public final class Stage {
    /// The VM and the members of the clock; what ``run(_:fileID:filePath:line:column:)`` binds.
    public let scope: StageScope
    /// Failures the SDK objects made inside ``run(_:fileID:filePath:line:column:)`` met that their
    /// host may not have seen (a rejected hydration, an unanswered callback, a page error, a failed
    /// download).
    public let failures = StageFailureLedger()
    /// Failures declared with ``expectFailure(_:_:sourceLocation:)`` and not yet met.
    var expectedFailures: [ExpectedStageFailure] = []
    /// What SDKs' testing modules added (EMarketerTesting's panel and tracker), in the order they came.
    private var attachments: [any StageAttachment] = []
    /// What this stage's VM was prepared with, so that an ended stage's VM goes to a stage that wants it.
    let preparation: StageVMPreparation?

    /// A stage whose VM is an ended stage's (kept warm) or is built off the main actor, one per core
    /// at a time; while as many stages as cores are alive, a new one first waits a little for one of
    /// them to end.
    ///
    /// - Parameter epoch: the date at virtual time zero (2026-01-01T00:00:00Z unless given).
    @_disfavoredOverload  // with EMarketerTesting imported, `Stage()` is the stage with an e-Marketer panel
    public convenience init(epoch: Date = VirtualClock.defaultEpoch) async throws {
        try await self.init(epoch: epoch, preparing: nil)
    }

    /// A stage whose VM, when built for it, is prepared with `preparation` first (off the main actor).
    package init(epoch: Date, preparing preparation: StageVMPreparation?) async throws {
        self.preparation = preparation
        scope = try await Self.scope(clock: VirtualClock(epoch: epoch), preparation: preparation)
    }

    /// The new stage's VM: an ended stage's (StagePool.swift), or, while as many stages as cores are
    /// alive, the next one to end, or else one built off the main actor. The stage counts as alive
    /// from here, while its VM is built too.
    private static func scope(clock: VirtualClock, preparation: StageVMPreparation?) async throws -> StageScope {
        if let pooled = StagePool.take(preparedWith: preparation) {
            StagePool.stageStarted()
            return StageScope(mainActorGroup: pooled, clock: clock)
        }
        if StagePool.live >= StagePool.liveBeforeWaiting,
            let ended = await StagePool.awaitEnded(patience: StagePool.patience, preparedWith: preparation)
        {
            StagePool.stageStarted()
            return StageScope(mainActorGroup: ended, clock: clock)
        }
        StagePool.stageStarted()
        // Builds wait for a core; a stage that ended meanwhile may have left its VM.
        await StageBuilds.shared.enter()
        if let pooled = StagePool.take(preparedWith: preparation) {
            await StageBuilds.shared.leave()
            return StageScope(mainActorGroup: pooled, clock: clock)
        }
        let built: ScriptContextGroup
        do {
            let start = ContinuousClock.now
            built = try await preparedGroup(preparation)
            StagePool.lastBuild = ContinuousClock.now - start
        } catch {
            await StageBuilds.shared.leave()
            StagePool.stageEnded()
            throw error
        }
        await StageBuilds.shared.leave()
        return StageScope(group: built, clock: clock)
    }

    /// A new VM, prepared (EMarketerTesting compiles and links the DOM in its realm, so the stage's
    /// first page costs what a later one does).
    @concurrent
    nonisolated private static func preparedGroup(
        _ preparation: StageVMPreparation?
    ) async throws -> sending ScriptContextGroup {
        let group = try ScriptContextGroup()
        try preparation?.prepare(group)
        return group
    }

    /// The stage's VM waits for the next stage (StagePool.swift).
    isolated deinit {
        StagePool.stageEnded()
        StagePool.give(scope.group, preparedWith: preparation)
    }

    /// The stage's clock: the one every player, page and the panel goes by.
    public var clock: VirtualClock { scope.clock }

    /// Virtual time on the stage.
    public var now: Duration { scope.now }

    /// Runs `body` on the stage: players and web views made in it join the stage's VM and clock, and
    /// what SDKs' testing modules added is bound (EMarketerTesting: `eMarketerTracker.inst` is the
    /// stage's tracker).
    ///
    /// Fails loudly: when `body` returns, each failure an SDK object of the run met (a rejected
    /// hydration, an unanswered callback, a page error, a failed download) that the test neither
    /// looked at nor declared with ``expectFailure(_:_:sourceLocation:)`` is recorded as an issue at
    /// the line of this call, with the declaration that would expect it. When `body` throws, the
    /// error fails the test and what the run left is dropped.
    ///
    /// - Parameters:
    ///   - body: the test's code, given this stage.
    ///   - fileID: where the call is (filled in by the compiler).
    ///   - filePath: where the call is (filled in by the compiler).
    ///   - line: where the call is (filled in by the compiler).
    ///   - column: where the call is (filled in by the compiler).
    /// - Returns: what `body` returns.
    public func run<T>(
        _ body: @MainActor (Stage) async throws -> T,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async rethrows -> T {
        let result: T
        do {
            result = try await StageFailureLedger.$current.withValue(failures) {
                try await withAttachments(from: 0) { try await scope.run { try await body(self) } }
            }
        } catch {
            // The thrown error already fails the test; what the run left must not reach the next run.
            collectHeldFailures()
            _ = failures.take()
            expectedFailures.removeAll()
            throw error
        }
        collectHeldFailures()
        checkFailures(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return result
    }

    /// The members still alive that report only when asked (web views' page errors) report now; those
    /// the run dropped reported when they went.
    private func collectHeldFailures() {
        for member in scope.members { (member as? any StageFailureSource)?.reportHeldFailures() }
    }

    /// `body` inside what the attachments from `index` on bind, the first outermost.
    private func withAttachments<T>(
        from index: Int, _ body: @MainActor () async throws -> T
    ) async rethrows -> T {
        guard index < attachments.count else { return try await body() }
        return try await attachments[index].withBindings { try await withAttachments(from: index + 1, body) }
    }

    /// The attachment of type `A`, if one was added.
    package func attachment<A: StageAttachment>(_ type: A.Type) -> A? {
        attachments.lazy.compactMap { $0 as? A }.first
    }

    /// Adds `attachment`: ``run(_:fileID:filePath:line:column:)`` binds what it binds from now on.
    package func attach(_ attachment: any StageAttachment) {
        attachments.append(attachment)
    }

    /// Adds something made outside ``run(_:fileID:filePath:line:column:)`` (or by hand) to what the
    /// clock moves: the stage holds it weakly.
    ///
    /// - Parameter member: a player, web view or anything else virtual time drives.
    public func enroll(_ member: any VirtualTimeDriven) {
        scope.enroll(member)
    }
}

extension Stage: VirtualTimeDriven {
    /// How long until the next timer or animation frame of any player or web view on the stage, nil
    /// when none is pending.
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
