import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

@MainActor
struct CartCallbackTests {
    func openTee() async throws -> (HeadlessBambuserPlayerView, BambuserDelegateRecorder) {
        let (view, delegate) = try makeView()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        try view.viewer.open("bmb-tee")
        try view.viewer.chooseSize("TEE-001-BLK-M")
        return (view, delegate)
    }

    func callbackKey(_ delegate: BambuserDelegateRecorder, _ type: String) throws -> String {
        let event = try #require(delegate.payloads.last { $0.type == type })
        return try #require(event.data["callbackKey"] as? String)
    }

    @Test func withButtonsProductNoneOpeningAProductSendsShouldShowProductView() async throws {
        let (view, delegate) = try makeView(extra: ["buttons": ["product": "none"]])
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        try view.viewer.open("bmb-tee")
        let event = try #require(delegate.payloads.last { $0.type == "should-show-product-view" })
        #expect(event.fields["id"] as? String == "bmb-tee")
        #expect(event.fields["sku"] as? String == "TEE-001")
        #expect(event.fields["title"] as? String == "Organic Tee")
        #expect(event.fields["url"] as? String == "https://shop.example.com/p/tee-001")
        #expect(try view.snapshot().productPage == nil)
    }

    @Test func byDefaultOpeningAProductOpensThePlayersOwnPageAndSendsNoProductView() async throws {
        let (view, delegate) = try await openTee()
        #expect(!delegate.eventTypes.contains("should-show-product-view"))
        #expect(try view.snapshot().productPage?.productId == "bmb-tee")
    }

    @Test func anAnsweredAddToCartPutsTheItemInTheCart() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.addToCart()
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "should-add-item-to-cart")
        #expect(event.fields["sku"] as? String == "TEE-001-BLK-M")
        #expect(view.answer(callbackKey: try callbackKey(delegate, "should-add-item-to-cart"), info: true))
        let snapshot = try view.snapshot()
        #expect(snapshot.cart == ["TEE-001-BLK-M": 1])
        #expect(snapshot.productPage?.message == "added")
        #expect(view.pendingCallbackKeys.isEmpty)
    }

    @Test func aDictionaryAnswerGoesAsJSON() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.addToCart()
        view.notify(
            callbackKey: try callbackKey(delegate, "should-add-item-to-cart"),
            info: ["success": false, "reason": "out-of-stock"] as [String: Any])
        let snapshot = try view.snapshot()
        #expect(snapshot.cart.isEmpty)
        #expect(snapshot.productPage?.message == "out-of-stock")
    }

    @Test func anUnansweredCallbackFailsAfterThirtySecondsOfVirtualTime() async throws {
        let (view, _) = try await openTee()
        try view.viewer.addToCart()
        try await view.advance(by: .seconds(29))
        #expect(view.pendingCallbackKeys.count == 1)
        try await view.advance(by: .seconds(1))
        #expect(view.pendingCallbackKeys.isEmpty)
        #expect(try view.snapshot().productPage?.message == "timeout")
        #expect(view.eventLog.contains { $0.kind == .player && $0.name == "callback-timeout" })
    }

    @Test func changingTheQuantitySendsTheSkuAndTheNewQuantity() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.addToCart()
        view.notify(callbackKey: try callbackKey(delegate, "should-add-item-to-cart"), info: true)
        try view.viewer.changeQuantity(3)
        let event = try #require(delegate.payloads.last)
        #expect(event.type == "should-update-item-in-cart")
        #expect(event.fields["sku"] as? String == "TEE-001-BLK-M")
        #expect(event.fields["quantity"] as? Int == 3)
        #expect(event.data["callbackKey"] is String)
        view.notify(callbackKey: try callbackKey(delegate, "should-update-item-in-cart"), info: "{ success: true }")
        #expect(try view.snapshot().cart == ["TEE-001-BLK-M": 3])
    }

    @Test func addingAnOutOfStockSizeSendsNothing() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.chooseSize("TEE-001-BLK-L")
        try view.viewer.addToCart()
        #expect(!delegate.eventTypes.contains("should-add-item-to-cart"))
        #expect(try view.snapshot().productPage?.message == "out-of-stock")
    }

    @Test func checkoutCartLinkAndCloseSendTheirEvents() async throws {
        let (view, delegate) = try await openTee()
        try view.viewer.openCart()
        try view.viewer.checkout()
        try view.viewer.openLink("https://shop.example.com/help")
        try view.viewer.close()
        #expect(Array(delegate.eventTypes.suffix(4)) == ["should-sync-cart-state", "goto-checkout", "open-url", "close"])
        #expect(try view.snapshot().productPage == nil)
    }

    @Test func notifyWithAnUnknownKeyIsReported() async throws {
        let (view, delegate) = try makeView()
        #expect(view.answer(callbackKey: "cb-999", info: true) == false)
        // Later, on the main actor, as the web view's messages arrive on a phone.
        #expect(delegate.errors.isEmpty)
        await view.settle()
        #expect(delegate.errors.count == 1)
    }
}
