import BambuserCommerceSDK
import Foundation
import ShopStageTesting
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

@MainActor
struct ExampleApp3Tests {
    func started(_ showId: String) async throws -> (BambuserVideoController, HeadlessBambuserPlayerView, NavigationManager) {
        registerShow(showId)
        let navigation = NavigationManager()
        let controller = BambuserVideoController(navManager: navigation, showId: showId)
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        // The example never calls play(): its configuration's `autoplay: true` starts the show.
        try await view.advance(by: .milliseconds(1))
        #expect(view.currentPlayerState == .playing)
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
        // AVKit tells the delegate later, on the main actor.
        #expect(controller.recordedPipStates.isEmpty)
        await view.settle()
        #expect(controller.recordedPipStates == [.willStart, .started])
        #expect(navigation.destinations == [.cart])
    }

    @Test func aQuantityAboveThreeIsRefusedOutOfStock() async throws {
        let (controller, view, _) = try await started("ex3-stock")
        try view.viewer.open("bmb-blazer")
        try view.viewer.chooseSize("1977-small-beige")
        try view.viewer.changeQuantity(5)
        _ = await eventually { view.pendingCallbackKeys.isEmpty }
        #expect(try view.snapshot().productPage?.message == "out-of-stock")
        #expect(try view.snapshot().cart.isEmpty)
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func theWishlistAnswersReachThePlayer() async throws {
        let (controller, view, _) = try await started("ex3-wishlist")
        try view.viewer.open("bmb-blazer")
        _ = await eventually { view.eventLog.last?.name == "updateWishlistStatus" }
        #expect(try view.snapshot().wishlist == ["1977": false])
        try view.viewer.toggleWishlist()
        _ = await eventually { view.pendingCallbackKeys.isEmpty }
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
        _ = await eventually { !controller.bambuserSDK.trackedEvents.isEmpty }
        #expect(controller.bambuserSDK.trackedEvents.map(\.event) == ["ecommerce:purchase"])
    }

    @Test func theThumbnailTapReachesTheHost() async throws {
        let (controller, view, _) = try await started("ex3-thumb")
        view.viewer.tapThumbnail()
        #expect(controller.recordedThumbnailTaps == 1)
    }
}

@MainActor
struct PlayerHostingCodeTests {
    @Test func theHostsExhaustiveSwitchCoversTheRealPlayerErrors() {
        #expect(alertMessage(for: BambuserPlayerError.videoNotFound) == "This show is no longer available.")
        #expect(alertMessage(for: BambuserPlayerError.failedToLoadVideo("timeout")) == "The video did not load: timeout")
        #expect(alertMessage(for: BambuserPlayerError.invalidStatus(404, url: URL(string: "https://example.com"))) == "The show could not be reached.")
    }

    @Test func aSyntaxErrorReachesTheHostAsAStageErrorNotARealPlayerError() async throws {
        let (_, view, _) = try await ExampleApp3Tests().started("ex3-stage-error")
        let error = await #expect(throws: BambuserStageError.self) {
            try await view.invoke(function: "updateProductWithData", arguments: "'bmb-mascara', { name: 'x' ")
        }
        #expect(alertMessage(for: try #require(error)) == "Something went wrong.")
    }

    @Test func theContainerDrivesTheHeadlessViewThroughTheProtocol() async throws {
        let (controller, view, _) = try await ExampleApp3Tests().started("ex3-container")
        let container = PlayerContainer()
        container.attach(player: try #require(controller.playerView))
        try await container.hideList()
        #expect(try view.snapshot().isProductListVisible == false)
    }

    @Test func attachingAnotherPlayerCleansUpTheFirst() async throws {
        let (controller, view, _) = try await ExampleApp3Tests().started("ex3-swap")
        let container = PlayerContainer()
        container.attach(player: try #require(controller.playerView))
        container.attach(player: PlayerViewDouble())
        #expect(view.currentPlayerState == .stopped)
    }

    @Test func theHostsDoubleKeepsTheShoppableModeItIsGiven() async throws {
        let double = PlayerViewDouble()
        try await double.changeMode(to: .fullExperience)
        #expect(double.currentPlayerMode == .fullExperience)
    }

    @Test func theHostsDoubleStandsInForThePlayerView() async throws {
        let double = PlayerViewDouble()
        let container = PlayerContainer()
        container.attach(player: double)
        try await container.hideList()
        container.player?.notify(callbackKey: "cb-1", info: true)
        #expect(double.invoked == ["hideProductList"])
        #expect(double.notified == ["cb-1"])
    }
}
