import Foundation
import Testing
@testable import ScriptEngine

/// `JSON.stringify` and `String.prototype.normalize` are native, out of the time limit's reach: past
/// ``ScriptContext/maximumBuiltInOutput`` code units they throw a RangeError instead of spending
/// seconds and gigabytes; below it they answer as JavaScriptCore's own.
struct BuiltInOutputLimitTests {
    /// The exception's name and message, or a failure.
    private func thrown(_ context: ScriptContext, _ script: String) -> (name: String, message: String)? {
        do {
            _ = try context.evaluate(script)
        } catch let ScriptError.exception(name, message, _, _, _, _) {
            return (name, message)
        } catch {
            Issue.record("expected an exception, got \(error)")
            return nil
        }
        Issue.record("expected an exception from \(script)")
        return nil
    }

    /// 25 levels took 1.4 s and 1.1 GB inside one native call (23 levels: 0.4 s, 325 MB).
    @Test(.timeLimit(.minutes(1))) func stringifyOfAGraphSharingItsPartsIsRefused() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .seconds(30)))
        let start = ContinuousClock.now
        let error = thrown(context, "let o = { v: 1 }; for (let i = 0; i < 25; i++) o = { a: o, b: o }; JSON.stringify(o)")
        #expect(error?.name == "RangeError")
        #expect(error?.message.contains("longer than 67,108,864 code units") == true)
        #expect(error?.message.contains("shares its parts") == true)
        #expect(ContinuousClock.now - start < .seconds(10))
        // A shared string counts each time it is written: 100 references to a mebibyte.
        let strings = thrown(context, "const s = 'x'.repeat(1 << 20); JSON.stringify({ list: Array(100).fill(s) })")
        #expect(strings?.name == "RangeError")
        // The context goes on.
        #expect(try context.evaluate("JSON.stringify({ a: [1, 'b'] })").stringValue == #"{"a":[1,"b"]}"#)
    }

    @Test func stringifyAnswersAsTheNativeOne() throws {
        let context = try ScriptContext()
        let cases: [(String, String)] = [
            ("JSON.stringify({ a: 1, b: [true, null, undefined, () => 1], c: 'q\"', d: undefined })",
                #"{"a":1,"b":[true,null,null,null],"c":"q\""}"#),
            ("JSON.stringify(new Date(0))", #""1970-01-01T00:00:00.000Z""#),
            ("JSON.stringify([new Number(3), new String('s'), new Boolean(false), NaN, -0])", #"[3,"s",false,null,0]"#),
            ("JSON.stringify({ a: { b: 1 } }, null, 2)", "{\n  \"a\": {\n    \"b\": 1\n  }\n}"),
            ("JSON.stringify({ a: 1, b: 2, c: { a: 3, z: 4 } }, ['c', 'a', 'c'])", #"{"c":{"a":3},"a":1}"#),
            ("JSON.stringify([{ a: 1, b: 2 }], ['b'])", #"[{"b":2}]"#),
            ("JSON.stringify({ a: 1, b: 'x' }, function (k, v) { return typeof v === 'number' ? v * 2 : v })",
                #"{"a":2,"b":"x"}"#),
            ("JSON.stringify({ a: 1 }, function (k, v) { return k === '' ? [Object.keys(this)[0], v.a] : v })",
                #"["",1]"#),
            ("String(JSON.stringify(undefined))", "undefined"),
            ("String(JSON.stringify(() => 1))", "undefined"),
            ("JSON.stringify('text')", #""text""#),
            ("[JSON.stringify.name, JSON.stringify.length].join()", "stringify,3"),
        ]
        for (script, expected) in cases {
            let answer = try context.evaluate(script).stringValue
            #expect(answer == expected, "\(script)")
        }
        #expect(thrown(context, "const c = {}; c.c = c; JSON.stringify(c)")?.name == "TypeError")
        #expect(thrown(context, "JSON.stringify({ n: 1n })")?.name == "TypeError")
        let cycle = thrown(context, "const d = {}; d.d = d; JSON.stringify(d, ['d'])")
        #expect(cycle?.name == "TypeError", "\(String(describing: cycle))")
    }

    /// The guard reads nothing itself: each getter and toJSON runs once, as natively.
    @Test func gettersAndToJSONRunOnce() throws {
        let context = try ScriptContext()
        let answer = try context.evaluate(
            """
            const log = [];
            const o = { get a() { log.push('a'); return 1 }, b: { toJSON(key) { log.push('toJSON ' + key); return 2 } } };
            const text = JSON.stringify(o) + ' ' + JSON.stringify(o, ['b', 'a']);
            text + ' ' + log.join()
            """)
        #expect(answer.stringValue == #"{"a":1,"b":2} {"b":2,"a":1} a,toJSON b,toJSON b,a"#)
        // An element's getter, and a toJSON every object inherits, also run once.
        let inherited = try context.evaluate(
            """
            const reads = [];
            const list = [1, 2];
            Object.defineProperty(list, 0, { get() { reads.push('element'); return 'one' }, enumerable: true });
            const first = JSON.stringify({ list });
            Object.prototype.toJSON = function () { reads.push('inherited'); return 'all' };
            const second = JSON.stringify({ x: 1 });
            delete Object.prototype.toJSON;
            [first, second, reads.join()].join(' ')
            """)
        #expect(inherited.stringValue == #"{"list":["one",2]} "all" element,inherited"#)
    }

    /// NFKD of 8 M U+FDFA took 0.33 s and 556 MB.
    @Test func normalizeRefusesAWorstCaseOutputPastTheLimit() throws {
        let context = try ScriptContext()
        let refused = thrown(context, "'\\uFDFA'.repeat(4e6).normalize('NFKD').length")
        #expect(refused?.name == "RangeError")
        #expect(
            refused?.message
                == "String.prototype.normalize: NFKD of 4,000,000 code units can give up to 72,000,000, past "
                + "67,108,864 code units, ShopStage's limit for a built-in the time limit cannot stop")
        #expect(thrown(context, "'\\uFDFA'.repeat(4e6).normalize('NFKC')")?.name == "RangeError")
        // Under the limit, as the native one: U+FDFA is 18 code units in NFKD.
        let answers = try context.evaluate(
            """
            ['\\uFDFA'.repeat(1000).normalize('NFKD').length, 'a'.repeat(1e7).normalize().length,
             '\\u0041\\u030A'.normalize() === '\\u00C5', '\\u00C5'.normalize('NFD').length,
             String.prototype.normalize.call(12), String.prototype.normalize.length].join()
            """)
        #expect(answers.stringValue == "18000,10000000,true,2,12,0")
        #expect(thrown(context, "'a'.normalize('nfc')")?.name == "RangeError")
        #expect(thrown(context, "String.prototype.normalize.call(null)")?.name == "TypeError")
    }

    /// The error's place is the page's call, not the guard's own line.
    @Test func theRefusalNamesThePagesLine() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("const long = 'x'.repeat(1e7);\n  long.normalize('NFKD')", sourceName: "refused.js")
        }
        guard case .exception(let name, _, let stack, let sourceName, let line, _) = error else {
            Issue.record("expected an exception, got \(String(describing: error))")
            return
        }
        #expect(name == "RangeError")
        #expect(sourceName == "refused.js")
        #expect(line == 2)
        #expect(!stack.contains("prelude"))
    }

    /// Each page has its own: a page that changes them changes nothing for another.
    @Test func eachContextHasItsOwnGuardedBuiltIns() throws {
        let group = try ScriptContextGroup()
        let first = try ScriptContext(group: group)
        let second = try ScriptContext(group: group)
        try first.evaluate("JSON.stringify.marked = true; String.prototype.normalize.marked = true")
        #expect(try second.evaluate("String(JSON.stringify.marked) + String.prototype.normalize.marked").stringValue
            == "undefinedundefined")
    }
}
