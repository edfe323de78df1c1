/// The time all the work of one page load, or of one advance of the clock, may take together
/// (``ScriptContext/Configuration/pageTimeLimit``). Each entry also has its own ``ScriptContext/Configuration/timeLimit``;
/// without this, 40 looping `<script>` tags, each stopped at the limit, would hold a load for 40 seconds.
/// Checked between entries, so the work can run past it by at most one entry's limit; counted as the
/// time limit is (`ScriptBudget`: the CPU time of the thread running the work, with a wall-clock backstop).
public struct PageBudget: Sendable {
    /// What the work is, as the error names it: `<the scripts of one load>`, `<the timers of one advance>`.
    public let work: String
    /// How long the work may run together.
    public let limit: Duration
    private let started = ScriptBudget()

    /// A budget of `limit` for `work`, starting now.
    public init(work: String, limit: Duration) {
        self.work = work
        self.limit = limit
    }

    /// Throws ``ScriptError/timeLimitExceeded(limit:sourceName:)`` naming the work once it has run past the limit.
    public func check() throws {
        guard started.isExceeded(limit) else { return }
        throw ScriptError.timeLimitExceeded(limit: limit, sourceName: work)
    }
}

extension ScriptContext {
    /// A budget for `work` under this context's ``pageTimeLimit``, starting now.
    public func pageBudget(for work: String) -> PageBudget {
        PageBudget(work: work, limit: pageTimeLimit)
    }
}
