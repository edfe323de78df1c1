import Testing
@testable import ScriptEngine

struct VirtualClockTests {
    @Test func timersFireInTimeOrderTiesInSchedulingOrder() throws {
        let context = try ScriptContext()
        try context.evaluate("""
            var order = [];
            setTimeout(() => order.push('c@30'), 30);
            setTimeout(() => order.push('a@10'), 10);
            setTimeout(() => order.push('b@10'), 10);
            setTimeout(() => order.push('z@0'));
            """)
        #expect(try context.evaluate("order") == .array([]))
        try context.advance(by: .milliseconds(10))
        #expect(try context.evaluate("order") == ["z@0", "a@10", "b@10"])
        try context.advance(by: .milliseconds(20))
        #expect(try context.evaluate("order") == ["z@0", "a@10", "b@10", "c@30"])
    }

    @Test func nothingFiresBeforeItsTime() throws {
        let context = try ScriptContext()
        try context.evaluate("var fired = false; setTimeout(() => fired = true, 2000)")
        try context.advance(by: .milliseconds(1999))
        #expect(try context.evaluate("fired") == .bool(false))
        try context.advance(by: .milliseconds(1))
        #expect(try context.evaluate("fired") == .bool(true))
    }

    @Test func intervalRepeatsUntilCleared() throws {
        let context = try ScriptContext()
        try context.evaluate("var ticks = 0; var id = setInterval(() => { if (++ticks === 3) clearInterval(id) }, 100)")
        try context.advance(by: .seconds(10))
        #expect(try context.evaluate("ticks") == .int(3))
        #expect(context.pendingTimerCount == 0)
    }

    @Test func clearedTimeoutNeverFires() throws {
        let context = try ScriptContext()
        try context.evaluate("var fired = false; clearTimeout(setTimeout(() => fired = true, 5))")
        try context.runUntilIdle()
        #expect(try context.evaluate("fired") == .bool(false))
    }

    @Test func timersReceiveTheirArguments() throws {
        let context = try ScriptContext()
        try context.evaluate("var got; setTimeout((a, b) => got = a + b, 1, 'x', 'y')")
        try context.advance(by: .milliseconds(1))
        #expect(try context.evaluate("got") == .string("xy"))
    }

    @Test func microtasksRunBeforeTheNextTimer() throws {
        let context = try ScriptContext()
        try context.evaluate("""
            var log = [];
            setTimeout(() => { log.push('t1'); Promise.resolve().then(() => log.push('p1')); queueMicrotask(() => log.push('m1')) }, 5);
            setTimeout(() => log.push('t2'), 5);
            """)
        try context.advance(by: .milliseconds(5))
        #expect(try context.evaluate("log") == ["t1", "p1", "m1", "t2"])
    }

    @Test func runUntilIdleMovesTimeToTheLastTimer() throws {
        let context = try ScriptContext()
        try context.evaluate("setTimeout(() => setTimeout(() => {}, 60000), 1000)")
        try context.runUntilIdle()
        #expect(context.now == .seconds(61))
    }

    @Test func endlessIntervalHitsTheCallbackLimit() throws {
        let context = try ScriptContext()
        try context.evaluate("setInterval(() => {}, 1)")
        #expect(throws: ScriptError.timerLimitExceeded(limit: 50)) { try context.runUntilIdle(limit: 50) }
    }

    @Test func dateNowFollowsTheVirtualClock() throws {
        let context = try ScriptContext(configuration: .init(epochMilliseconds: 1_000_000))
        #expect(try context.evaluate("Date.now()") == .int(1_000_000))
        try context.advance(by: .seconds(90))
        #expect(try context.evaluate("Date.now()") == .int(1_090_000))
        #expect(try context.evaluate("performance.now()") == .int(90_000))
    }

    @Test func theClockIsEachContextsOwnAndNoPageCanMoveIt() throws {
        // The clock is memory Swift writes and the prelude reads as a typed array's element: a page that
        // patches its typed arrays or timers' time stamps changes neither its own time nor another's.
        let group = try ScriptContextGroup()
        let a = try ScriptContext(group: group)
        let b = try ScriptContext(group: group)
        try a.evaluate("""
            Object.defineProperty(Float64Array.prototype, '0', { get() { return 7 }, configurable: true });
            Object.defineProperty(Object.prototype, '0', { get() { return 8 }, configurable: true });
            Float64Array.prototype.at = () => 9;
            """)
        try a.advance(by: .milliseconds(250))
        try b.advance(by: .milliseconds(40))
        #expect(try a.evaluate("[performance.now(), Date.now() - performance.timeOrigin]") == [250, 250])
        #expect(try b.evaluate("performance.now()") == .int(40))
        try a.evaluate("console.time('t')")
        try a.advance(by: .milliseconds(15))
        try a.evaluate("console.timeEnd('t')")
        #expect(a.consoleRecords.last?.message == "t: 15 ms")
    }

    @Test func exceptionInATimerIsReportedAndOthersStillRun() throws {
        let context = try ScriptContext()
        try context.evaluate("var after = false; setTimeout(() => { throw new Error('bad tick') }, 1); setTimeout(() => after = true, 1)")
        try context.advance(by: .milliseconds(1))
        #expect(try context.evaluate("after") == .bool(true))
        #expect(context.uncaughtErrors.count == 1)
        #expect(context.consoleRecords.last?.level == .error)
        #expect(context.consoleRecords.last?.message.contains("bad tick") == true)
    }

    @Test func stringTimerHandlerIsEvaluated() throws {
        let context = try ScriptContext()
        try context.evaluate("var s = 0; setTimeout('s = 5', 1)")
        try context.advance(by: .milliseconds(1))
        #expect(try context.evaluate("s") == .int(5))
    }
}

struct PromiseTests {
    @Test func resolvedPromiseGivesItsValue() throws {
        let context = try ScriptContext()
        let promise = try context.evaluateHandle("Promise.resolve({ ok: true })")
        #expect(try context.awaitPromise(promise) == ["ok": true])
    }

    @Test func promiseSettledByATimerAdvancesTheClock() throws {
        let context = try ScriptContext()
        let promise = try context.evaluateHandle("new Promise((resolve) => setTimeout(() => resolve('late'), 30000))")
        #expect(try context.awaitPromise(promise) == .string("late"))
        #expect(context.now == .seconds(30))
    }

    @Test func rejectedPromiseThrowsItsReason() throws {
        let context = try ScriptContext()
        let promise = try context.evaluateHandle("(async () => { throw new RangeError('out of stock') })()")
        let error = #expect(throws: ScriptError.self) { try context.awaitPromise(promise) }
        guard case .promiseRejected(let reason, _) = error else {
            Issue.record("expected a rejection")
            return
        }
        #expect(reason == "RangeError: out of stock")
    }

    @Test func promiseThatNeverSettlesIsAnError() throws {
        let context = try ScriptContext()
        let promise = try context.evaluateHandle("new Promise(() => {})")
        #expect(throws: ScriptError.self) { try context.awaitPromise(promise) }
    }

    @Test func nonPromiseIsReturnedAsIs() throws {
        let context = try ScriptContext()
        #expect(try context.awaitPromise(context.evaluateHandle("5")) == .int(5))
    }

    @Test func unhandledRejectionIsReported() throws {
        let context = try ScriptContext()
        try context.evaluate("Promise.reject(new Error('nobody listens'))")
        #expect(context.uncaughtErrors.count == 1)
        #expect(context.consoleRecords.last?.message.contains("nobody listens") == true)
    }
}
