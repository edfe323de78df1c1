import BambuserPlayer
import Foundation
import Testing

struct BuilderTests {
    @Test func toJSONIsCompactSortedAndUnescaped() throws {
        let json = try HydratedProduct(sku: "A/B").withName("Levi's").withBrandName("L").toJSON()
        #expect(json == #"{"brandName":"L","name":"Levi's","sku":"A/B"}"#)
    }

    @Test func withMethodsReturnCopies() {
        let base = ProductSize().withSku("S")
        let priced = base.withCurrentPrice(5)
        #expect(base.fields["current"] == nil)
        #expect(priced.fields["current"] == .int(5))
    }

    @Test func buildChecksWithTheValidator() {
        #expect(throws: BambuserPlayerError.invalidProduct(
            level: .size, violations: [HydrationViolation(path: "inStock", message: "expected a stock of 0 or more (0 = out of stock), got -1")])
        ) {
            try ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(-1).build()
        }
    }

    @Test func aSizeMayLeaveCurrencyToThePlayer() throws {
        try ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(0).build()
    }

    @Test func aProductWithoutVariationsDoesNotBuild() {
        #expect(throws: BambuserPlayerError.self) {
            try HydratedProduct(sku: "X").withName("X").withBrandName("B").build()
        }
    }

    @Test func aCatalogProductBuildsThroughTheBuilder() throws {
        let catalog = try Fixture.catalog("spring-catalog")
        for product in catalog.products {
            _ = try product.hydratedProduct()
        }
    }
}


struct JSONTextTests {
    @Test func builderJSONMatchesFoundationsEncoding() throws {
        let product = HydratedProduct(sku: "A/B \"q\" \\ é\n").withName("Levi's").withBrandName("L")
            .withVariations([
                Variation().withSku("V").withName("N").withColorName("C").withImageUrls(["https://x/y.jpg"])
                    .withSizes([ProductSize().withSku("S").withName("M").withCurrentPrice(19.99).withOriginal(20).withInStock(0)])
            ])
        #expect(try product.toJSON() == product.value.jsonString())
    }
}
