import BambuserPlayer
import Foundation
import Testing

@MainActor
struct InvokeTests {
    @Test func anUnescapedApostropheIsASyntaxErrorAtItsPositionWithinTheArguments() async throws {
        let (view, _) = try makeView()
        do {
            try await view.invoke(function: "updateProductWithData", arguments: teeArguments(name: "Levi's 501"))
            Issue.record("expected a syntax error")
        } catch let error as BambuserStageError {
            guard case .syntax(let function, let message, let line, let column, let excerpt) = error else { throw error }
            #expect(function == "updateProductWithData")
            #expect(message.contains("'s'"))
            // Line 2 of the arguments: `    sku: 'TEE-001', name: 'Levi's 501', …`; the stray `s` is column 33.
            #expect(line == 2)
            #expect(column == 33)
            #expect(excerpt.contains("name: 'Levi's 501'"))
            #expect(error.description.contains("HydratedProduct"))
        }
        // The failure, then the hydration it stopped, recorded as rejected with its error.
        #expect(view.eventLog.suffix(2).map(\.kind) == [.invokeFailed, .hydrationRejected])
        #expect(view.hydrations.last?.isAccepted == false)
    }

    @Test func updateProductEscapesQuotesItself() async throws {
        let (view, _) = try makeView()
        let product = try HydratedProduct(sku: "LEVI-501").withName("Levi's 501").withBrandName("Levi's")
            .withVariations([
                Variation().withSku("L-IND").withName("Indigo").withColorName("Indigo").withImageUrls([URL(string: "https://cdn.example.com/l.jpg")!])
                    .withSizes([ProductSize().withSku("L-30").withName("30/32").withCurrentPrice(89.5).withInStock(4)])
            ]).build()
        try await view.updateProduct(id: "bmb-jeans", with: product)
        #expect(try view.snapshot().product(id: "bmb-jeans")?.name == "Levi's 501")
    }

    @Test func anUnknownFunctionIsAClearError() async throws {
        let (view, _) = try makeView()
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithDate", arguments: "'x', {}")
        }
        do {
            try await view.invoke(function: "updateProductWithDate", arguments: "")
        } catch let error as BambuserStageError {
            guard case .unknownFunction(let name, let available) = error else { throw error }
            #expect(name == "updateProductWithDate")
            #expect(available.contains("updateProductWithData"))
            #expect(available.contains("hideProductList"))
        }
    }

    @Test func aPromiseResultIsAwaited() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        let data = try await view.invoke(function: "getProductData", arguments: "'bmb-tee'") as? [String: Any]
        #expect(data?["name"] as? String == "Organic Tee")
    }

    @Test func anInvokeThatReplacesJSONCannotForgeTheNextHydration() async throws {
        let (view, _) = try makeView()
        try await view.invoke(
            function: "hideProductList",
            arguments: "(JSON.parse = () => ({ name: 'Forged' }), JSON.stringify = () => '{\"name\":\"Forged\"}', undefined)")
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        #expect(view.hydrations.last?.isAccepted == true)
        let data = try await view.invoke(function: "getProductData", arguments: "'bmb-tee'") as? [String: Any]
        #expect(data?["name"] as? String == "Organic Tee")
    }

    @Test func hideProductListHidesTheList() async throws {
        let (view, _) = try makeView()
        try await view.invoke(function: "hideProductList", arguments: "")
        #expect(try view.snapshot().isProductListVisible == false)
        try await view.invoke(function: "showProductList", arguments: "")
        #expect(try view.snapshot().isProductListVisible == true)
    }

    @Test func anExceptionInThePlayerFunctionIsReported() async throws {
        let (view, _) = try makeView()
        await #expect(throws: BambuserStageError.exception(
            function: "showProductView", name: "Error", message: "no product with id \"nope\" in this show")
        ) {
            _ = try await view.invoke(function: "showProductView", arguments: "'nope'")
        }
    }
}

extension InvokeTests {
    @Test func updateProductRejectsWhatBreaksTheRulesInStrictMode() async throws {
        let (view, _) = try makeView()
        let product = HydratedProduct(sku: "TEE").withName("Tee").withBrandName("N")
            .withVariations([
                Variation().withSku("V").withName("Black").withColorName("Black").withImageUrls([String]())
                    .withSizes([ProductSize().withSku("S").withName("M").withCurrentPrice(1).withInStock(-1)])
            ])
        await #expect(throws: BambuserStageError.hydrationRejected(
            id: "bmb-tee",
            violations: [HydrationViolation(path: "variations[0].sizes[0].inStock", message: "expected a stock of 0 or more (0 = out of stock), got -1")])
        ) {
            try await view.updateProduct(id: "bmb-tee", with: product)
        }
    }

    @Test func theSeedDelegateSnippetReceivesProvideProductData() async throws {
        let (view, _) = try makeView()
        let snippet = SeedDelegateSnippet()
        view.delegate = snippet
        view.play()
        await view.settle()
        #expect(snippet.hydrated.count == 1)
    }
}
