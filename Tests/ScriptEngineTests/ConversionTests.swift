import Foundation
import Testing
@testable import ScriptEngine

struct ConversionTests {
    @Test func stringWithNulAndEmojiRoundTrips() throws {
        let context = try ScriptContext()
        let original = "a\u{0}b 🛍️ é"
        let back = try context.globalObject.property("String").call([.string(original)]).value()
        #expect(back == .string(original))
        #expect(try context.evaluate("'a\\u0000b 🛍️ é'.length") == .int(original.utf16.count))
    }

    /// Strings of `longJSStrings` bytes are decoded to UTF-16 in Swift (eight ASCII bytes at a time),
    /// shorter and longer ones by JavaScriptCore: all give the string's own code units, at every
    /// length around the switches and with the ASCII run cut at every offset of an eight-byte word.
    @Test(arguments: [
        "plain ASCII", "caf\u{E9} \u{B7} \u{20AC}29 \u{2014} \u{201C}quoted\u{201D}", "emoji \u{1F600} and \u{1F1EB}\u{1F1F7}",
        "mixed\u{0}NUL and \u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ])
    func longAndShortStringsReachJavaScriptExact(_ text: String) throws {
        let context = try ScriptContext()
        // The length and a position-weighted sum of the code units, on both sides.
        let digest = try context.evaluateHandle("""
            (s) => { let h = 0; for (let i = 0; i < s.length; i++) h = (h + s.charCodeAt(i) * (i % 65521 + 1)) % 4294967291; return s.length + ':' + h; }
            """)
        func expected(_ string: String) -> String {
            var h: UInt64 = 0
            for (i, unit) in string.utf16.enumerated() { h = (h + UInt64(unit) * UInt64(i % 65521 + 1)) % 4_294_967_291 }
            return "\(string.utf16.count):\(h)"
        }
        let (low, high) = (longJSStrings.lowerBound, longJSStrings.upperBound)
        for length in [low - 9, low - 1, low, low + 7, 20_000, high - 3, high + 5] {
            var sample = String(repeating: text + "|", count: length / (text.utf8.count + 1) + 1)
            while sample.utf8.count > length { sample.removeLast() }
            // Every cut of an eight-byte word at the short lengths; two at the megabyte ones.
            for offset in length < 100_000 ? Array(0..<8) : [0, 7] {
                let string = String(repeating: "a", count: offset) + sample
                #expect(try digest.call([.string(string)]).value() == .string(expected(string)), "length \(string.utf8.count)")
            }
        }
    }

    @Test func loneSurrogateSurvivesARoundTrip() throws {
        let context = try ScriptContext()
        let value = try context.evaluate("'x\\uD800y'")
        #expect(value == .utf16([0x78, 0xD800, 0x79]))
        let identity = try context.evaluateHandle("(s) => s.length === 3 && s.charCodeAt(1) === 0xD800")
        #expect(try identity.call([value]).value() == .bool(true))
    }

    @Test func nestedObjectsAndArraysConvert() throws {
        let context = try ScriptContext()
        let value = try context.evaluate("({ a: [1, 2.5, 'x', null, true], b: { c: { d: [] } }, f() {} })")
        #expect(value["a"] == .array([.int(1), .double(2.5), .string("x"), .null, .bool(true)]))
        #expect(value["b"]?["c"]?["d"] == .array([]))
        #expect(value["f"] == .undefined)
    }

    /// An object converts to its own enumerable properties, as structured clone copies it (a
    /// WKScriptMessage's body): not those it inherits, which `for…in` would list too.
    @Test func onlyAnObjectsOwnPropertiesConvert() throws {
        let context = try ScriptContext()
        let options = try context.evaluate("""
            const defaults = { size: 'm', color: 'red' };
            const options = Object.create(defaults);
            options.size = 'l';
            options
            """)
        #expect(options == .object(["size": .string("l")]))
        let polluted = try context.evaluate("""
            Object.prototype.extra = 1;
            class Tile { constructor() { this.id = 'p1'; } }
            Object.defineProperty(Tile.prototype, 'label', { get() { return 'x'; }, enumerable: true });
            [{ a: 1 }, new Tile(), Object.assign(Object.create(null), { b: 2 })]
            """)
        #expect(polluted == .array([.object(["a": .int(1)]), .object(["id": .string("p1")]), .object(["b": .int(2)])]))
    }

    @Test func swiftValuesBecomeJavaScriptValues() throws {
        let context = try ScriptContext()
        let check = try context.evaluateHandle("(v) => JSON.stringify(v)")
        let input: ScriptValue = ["items": [1, 2.5, "x"], "ok": true, "none": nil]
        let json = try check.call([input]).value().stringValue ?? ""
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["ok"] as? Bool == true)
        #expect((parsed?["items"] as? [Any])?.count == 3)
        #expect(parsed?["none"] is NSNull)
    }

    @Test func cycleIsAConversionErrorWithPath() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("const o = { list: [{}] }; o.list[0].back = o; o")
        }
        #expect(error == .conversion(path: "list[0].back", message: "the value refers to itself (a cycle)"))
    }

    @Test func throwingGetterIsAConversionErrorWithPath() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("({ ok: 1, get bad() { throw new Error('no') } })")
        }
        guard case .conversion(let path, let message) = error else {
            Issue.record("expected a conversion error")
            return
        }
        #expect(path == "bad")
        #expect(message.contains("no"))
    }

    @Test func anyProjectionIsWhatSeedCodeCasts() throws {
        let context = try ScriptContext()
        let value = try context.evaluate("({ event: { products: [{ id: 'b1', ref: 'SKU-1', url: 'https://x' }] }, n: null })")
        let data = value.anyValue as? [String: Any]
        let event = data?["event"] as? [String: Any]
        let products = event?["products"] as? [[String: Any]]
        #expect(products?.first?["ref"] as? String == "SKU-1")
        #expect(data?["n"] is NSNull)
    }

    @Test func valuesBuiltFromAnyKeepTheirTypes() throws {
        let value = try ScriptValue(any: ["a": 1, "b": 2.5, "c": ["x", true]] as [String: Any])
        #expect(value == ["a": 1, "b": 2.5, "c": ["x", true]])
        #expect(throws: ScriptError.self) { try ScriptValue(any: ["bad": Data()] as [String: Any]) }
    }

    struct Product: Codable, Equatable {
        var sku: String
        var price: Double
        var sizes: [Size]
        struct Size: Codable, Equatable {
            var name: String
            var inStock: Int
        }
    }

    @Test func codableBridgeRoundTrips() throws {
        let context = try ScriptContext()
        let product = Product(sku: "T-1", price: 19.99, sizes: [.init(name: "S", inStock: 3)])
        let handle = try context.encode(product)
        let doubled = try context.evaluateHandle("(p) => ({ ...p, price: p.price * 2 })").call(handles: [handle])
        let decoded = try context.decode(Product.self, from: doubled)
        #expect(decoded == Product(sku: "T-1", price: 39.98, sizes: [.init(name: "S", inStock: 3)]))
    }

    @Test func decodingFailureNamesThePath() throws {
        let context = try ScriptContext()
        let handle = try context.evaluateHandle("({ sku: 'T', price: 1, sizes: [{ name: 'S', inStock: 1 }, { name: 'M', inStock: 'three' }] })")
        let error = #expect(throws: ScriptError.self) { try context.decode(Product.self, from: handle) }
        guard case .conversion(let path, _) = error else {
            Issue.record("expected a conversion error")
            return
        }
        #expect(path == "sizes[1].inStock")
    }

    @Test func jsonStringIsDeterministic() throws {
        let value: ScriptValue = ["b": 1, "a": ["url": "https://x/y"], "u": .undefined]
        #expect(try value.jsonString() == #"{"a":{"url":"https://x/y"},"b":1}"#)
    }
}

