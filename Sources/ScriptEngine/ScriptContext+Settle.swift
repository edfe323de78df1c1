/// Settling: what a page does in a user's pause, on virtual time.
extension ScriptContext {
    /// How long until the next timer not cleared falls due, rounded up to the microsecond so that
    /// advancing by it always reaches that timer; zero when one is due now, nil when none is scheduled.
    public var timeUntilNextTimer: Duration? {
        timers.nextDue(in: ref).map { .milliseconds(clamping: max(0, $0 - timers.now), rounding: .up) }
    }

    /// Runs the timers due now (with the microtasks they queue), then moves the clock to each next
    /// timer — animation frames are timers too — while it falls due within `bound` of now, until
    /// `done` holds or nothing is due within the bound. The clock stops at the last timer that ran
    /// (or where `done` first held), never past the bound: a page with nothing pending moves nothing.
    ///
    /// - Parameters:
    ///   - bound: the most virtual time the settle may move the clock.
    ///   - maxCallbacks: the most timer callbacks to run (an interval of 0 ms would otherwise run
    ///     until the bound, 1 ms at a time).
    ///   - done: checked before each step; the settle ends as soon as it holds.
    /// - Returns: whether `done` held when the settle ended.
    /// - Throws: ``ScriptError/timerLimitExceeded(limit:)`` past `maxCallbacks`; a callback's
    ///   ``ScriptError/timeLimitExceeded(limit:sourceName:)``, or the same for `<the timers of one settle>`
    ///   once all its callbacks together ran past ``pageTimeLimit``; what `done` throws.
    @discardableResult
    public func settle(
        within bound: Duration, maxCallbacks: Int = ScriptContext.defaultTimerCallbackLimit,
        until done: () throws -> Bool = { false }
    ) throws -> Bool {
        // One budget for the whole settle: its steps are one advance of the clock.
        let budget = pageBudget(for: "<the timers of one settle>")
        try advance(by: .zero, maxCallbacks: maxCallbacks, budget: budget)
        let deadline = timers.now + max(0, bound.inMilliseconds)
        var steps = 0
        while true {
            if try done() { return true }
            guard let due = timers.nextDue(in: ref), due <= deadline else { return false }
            steps += 1
            if steps > maxCallbacks { throw ScriptError.timerLimitExceeded(limit: maxCallbacks) }
            // To the timer's due time exactly (never past the bound): advance(by:) adds milliseconds.
            let step = max(0, due - timers.now)
            try advance(by: .milliseconds(clamping: step, rounding: .up), maxCallbacks: maxCallbacks, budget: budget)
        }
    }
}
