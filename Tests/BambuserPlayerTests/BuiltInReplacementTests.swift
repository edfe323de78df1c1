import BambuserPlayer
import Foundation
import Testing

/// A script run through `invoke` shares the player's global object. player.js takes every built-in
/// and host function it uses at load, so replacing them afterwards changes nothing the player reports.
@MainActor
struct BuiltInReplacementTests {
    /// Runs `source` through invoke, the way a host's arguments string would.
    func replace(_ view: HeadlessBambuserPlayerView, _ source: String) async throws {
        try await view.invoke(function: "hideProductList", arguments: "(\(source), undefined)")
    }

    @Test func replacedMapMethodsDoNotChangeWhatIsHydrated() async throws {
        let (view, _) = try makeView()
        try await replace(view, """
            Map.prototype.get = () => undefined, Map.prototype.set = function () { return this; },
            Map.prototype.has = () => false, Map.prototype.forEach = () => {}, Map = function () {}
            """)
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        let product = try #require(try view.snapshot().product(id: "bmb-tee"))
        #expect(product.isHydrated)
        #expect(product.name == "Organic Tee")
        let data = try await view.invoke(function: "getProductData", arguments: "'bmb-tee'") as? [String: Any]
        #expect(data?["sku"] as? String == "TEE-001")
    }

    @Test func replacedArrayMethodsAndIteratorsDoNotChangeTheProductsRequested() async throws {
        let (view, delegate) = try makeView()
        try await replace(view, """
            Array.prototype.filter = () => [], Array.prototype.map = () => [], Array.prototype.find = () => undefined,
            Array.prototype.some = () => false, Array.prototype.forEach = () => {}, Array.from = () => [],
            Array.prototype[Symbol.iterator] = function* () {}
            """)
        view.play()
        await view.settle()
        #expect(delegate.requestedProductIDs.first?.isEmpty == false)
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        try view.viewer.open("bmb-tee")
        try view.viewer.chooseSize("TEE-001-BLK-M")
        try view.viewer.addToCart()
        #expect(delegate.eventTypes.contains("should-add-item-to-cart"))
    }

    @Test func replacedObjectAndNumberFunctionsDoNotChangeTheWishlistOrCart() async throws {
        let (view, _) = try makeView()
        try await replace(view, """
            Object.keys = () => [], Object.fromEntries = () => ({ forged: true }), Number.isInteger = () => false,
            Math.max = () => -1, String = () => 'forged', Boolean = () => false
            """)
        try await view.invoke(function: "updateWishlistStatus", arguments: #"{"statuses": {"TEE-001": true}}"#)
        try await view.invoke(function: "updateItemInCart", arguments: "'TEE-001-BLK-M', 2")
        let snapshot = try view.snapshot()
        #expect(snapshot.wishlist == ["TEE-001": true])
        #expect(snapshot.cart == ["TEE-001-BLK-M": 2])
    }

    @Test func replacedStringMethodsDoNotChangeTheSafeHydrationPath() async throws {
        let (view, _) = try makeView()
        try await replace(view, "String.prototype.indexOf = () => 0, String.prototype.slice = () => '\"forged\"'")
        let product = try HydratedProduct(sku: "TEE-001").withName("Organic Tee").withBrandName("Northwind")
            .withVariations([
                try Variation().withSku("TEE-001-BLK").withName("Black").withColorName("Black")
                    .withImageUrls(["https://cdn.example.com/tee.jpg"])
                    .withSizes([try ProductSize().withSku("TEE-001-BLK-S").withName("S").withCurrentPrice(19.99).withInStock(4).build()])
                    .build()
            ]).build()
        try await view.updateProduct(id: "bmb-tee", with: product)
        #expect(view.hydrations.last?.id == "bmb-tee")
        #expect(view.hydrations.last?.isAccepted == true)
    }

    @Test func swappedHostFunctionsDoNotSkipValidation() async throws {
        let (view, _) = try makeView(mode: .lenient)
        try await replace(view, "__bambuserHost.hydrate = () => true")
        try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', { name: 'No variations' }")
        #expect(view.hydrations.last?.isAccepted == false)
        #expect(try view.snapshot().product(id: "bmb-tee")?.isHydrated == false)
    }

    @Test func thePlayerAndItsControlsCannotBeReplaced() async throws {
        let (view, _) = try makeView(mode: .lenient)
        try await replace(view, """
            player.updateProductWithData = () => true, __bambuserPlayer.state = () => ({ status: 'completed' }),
            player = { updateProductWithData: () => true }
            """)
        try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', { name: 'No variations' }")
        #expect(view.hydrations.last?.isAccepted == false)
        #expect(view.currentPlayerState == .idle)
    }
}
