import BambuserPlayer
import Foundation
import Testing

@MainActor
struct SnapshotTests {
    func teeSnapshot(currency: String, locale: String) async throws -> ViewerSnapshot.Product {
        let (view, _) = try makeView(currency: currency, locale: locale)
        let arguments = teeArguments().replacingOccurrences(of: "currency: 'USD'", with: "currency: '\(currency)'")
            .replacingOccurrences(of: "current: 19.99", with: "current: 1299.5")
        try await view.invoke(function: "updateProductWithData", arguments: arguments)
        return try #require(try view.snapshot().product(id: "bmb-tee"))
    }

    @Test func pricesInUSDollarsForEnUS() async throws {
        let tee = try await teeSnapshot(currency: "USD", locale: "en-US")
        #expect(tee.price == "$1,299.50")
        // Not higher than the price: no strike-through.
        #expect(tee.originalPrice == nil)
    }

    @Test func pricesInKronorForSvSE() async throws {
        let tee = try await teeSnapshot(currency: "SEK", locale: "sv-SE")
        #expect(tee.price == "1\u{A0}299,50\u{A0}kr")
    }

    @Test func pricesInEurosForDeDE() async throws {
        let tee = try await teeSnapshot(currency: "EUR", locale: "de-DE")
        #expect(tee.price == "1.299,50\u{A0}€")
    }

    @Test func theOriginalPriceIsShownStruckThrough() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        let tee = try #require(try view.snapshot().product(id: "bmb-tee"))
        #expect(tee.price == "$19.99")
        #expect(tee.originalPrice == "$29.99")
    }

    @Test func zeroStockShowsAsOutOfStock() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        let sizes = try #require(try view.snapshot().product(id: "bmb-tee")).variations[0].sizes
        #expect(sizes.map(\.stock) == ["In stock (12)", "In stock (3)", "Out of stock"])
    }

    @Test func anUnhydratedProductShowsItsDashboardData() throws {
        let (view, _) = try makeView()
        let tee = try #require(try view.snapshot().product(id: "bmb-tee"))
        #expect(!tee.isHydrated)
        #expect(tee.name == "Organic Tee (scraped)")
        #expect(tee.price == nil)
    }

    @Test func aUnitPriceShowsPerUnit() async throws {
        let (view, _) = try makeView(currency: "SEK", locale: "sv-SE")
        try await view.invoke(
            function: "updateProductWithData",
            arguments: """
                'bmb-coffee', { sku: 'COF', variations: [{ sku: 'C', name: 'Bean', colorName: 'Roast', imageUrls: [],
                  sizes: [{ sku: 'C1', name: '250 g', current: 12.5, inStock: 5, perUnit: 50, unitAmount: 250, unitDisplayName: 'kg' }] }] }
                """)
        let size = try #require(try view.snapshot().product(id: "bmb-coffee")?.variations.first?.sizes.first)
        #expect(size.unitPrice == "50,00\u{A0}kr/kg")
    }
}
