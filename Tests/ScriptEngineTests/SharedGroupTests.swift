import Foundation
import Testing
@testable import ScriptEngine

/// The parts of a shared group that realms use: contexts the group keeps, values passed
/// between its contexts, and entry hooks that tell a realm which context runs.
struct SharedGroupTests {
    @Test func aSharedContextIsMadeOncePerKeyAndItsValuesServeOtherContexts() throws {
        let group = try ScriptContextGroup()
        var prepared = 0
        let make = {
            try group.sharedContext("lib") { context in
                prepared += 1
                try context.evaluate("globalThis.double = (x) => x * 2")
            }
        }
        let realm = try make()
        #expect(try make() === realm)
        #expect(prepared == 1)
        let page = try ScriptContext(group: group)
        let double = try page.handle(for: realm.globalObject.property("double"))
        #expect(try double.call([.int(21)]).value() == .int(42))

        let stranger = try ScriptContext()
        #expect(throws: ScriptError.self) { try stranger.handle(for: realm.globalObject) }
    }

    @Test func aPreparationThatThrowsKeepsNothing() throws {
        let group = try ScriptContextGroup()
        #expect(throws: ScriptError.self) {
            try group.sharedContext("broken") { try $0.evaluate("syntax error here") }
        }
        let context = try group.sharedContext("broken") { try $0.evaluate("globalThis.ok = true") }
        #expect(try context.evaluate("ok") == .bool(true))
    }

    @Test func entryHooksRunWhenAnotherContextRanLastAndAfterANestedEntry() throws {
        let group = try ScriptContextGroup()
        var entered: [String] = []
        let a = try ScriptContext(group: group)
        let b = try ScriptContext(group: group)
        for (context, name) in [(a, "a"), (b, "b")] {
            context.defineFunction("noteEntry") { _ in
                entered.append(name)
                return .undefined
            }
            try context.setEntryHook(context.evaluateHandle("(() => noteEntry())"))
        }
        try a.evaluate("1")
        try a.evaluate("2")
        try b.evaluate("3")
        try a.evaluate("4")
        #expect(entered == ["a", "b", "a"])

        entered = []
        a.defineFunction("runInB") { _ in
            try b.evaluate("5")
            return .undefined
        }
        try a.evaluate("runInB(); 6")
        #expect(entered == ["b", "a"])
        #expect(throws: ScriptError.self) { try a.setEntryHook(a.evaluateHandle("42")) }
    }
}
