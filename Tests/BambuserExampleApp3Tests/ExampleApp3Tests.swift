import BambuserPlayer
import Foundation
import Testing

@MainActor
func registerShow(_ id: String) {
    BambuserShowRegistry.shared.register(
        BambuserShow(
            id: id, type: .live, title: "Example show", durationSeconds: 120,
            products: [
                .init(id: "bmb-mascara", ref: "1223", url: "https://shop.example.com/1223"),
                .init(id: "bmb-blazer", ref: "1977", url: "https://shop.example.com/1977"),
            ],
            timeline: [.init(at: 30, action: .highlight, product: "bmb-mascara"), .init(at: 120, action: .end)]))
}

/// Waits (real time) for the example's `DispatchQueue.main.asyncAfter(deadline: .now() + 2)` answers
/// and its `Task { … invoke(…) }` work.
@MainActor
func waitUntil(seconds: Double = 6, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
}

@MainActor
struct ExampleApp3Tests {
    func started(_ showId: String) async throws -> (BambuserVideoController, HeadlessBambuserPlayerView, NavigationManager) {
        registerShow(showId)
        let navigation = NavigationManager()
        let controller = BambuserVideoController(navManager: navigation, showId: showId)
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        view.play()
        await view.settle()
        return (controller, view, navigation)
    }

    @Test func theExampleHydratesEveryProduct() async throws {
        let (controller, view, _) = try await started("ex3-hydrate")
        #expect(try view.snapshot().products.allSatisfy(\.isHydrated))
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func theShowEndsCompleted() async throws {
        let (controller, view, _) = try await started("ex3-end")
        try await view.runToEnd()
        #expect(controller.recordedStates == [.playing, .completed])
    }

    @Test func checkoutStartsPictureInPictureAndNavigatesToTheCart() async throws {
        let (controller, view, navigation) = try await started("ex3-checkout")
        try view.viewer.checkout()
        #expect(controller.recordedPipStates == [.willStart, .started])
        #expect(navigation.destinations == [.cart])
    }

    @Test func aQuantityAboveThreeIsRefusedOutOfStock() async throws {
        let (controller, view, _) = try await started("ex3-stock")
        try view.viewer.open("bmb-blazer")
        try view.viewer.chooseSize("1977-small-beige")
        try view.viewer.changeQuantity(5)
        try await waitUntil { view.pendingCallbackKeys.isEmpty }
        #expect(try view.snapshot().productPage?.message == "out-of-stock")
        #expect(try view.snapshot().cart.isEmpty)
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func theWishlistAnswersReachThePlayer() async throws {
        let (controller, view, _) = try await started("ex3-wishlist")
        try view.viewer.open("bmb-blazer")
        try await waitUntil { view.eventLog.last?.name == "updateWishlistStatus" }
        #expect(try view.snapshot().wishlist == ["1977": false])
        try view.viewer.toggleWishlist()
        try await waitUntil { view.pendingCallbackKeys.isEmpty }
        #expect(try view.snapshot().wishlist == ["1977": true])
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func aTappedProductIsTrackedOnTheSDK() async throws {
        registerShow("ex3-track")
        let controller = BambuserVideoController(navManager: NavigationManager(), showId: "ex3-track")
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        view.play()
        await view.settle()
        // The example's product view is its own: the player tells it with should-show-product-view.
        try view.evaluate("__bambuserPlayer.configure({ buttons: { product: 'none' }, currency: 'USD', locale: 'en-US' })")
        try view.viewer.open("bmb-blazer")
        try await waitUntil { !controller.bambuserSDK.trackedEvents.isEmpty }
        #expect(controller.bambuserSDK.trackedEvents.map(\.event) == ["ecommerce:purchase"])
    }

    @Test func theThumbnailTapReachesTheHost() async throws {
        let (controller, view, _) = try await started("ex3-thumb")
        view.viewer.tapThumbnail()
        #expect(controller.recordedThumbnailTaps == 1)
    }
}
