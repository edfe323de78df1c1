import BambuserPlayer
import Foundation
import ScriptEngine
import ShopStageTesting
import Testing

struct BuilderTests {
    @Test func toJSONWritesWhatTheGivenEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try HydratedProduct(sku: "A/B").withName("Levi's").withBrandName("L").toJSON(encoder)
        #expect(json == #"{"brandName":"L","name":"Levi's","sku":"A/B","variations":[]}"#)
    }

    @Test func toJSONLeavesAbsentOptionalsOut() throws {
        let json = try ProductSize(sku: "S", current: 999, name: "M", inStock: 1).toJSON()
        #expect(!json.contains("original") && !json.contains("currency"))
        #expect(json.contains(#""current":999"#))
    }

    @Test func toJSONAndValueDescribeTheSameProduct() throws {
        let product = HydratedProduct(sku: "A/B \"q\" \\ é\n").withName("Levi's").withBrandName("L")
            .withVariations([
                Variation().withSku("V").withName("N").withColorName("C").withImageUrls(["https://x/y.jpg"])
                    .withSizes([ProductSize().withSku("S").withName("M").withCurrentPrice(19.99).withOriginal(20).withInStock(0)])
            ])
        #expect(try ScriptValue(json: product.toJSON()) == product.value)
    }

    @Test func withMethodsReturnCopies() {
        let base = ProductSize().withSku("S")
        let priced = base.withCurrentPrice(5)
        #expect(base.current == 0)
        #expect(priced.current == 5)
    }

    @Test func withMethodsTakeTheOptionalsTheExampleTakes() {
        let original: Double? = nil
        let size = ProductSize().withOriginal(original).withCurrency(nil).withPerUnit(nil).withUnitAmount(nil)
            .withUnitDisplayName(nil)
        let product = HydratedProduct(sku: "X").withIntroduction(nil).withDescription(nil)
        #expect(size.original == nil && product.introduction == nil)
        #expect(Variation().withColorHexCode(nil).colorHexCode == nil)
    }

    @Test func theMemberwiseInitialisersAreTheExamples() {
        let size = ProductSize(
            sku: "S", current: 999, name: "Medium", inStock: 15, original: 1499, currency: "SEK", perUnit: nil, unitAmount: nil,
            unitDisplayName: nil)
        let variation = Variation(sku: "V", name: "N", colorName: "c", imageUrls: [URL(fileURLWithPath: "/a.jpg")], sizes: [size])
        let product = HydratedProduct(sku: "P", name: "Bronzer", brandName: "Sunlit", variations: [variation])
        #expect(product.variations[0].sizes[0].currency == "SEK")
    }

    @Test func buildThrowsInvalidRequiredPropertyWithThePath() {
        #expect(throws: BuilderError.invalidRequiredProperty("inStock")) {
            try ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(-1).build()
        }
    }

    @Test func aNestedFieldIsNamedByItsPath() {
        let bad = ProductSize(sku: "S", current: -1, name: "M", inStock: 1)
        #expect(throws: BuilderError.invalidRequiredProperty("sizes[0].current")) {
            try Variation(sku: "V", name: "N", colorName: "c", sizes: [bad]).build()
        }
    }

    @Test func aProductWithoutVariationsThrowsMissingRequiredProperty() {
        #expect(throws: BuilderError.missingRequiredProperty("variations")) {
            try HydratedProduct(sku: "X").withName("X").withBrandName("B").build()
        }
    }

    @Test func anOutOfStockSizeBuildsUnlikeTheExampleBuilder() throws {
        try ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(0).build()
    }

    @Test func aSizeMayLeaveCurrencyToThePlayer() throws {
        try ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(2).build()
    }

    @Test func aCatalogProductBuildsThroughTheBuilder() throws {
        let catalog = try Fixtures.bambuserCatalog("spring-catalog")
        for product in catalog.products {
            _ = try product.hydratedProduct()
        }
    }

    @Test func theProductIsCodable() throws {
        let product = HydratedProduct(sku: "P", name: "N", brandName: "B", variations: [Variation(sku: "V", sizes: [ProductSize(sku: "S")])])
        let decoded = try JSONDecoder().decode(HydratedProduct.self, from: Data(try product.toJSON().utf8))
        #expect(decoded == product)
    }
}
