import Foundation
import ScriptEngine
import Testing

/// All the timer callbacks of one advance share a budget: each stays under the entry's limit, and together
/// they stop at ``ScriptContext/Configuration/pageTimeLimit``.
struct AdvanceBudgetTests {
    /// Each callback spins a few milliseconds: far under the entry's limit, for ever at one a millisecond.
    static let busyInterval = """
        globalThis.runs = 0;
        setInterval(() => { runs++; let spin = 0; while (spin < 2e6) spin++; }, 1)
        """

    @Test(.timeLimit(.minutes(1))) func anIntervalOfShortCallbacksStopsAtTheAdvanceLimit() throws {
        var configuration = ScriptContext.Configuration()
        configuration.pageTimeLimit = .milliseconds(300)
        let context = try ScriptContext(configuration: configuration)
        try context.evaluate(Self.busyInterval)
        // Only the budget's check throws this error: the hour of 1 ms callbacks was cut short by it.
        let error = #expect(throws: ScriptError.self) { try context.advance(by: .seconds(3600)) }
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

    @Test func aSettleOfManyShortStepsSharesOneBudget() throws {
        // Each step of the settle is an advance to the next timer: one budget across them all.
        var configuration = ScriptContext.Configuration()
        configuration.pageTimeLimit = .milliseconds(300)
        let context = try ScriptContext(configuration: configuration)
        try context.evaluate(Self.busyInterval.replacingOccurrences(of: "}, 1)", with: "}, 20)"))
        let error = #expect(throws: ScriptError.self) { try context.settle(within: .seconds(3600)) }
        #expect(
            error?.description
                == ScriptError.timeLimitExceeded(limit: .milliseconds(300), sourceName: "<the timers of one settle>")
                .description)
        #expect(try context.evaluate("runs") != .int(0))
    }

    @Test func anAdvanceWithinTheBudgetRunsEveryTimer() throws {
        let context = try ScriptContext()
        try context.evaluate("globalThis.runs = 0; setInterval(() => runs++, 10)")
        try context.advance(by: .seconds(100))
        #expect(try context.evaluate("runs") == .int(10_000))
    }
}
