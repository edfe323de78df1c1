import ScriptEngine
import Testing

/// `LiteralArguments` may only say "these are the values" when evaluating the source gives exactly
/// those values: every accepted case is checked against JavaScriptCore's own evaluation.
@Suite struct LiteralArgumentsTests {
    /// The JSON texts, read back, equal the arguments JavaScriptCore evaluates from the same source.
    private func expectSameAsEvaluated(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let texts = try #require(LiteralArguments.json(source), "refused: \(source)", sourceLocation: sourceLocation)
        let context = try ScriptContext()
        let evaluated = try context.evaluate("[\n" + source + "\n]")
        let read = try ScriptValue(json: "[" + texts.joined(separator: ",") + "]")
        #expect(read == evaluated, "\(source)", sourceLocation: sourceLocation)
        // And as JSON.stringify writes them: nothing JSON cannot say slipped through.
        let restringified = try context.evaluate("JSON.stringify([\n" + source + "\n])")
        #expect(try ScriptValue(json: restringified.stringValue ?? "") == read, sourceLocation: sourceLocation)
    }

    @Test func theDocsHydrationArgumentsAreReadAsTheyEvaluate() throws {
        try expectSameAsEvaluated("""
            'bmb-tee', {
                sku: 'TEE-001', name: 'Organic Tee', brandName: 'Northwind', introduction: 'It\\'s soft',
                variations: [{
                    sku: 'TEE-001-BLK', name: 'Black', colorName: 'Black', imageUrls: ['https://cdn.example.com/tee.jpg'],
                    sizes: [
                        { sku: 'TEE-001-BLK-S', name: 'S', current: 19.99, original: 29.99, currency: 'USD', inStock: 12 },
                        { sku: 'TEE-001-BLK-L', name: 'L', current: 19.99, original: 29.99, currency: 'USD', inStock: 0, },
                    ]
                }]
            }
            """)
    }

    @Test func jsonAndEveryKindOfLiteralAreReadAsTheyEvaluate() throws {
        try expectSameAsEvaluated(#""a", {"b":[1,-2.5,0,0.125,true,false,null,"\u00e9\/\"x\"\\\n"],"c":{}}"#)
        try expectSameAsEvaluated(#"'say "hi"', "it's", 'tab\there', "\ud83d\ude00 😀", '\ud800'"#)
        try expectSameAsEvaluated("{ if: 1, true: 2, $x: 3, _y: 4, 'q-r': 5, \"1\": 6 }, [], {}")
        try expectSameAsEvaluated("1, 2,")
        try expectSameAsEvaluated("  ")
        try expectSameAsEvaluated("123456789012345678901234567890, -0.5, 0.000001, 9007199254740993")
        try expectSameAsEvaluated("{ a: 1, a: 2, b: { a: [ [ [ ] ] ] } }")
        try expectSameAsEvaluated("'\u{2028}\u{2029}'")
    }

    @Test(arguments: [
        "a", "undefined", "NaN", "Infinity", "-Infinity", "1e3", "1E-3", "-0", "-0.0", "012", ".5", "5.", "0x1",
        "1_000", "10n", "+1", "- 1", "1 + 1", "(1)", "`t`", "/x/", "'a' // c", "/* c */ 1", "{a}", "{a: 1,,}",
        "[1,,2]", "[,]", "{__proto__: {}}", "{'__proto__': 1}", "{ \"__proto__\": 1 }", "{1: 2}", "{'a\\u0062': 1}",
        "'\\x41'", "'\\u{41}'", "'\\0'", "'\\v'", "'line\\\ncontinued'", "'raw\ttab'", "'open", "{a: 1", "[1",
        "1,,2", ",", "true1", "nullx", "fals", "{a:\u{00A0}1}", "f()", "'a'.length", "[1].x", "{a: 1}.a",
        String(repeating: "9", count: 400),
    ])
    func anythingButASafeLiteralIsLeftToTheEngine(_ source: String) {
        #expect(LiteralArguments.json(source) == nil, "\(source)")
    }

    /// The JSON is written into a buffer twice the source's size: the sources that grow most fit.
    @Test func theSourcesWhoseJSONGrowsMostAreRead() throws {
        try expectSameAsEvaluated("{" + Array(repeating: "a:0", count: 1000).joined(separator: ",") + "}")
        try expectSameAsEvaluated("'" + String(repeating: "\"", count: 1000) + "'")
        try expectSameAsEvaluated("[" + Array(repeating: "{b:'\"'}", count: 500).joined(separator: ",") + "]")
    }

    @Test func nestingPastTheLimitIsLeftToTheEngine() throws {
        let depth = LiteralArguments.maximumDepth
        let inside = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        #expect(LiteralArguments.json(inside) != nil)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(LiteralArguments.json(deep) == nil)
    }

    @Test func aStringAndAProductAreSplitForTheHydration() throws {
        let split = try #require(LiteralArguments.stringAndJSON("'bmb-1', { name: 'Tee' }"))
        #expect(split.string == "bmb-1")
        #expect(split.json == #"{"name":"Tee"}"#)
        #expect(LiteralArguments.stringAndJSON("1, {}") == nil)
        #expect(LiteralArguments.stringAndJSON("'bmb-1'") == nil)
        #expect(LiteralArguments.stringAndJSON("'bmb-1', {}, 3") == nil)
    }
}
