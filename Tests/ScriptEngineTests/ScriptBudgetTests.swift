import Dispatch
import Foundation
import Synchronization
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

/// `ScriptBudget(reusing:tolerance:)`: a top-level entry's budget starts from the thread's last
/// reading of its CPU time when that reading is recent enough, so a page's dozens of entries do
/// not each make the system call.
struct ScriptBudgetReadingTests {
    @Test func aRecentReadingOfThisThreadIsTheStart() {
        // A reading 5 ms of CPU time behind the thread's, taken just now on the wall clock.
        var reading: CPUTimeReading? = CPUTimeReading(
            thread: pthread_self(), wall: ContinuousClock.now, cpu: ScriptBudget.threadCPUTime - .milliseconds(5))
        let kept = reading
        let budget = ScriptBudget(reusing: &reading, tolerance: .seconds(60))
        #expect(budget.cpuElapsed >= .milliseconds(5))
        #expect(reading?.wall == kept?.wall && reading?.cpu == kept?.cpu)
    }

    @Test func aReadingOlderThanTheToleranceIsTakenAgain() {
        let old = ContinuousClock.now - .seconds(1)
        var reading: CPUTimeReading? = CPUTimeReading(
            thread: pthread_self(), wall: old, cpu: ScriptBudget.threadCPUTime - .milliseconds(500))
        let budget = ScriptBudget(reusing: &reading, tolerance: .milliseconds(1))
        #expect(budget.cpuElapsed < .milliseconds(400))
        #expect(reading.map { $0.wall > old } == true)
    }

    @Test func anotherThreadsReadingIsNotUsed() throws {
        // A reading taken on a thread of its own, while this one waits for it.
        let other = Mutex<CPUTimeReading?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var reading: CPUTimeReading?
            _ = ScriptBudget(reusing: &reading, tolerance: .seconds(60))
            other.withLock { $0 = reading }
            done.signal()
        }
        thread.start()
        done.wait()
        let taken = try #require(other.withLock { $0 })
        #expect(pthread_equal(taken.thread, pthread_self()) == 0)
        // Claimed 500 ms behind this thread's CPU time: were it used, the budget would start 500 ms in.
        var reading: CPUTimeReading? = CPUTimeReading(
            thread: taken.thread, wall: ContinuousClock.now, cpu: ScriptBudget.threadCPUTime - .milliseconds(500))
        let budget = ScriptBudget(reusing: &reading, tolerance: .seconds(60))
        #expect(budget.cpuElapsed < .milliseconds(400))
        #expect(reading.map { pthread_equal($0.thread, pthread_self()) != 0 } == true)
    }

    @Test func theToleranceIsAHundredthOfTheLimitAtMostAMillisecond() {
        #expect(Watchdog.readingTolerance(.seconds(1)) == .milliseconds(1))
        #expect(Watchdog.readingTolerance(.milliseconds(20)) == .microseconds(200))
    }
}
