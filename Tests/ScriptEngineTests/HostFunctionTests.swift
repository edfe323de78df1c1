import Testing
@testable import ScriptEngine

struct HostFunctionTests {
    @Test func argumentsArriveConverted() throws {
        let context = try ScriptContext()
        var seen: [ScriptValue] = []
        context.defineFunction("record") { call in
            seen = try call.arguments
            return .value(.int(call.count))
        }
        #expect(try context.evaluate("record(1, 'two', { three: [3] })") == .int(3))
        #expect(seen == [.int(1), .string("two"), ["three": [3]]])
    }

    @Test func swiftErrorBecomesAJavaScriptException() throws {
        struct Refused: Error, CustomStringConvertible { var description: String { "refused by Swift" } }
        let context = try ScriptContext()
        context.defineFunction("refuse") { _ in throw Refused() }
        context.defineFunction("typed") { _ in throw ScriptThrow("TypeError", "wrong type") }
        #expect(try context.evaluate("try { refuse() } catch (e) { e.message }") == .string("refuse: refused by Swift"))
        #expect(try context.evaluate("try { typed() } catch (e) { (e instanceof TypeError) + ':' + e.message }") == .string("true:wrong type"))
    }

    @Test func functionsInstallOnAnyObject() throws {
        let context = try ScriptContext()
        let bridge = try context.evaluateHandle("globalThis.bridge = {}; bridge")
        context.defineFunction("twice", on: bridge) { call in .value(.number((call.number(0) ?? 0) * 2)) }
        #expect(try context.evaluate("bridge.twice(21)") == .int(42))
        #expect(try context.evaluate("typeof twice") == .string("undefined"))
    }

    @Test func hostFunctionsAreRealFunctions() throws {
        let context = try ScriptContext()
        context.defineFunction("add") { call in .value(.number((call.number(0) ?? 0) + (call.number(1) ?? 0))) }
        #expect(try context.evaluate("typeof add") == .string("function"))
        #expect(try context.evaluate("add.name") == .string("add"))
        #expect(try context.evaluate("add.call(null, 2, 3) + add.apply(null, [1, 1]) + add.bind(null, 10)(1)") == .int(18))
    }

    @Test func hostFunctionCanReturnAHandle() throws {
        let context = try ScriptContext()
        let store = try context.evaluateHandle("({ items: [1, 2] })")
        context.defineFunction("store") { _ in .handle(store) }
        #expect(try context.evaluate("store() === store() && store().items.length") == .int(2))
    }

    @Test func hostFunctionSeesThis() throws {
        let context = try ScriptContext()
        context.defineFunction("whoAmI") { call in .value(try call.this?.property("name").value() ?? .undefined) }
        #expect(try context.evaluate("({ name: 'obj', whoAmI }).whoAmI()") == .string("obj"))
    }
}

struct MessageHandlerTests {
    @Test func postedNestedObjectReachesSwift() throws {
        let context = try ScriptContext()
        var bodies: [ScriptValue] = []
        try context.addMessageHandler(named: "emarketer") { bodies.append($0) }
        try context.evaluate("""
            window.webkit.messageHandlers.emarketer.postMessage({
                actionId: 7, status: 'product', nested: { list: [1, { deep: 'yes' }] }
            })
            """)
        #expect(bodies == [["actionId": 7, "status": "product", "nested": ["list": [1, ["deep": "yes"]]]]])
    }

    @Test func unknownHandlerIsUndefinedAsInWebKit() throws {
        let context = try ScriptContext()
        try context.addMessageHandler(named: "a") { _ in }
        #expect(try context.evaluate("typeof window.webkit.messageHandlers.b") == .string("undefined"))
    }

    @Test func removedHandlerIsGone() throws {
        let context = try ScriptContext()
        var count = 0
        try context.addMessageHandler(named: "a") { _ in count += 1 }
        try context.evaluate("webkit.messageHandlers.a.postMessage(1)")
        try context.removeMessageHandler(named: "a")
        #expect(try context.evaluate("typeof webkit.messageHandlers.a") == .string("undefined"))
        #expect(count == 1)
        #expect(context.messageHandlerNames.isEmpty)
    }

    @Test func aHandlerThePageLeftNoRoomForIsAClearError() throws {
        // The page made its global non-extensible before the host added the first handler: the add
        // fails with the page's TypeError, not silently, and a later script still runs.
        let context = try ScriptContext()
        try context.evaluate("Object.preventExtensions(window); 0")
        #expect(throws: ScriptError.self) { try context.addMessageHandler(named: "a") { _ in } }
        #expect(try context.evaluate("typeof webkit") == .string("undefined"))
    }

    @Test func replacingAHandlerDeliversToTheNewOne() throws {
        let context = try ScriptContext()
        var log: [String] = []
        try context.addMessageHandler(named: "a") { _ in log.append("old") }
        try context.addMessageHandler(named: "a") { _ in log.append("new") }
        try context.evaluate("webkit.messageHandlers.a.postMessage(1)")
        #expect(log == ["new"])
    }

    @Test func postMessageWithoutArgumentIsATypeError() throws {
        let context = try ScriptContext()
        try context.addMessageHandler(named: "a") { _ in }
        #expect(try context.evaluate("try { webkit.messageHandlers.a.postMessage() } catch (e) { e.name }") == .string("TypeError"))
    }

    @Test func cyclicBodyIsADataCloneError() throws {
        let context = try ScriptContext()
        try context.addMessageHandler(named: "a") { _ in }
        #expect(try context.evaluate("const o = {}; o.o = o; try { webkit.messageHandlers.a.postMessage(o) } catch (e) { e.name }") == .string("DataCloneError"))
    }
}
