import Foundation
import Testing
@testable import ScriptEngine

/// Contexts sharing a VM share JavaScriptCore's one microtask queue: a job one context queues runs
/// only in an entry of that context, and a context stopped at the time limit, or gone, loses its jobs.
struct JobIsolationTests {
    static let limit = Duration.milliseconds(150)

    /// Two contexts of one group; `victim` records, through a host function, every entry it sees.
    static func pair() throws -> (group: ScriptContextGroup, attacker: ScriptContext, victim: ScriptContext) {
        let group = try ScriptContextGroup()
        let attacker = try ScriptContext(configuration: .init(name: "attacker", timeLimit: limit), group: group)
        let victim = try ScriptContext(configuration: .init(name: "victim", timeLimit: limit), group: group)
        return (group, attacker, victim)
    }

    @Test func aStoppedEntryLosesItsJobs() throws {
        let (_, attacker, victim) = try Self.pair()
        try attacker.evaluate("globalThis.ran = 0")
        #expect(throws: ScriptError.timeLimitExceeded(limit: Self.limit, sourceName: "stop.js")) {
            try attacker.evaluate(
                "Promise.resolve().then(() => { ran++ }); queueMicrotask(() => { ran++ }); for (;;) {}",
                sourceName: "stop.js")
        }
        try victim.evaluate("1")
        try attacker.evaluate("2")
        #expect(try attacker.evaluate("ran") == .int(0))
    }

    @Test func aJobAGetterTheHostReadQueuedRunsBeforeTheHostGetsTheValue() throws {
        let (_, attacker, victim) = try Self.pair()
        var calls: [String] = []
        var hostCall = ""
        attacker.defineFunction("note") { _ in
            calls.append("job during \(hostCall)")
            return .undefined
        }
        // The getter runs when the result is converted, after the entry's own drain.
        hostCall = "attacker.evaluate"
        let value = try attacker.evaluate("({ get x() { Promise.resolve().then(() => note()); return 1 } })")
        #expect(value == .object(["x": .int(1)]))
        #expect(calls == ["job during attacker.evaluate"])
        hostCall = "victim.evaluate"
        try victim.evaluate("1")
        #expect(calls == ["job during attacker.evaluate"])
    }

    /// After a stop, the next context of the VM is made and runs its own jobs, the dropped jobs' loop
    /// costing it nothing.
    @Test func aLoopingJobLeftByAStopCostsTheNextContextNothing() throws {
        let (group, attacker, _) = try Self.pair()
        #expect(throws: ScriptError.self) {
            try attacker.evaluate(
                "for (let i = 0; i < 100; i++) Promise.resolve().then(() => { for (;;) {} }); for (;;) {}")
        }
        let start = ContinuousClock.now
        let next = try ScriptContext(configuration: .init(name: "next", timeLimit: Self.limit), group: group)
        #expect(try next.evaluate("Promise.resolve(3).then(v => globalThis.v = v); 1") == .int(1))
        #expect(try next.evaluate("v") == .int(3))
        #expect(ContinuousClock.now - start < Self.limit)
    }
}
