import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

enum SampleFixtures {
    /// The SDK as the sample app finds it at launch, on the fixture catalog, its cart empty.
    @MainActor
    static func launch() throws -> AppDelegate {
        try Fixtures.resetFireworkSDK()
        let manager = ShoppingCartManager.shopifyInstance
        while !manager.cartItems.isEmpty { manager.removeItem(at: 0) }
        let appDelegate = AppDelegate()
        _ = appDelegate.application()
        return appDelegate
    }
}

/// The shopping sample's code, run: what it relies on must happen as on a phone.
@MainActor
@Suite struct ShoppingSampleTests {
    private func runnerPlayer() throws -> PlayerViewController {
        let player = try PlayerViewController(source: .channel(channelID: "ch_style"))
        try player.open(videoID: "v_runner")
        return player
    }

    @Test func appDelegateSetsTheDelegateAndProviderThroughTheSampleNames() throws {
        let appDelegate = try SampleFixtures.launch()
        #expect(FireworkVideoSDK.isInitialized)
        #expect(FireworkVideoSDK.shopping.shoppingDelegate === ShoppingCartManager.shopifyInstance)
        #expect(FireworkVideoSDK.shopping.delegate === ShoppingCartManager.shopifyInstance)
        #expect(FireworkVideoSDK.shopping.cartViewControllerProvider === appDelegate)
    }

    @Test func labelledCTAAddsTheUnitToTheHostCartAndShowsTheHostsCart() throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        try player.openProduct("p_runner")
        try player.chooseVariant("runner-red-42")
        try player.tapCTA()
        let manager = ShoppingCartManager.shopifyInstance
        #expect(manager.cartItems.map(\.unitID) == ["runner-red-42"])
        #expect(player.embeddedCart is CartViewController)
        #expect(try player.snapshot().embeddedCart?.title == "Host App Cart")
        #expect(try player.snapshot().toasts.isEmpty)
        _ = appDelegate
    }

    @Test func secondCTAOnTheSameUnitIncrementsItsQuantity() throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        try player.openProduct("p_runner")
        try player.tapCTA()
        try player.closeEmbeddedCart()
        try player.tapCTA()
        #expect(ShoppingCartManager.shopifyInstance.cartItems.map(\.quantity) == [2])
        _ = appDelegate
    }

    @Test func productTheStoreDoesNotKnowShowsTheSamplesFailureMessage() throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        try player.openProduct("p_bottle")
        try player.tapCTA()
        let snapshot = try player.snapshot()
        #expect(snapshot.toasts.map(\.message) == ["Failed to fetch product information"])
        #expect(snapshot.drawer == nil)
        #expect(ShoppingCartManager.shopifyInstance.cartItems.isEmpty)
        _ = appDelegate
    }

    @Test func checkoutClosesTheEmbeddedCartThroughItsDrawerController() throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        try player.openProduct("p_runner")
        try player.tapCTA()
        let cart = try #require(player.embeddedCart as? CartViewController)
        #expect(cart.drawerController != nil)
        cart.handleCheckOutTap()
        let checkout = try #require(cart.presentedViewController as? CheckoutViewController)
        #expect(checkout.drawerController != nil)
        checkout.handleFinishTap()
        #expect(player.embeddedCart == nil)
        #expect(try player.snapshot().embeddedCart == nil)
        #expect(cart.presentedViewController == nil)
        _ = appDelegate
    }

    @Test func checkoutTracksAShoppingV2PurchaseWithExactAmounts() throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        try player.openProduct("p_runner")
        try player.tapCTA()
        let cart = try #require(player.embeddedCart as? CartViewController)
        cart.handleCheckOutTap()
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.last)
        let price = try #require(Decimal(string: "79.99"))
        let line = LineItem(sku: "p_runner", price: price, quantity: 1, productName: "Runner (store)")
        #expect(purchase.lineItems == [line])
        #expect(purchase.orderValue.map { "\($0)" } == "82.48")
        #expect(purchase.currencyCode == "USD")
        #expect(player.timeline.last?.name == "purchase.tracked")
        #expect(player.timeline.last?.details["orderValue"] == "82.48")
        _ = appDelegate
    }

    @Test func storefrontHydratesEachVariantWithADecimalPriceFromItsNetworkQueue() async throws {
        let appDelegate = try SampleFixtures.launch()
        let player = try runnerPlayer()
        // The fetch answers on a background queue; wait for it to arrive, then for the hop.
        for _ in 0..<200 where player.product("p_runner")?.name != "Runner (store)" {
            try await Task.sleep(for: .milliseconds(5))
            await player.settle()
        }
        #expect(player.product("p_runner")?.name == "Runner (store)")
        try player.openProduct("p_runner")
        let drawer = try #require(try player.snapshot().drawer)
        #expect(drawer.variants.first { $0.id == "runner-red-42" }?.price == "$79.99")
        #expect(drawer.variants.first { $0.id == "runner-red-42" }?.name == "Red / 42")
        #expect(drawer.variants.first { $0.id == "runner-red-42" }?.imageUrl == "https://store.example/red.jpg")
        _ = appDelegate
    }
}
