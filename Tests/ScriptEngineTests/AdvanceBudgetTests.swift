import Foundation
import ScriptEngine
import Testing

/// All the timer callbacks of one advance share a budget: each stays under the entry's limit, and together
/// they stop at ``ScriptContext/Configuration/advanceTimeLimit``.
struct AdvanceBudgetTests {
    /// Each callback spins a few milliseconds: far under the entry's limit, for ever at one a millisecond.
    static let busyInterval = """
        globalThis.runs = 0;
        setInterval(() => { runs++; let spin = 0; while (spin < 2e6) spin++; }, 1)
        """

    @Test(.timeLimit(.minutes(1))) func anIntervalOfShortCallbacksStopsAtTheAdvanceLimit() throws {
        var configuration = ScriptContext.Configuration()
        configuration.advanceTimeLimit = .milliseconds(300)
        let context = try ScriptContext(configuration: configuration)
        try context.evaluate(Self.busyInterval)
        let start = ContinuousClock.now
        let error = #expect(throws: ScriptError.self) { try context.advance(by: .seconds(3600)) }
        // 300 ms of CPU time; on a machine too busy to give it, the backstop (ten times the limit) ends it.
        #expect(ContinuousClock.now - start < .seconds(4))
        #expect(
            error?.description
                == ScriptError.timeLimitExceeded(limit: .milliseconds(300), sourceName: "<the timers of one advance>")
                .description)
        let runs = try context.evaluate("runs")
        #expect(runs != .int(0))
        // The context goes on, and so does the interval at the next advance.
        #expect(try context.evaluate("6 * 7") == .int(42))
        #expect(throws: ScriptError.self) { try context.runUntilIdle() }
    }

    @Test func anAdvanceWithinTheBudgetRunsEveryTimer() throws {
        let context = try ScriptContext()
        try context.evaluate("globalThis.runs = 0; setInterval(() => runs++, 10)")
        try context.advance(by: .seconds(100))
        #expect(try context.evaluate("runs") == .int(10_000))
    }
}
