import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

// Events as iOS delivers them: fields under data["event"], the callback key at data["callbackKey"].
@MainActor
struct IOSPayloadTests {
    func openTee(_ extra: [String: any Sendable] = [:]) async throws -> (HeadlessBambuserPlayerView, BambuserDelegateRecorder) {
        let (view, delegate) = try makeView(extra: extra)
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        try view.viewer.open("bmb-tee")
        try view.viewer.chooseSize("TEE-001-BLK-M")
        return (view, delegate)
    }

    @Test func addToCartCarriesSkuAndQuantityUnderEventAndTheKeyAtTheTop() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.addToCart()
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "should-add-item-to-cart")
        #expect(Set(event.data.keys) == ["event", "callbackKey"])
        #expect(event.fields["sku"] as? String == "TEE-001-BLK-M")
        #expect(event.fields["quantity"] as? Int == 1)
        #expect(event.data["callbackKey"] as? String == view.pendingCallbackKeys.first)
    }

    @Test func anIntegralNumberReadsAsIntAndAsDouble() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.addToCart()
        let quantity = try #require(delegate.payloads.last?.fields["quantity"])
        #expect(quantity as? Int == 1)
        #expect(quantity as? Double == 1.0)
    }

    @Test func aFractionalNumberReadsAsDoubleOnly() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        try view.viewer.highlight("bmb-tee")
        // The show's products carry no fractions; a fraction from the player's own data:
        try view.evaluate("window.webkit.messageHandlers.bambuser.postMessage({type: 'x', data: {event: {n: 4.5}}})")
        let n = try #require(delegate.payloads.last?.fields["n"])
        #expect(n as? Double == 4.5)
        #expect(n as? Int == nil)
    }

    @Test func syncCartStateCarriesACallbackKeyAndTheAnswerSetsTheCart() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.openCart()
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "should-sync-cart-state")
        let key = try #require(event.data["callbackKey"] as? String)
        #expect(view.answer(callbackKey: key, info: "[{ sku: 'TEE-001-BLK-S', quantity: 2 }]"))
        #expect(try view.snapshot().cart == ["TEE-001-BLK-S": 2])
    }

    @Test func openUrlCarriesTheUrlUnderEvent() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.openLink("https://shop.example.com/help")
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "open-url")
        #expect(event.fields["url"] as? String == "https://shop.example.com/help")
    }

    @Test func withActionCardNoneATappedCardSendsActionCardClicked() async throws {
        let (view, delegate) = try await openTee(["actionCard": "none"])
        try view.viewer.tapActionCard(url: "https://shop.example.com/sale")
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "action-card-clicked")
        #expect(event.fields["url"] as? String == "https://shop.example.com/sale")
    }

    @Test func byDefaultATappedActionCardIsOpenedByThePlayer() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.tapActionCard(url: "https://shop.example.com/sale")
        #expect(!delegate.eventTypes.contains("action-card-clicked"))
        #expect(view.eventLog.last?.name == "action-card-opened")
    }

    @Test func openingAProductAsksForItsWishlistStatus() async throws {
        let (_, delegate) = try await openTee()
        let event = try #require(delegate.payloads.last { $0.type == "provide-wishlist-status" })
        let products = try #require(event.fields["products"] as? [[String: any Sendable]])
        #expect(products.first?["ref"] as? String == "TEE-001")
    }

    @Test func updateWishlistStatusMarksTheProducts() async throws {
        let (view, _) = try await openTee()
        try await view.invoke(function: "updateWishlistStatus", arguments: #"{"statuses":{"TEE-001":true}}"#)
        #expect(try view.snapshot().wishlist == ["TEE-001": true])
    }

    @Test func updateWishlistStatusWithoutStatusesThrows() async throws {
        let (view, _) = try await openTee()
        #expect(throws: BambuserStageError.self) {
            try view.invokeValue(function: "updateWishlistStatus", arguments: #"{"TEE-001":true}"#)
        }
    }

    @Test func theWishlistHeartSendsAddToWishlistAndTheAnswerMarksIt() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.toggleWishlist()
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "add-to-wishlist")
        #expect(event.fields["sku"] as? String == "TEE-001")
        let key = try #require(event.data["callbackKey"] as? String)
        view.notify(callbackKey: key, info: "{success: true, sku:'TEE-001'}")
        #expect(try view.snapshot().wishlist == ["TEE-001": true])
        try view.viewer.toggleWishlist()
        #expect(delegate.payloads.last?.type == "remove-from-wishlist")
    }

    @Test func openWishlistLoginCarriesACallbackKey() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.logInForWishlist()
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "open-wishlist-login")
        #expect(view.answer(callbackKey: try #require(event.data["callbackKey"] as? String), info: "{ success: true }"))
    }
}
