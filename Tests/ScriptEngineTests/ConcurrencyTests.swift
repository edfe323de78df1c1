import Dispatch
import Testing
@testable import ScriptEngine

struct ConcurrencyTests {
    /// Each context's script blocks until the other's has started: this finishes only if the two
    /// evaluate at the same time, on two threads (a serial run would time out and fail).
    @Test func twoContextsEvaluateInParallel() async throws {
        let aStarted = DispatchSemaphore(value: 0), bStarted = DispatchSemaphore(value: 0)
        let config = ScriptContext.Configuration(timeLimit: .seconds(30))
        let a = try IsolatedScriptContext(configuration: config)
        let b = try IsolatedScriptContext(configuration: config)
        func rendezvous(_ mine: DispatchSemaphore, _ theirs: DispatchSemaphore) -> @Sendable (ScriptContext) throws -> ScriptValue {
            { context in
                context.defineFunction("meetPeer") { _ in
                    mine.signal()
                    return .value(.bool(theirs.wait(timeout: .now() + 10) == .success))
                }
                return try context.evaluate("let sum = 0; for (let i = 0; i < 1e5; i++) sum += i; meetPeer() && sum")
            }
        }
        async let x = a.run(rendezvous(aStarted, bStarted))
        async let y = b.run(rendezvous(bStarted, aStarted))
        let (rx, ry) = try await (x, y)
        #expect(rx == .int(4_999_950_000))
        #expect(ry == .int(4_999_950_000))
    }

    @Test func isolatedContextKeepsStateAcrossRuns() async throws {
        let isolated = try IsolatedScriptContext()
        _ = try await isolated.run { try $0.evaluate("var n = 41") }
        #expect(try await isolated.run { try $0.evaluate("++n") } == .int(42))
    }
}

struct ContextGroupTests {
    @Test func contextsInOneGroupAreSeparateGlobals() throws {
        let group = try ScriptContextGroup()
        let a = try ScriptContext(group: group), b = try ScriptContext(group: group)
        try a.evaluate("globalThis.mine = 'a'")
        #expect(try b.evaluate("typeof mine") == .string("undefined"))
        #expect(a.group === b.group)
    }

    @Test func eachContextKeepsItsOwnTimeLimitInASharedGroup() throws {
        let group = try ScriptContextGroup()
        let strict = try ScriptContext(configuration: .init(timeLimit: .milliseconds(30)), group: group)
        let relaxed = try ScriptContext(configuration: .init(timeLimit: .seconds(5)), group: group)
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(30), sourceName: "spin.js")) {
            try strict.evaluate("while (true) {}", sourceName: "spin.js")
        }
        // 100 ms of work: past the strict limit, well inside the relaxed one.
        #expect(try relaxed.evaluate("const end = Date.now; let n = 0; for (let i = 0; i < 3e6; i++) n++; n") == .int(3_000_000))
    }

    @Test func groupOutlivesItsContexts() throws {
        let group = try ScriptContextGroup()
        for index in 0..<20 {
            let context = try ScriptContext(group: group)
            #expect(try context.evaluate("\(index) + 1") == .int(index + 1))
        }
    }
}
