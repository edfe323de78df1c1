import Testing
@testable import ScriptEngine

struct ConsoleTests {
    @Test func everyLevelIsRecordedWithItsSourceLine() throws {
        let context = try ScriptContext()
        try context.evaluate("""
            console.log('one', 2, { three: 3 });
            console.info('info');
            console.warn('warn');
            console.error(new TypeError('bad'));
            console.debug('debug');
            """, sourceName: "levels.js")
        let records = context.consoleRecords
        #expect(records.map(\.level) == [.log, .info, .warn, .error, .debug])
        #expect(records[0].message == #"one 2 {"three":3}"#)
        #expect(records[3].message == "TypeError: bad")
        #expect(records.map(\.line) == [1, 2, 3, 4, 5])
        #expect(records.allSatisfy { $0.sourceName == "levels.js" })
    }

    /// Objects show as JSON.stringify writes them, whatever they hold.
    @Test(arguments: [
        "{ a: 1, b: [1, 'two', null, undefined, () => 1, Symbol('s'), NaN, -0], c: undefined, d: { e: {} } }",
        "[new Number(4), new String('s'), new Boolean(false), new Date(0), { toJSON(key) { return 'k=' + key } }]",
        "{ nested: { toJSON() { return [1, { x: undefined, y: 2 }] } }, 'quo\"te': '\\n', f() {} }",
        "[[], {}, [[[]]], { '': '' }, 1e21, 1.5e-7, Infinity]",
        "Object.assign(Object.create({ inherited: 1 }), { own: 2 })",
    ])
    func objectsShowAsJSONStringifyWritesThem(_ value: String) throws {
        let context = try ScriptContext()
        let expected = try context.evaluate("JSON.stringify(\(value))").stringValue
        try context.evaluate("console.log(\(value))")
        #expect(context.consoleRecords.last?.message == expected)
    }

    /// JSON.stringify writes a shared part each time it is reached: a 23-level graph is 8 M objects,
    /// seconds and a gigabyte in one native call. The console cuts its text at a mebibyte instead.
    @Test func anObjectSharingItsPartsIsCutAtTheShownLimit() throws {
        let context = try ScriptContext()
        try context.evaluate("let o = { v: 1 }; for (let i = 0; i < 23; i++) o = { a: o, b: o }; console.log('graph', o)")
        let message = try #require(context.consoleRecords.last?.message)
        #expect(message.hasPrefix(#"graph {"a":{"a":{"a":"#))
        #expect(message.hasSuffix("…"))
        #expect(message.count == "graph ".count + (1 << 20) + 1)
    }

    @Test func aCycleOrABigIntShowsAsStringDoes() throws {
        let context = try ScriptContext()
        try context.evaluate("const c = { n: 1 }; c.self = c; console.log(c, [1n], { toString() { return 'custom' }, c })")
        #expect(context.consoleRecords.last?.message == "[object Object] 1 custom")
    }

    @Test func lineIsTheCallersInsideFunctions() throws {
        let context = try ScriptContext()
        try context.evaluate("\n\nfunction f() {\n  console.log('in f')\n}\nf()", sourceName: "f.js")
        #expect(context.consoleRecords.first?.line == 4)
    }

