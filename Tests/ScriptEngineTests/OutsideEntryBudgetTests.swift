import Foundation
import ScriptEngine
import Testing

/// What a page causes outside its entries has a budget too: converting its result to Swift, reading
/// what it threw or rejected with, and reporting its unhandled rejections.
struct OutsideEntryBudgetTests {
    /// The CPU time `body` took on this thread: what the time limit counts, whatever else the machine runs.
    static func elapsed(_ body: () throws -> Void) rethrows -> Duration {
        let start = CPUTimeLimitTests.threadCPUMilliseconds()
        try body()
        return .microseconds(Int64((CPUTimeLimitTests.threadCPUMilliseconds() - start) * 1000))
    }

    /// `levels` objects, each referring twice to the next: 2^levels objects written out as a tree.
    static func sharedGraph(_ levels: Int) -> String {
        "(() => { let o = {v: 1}; for (let i = 0; i < \(levels); i++) o = {a: o, b: o}; return o })()"
    }

    @Test func aSharedGraphPastTheObjectBudgetIsRefusedAtOnce() throws {
        let context = try ScriptContext()
        var thrown: ScriptError?
        let time = Self.elapsed {
            thrown = #expect(throws: ScriptError.self) { try context.evaluate(Self.sharedGraph(21)) }
        }
        #expect(
            thrown?.description.contains("holds more than 1048576 objects and arrays") == true,
            "\(thrown.map(String.init(describing:)) ?? "")")
        #expect(time < .seconds(1), "\(time)")
    }

    @Test func aSharedGraphWithinTheBudgetConvertsWhole() throws {
        let context = try ScriptContext()
        let value = try context.evaluate(Self.sharedGraph(12))
        var expected = ScriptValue.object(["v": .int(1)])
        for _ in 0..<12 { expected = .object(["a": expected, "b": expected]) }
        #expect(value == expected)
        #expect(
            try context.evaluate("[1, 2, 3].map(() => ({x: [1]}))")
                == .array(Array(repeating: .object(["x": .array([.int(1)])]), count: 3)))
    }

    @Test func aSharedValueNestedPastTheDepthLimitIsStillRefused() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("""
                (() => {
                    let deep = {}; for (let i = 0; i < 300; i++) deep = {d: deep};
                    let outer = deep; for (let i = 0; i < 300; i++) outer = {o: outer};
                    return [deep, outer];
                })()
                """)
        }
        #expect(error?.description.contains("nested deeper than 512 levels") == true)
    }

    /// Each getter counts its reads in `reads`, then loops.
    static let loopingFields = """
        { get name() { reads++; for (;;); }, get message() { reads++; for (;;); },
          get stack() { reads++; for (;;); }, get sourceURL() { reads++; for (;;); },
          get line() { reads++; for (;;); }, get column() { reads++; for (;;); } }
        """

    /// Each field was read with a limit of its own, and read twice for an uncaught one: twelve limits.
    @Test func aThrownValueWithLoopingGettersEndsWithinOneStop() throws {
        var configuration = ScriptContext.Configuration()
        configuration.timeLimit = .milliseconds(500)
        let context = try ScriptContext(configuration: configuration)
        let time = Self.elapsed {
            #expect(throws: ScriptError.self) {
                try context.evaluate("globalThis.reads = 0; throw \(Self.loopingFields)")
            }
        }
        // Once the limit stopped one getter, no other is read.
        #expect(try context.evaluate("reads") == .int(1))
        #expect(time < .milliseconds(2500), "\(time)")
        #expect(try context.evaluate("6 * 7") == .int(42))
    }

    @Test func aRejectionWithLoopingGettersEndsWithinOneStop() throws {
        var configuration = ScriptContext.Configuration()
        configuration.timeLimit = .milliseconds(500)
        let context = try ScriptContext(configuration: configuration)
        let time = Self.elapsed {
            _ = try? context.evaluate("globalThis.reads = 0; Promise.reject(\(Self.loopingFields)); 'done'")
        }
        #expect(try context.evaluate("reads") == .int(1))
        #expect(time < .milliseconds(2500), "\(time)")
        #expect(context.uncaughtErrors.count == 1)
        #expect(try context.evaluate("6 * 7") == .int(42))
    }

    /// JavaScriptCore's API called a thrown value's `toString` for its inspector once more after the entry
    /// had returned, and a looping one was not always stopped there (3 runs of 5 over 10 s at a 1 s limit).
    @Test func aThrownValueWhoseToStringLoopsIsStoppedOnce() throws {
        var configuration = ScriptContext.Configuration()
        configuration.timeLimit = .milliseconds(300)
        let context = try ScriptContext(configuration: configuration)
        for _ in 0..<3 {
            let time = Self.elapsed {
                let error = #expect(throws: ScriptError.self) {
                    try context.evaluate("globalThis.calls = 0; throw { toString() { calls++; for (;;); } }")
                }
                #expect(error?.description.contains("time limit") == true)
            }
            #expect(try context.evaluate("calls") == .int(1))
            #expect(time < .seconds(3), "\(time)")
        }
        let error = #expect(throws: ScriptError.self) { try context.evaluate("throw new TypeError('plain')") }
        #expect(error?.description.contains("TypeError: plain") == true)
    }

    @Test func unhandledRejectionsAreCappedPerContext() throws {
        let context = try ScriptContext()
        let time = try Self.elapsed {
            try context.evaluate("for (let i = 0; i < 30000; i++) Promise.reject(new Error('r' + i))")
        }
        #expect(context.uncaughtErrors.count == ScriptContext.maximumReportedRejections + 1)
        let last = context.uncaughtErrors.last?.description ?? ""
        #expect(last.contains("more than 1000 unhandled promise rejections"), "\(last)")
        #expect(time < .seconds(10), "\(time)")
        // Another context of the same VM has its own count.
        let other = try ScriptContext(group: context.group)
        try other.evaluate("Promise.reject(new Error('mine'))")
        #expect(other.uncaughtErrors.count == 1)
    }
}
