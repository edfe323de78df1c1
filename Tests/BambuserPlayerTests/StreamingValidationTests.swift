import BambuserPlayer
import Foundation
import ScriptEngine
import Testing

/// `acceptsAsGiven(json:)` reads a product straight from its JSON text; it must say yes exactly when
/// the full check (`hydrate(_:dashboard:)` over the parsed tree) accepts the product as given.
@MainActor
struct StreamingValidationTests {
    static let size = #"{"sku":"S-1","name":"S","current":19.99,"original":29.99,"currency":"USD","inStock":3}"#
    static func product(size: String = size, variation extra: String = "", product extra2: String = "") -> String {
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":[{"sku":"V-1","name":"Black","colorName":"Black","imageUrls":["https://cdn.example.com/a.jpg"],"sizes":["#
            + size + "]" + extra + "}]" + extra2 + "}"
    }

    /// Products the full check accepts as given, and ones it rejects or fills in, each a different rule.
    static let texts: [String] = [
        product(),
        product(product: #","introduction":"Soft","description":null,"unknown":{"deep":[1,{"x":null}]}"#),
        product(size: #"{"sku":"S-1","name":"S","current":0,"currency":"SEK","inStock":0,"unitAmount":2,"perUnit":1.5,"unitDisplayName":"kg"}"#),
        product(variation: ##","colorHexCode":"#000000""##),
        product(size: #"{"sku":"S\u0031","name":"S \"quoted\"","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"inStock":1}"#),  // currency filled in
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":null,"inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"usd","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":-1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":2.5}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1e999,"currency":"USD","inStock":2}"#),
        product(size: #"{"sku":"S-1","name":3,"current":1,"currency":"USD","inStock":2}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":2,"inStock":-2}"#),
        product(size: #"{"sku":"\ud800","name":"S","current":1,"currency":"USD","inStock":2}"#),
        product(variation: #","imageUrls":[1]"#),
        product(product: #","variations":[]"#),
        product(product: #","brandName":null"#),
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":[{"sku":"V-1","name":"Black","colorName":"Black","imageUrls":[],"sizes":[]}]}"#,
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":{}}"#,
        #"{"sku":"P-1","name":"Tee","brandName":"North"}"#,
        "[]", "\"text\"", "{", product() + " x", product() + "  ",
    ]

    /// More payloads for the check read from the bytes: escaped and unusual keys, wrong types, numbers
    /// JSON writes oddly or cannot hold, unicode escapes, deep nesting, white space, broken text.
    static let harderTexts: [String] = [
        // Keys: escaped spellings of table names, near misses, long and non-ASCII keys (ignored).
        product(size: #"{"s\u006bu":"S-1","name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"\u0073\u006b\u0075":"S-1","nam\u0065":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sk":"S-1","name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"skux":"S-1","sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","":"empty","name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,"unitDisplayName":"kg"}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,"unitDisplayNames":"kg"}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,"aVeryLongUnknownKeyIndeed":[]}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,"sküu":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,"x":1,"x":2}"#),
        // Wrong types and NaN-like values.
        product(size: #"{"sku":"S-1","name":"S","current":"NaN","currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":NaN,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":Infinity,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":-1e999,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":true,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":null,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"original":null,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"original":[],"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":["S-1"],"name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":{},"current":1,"currency":"USD","inStock":1}"#),
        // Numbers written oddly: integral values with a fraction or exponent, -0, 16 digits and more.
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1.0}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1e2}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":-0}"#),
        product(size: #"{"sku":"S-1","name":"S","current":-0,"currency":"USD","inStock":0}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1234567890123456}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":12345678901234567890}"#),
        product(size: #"{"sku":"S-1","name":"S","current":0.30000000000000004,"currency":"USD","inStock":1,"unitAmount":-3}"#),
        product(size: #"{"sku":"S-1","name":"S","current":01,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1.,"currency":"USD","inStock":1}"#),
        // Currency codes: escaped, short, long, not ASCII, not a string.
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"\u0055SD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"US","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USDX","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"ÜSD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":840,"inStock":1}"#),
        // Unicode escapes in values: pairs, lone halves, non-ASCII text, every escape JSON has, bad escapes.
        product(size: #"{"sku":"S-\ud83d\ude00","name":"Ünïcödé €","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"\udc00","name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"\"\\\/\b\f\n\r\t","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"\x","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"\u12","current":1,"currency":"USD","inStock":1}"#),
        product(size: "{\"sku\":\"S-1\",\"name\":\"tab\there\",\"current\":1,\"currency\":\"USD\",\"inStock\":1}"),
        product(variation: #","imageUrls":["a",null]"#),
        product(variation: #","imageUrls":"a""#),
        // Deep nesting in an ignored field: within the reader's limit, and past it.
        product(product: #","extra":"# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)),
        product(product: #","extra":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
        product(product: #","extra":"# + String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)),
        // White space everywhere JSON allows it, and broken text.
        product().replacingOccurrences(of: ",", with: " ,\n\t").replacingOccurrences(of: ":", with: "\r: "),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1,}"#),
        product(size: #"{"sku":"S-1" "name":"S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name""S","current":1,"currency":"USD","inStock":1}"#),
        product(size: #"{"sku":"S-1","name":"S","current":1,"currency":"USD","inStock":1"#),
        String(product().dropLast(3)),
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":[{"sku":"V-1","name":"Black","colorName":"Black","imageUrls":[],"sizes":[{"sku":"S","name":"S","current":1,"currency":"USD","inStock":1}]}]}"#,
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":[{"sku":"V-1","name":"Black","colorName":"Black","imageUrls":["a"],"sizes":[{"sku":"S","name":"S","current":1,"currency":"USD","inStock":1},{}]}]}"#,
        #"{"sku":"P-1","name":"Tee","brandName":"North","variations":[1]}"#,
        "", " ", "null", "{}",
    ]

    /// Whether the full check accepts `text` as given: the tree parsed by the strict reader, then hydrated.
    static func fullCheckAcceptsAsGiven(_ text: String, validator: HydrationValidator) -> Bool {
        guard let tree = try? ScriptValue(json: text) else { return false }
        return validator.hydrate(tree, dashboard: nil).isAsGiven
    }

    @Test func theStreamingCheckAgreesWithTheFullCheck() throws {
        let validator = HydrationValidator(currency: "USD", locale: "en-US")
        for text in Self.texts {
            let full: Bool
            if let tree = try? ScriptValue(json: text) {
                full = validator.hydrate(tree, dashboard: nil).isAsGiven
            } else {
                full = false
            }
            #expect(validator.acceptsAsGiven(json: text) == full, "\(text)")
        }
        #expect(validator.acceptsAsGiven(json: Self.product()))
    }

    @Test func theStreamingCheckAgreesWithTheFullCheckOnHarderPayloads() {
        let validator = HydrationValidator(currency: "USD", locale: "en-US")
        var accepted = 0
        for text in Self.harderTexts {
            let full = Self.fullCheckAcceptsAsGiven(text, validator: validator)
            #expect(validator.acceptsAsGiven(json: text) == full, "\(text)")
            if full { accepted += 1 }
        }
        // Both answers occur: the payloads test acceptance as well as refusal.
        #expect(accepted > 5)
        #expect(accepted < Self.harderTexts.count - 5)
    }

    /// A field given twice (once escaped) is not certain from the bytes: `JSON.parse` keeps the last, so the
    /// full check decides, and the player accepts the product through it.
    @Test func aRepeatedFieldIsLeftToTheFullCheck() async throws {
        let validator = HydrationValidator(currency: "USD", locale: "en-US")
        let texts = [
            Self.product(size: #"{"sku":"S-1","s\u006bu":"S-2","name":"S","current":1,"currency":"USD","inStock":1}"#),
            Self.product(variation: #","imageUrls":["https:\/\/cdn.example.com\/a.jpg","b"]"#),
        ]
        for text in texts {
            #expect(!validator.acceptsAsGiven(json: text))
            #expect(Self.fullCheckAcceptsAsGiven(text, validator: validator))
            let (view, _) = try makeView()
            try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', " + text)
            #expect(view.hydrations.last?.isAccepted == true)
        }
    }

    /// Every table name matches as a key (the check packs keys into words), at every length the tables have.
    @Test func everyFieldOfTheTablesIsReadFromTheBytes() {
        let validator = HydrationValidator(currency: "USD", locale: "en-US")
        let full = Self.product(
            size: #"{"sku":"S","name":"S","current":1,"original":2,"currency":"USD","inStock":1,"perUnit":0.5,"unitAmount":2,"unitDisplayName":"kg"}"#,
            variation: ##","colorHexCode":"#000000""##, product: #","introduction":"I","description":"D""#)
        #expect(validator.acceptsAsGiven(json: full))
        // One field of the wrong type at a time (a look-alike key after it is ignored): each is found and checked.
        let wrong = [
            ("original", #""2""#), ("perUnit", "-1"), ("unitAmount", "1.5"), ("unitDisplayName", "1"),
            ("colorHexCode", "1"), ("introduction", "[]"), ("description", "{}"), ("current", "-2"), ("inStock", "-1"),
        ]
        for (field, bad) in wrong {
            let broken = full.replacingOccurrences(of: "\"\(field)\":", with: "\"\(field)\":\(bad),\"\(field)x\":")
            #expect(!validator.acceptsAsGiven(json: broken), "\(field)")
            #expect(!Self.fullCheckAcceptsAsGiven(broken, validator: validator), "\(field)")
        }
    }

    @Test func withoutCurrencyAndLocaleNothingIsAcceptedAsGiven() {
        #expect(!HydrationValidator(currency: nil, locale: "en-US").acceptsAsGiven(json: Self.product()))
    }

    @Test func aProductWithDashboardFallbacksTakesTheFullCheckAndIsLogged() async throws {
        let show = BambuserShow(
            id: "dash", type: .live, title: "Dashboard", durationSeconds: 60,
            products: [.init(id: "bmb-1", ref: "P-1", url: "https://shop.example.com/p", dashboard: .object(["description": .string("From the dashboard")]))])
        let (view, _) = try makeView(show: show)
        try await view.invoke(function: "updateProductWithData", arguments: "'bmb-1', " + Self.product())
        #expect(view.hydrations.last?.warnings.map(\.path) == ["description"])
        #expect(try view.snapshot().product(id: "bmb-1")?.description == "From the dashboard")
    }

    @Test func theLogShowsAnAcceptedProductParsedWhenRead() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        let entry = try #require(view.eventLog.last { $0.kind == .hydrationAccepted })
        #expect(entry.name == "bmb-tee")
        #expect(entry.details["name"] == .string("Organic Tee"))
        #expect(entry.details["variations"]?[0]?["sizes"]?[2]?["inStock"] == .int(0))
    }
}

/// The pull reader hands keys and plain strings over in place and scans strings eight bytes a step;
/// what it reads must be what the tree reader reads, wherever in a word a quote, a backslash or a
/// control character falls.
struct JSONPullReaderTests {
    @Test func stringsOfEveryLengthReadTheSameWhereverTheirSpecialByteFalls() throws {
        for length in 0..<20 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
            #expect(try ScriptValue(json: "\"\(plain)\"") == .string(plain))
            for position in 0..<length {
                let before = String(plain.prefix(position)), after = String(plain.dropFirst(position + 1))
                #expect(try ScriptValue(json: "\"\(before)é\(after)\"") == .string(before + "é" + after))
                #expect(try ScriptValue(json: "\"\(before)\\n\(after)\"") == .string(before + "\n" + after))
                #expect(try ScriptValue(json: "\"\(before)\\\"\(after)\"") == .string(before + "\"" + after))
                #expect(throws: ScriptError.self) { try ScriptValue(json: "\"\(before)\u{01}\(after)\"") }
            }
        }
    }

    @Test func plainKeysAreHandedOverInPlaceAndEscapedOnesDecoded() throws {
        var text = #"{"plain":1, "es\u0063aped" :2,"":3}"#
        let keys: [String] = try text.withUTF8 { bytes in
            var reader = JSONPullReader(bytes: bytes)
            let began = reader.beginObject()
            #expect(began)
            var keys: [String] = []
            while let key = try reader.nextRawKey() {
                switch key {
                case .plain(let utf8): keys.append("plain:" + String(decoding: utf8, as: UTF8.self))
                case .escaped(let name): keys.append("escaped:" + name)
                }
                _ = try reader.scalar()
            }
            let atEnd = reader.isAtEnd()
            #expect(atEnd)
            return keys
        }
        #expect(keys == ["plain:plain", "escaped:escaped", "plain:"])
    }

    @Test func aPlainStringIsReadInPlaceAndOneWithAnEscapeIsLeftForTheTreeReader() throws {
        var text = #"["abc","a\"b"]"#
        try text.withUTF8 { bytes in
            var reader = JSONPullReader(bytes: bytes)
            let began = reader.beginArray()
            let first = try reader.nextElement()
            let plain = reader.plainString()
            let second = try reader.nextElement()
            let escaped = reader.plainString()
            let value = try reader.value(depth: 1)
            let third = try reader.nextElement()
            #expect(began && first && second && !third)
            #expect(plain.map { String(decoding: $0, as: UTF8.self) } == "abc")
            #expect(escaped == nil)
            #expect(value == .string("a\"b"))
        }
    }

    @Test func aMissingSeparatorIsAnErrorWithItsOffset() throws {
        var text = #"{"a":1 "b":2}"#
        let message: String? = try text.withUTF8 { bytes in
            var reader = JSONPullReader(bytes: bytes)
            _ = reader.beginObject()
            _ = try reader.nextKey()
            _ = try reader.scalar()
            do {
                _ = try reader.nextKey()
                return nil
            } catch let error as ScriptError {
                return error.description
            }
        }
        #expect(message?.contains("offset 7") == true)
    }
}

/// Text JavaScript hands to Swift is read exactly, ASCII or not (ASCII takes a one-pass, exactly sized path).
@MainActor
struct HydrationTextTests {
    @Test func anAcceptedProductIsLoggedExactlyWhateverItsCharacters() async throws {
        for name in ["Organic Tee", "Tee – ünïcödé 😀", #"Tee \"quoted\" \\ back"#] {
            let (view, _) = try makeView()
            try await view.invoke(function: "updateProductWithData", arguments: teeArguments(name: name))
            let entry = try #require(view.eventLog.last { $0.kind == .hydrationAccepted })
            let expected = try view.evaluate("'\(name)'")
            #expect(entry.details["name"] == expected, "\(name)")
            #expect(try view.snapshot().product(id: "bmb-tee")?.name == expected.stringValue)
        }
    }
}

/// Prices are read by ScriptEngine's JSON reader with a fast path for short decimals; it must give
/// the correctly rounded double `Double(_:)` gives, or the player would show other prices.
struct PriceReadingTests {
    static func read(_ text: String) throws -> ScriptValue { try ScriptValue(json: text) }

    @Test func shortDecimalsReadAsTheCorrectlyRoundedDouble() throws {
        var texts: [String] = []
        for cents in stride(from: 0, to: 200_000, by: 37) {
            texts.append("\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
        }
        texts += ["0.1", "0.000001", "-29.99", "123456.789", "999999999999.999", "0.30000000000000004", "9007199254740.993"]
        for text in texts {
            let expected = try #require(Double(text))
            #expect(try Self.read(text) == .number(expected), "\(text)")
        }
    }

    @Test func longAndExponentNumbersStillReadExactly() throws {
        for text in ["12345678901234.56", "1.5e3", "-0.0", "2.5E-3", "0.1234567890123456789"] {
            let expected = try #require(Double(text))
            #expect(try Self.read(text) == .number(expected), "\(text)")
        }
    }
}