    @Test func groupsCountersTimersAndAssertionsPrintAsBrowsersDo() throws {
        let context = try ScriptContext()
        try context.evaluate("""
            console.group('cart');
            console.log('inside');
            console.count(); console.count(); console.count('sku'); console.countReset(); console.count();
            console.groupEnd();
            console.time('load');
            """, sourceName: "debug.js")
        try context.advance(by: .milliseconds(250))
        try context.evaluate("""
            console.timeEnd('load'); console.timeEnd('load');
            console.assert(1 === 1, 'never'); console.assert(false, 'total', 3);
            console.table([{ a: 1 }]); console.dir({ b: 2 }); console.groupCollapsed(); console.clear();
            """, sourceName: "debug.js")
        #expect(
            context.consoleRecords.map(\.message) == [
                "cart", "  inside", "  default: 1", "  default: 2", "  sku: 1", "  default: 1", "load: 250 ms",
                "Timer 'load' does not exist", "Assertion failed: total 3", #"[{"a":1}]"#, #"{"b":2}"#,
            ])
        #expect(context.consoleRecords.map(\.level)[7...8] == [.warn, .error])
        #expect(context.consoleRecords.allSatisfy { $0.sourceName == "debug.js" })
    }

    @Test func performanceMarksAndMeasuresUseTheVirtualClock() throws {
        let context = try ScriptContext()
        try context.evaluate("performance.mark('start', { detail: 'x' })")
        try context.advance(by: .milliseconds(40))
        try context.evaluate("performance.mark('end')")
        try context.advance(by: .milliseconds(10))
        let measured = try context.evaluate("""
            const a = performance.measure('between', 'start', 'end');
            const b = performance.measure('since', 'start');
            const c = performance.measure('span', { start: 'start', duration: 5 });
            [a.duration, b.duration, c.duration, performance.getEntriesByType('mark').length,
             performance.getEntriesByName('start')[0].detail,
             (performance.clearMarks('start'), performance.getEntriesByType('mark').length),
             (() => { try { performance.measure('x', 'nope') } catch (e) { return e.name } })()].join()
            """)
        #expect(measured == .string("40,50,5,2,x,1,SyntaxError"))
    }

    @Test func clearingForgetsRecords() throws {
        let context = try ScriptContext()
        try context.evaluate("console.log('x')")
        context.clearConsoleRecords()
        #expect(context.consoleRecords.isEmpty)
    }
}

struct SandboxTests {
    @Test func noFileNetworkProcessOrEnvironment() throws {
        let context = try ScriptContext()
        for name in ["require", "process", "fetch", "XMLHttpRequest", "Deno", "Bun", "print", "load", "readFile", "$vm", "module", "exports", "importScripts", "WebSocket"] {
            #expect(try context.evaluate("typeof globalThis[\(ScriptValue.string(name).literal)]") == .string("undefined"), "\(name) must not exist")
        }
    }

    @Test func globalsAreECMAScriptsPlusShopStages() throws {
        let context = try ScriptContext()
        let names = try context.evaluate("Object.getOwnPropertyNames(globalThis)").anyValue as? [any Sendable]
        let globals = Set((names ?? []).compactMap { $0 as? String })
        let shopStage: Set = ["console", "setTimeout", "setInterval", "clearTimeout", "clearInterval", "queueMicrotask", "reportError", "performance", "window", "self"]
        let ecmaScript: Set = [
            "NaN", "undefined", "Infinity", "isNaN", "isFinite", "escape", "unescape", "decodeURI", "decodeURIComponent",
            "encodeURI", "encodeURIComponent", "eval", "globalThis", "parseInt", "parseFloat", "ArrayBuffer", "EvalError",
            "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError", "AggregateError", "Proxy", "Reflect",
            "JSON", "Math", "Atomics", "Int8Array", "Int16Array", "Int32Array", "Uint8Array", "Uint8ClampedArray",
            "Uint16Array", "Uint32Array", "Float16Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
            "DataView", "Date", "Error", "Boolean", "Map", "Number", "Set", "WeakMap", "WeakSet", "Object", "Function",
            "Array", "RegExp", "Iterator", "String", "Promise", "BigInt", "Symbol", "WeakRef", "FinalizationRegistry",
            "Intl", "WebAssembly", "SharedArrayBuffer", "DisposableStack", "AsyncDisposableStack", "SuppressedError",
        ]
        #expect(globals.subtracting(ecmaScript).subtracting(shopStage).isEmpty, "unexpected globals: \(globals.subtracting(ecmaScript).subtracting(shopStage).sorted())")
        #expect(shopStage.isSubset(of: globals))
    }

    @Test func contextsDoNotShareGlobals() throws {
        let a = try ScriptContext(), b = try ScriptContext()
        try a.evaluate("globalThis.secret = 1")
        #expect(try b.evaluate("typeof secret") == .string("undefined"))
    }
}
