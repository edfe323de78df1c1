import BambuserCommerceSDK
import Foundation
import ShopStageTesting
import Testing

/// The show the example plays, as the registry the test fills stands in for Bambuser's servers.
@MainActor
func registerExampleShow() {
    BambuserShowRegistry.shared.register(
        BambuserShow(
            id: "aHT8jNIYeDbh8vrNJ8ju", type: .live, title: "Example show", durationSeconds: 120,
            products: [
                .init(id: "bmb-bronzer", ref: "1222", url: "https://shop.example.com/1222"),
                .init(id: "bmb-gloss", ref: "1232", url: "https://shop.example.com/1232"),
            ],
            timeline: [.init(at: 30, action: .highlight, product: "bmb-bronzer")]))
}

@MainActor
struct ExampleApp2Tests {
    func started(builder: Bool = false) async throws -> (ProductHydrationViewController, HeadlessBambuserPlayerView) {
        registerExampleShow()
        let controller = ProductHydrationViewController()
        controller.useProductBuilder = builder
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        view.play()
        await view.settle()
        return (controller, view)
    }
    // Each test keeps its controller: the view's delegate is weak, as on a phone.

    @Test func theDataSourceJSONHydratesEveryProduct() async throws {
        let (controller, view) = try await started()
        #expect(try view.snapshot().products.allSatisfy(\.isHydrated))
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func theBuilderPathHydratesEveryProduct() async throws {
        let (_, view) = try await started(builder: true)
        #expect(try view.snapshot().products.allSatisfy(\.isHydrated))
    }

    @Test func theUnlabelledStatusMethodGetsEveryState() async throws {
        let (controller, view) = try await started()
        view.pause()
        await view.settle()
        #expect(controller.recordedStates == [.playing, .paused])
    }

    @Test func theUnlabelledErrorMethodGetsErrors() async throws {
        let (controller, view) = try await started()
        view.notify(callbackKey: "no-such-key", info: true)
        await view.settle()
        #expect(controller.recordedErrors.count == 1)
    }

    @Test func aQuantityOfOneIsAddedAfterTheHostsTwoSeconds() async throws {
        let (controller, view) = try await started()
        try view.viewer.open("bmb-bronzer")
        try view.viewer.chooseSize("1222-Bronzer-medium")
        try view.viewer.addToCart()
        _ = await eventually { view.pendingCallbackKeys.isEmpty }
        #expect(try view.snapshot().cart == ["1222-Bronzer-medium": 1])
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func aQuantityAboveThreeIsRefusedOutOfStock() async throws {
        let (controller, view) = try await started()
        try view.viewer.open("bmb-bronzer")
        try view.viewer.chooseSize("1222-Bronzer-medium")
        try view.viewer.changeQuantity(4)
        _ = await eventually { view.pendingCallbackKeys.isEmpty }
        let snapshot = try view.snapshot()
        #expect(snapshot.cart.isEmpty)
        #expect(snapshot.productPage?.message == "out-of-stock")
        #expect(controller.recordedErrors.isEmpty)
    }

    @Test func cleanupStopsThePlayer() async throws {
        let (controller, view) = try await started()
        controller.viewWillDisappear()
        #expect(view.currentPlayerState == .stopped)
    }
}

@MainActor
struct LegacyPlayerHostingCodeTests {
    func legacyView(_ id: String, currency: String) -> HeadlessBambuserPlayerView {
        BambuserShowRegistry.shared.register(
            BambuserShow(
                id: id, type: .onDemand, title: "Legacy", durationSeconds: 60,
                products: [.init(id: "bmb-1", ref: "1223", url: "https://shop.example.com/1223")]))
        return BambuserVideoPlayer(server: .EU).createPlayerView(videoConfiguration: legacyConfiguration(showId: id, currency: currency))
    }

    @Test func theOneDotXUnlabelledOnDemandPlaysTheShow() {
        let view = legacyView("legacy-on-demand", currency: "USD")
        #expect(view.show.type == .onDemand)
        #expect(view.id == "legacy-on-demand")
    }

    @Test func anAnyConfigurationDictionarySetsTheCurrencyAndButtons() async throws {
        let view = legacyView("legacy-any", currency: "SEK")
        try await view.invoke(
            function: "updateProductWithData",
            arguments: """
                'bmb-1', { sku: '1223', name: 'Mascara', brandName: 'Lash', variations: [{ sku: '1223-B', name: 'Black',
                colorName: 'Black', imageUrls: ['https://cdn.example.com/m.jpg'], sizes: [{ sku: '1223-B-1', name: 'One', current: 99, inStock: 2 }] }] }
                """)
        #expect(view.hydrations.last?.warnings.first?.message.contains("\"SEK\"") == true)
        let recorder = LegacyEventRecorder()
        view.delegate = recorder
        try view.viewer.open("bmb-1")
        #expect(recorder.types == ["should-show-product-view"])
    }

    @Test func theHostsExhaustiveSwitchCoversThe2xPlayerErrors() {
        #expect(shouldRetry(after: PlayerError.invalidStatus(503, url: nil)))
        #expect(!shouldRetry(after: PlayerError.invalidStatus(404, url: nil)))
        #expect(shouldRetry(after: PlayerError.failedToLoadVideo("stalled")))
        #expect(PlayerError.noData.errorDescription != nil)
    }
}

@MainActor
final class LegacyEventRecorder: BambuserVideoPlayerDelegate {
    var types: [String] = []
    func onNewEventReceived(_ id: String, event: BambuserEventPayload) { types.append(event.type) }
}
