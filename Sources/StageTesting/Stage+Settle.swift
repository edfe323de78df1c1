import ScriptEngine

extension Stage {
    /// Lets everything on the stage settle as in a user's pause: what is due now, then, in lock step
    /// (``advance(by:)``), each next timer or animation frame of any player or web view while one
    /// falls due within `bound`, until `done` holds. The clock stops at the last one that ran: a
    /// stage with nothing pending does not move, and a page that animates forever stops at the bound.
    ///
    /// ```swift
    /// try webView.click(selector: ".carousel-control-next")
    /// try await stage.settle(within: .seconds(1))   // the 0.6 s slide ends, its link is active
    /// ```
    ///
    /// - Parameters:
    ///   - bound: how far the clock may move at most.
    ///   - done: checked before each step; the settle ends as soon as it holds.
    /// - Returns: whether `done` held when the settle ended.
    /// - Throws: the first member's error; `ScriptError.timerLimitExceeded(limit:)` after
    ///   `StageScope.stepLimit` steps.
    @discardableResult
    public func settle(within bound: Duration, until done: () throws -> Bool = { false }) async throws -> Bool {
        try await scope.settle()
        let deadline = scope.now + max(bound, .zero)
        var steps = 0
        while true {
            if try done() { return true }
            guard let wait = timeUntilNextTimer.map({ max($0, .zero) }), scope.now + wait <= deadline else {
                return false
            }
            steps += 1
            if steps > StageScope.stepLimit { throw ScriptError.timerLimitExceeded(limit: StageScope.stepLimit) }
            try await scope.advance(by: wait)
        }
    }
}
