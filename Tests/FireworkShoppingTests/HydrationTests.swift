import Testing

@testable import FireworkShopping

@MainActor
@Suite struct HydrationTests {
    @Test func mergeUpdatesOnlyTheFieldsTheBuilderSet() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.variants(.merge) { variants in
                variants.variant("runner-red-42") { $0.formattedPrice(79, currencyCode: "USD") }
                return variants
            }
        }
        try h.player.open()
        let runner = try #require(h.player.product("p_runner"))
        #expect(runner.name == "Runner")
        #expect(runner.variants.map(\.id) == ["runner-red-42", "runner-blue-43"])
        #expect(runner.variants[0].price == ProductPrice(amount: 79, currencyCode: "USD"))
        #expect(runner.variants[0].originalPrice == ProductPrice(amount: 119.99, currencyCode: "USD"))
        #expect(runner.variants[0].name == "Red / 42")
    }

    @Test func mergeAppendsVariantsWithNewIDs() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.variants(.merge) { variants in
                variants.variant("runner-white-44") { $0.name("White / 44") }
                return variants
            }
        }
        try h.player.open()
        #expect(
            h.player.product("p_runner")?.variants.map(\.id) == ["runner-red-42", "runner-blue-43", "runner-white-44"])
    }

    @Test func replaceDropsVariantsNotRebuilt() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.variants(.replace) { variants in
                variants.variant("runner-blue-43") { $0.name("Blue").isAvailable(true) }
                return variants
            }
        }
        try h.player.open()
        let variants = try #require(h.player.product("p_runner")?.variants)
        #expect(variants.map(\.id) == ["runner-blue-43"])
        #expect(variants[0].name == "Blue")
        #expect(variants[0].url == nil)
    }

    @Test func unknownProductIsReportedNotFatal() throws {
        let h = try PlayerHarness()
        h.delegate.hydrate = { _, hydrator in
            hydrator.hydrateProduct("p_nowhere") { $0.name("Ghost") }
            hydrator.hydrateProduct("p_runner") { $0.name("Runner 2") }
        }
        try h.player.open()
        #expect(h.player.hydrationIssues == [.unknownProduct("p_nowhere", videoID: "v_runner")])
        #expect(h.eventNames.contains("hydration.unknownProduct"))
        #expect(h.player.product("p_runner")?.name == "Runner 2")
    }

    @Test func hydratedFieldsShowInTheSnapshotWithFormattedPrices() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.name("Runner 2").description("Lighter.")
            product.variants(.merge) { variants in
                variants.variant("runner-red-42") {
                    $0.formattedPrice(1234.5, currencyCode: "EUR").formattedOriginalPrice(1500, currencyCode: "EUR")
                }
                return variants
            }
            return product
        }
        try h.player.open()
        try h.player.openProduct("p_runner")
        let snapshot = try h.player.snapshot()
        #expect(snapshot.productCards.first?.name == "Runner 2")
        #expect(snapshot.productCards.first?.price == "€1,234.50")
        let drawer = try #require(snapshot.drawer)
        #expect(drawer.description == "Lighter.")
        #expect(drawer.selectedVariant?.price == "€1,234.50")
        #expect(drawer.selectedVariant?.originalPrice == "€1,500.00")
    }

    @Test func delegateIsAskedToConfigureThenHydrateEachVideoWithProducts() throws {
        let h = try PlayerHarness(videos: ["v_street", "v_runner"])
        try h.player.open()
        #expect(h.delegate.calls.isEmpty)
        try h.player.swipeToNext()
        #expect(h.delegate.calls == ["willDisplayProductInfo v_runner", "updateDetailsForProducts p_runner,p_bottle"])
    }

    @Test func hydratorKeptForLaterStillUpdatesTheProduct() throws {
        let h = try PlayerHarness()
        var kept: (any ProductHydrating)?
        h.delegate.hydrate = { _, hydrator in kept = hydrator }
        try h.player.open()
        let hydrator = try #require(kept)
        hydrator.hydrateProduct("p_bottle") { $0.name("Bottle, fetched later") }
        #expect(try h.player.snapshot().productCards.map(\.name) == ["Runner", "Bottle, fetched later"])
    }

    @Test func hydratedImageShowsOnTheProductCard() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.variant("runner-red-42") { $0.imageUrl("https://store.example/red.jpg") }
        }
        try h.player.open()
        let card = try #require(try h.player.snapshot().productCards.first { $0.productID == "p_runner" })
        #expect(card.imageUrl == "https://store.example/red.jpg")
    }
}
