import Foundation
import Testing
@testable import ScriptEngine

/// Input a hostile or careless script can give: none of it may trap, hang or leave the context unusable.
struct HostileInputTests {
    @Test func aThrownObjectWithANaNLineIsAnExceptionWithoutALine() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) { try context.evaluate("throw {line: NaN, column: 1e300, message: 'odd'}") }
        guard case .exception(_, let message, _, _, let line, let column) = error else {
            Issue.record("expected an exception, got \(String(describing: error))")
            return
        }
        #expect(message == "odd")
        #expect(line == 0)
        #expect(column == 0)
    }

    @Test func clearingATimerWithANumberThatNamesNoneDoesNothing() throws {
        let context = try ScriptContext()
        try context.evaluate("globalThis.fired = 0; setTimeout(() => fired++, 10)")
        try context.evaluate("clearTimeout(Infinity); clearTimeout(-Infinity); clearTimeout(NaN); clearTimeout(1.5); clearTimeout(1e300)")
        try context.advance(by: .milliseconds(10))
        #expect(try context.evaluate("fired") == .int(1))
    }

    @Test func timerDelaysWrapAsAWebIDLLongAsInBrowsers() throws {
        let context = try ScriptContext()
        try context.evaluate("""
            globalThis.order = [];
            setTimeout(() => order.push('infinity'), Infinity);
            setTimeout(() => order.push('2^31'), 2 ** 31);
            setTimeout(() => order.push('2^32+5'), 2 ** 32 + 5);
            setTimeout(() => order.push('1e300'), 1e300);
            """)
        try context.runDueTimers()
        #expect(try context.evaluate("order.join()") == .string("infinity,2^31,1e300"))
        try context.advance(by: .milliseconds(5))
        #expect(try context.evaluate("order.length") == .int(4))
        #expect(JavaScriptNumber.int32(2_147_483_648) == Int32.min)
        #expect(JavaScriptNumber.int32(-1) == -1)
        #expect(JavaScriptNumber.int32(4_294_967_301) == 5)
    }

    @Test func theClockReadsWithoutATrapAfterAHugeAdvance() throws {
        let context = try ScriptContext()
        try context.evaluate("globalThis.fired = false; setTimeout(() => fired = true, 2147483647)")
        #expect(context.nextTimerDue == .milliseconds(2_147_483_647))
        try context.advance(by: .seconds(Int64.max / 2))
        #expect(try context.evaluate("fired") == .bool(true))
        #expect(context.now > .seconds(1_000_000_000))
        #expect(try context.evaluate("performance.now() > 1e21") == .bool(true))
    }

    @Test func aQueueMicrotaskChainIsStoppedByTheTimeLimitAndTheContextStaysUsable() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(100)))
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(100), sourceName: "ping.js")) {
            try context.evaluate("function ping() { queueMicrotask(ping) } ping()", sourceName: "ping.js")
        }
        #expect(try context.evaluate("6 * 7") == .int(42))
    }

    @Test func aRunawayMicrotaskIsReportedAsTheTimeLimitNotAsSuccess() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(100)))
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(100), sourceName: "job.js")) {
            try context.evaluate("Promise.resolve().then(() => { for (;;) {} })", sourceName: "job.js")
        }
        #expect(try context.evaluate("'still here'") == .string("still here"))
    }

    @Test(arguments: [
        "(async () => { for (;;) await null })()",
        "function ping() { Promise.resolve().then(ping) } ping()",
        "const a = () => Promise.resolve().then(b), b = () => Promise.resolve().then(a); a()",
        "(async () => { for await (const _ of (async function* () { for (;;) yield 1 })()) {} })()",
    ])
    func aLoopFreeChainOfPromiseJobsIsStoppedByTheTimeLimit(source: String) throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(100)))
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(100), sourceName: "chain.js")) {
            try context.evaluate(source, sourceName: "chain.js")
        }
        // The chain is gone: later entries, and their own promise jobs, run and end.
        try context.evaluate("globalThis.after = []; Promise.resolve(6).then(v => after.push(v * 7))")
        #expect(try context.evaluate("after.join()") == .string("42"))
        #expect(try context.evaluate("'still here'") == .string("still here"))
    }

    @Test func promiseJobsStillRunWhenTheirEntryEndsInOrder() throws {
        let context = try ScriptContext()
        let order = try context.evaluate(
            """
            globalThis.order = [];
            Promise.resolve().then(() => order.push('then'));
            queueMicrotask(() => order.push('microtask'));
            (async () => { await null; order.push('await'); })();
            order.push('script');
            order.join()
            """)
        #expect(order == .string("script"))
        #expect(try context.evaluate("order.join()") == .string("script,then,microtask,await"))
    }

    @Test func aLongJobAmongShortOnesIsStoppedAndTheProcessGoesOn() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(50)))
        for round in 0..<5 {
            #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(50), sourceName: "mixed.js")) {
                try context.evaluate(
                    "for (let i = 0; i < 100; i++) Promise.resolve().then(() => {}); Promise.resolve().then(() => { while (true) {} })",
                    sourceName: "mixed.js")
            }
            #expect(try context.evaluate("\(round) + 1") == .int(round + 1))
        }
    }

    @Test func aPromiseChainInATimerStopsTheAdvance() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(100)))
        try context.evaluate("setTimeout(async () => { for (;;) await null }, 10)")
        #expect(throws: ScriptError.self) { try context.advance(by: .milliseconds(20)) }
        #expect(try context.evaluate("1 + 1") == .int(2))
    }

    @Test func aMicrotaskChainInATimerStopsTheAdvance() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(100)))
        try context.evaluate("setTimeout(function ping() { queueMicrotask(ping) }, 10)")
        #expect(throws: ScriptError.self) { try context.advance(by: .milliseconds(20)) }
        #expect(try context.evaluate("1 + 1") == .int(2))
    }

    @Test func webAssemblyIsOff() throws {
        let context = try ScriptContext()
        #expect(try context.evaluate("typeof WebAssembly") == .string("undefined"))
        #expect(JavaScriptCoreTuning.options.contains { $0.name == "useWasm" && $0.value == "false" })
    }

    @Test func aSparseArrayTooLongToCopyIsAConversionErrorWithItsPath() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) { try context.evaluate("const a = []; a.length = 4e9; ({items: a})") }
        guard case .conversion(let path, let message) = error else {
            Issue.record("expected a conversion error, got \(String(describing: error))")
            return
        }
        #expect(path == "items")
        #expect(message.contains("4000000000"))
    }

    @Test func numbersFromJavaScriptBecomeValuesWithoutATrap() throws {
        let context = try ScriptContext()
        let value = try context.evaluate("({a: 1e19, b: -1e20, c: 2**53 + 1, d: NaN, e: Infinity, f: -0})")
        #expect(value["a"] == .double(1e19))
        #expect(value["b"] == .double(-1e20))
        #expect(value["c"] == .int(9_007_199_254_740_992))
        #expect(value["d"]?.doubleValue?.isNaN == true)
        #expect(value["e"] == .double(.infinity))
        #expect(value["f"] == .double(-0.0))
        #expect(value.description == "{a: 10000000000000000000, b: -100000000000000000000, c: 9007199254740992, d: NaN, e: Infinity, f: 0}")
    }
}
