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

    /// A value of a shared realm the group keeps is read once per key; one whose read throws is not kept.
    @Test func aSharedHandleIsReadOncePerKey() throws {
        let group = try ScriptContextGroup()
        let realm = try group.sharedContext("lib") { try $0.evaluate("globalThis.reads = 0; globalThis.f = () => 7") }
        var made = 0
        let read = {
            try group.sharedHandle("lib.f") {
                made += 1
                return try realm.globalObject.property("f")
            }
        }
        let first = try read()
        #expect(try read() === first)
        #expect(made == 1)
        #expect(try first.call([]).value() == .int(7))
        #expect(throws: ScriptError.self) {
            try group.sharedHandle("lib.broken") { try realm.evaluateHandle("(", sourceName: "broken.js") }
        }
        #expect(try group.sharedHandle("lib.broken") { try realm.globalObject.property("f") }.isFunction)
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

    // The globals ShopStage defines (timers, console, message handlers, performance, Date.now)
    // come from one realm per shared group; each context's still reach that context alone.
    @Test func theGlobalsOfContextsInASharedGroupServeTheirOwnContext() throws {
        let group = try ScriptContextGroup()
        let a = try ScriptContext(configuration: .init(name: "a", epochMilliseconds: 1_000), group: group)
        let b = try ScriptContext(configuration: .init(name: "b", epochMilliseconds: 5_000), group: group)
        try a.evaluate("globalThis.fired = []; setTimeout(() => fired.push('a'), 10); console.log('from a')")
        try b.evaluate("globalThis.fired = []; setTimeout(() => fired.push('b'), 20); console.warn('from b')")
        try a.advance(by: .milliseconds(50))
        #expect(try a.evaluate("fired.join()") == .string("a"))
        #expect(try b.evaluate("fired.join()") == .string(""))
        #expect(a.consoleRecords.map(\.message) == ["from a"])
        #expect(b.consoleRecords.map(\.message) == ["from b"])
        #expect(try a.evaluate("Date.now()") == .int(1_050))
        #expect(try b.evaluate("Date.now()") == .int(5_000))
        #expect(try a.evaluate("performance.now()") == .int(50))

        var received: [ScriptValue] = []
        try b.addMessageHandler(named: "bridge") { received.append($0) }
        #expect(try a.evaluate("typeof webkit") == .string("undefined"))
        try b.evaluate("webkit.messageHandlers.bridge.postMessage({ n: 1 })")
        #expect(received == [.object(["n": .int(1)])])
    }

    @Test func errorsFromTheGlobalsAreThePagesOwn() throws {
        let group = try ScriptContextGroup()
        let context = try ScriptContext(group: group)
        _ = try ScriptContext(group: group)  // not the first context of the group
        #expect(try context.evaluate("try { queueMicrotask(1) } catch (e) { e instanceof TypeError }") == .bool(true))
        try context.evaluate("console.log(new RangeError('out of range'), [1, 2])")
        #expect(context.consoleRecords.last?.message == "RangeError: out of range [1,2]")
    }

    @Test func aGlobalOfAContextThatWentIsRefused() throws {
        let group = try ScriptContextGroup()
        let keeper = try ScriptContext(group: group)
        do {
            let gone = try ScriptContext(group: group)
            let setTimeout = try gone.evaluateHandle("setTimeout")
            try keeper.globalObject.setProperty("goneSetTimeout", setTimeout)
        }
        #expect(
            try keeper.evaluate("try { goneSetTimeout(() => {}, 0); 'called' } catch (e) { e.message }")
                == .string("timer: refused, the page or player that called it has closed"))
        #expect(try keeper.evaluate("setTimeout(() => {}, 0)") != .undefined)
    }

    @Test func aRoutedFunctionActsForTheContextWhoseNumberItGets() throws {
        let group = try ScriptContextGroup()
        let realm = try ScriptContext(group: group)
        let name = realm.makeRoutedFunction("name") { call in
            .value(.string(call.context.configuration.name + ":" + (call.string(0) ?? "?")))
        }
        let a = try ScriptContext(configuration: .init(name: "a"), group: group)
        let b = try ScriptContext(configuration: .init(name: "b"), group: group)
        try a.globalObject.setProperty("name", a.handle(for: name))
        #expect(try a.evaluate("name(\(b.contextID), 'x')") == .string("b:x"))
        #expect(try a.evaluate("name(\(a.contextID), 'y')") == .string("a:y"))
        #expect(try a.evaluate("name(-1, 'z')") == .undefined)
        #expect(try a.evaluate("name()") == .undefined)
    }
}