struct JSONTextTests {
    @Test func parsesWhatJSONStringifyWrites() throws {
        let context = try ScriptContext()
        let text = try context.evaluate(#"JSON.stringify({ a: [1, 2.5, "x\n\"y\"", null, true], b: { c: "é🛍️" } })"#).stringValue ?? ""
        #expect(try ScriptValue(json: text) == ["a": [1, 2.5, "x\n\"y\"", nil, true], "b": ["c": "é🛍️"]])
    }

    @Test func writesTextJavaScriptParsesBack() throws {
        let value: ScriptValue = ["quote": "it's \"fine\"\\", "control": "\u{1}\t", "n": -3, "d": 0.5, "list": [nil, false]]
        let context = try ScriptContext()
        let parsed = try context.evaluateHandle("(text) => JSON.parse(text)").call([.string(try value.jsonString())]).value()
        #expect(parsed == value)
    }

    @Test func loneSurrogateIsWrittenAsAnEscape() throws {
        #expect(try ScriptValue.utf16([0x61, 0xD800]).jsonString() == #""a\ud800""#)
    }

    @Test func malformedTextNamesTheOffset() throws {
        let error = #expect(throws: ScriptError.self) { try ScriptValue(json: #"{"a": [1, }"#) }
        #expect(error?.description.contains("offset") == true)
    }

    @Test func nonFiniteNumberHasNoJSONForm() throws {
        #expect(throws: ScriptError.self) { try ScriptValue.object(["x": .double(.infinity)]).jsonString() }
    }

    @Test func numbersParseAsTheEngineConvertsThem() throws {
        let text = "[0,-0,7,-7,19.99,29.99,1e5,1.5e-3,-2.5E+2,123456789012345,1234567890123456,12345678901234567890,0.1,5e-324]"
        let context = try ScriptContext()
        #expect(try ScriptValue(json: text) == context.evaluate("JSON.parse('\(text)')"))
    }

    @Test func escapedLoneSurrogateStaysExact() throws {
        #expect(try ScriptValue(json: #""\ud800a""#) == .utf16([0xD800, 0x61]))
    }

    @Test func escapesDecodeAsJSONParseDecodesThem() throws {
        #expect(try ScriptValue(json: #""\/\b\f\n\r\t\"\\\u00e9\ud83d\udecd""#) == .string("/\u{8}\u{C}\n\r\t\"\\é\u{1F6CD}"))
    }

    @Test func repeatedKeyKeepsTheLastValue() throws {
        #expect(try ScriptValue(json: #"{"a":1,"a":2}"#) == ["a": 2])
    }

    @Test(arguments: [
        "01", "-", "1.", ".5", "1e", "+1", "[1,]", #"{"a":1,}"#, #"{a:1}"#, #""\x""#, "\"a\u{1}\"", #""\u12""#, "tru", "[1] x", "",
        "NaN", "'a'",
    ])
    func textJSONParseRefusesIsRefused(_ text: String) throws {
        let context = try ScriptContext()
        #expect(throws: ScriptError.self) { try context.evaluateHandle("(text) => JSON.parse(text)").call([.string(text)]) }
        #expect(throws: ScriptError.self) { try ScriptValue(json: text) }
    }

    @Test func nestingDeeperThanTheConversionLimitIsRefused() throws {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let error = #expect(throws: ScriptError.self) { try ScriptValue(json: text) }
        #expect(error?.description.contains("nested deeper than 512") == true)
    }

    @Test(arguments: [
        [UInt16](), Array("plain ASCII".utf16), Array("caf\u{E9} \u{B7} \u{20AC} \u{7FF}\u{800}\u{FFFF}".utf16),
        Array("emoji \u{1F600}\u{10FFFF}".utf16), [0x61, 0xD800], [0xD800, 0x61, 0xDC00, 0x62], [0xDBFF, 0xDBFF, 0xDFFF],
        [0xDC00, 0xD800, 0xDC00], [0x0, 0x7F, 0x80],
    ])
    func transcodingUTF16MakesWhatDecodingMakes(_ units: [UInt16]) {
        let made = units.withUnsafeBufferPointer { String(transcoding: $0) }
        #expect(made == String(decoding: units, as: UTF16.self))
        #expect(Array(made.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
    }
}
