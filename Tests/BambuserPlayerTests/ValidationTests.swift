import BambuserPlayer
import Foundation
import ScriptEngine
import Testing

@MainActor
struct ValidationTests {
    /// A product object (JavaScript source) → the violation paths the player reports ([] = accepted).
    nonisolated static let table: [(String, [String])] = [
        (Self.product(), []),
        (Self.product(size: "inStock: 2.5"), ["variations[0].sizes[0].inStock"]),
        (Self.product(size: "inStock: '3'"), ["variations[0].sizes[0].inStock"]),
        (Self.product(size: "inStock: -1"), ["variations[0].sizes[0].inStock"]),
        (Self.product(size: "inStock: 0"), []),
        (Self.product(size: "current: -5"), ["variations[0].sizes[0].current"]),
        (Self.product(size: "current: '19.99'"), ["variations[0].sizes[0].current"]),
        (Self.product(size: "current: NaN"), ["variations[0].sizes[0].current"]),
        (Self.product(size: "current: 20"), []),
        (Self.product(size: "original: -1"), ["variations[0].sizes[0].original"]),
        (Self.product(size: "currency: 'usd'"), ["variations[0].sizes[0].currency"]),
        (Self.product(size: "currency: 'US'"), ["variations[0].sizes[0].currency"]),
        (Self.product(size: "currency: undefined"), []),  // the configuration's currency fills it
        (Self.product(size: "name: undefined"), ["variations[0].sizes[0].name"]),
        (Self.product(size: "sku: 7"), ["variations[0].sizes[0].sku"]),
        (Self.product(size: "perUnit: 2.5, unitAmount: 4, unitDisplayName: 'kg'"), []),
        (Self.product(size: "unitAmount: 1.5"), ["variations[0].sizes[0].unitAmount"]),
        (Self.product(size: "perUnit: 'x'"), ["variations[0].sizes[0].perUnit"]),
        (Self.product(variation: "imageUrls: 'a.jpg'"), ["variations[0].imageUrls"]),
        (Self.product(variation: "imageUrls: ['a.jpg', 2]"), ["variations[0].imageUrls[1]"]),
        (Self.product(variation: "colorName: undefined"), ["variations[0].colorName"]),
        (Self.product(variation: "colorHexCode: 0"), ["variations[0].colorHexCode"]),
        (Self.product(variation: "sizes: []"), ["variations[0].sizes"]),
        (Self.product(top: "brandName: undefined"), ["brandName"]),
        (Self.product(top: "name: null"), ["name"]),
        (Self.product(top: "introduction: 3"), ["introduction"]),
        (Self.product(top: "description: '<p>HTML</p>'"), []),
        (Self.product(top: "variations: {}"), ["variations"]),
        ("{ sku: 'X' }", ["name", "brandName", "variations"]),
        ("'not an object'", [""]),
    ]

    nonisolated static func product(top: String = "", variation: String = "", size: String = "") -> String {
        """
        { sku: 'TEE', name: 'Tee', brandName: 'Northwind', variations: [{ sku: 'TEE-B', name: 'Black', colorName: 'Black',
          imageUrls: ['https://cdn.example.com/t.jpg'], sizes: [{ sku: 'TEE-B-M', name: 'M', current: 19.99, currency: 'USD',
          inStock: 3, \(size) }], \(variation) }], \(top) }
        """
    }

    @Test(arguments: 0..<table.count)
    func everyRuleOfTheSeedTables(row: Int) throws {
        let (payload, paths) = Self.table[row]
        let verdict = HydrationCheck.check(arguments: "'bmb-x', \(payload)", currency: "USD", locale: "en-US")
        #expect(verdict.errors.map(\.path) == paths, "row \(row): \(verdict.errors)")
        #expect(verdict.accepted == paths.isEmpty)
    }

    @Test func aViolationSaysWhatWasExpectedAndWhatCame() {
        let verdict = HydrationCheck.check(
            arguments: "'bmb-x', \(Self.product(size: "inStock: 2.5"))", currency: "USD", locale: "en-US")
        #expect(verdict.errors.first?.message == "expected an Int (an integral number), got the number 2.5")
    }

