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
