import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import ScriptEngine

/// `ScriptBudget`: a thread's CPU time against a limit, with a wall-clock backstop; the CPU time,
/// a system call to read, is read only once the wall clock has passed the limit.
struct ScriptBudgetTests {
    /// Spins on the calling thread until it has used `duration` of CPU time.
    static func spin(_ duration: Duration) {
        let start = ScriptBudget.threadCPUTime
        var x = 0
        while ScriptBudget.threadCPUTime - start < duration { x &+= 1 }
        _ = x
    }

    @Test func aBudgetWithinItsLimitIsNotExceeded() {
        let budget = ScriptBudget()
        #expect(!budget.isExceeded(.seconds(10)))
    }

    @Test func aBudgetWhoseCPUTimeIsUsedUpIsExceeded() {
        let budget = ScriptBudget()
        Self.spin(.milliseconds(30))
        #expect(budget.isExceeded(.milliseconds(10)))
        #expect(budget.cpuElapsed >= .milliseconds(30))
    }

    @Test func timeSpentAsleepIsNotCountedUpToTheBackstop() {
        let budget = ScriptBudget()
        // A thread asleep uses no CPU; slept to the end (a signal can cut one sleep short).
        let end = ContinuousClock.now + .milliseconds(60)
        while ContinuousClock.now < end { usleep(5_000) }
        // Past the limit on the wall clock, not in CPU time, and short of ten times the limit.
        #expect(!budget.isExceeded(.milliseconds(50)))
        #expect(budget.isExceeded(.milliseconds(5)))
    }
}