    @Test func withoutCurrencyInTheConfigurationEveryHydrationIsRejected() async throws {
        let (view, _) = try makeView(currency: nil)
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        }
        let rejection = try #require(view.eventLog.last { $0.kind == .hydrationRejected })
        #expect(rejection.details[0]?["path"] == "")
        #expect(rejection.details[0]?["message"]?.stringValue?.contains("no \"currency\"") == true)
    }

    @Test func withoutLocaleInTheConfigurationEveryHydrationIsRejected() {
        let verdict = HydrationCheck.check(arguments: teeArguments(), currency: "USD", locale: nil)
        #expect(!verdict.accepted)
        #expect(verdict.errors.first?.message.contains("no \"locale\"") == true)
    }

    @Test func fieldsLeftOutFallBackToDashboardData() async throws {
        let (view, _) = try makeView()
        // The coffee's dashboard has name and brandName; the hydration gives only sku and variations.
        try await view.invoke(
            function: "updateProductWithData",
            arguments: """
                'bmb-coffee', { sku: 'COF-250', variations: [{ sku: 'C', name: 'Bean', colorName: 'Roast', imageUrls: [],
                  sizes: [{ sku: 'C1', name: '250 g', current: 12.5, inStock: 5 }] }] }
                """)
        let card = try #require(try view.snapshot().product(id: "bmb-coffee"))
        #expect(card.isHydrated)
        #expect(card.name == "House Blend")
        #expect(card.brandName == "Kaffebaren")
    }

    @Test func aFieldMissingFromBothHydrationAndDashboardIsMissing() async throws {
        let (view, _) = try makeView()
        await #expect(throws: BambuserStageError.hydrationRejected(
            id: "bmb-cap", violations: [HydrationViolation(path: "brandName", message: "required String is missing")])
        ) {
            _ = try await view.invoke(
                function: "updateProductWithData",
                arguments: "'bmb-cap', { sku: 'CAP', name: 'Cap', variations: [{ sku: 'C', name: 'O', colorName: 'O', imageUrls: [], sizes: [{ sku: 'C1', name: 'OS', current: 1, inStock: 1 }] }] }")
        }
    }

    @Test func hydratingTwiceIsIdempotentAndTheLastWriteWins() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments(name: "First"))
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments(name: "Second"))
        let card = try #require(try view.snapshot().product(id: "bmb-tee"))
        #expect(card.name == "Second")
        #expect(card.variations.count == 1)
        #expect(card.variations[0].sizes.count == 3)
    }

    @Test func strictModeThrowsListingEveryViolation() async throws {
        let (view, _) = try makeView()
        do {
            try await view.invoke(
                function: "updateProductWithData",
                arguments: "'bmb-tee', \(Self.product(size: "inStock: 2.5, currency: 'usd'"))")
            Issue.record("expected a rejection")
        } catch let error as BambuserStageError {
            guard case .hydrationRejected(let id, let violations) = error else { throw error }
            #expect(id == "bmb-tee")
            #expect(violations.map(\.path) == ["variations[0].sizes[0].currency", "variations[0].sizes[0].inStock"])
        }
    }

    @Test func lenientModeRecordsARejectionWithoutThrowing() async throws {
        let (view, _) = try makeView(mode: .lenient)
        let result = try await view.invoke(
            function: "updateProductWithData", arguments: "'bmb-tee', \(Self.product(size: "inStock: -2"))")
        #expect(result as? Bool == false)
        #expect(view.eventLog.contains { $0.kind == .hydrationRejected && $0.name == "bmb-tee" })
        #expect(try view.snapshot().product(id: "bmb-tee")?.isHydrated == false)
    }

    @Test func anIdNotInTheShowIsRejected() async throws {
        let (view, _) = try makeView()
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: teeArguments(id: "bmb-unknown"))
        }
    }

    @Test func aMissingIdIsAnErrorAboutTheWholeCall() {
        let verdict = HydrationCheck.check(arguments: Self.product(), currency: "USD", locale: "en-US")
        #expect(verdict.errors.map(\.path) == [""])
        #expect(verdict.errors[0].message.contains("product id"))
    }

    @Test func aRunawayArgumentStopsAtTheTimeLimit() {
        let verdict = HydrationCheck.check(arguments: "'x', (() => { while (true) {} })()", currency: "USD", locale: "en-US")
        #expect(!verdict.accepted)
        #expect(verdict.errors.first?.message.contains("time limit") == true)
    }
}
