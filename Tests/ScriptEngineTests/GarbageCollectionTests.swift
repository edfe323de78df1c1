import Foundation
import ShopStageTesting
import Testing
@testable import ScriptEngine

struct GarbageCollectionTests {
    @Test func handlesSurviveCollection() throws {
        let context = try ScriptContext()
        let kept = try context.evaluateHandle("({ items: Array.from({ length: 1000 }, (_, i) => ({ i })) })")
        for _ in 0..<3 {
            try context.evaluate("for (let i = 0; i < 10000; i++) ({ garbage: [i] })")
            context.collectGarbage()
        }
        #expect(try kept.property("items").property("length").value() == .int(1000))
    }

    @Test func hostFunctionsAndTimersSurviveCollection() throws {
        let context = try ScriptContext()
        var calls = 0
        context.defineFunction("tick") { _ in
            calls += 1
            return .undefined
        }
        try context.evaluate("setTimeout(() => tick(), 10); setInterval(function () { tick() }, 3)")
        context.collectGarbage()
        try context.advance(by: .milliseconds(10))
        #expect(calls == 4)
    }

    @Test func largeSwiftValuesSurviveCollectionWhileTheyAreBuilt() throws {
        let context = try ScriptContext()
        let items: [ScriptValue] = (0..<3000).map { .object(["id": .string("item-\($0)"), "tags": .array([.string("t\($0)")])]) }
        let check = try context.evaluateHandle("""
            (items, extra) => items.every((item, i) => item.id === 'item-' + i && item.tags[0] === 't' + i) && extra.length
            """)
        for _ in 0..<3 {
            #expect(try check.call([.array(items), .string("abc")]).value() == .int(3))
        }
    }

    @Test func manyContextsComeAndGo() throws {
        for index in 0..<50 {
            let context = try ScriptContext()
            context.defineFunction("f") { call in .value(.number((call.number(0) ?? 0) + 1)) }
            let handle = try context.evaluateHandle("[f(\(index))]")
            #expect(try handle.value() == .array([.int(index + 1)]))
        }
    }

    /// Contexts of a shared group that are released are collected (the group's VM lives on):
    /// a context's unhandled-rejection callback once kept each of them alive until the group went.
    @Test func releasedContextsOfASharedGroupAreCollected() throws {
        let group = try ScriptContextGroup()
        let keeper = try ScriptContext(group: group)
        let refs = try keeper.evaluateHandle("[]")
        let weaken = try keeper.evaluateHandle("(refs, page) => { refs.push(new WeakRef(page)); }")
        for _ in 0..<20 {
            let page = try ScriptContext(group: group)
            try page.evaluate("globalThis.payload = new Array(10000).fill('page')")
            _ = try weaken.call(handles: [refs, try keeper.handle(for: page.globalObject)])
        }
        keeper.collectGarbage()
        let gone = try keeper.evaluateHandle("(refs) => refs.filter((r) => r.deref() === undefined).length").call(handles: [refs])
        // Conservative stack scanning may keep one or two alive; a leak keeps all twenty.
        #expect((try gone.value().intValue ?? 0) >= 15)
    }

    /// The engine tests again, in a child process whose collector runs continuously: any value
    /// Swift forgot to protect is collected under its feet and the child crashes.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["JSC_collectContinuously"] == nil))
    func engineTestsPassWithTheCollectorRunningContinuously() async throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let child = Process()
        child.executableURL = executable
        var arguments = Array(CommandLine.arguments.dropFirst())
        if !arguments.contains("--testing-library") { arguments += ["--testing-library", "swift-testing"] }
        arguments += ["--filter", "ScriptEngineTests.(Evaluation|Conversion|HostFunction|MessageHandler|VirtualClock|Promise|Console|Sandbox|GarbageCollection)Tests"]
        child.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["JSC_collectContinuously"] = "1"
        child.environment = environment
        let ended = try await ChildProcess.run(child, mergingErrors: true)
        let text = ended.stdout
        #expect(ended.reason == .exit, "the child crashed:\n\(text.suffix(3000))")
        #expect(ended.status == 0, "tests failed under continuous collection:\n\(text.suffix(3000))")
        #expect(text.contains("passed"), "the child ran no tests:\n\(text.suffix(2000))")
    }
}
