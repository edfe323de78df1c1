import Foundation
import ScriptEngine
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The time limit counts the CPU time of the thread running the script, with a wall-clock backstop
/// of ten times the limit: a script that needs less CPU than its limit finishes however busy the
/// machine is, and one that never ends still stops.
struct CPUTimeLimitTests {
    /// The calling thread's CPU time in milliseconds, for scripts that must use a given amount of it.
    static func threadCPUMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    /// A context with `cpu()` (its thread's CPU time, in ms) and `block(ms)` (sleeps, using no CPU).
    static func context(limit: Duration) throws -> ScriptContext {
        let context = try ScriptContext(configuration: .init(timeLimit: limit))
        context.defineFunction("cpu") { _ in .value(.double(threadCPUMilliseconds())) }
        context.defineFunction("block") { call in
            // Slept to the end: the collector's signals cut a single sleep short.
            let end = ContinuousClock.now + .milliseconds(Int(max(0, min(call.number(0) ?? 0, 10_000))))
            while ContinuousClock.now < end { usleep(10_000) }
            return .undefined
        }
        return context
    }

    @Test(.timeLimit(.minutes(1))) func anEndlessLoopStillStops() throws {
        let context = try Self.context(limit: .milliseconds(200))
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(200), sourceName: "loop.js")) {
            try context.evaluate("while (true) {}", sourceName: "loop.js")
        }
        #expect(try context.evaluate("6 * 7") == .int(42))
    }

    @Test(.timeLimit(.minutes(1))) func anEndlessChainOfMicrotasksStillStops() throws {
        let context = try Self.context(limit: .milliseconds(200))
        #expect(throws: ScriptError.self) {
            try context.evaluate("(async () => { for (;;) await null; })()", sourceName: "chain.js")
        }
        #expect(try context.evaluate("6 * 7") == .int(42))
    }

    @Test(.timeLimit(.minutes(2))) func aScriptNeeding300msOfCPUFinishesWhileEveryCoreIsBusy() throws {
        let stop = Atomic<Bool>(false)
        let cores = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let spinners = (0..<cores).map { _ in
            Thread {
                var x = 0
                while !stop.load(ordering: .relaxed) { x &+= 1 }
                _ = x
            }
        }
        spinners.forEach { $0.start() }
        defer { stop.store(true, ordering: .relaxed) }
        let context = try Self.context(limit: .seconds(1))
        // 300 ms of this thread's CPU in a chain of microtasks (a library's start-up split into promise
        // jobs, which ShopStage times itself), however long the machine takes to give it.
        let result = try context.evaluate(
            """
            const start = cpu(); let n = 0;
            function step() {
                for (let i = 0; i < 1000; i++) n += i % 7;
                if (cpu() - start < 300) queueMicrotask(step); else globalThis.done = 'done';
            }
            step();
            """)
        #expect(result == .undefined)
        #expect(try context.evaluate("globalThis.done") == .string("done"))
        // …and in one synchronous stretch, which JavaScriptCore's watchdog times.
        #expect(try context.evaluate("const again = cpu(); while (cpu() - again < 300) {} 'done'") == .string("done"))
    }

    @Test(.timeLimit(.minutes(1))) func timeAScriptSpendsBlockedIsNotCountedUpToTheBackstop() throws {
        let context = try Self.context(limit: .milliseconds(100))
        // 300 ms of wall-clock time, almost no CPU: three times the limit, under the 10× backstop. The
        // microtask is where ShopStage checks the budget itself.
        let result = try context.evaluate("block(300); queueMicrotask(() => { globalThis.after = 1; }); 'went on'")
        #expect(result == .string("went on"))
        #expect(try context.evaluate("globalThis.after") == .int(1))
    }

    @Test(.timeLimit(.minutes(1))) func aScriptBlockedPastTheBackstopIsStopped() throws {
        let context = try Self.context(limit: .milliseconds(100))
        // 1.1 s of wall-clock time is past ten times 100 ms: the next check (a microtask) stops it.
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(100), sourceName: "blocked.js")) {
            try context.evaluate("block(1100); queueMicrotask(() => {}); 'not reached'", sourceName: "blocked.js")
        }
        #expect(try context.evaluate("6 * 7") == .int(42))
    }
}
