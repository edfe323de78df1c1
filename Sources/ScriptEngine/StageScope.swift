import Foundation

/// The stage a task runs on: a VM of its own and one virtual clock for everything on it.
///
/// While a task runs with a scope bound (``current``, ShopStageTesting's `Stage.run`), the web
/// views and players made on the main actor are created in the scope's ``group`` instead of the
/// VM the main actor shares (``ScriptContextGroup/main``), and enrol themselves, so that
/// ``advance(by:)`` moves them all together. Host code keeps calling the real initialisers.
///
/// `@unchecked Sendable`: the group is not `Sendable`, and is reached only through main-actor
/// members; the clock is `Sendable`.
public final class StageScope: @unchecked Sendable {
    /// The scope of the running task, or nil outside a stage.
    @TaskLocal public static var current: StageScope?

    /// The most steps one ``advance(by:)`` takes before it gives up (timers that re-arm at the
    /// same instant forever), as a script context's timer limit.
    public static let stepLimit = ScriptContext.defaultTimerCallbackLimit

    private let storedGroup: ScriptContextGroup
    /// Virtual time on the stage: every member has moved with it since it enrolled.
    public let clock: VirtualClock
    @MainActor private var enrolled: [WeakMember] = []

    /// A scope on `group` (made wherever the caller likes: a VM can be built off the main actor
    /// and handed over) and `clock`.
    public init(group: sending ScriptContextGroup, clock: VirtualClock = VirtualClock()) {
        storedGroup = group
        self.clock = clock
    }

    /// A scope on `group`, a VM the main actor already holds (an ended stage's), and `clock`.
    @MainActor public init(mainActorGroup group: ScriptContextGroup, clock: VirtualClock = VirtualClock()) {
        storedGroup = group
        self.clock = clock
    }

    /// The stage's VM.
    @MainActor public var group: ScriptContextGroup { storedGroup }

    /// Virtual time on the stage.
    public var now: Duration { clock.now }

    /// Adds `member` to what ``advance(by:)`` and ``settle()`` move. The scope holds it weakly:
    /// a player or web view a test drops leaves the stage with it.
    @MainActor public func enroll(_ member: any VirtualTimeDriven) {
        enrolled.removeAll { $0.member == nil || $0.member === member }
        enrolled.append(WeakMember(member: member))
    }

    /// The members still alive, in the order they enrolled.
    @MainActor public var members: [any VirtualTimeDriven] { enrolled.compactMap(\.member) }

    /// `configuration` for a context made in `group`: on the stage's VM, a page or player made at
    /// stage time T reads `Date.now()` as the stage's date then (the panel's), unless it chose its
    /// own epoch; its `performance.now()` still starts at zero, as a new document's does.
    func configuration(
        _ configuration: ScriptContext.Configuration, for group: ScriptContextGroup
    ) -> ScriptContext.Configuration {
        guard group === storedGroup, configuration.epochMilliseconds == ScriptContext.Configuration().epochMilliseconds
        else { return configuration }
        var configuration = configuration
        configuration.epochMilliseconds = clock.date.timeIntervalSince1970 * 1000
        return configuration
    }

    /// Runs `body` with this scope as ``current``.
    @MainActor
    public func run<T>(_ body: @MainActor () async throws -> T) async rethrows -> T {
        try await Self.$current.withValue(self) { try await body() }
    }
}

@MainActor
extension StageScope: VirtualTimeDriven {
    /// The soonest next timer of any member; `nil` when no member has one.
    public var timeUntilNextTimer: Duration? {
        members.compactMap(\.timeUntilNextTimer).min()
    }

    /// Moves every member forward by `duration` in lock step: to each timer that falls due on
    /// any of them, in order of due time, settling all of them between steps, so that what one
    /// member's timer hands the host arrives before another member's later timer fires.
    ///
    /// - Throws: the first member's error; ``ScriptError/timerLimitExceeded(limit:)`` after
    ///   ``stepLimit`` steps that did not reach the end.
    public func advance(by duration: Duration) async throws {
        var remaining = max(duration, .zero)
        try await settle()
        var steps = 0
        while true {
            let step = timeUntilNextTimer.map { min(max($0, .zero), remaining) } ?? remaining
            // The clock first: what the members hand the host during the step is stamped with its end,
            // the due time of the timer that ends it.
            clock.advance(by: step)
            for member in members { try await member.advance(by: step) }
            remaining -= step
            try await settle()
            if remaining == .zero && (timeUntilNextTimer.map { $0 > .zero } ?? true) { return }
            steps += 1
            if steps > Self.stepLimit { throw ScriptError.timerLimitExceeded(limit: Self.stepLimit) }
        }
    }

    /// Settles every member (timers due now, work the host started), in the order they enrolled.
    public func settle() async throws {
        for member in members { try await member.settle() }
    }
}

private struct WeakMember {
    weak var member: (any VirtualTimeDriven)?
}
