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
