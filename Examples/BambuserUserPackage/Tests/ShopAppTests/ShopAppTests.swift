import BambuserCommerceSDK
import BambuserTesting
import Testing

@testable import ShopApp

@MainActor
@Test func aLiveShowAsksForItsProductsAndEndsOnTheStageClock() async throws {
    BambuserShowRegistry.shared.register(Fixtures.show(id: "readme-drop", products: ["1223"], every: 30))
    let stage = try await Stage()
    try await stage.run { stage in
        // The app's code under test: a player made as the SDK's samples make it.
        let playerView = BambuserSDK(server: .US).createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "readme-drop"), events: ["*"], configuration: ["currency": "SEK", "locale": "sv-SE"]))
        let calls = BambuserDelegateRecorder()
        playerView.delegate = calls
        playerView.play()

        try await stage.advance(by: .seconds(40))  // 40 s of show, in microseconds

        calls.recorder.expect([
            .status(.playing), .event("show-started"), .event("provide-product-data"), .event("provide-product-data"),
            .event("product-highlighted"), .status(.completed), .event("show-ended"),
        ])
        #expect(playerView.currentPlayerState == .completed)
    }
}

@MainActor
@Test func theAppsProductIsHydratedAndAHydrationItDoesNotHaveIsExpected() async throws {
    BambuserShowRegistry.shared.register(Fixtures.show(id: "hydration", products: ["1223", "9999"]))
    let stage = try await Stage()
    // The app has no product 9999: the player rejects the empty payload. Declared, it passes the test.
    stage.expectFailure(.hydrationRejected, "9999")
    try await stage.run { stage in
        let playerView = BambuserSDK(server: .US).createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "hydration"), events: ["*"], configuration: ["currency": "SEK", "locale": "sv-SE"]))
        for sku in ["1223", "9999"] {
            let json = ProductHydrationDataSource.jsonObjectString(for: sku) ?? "{}"
            // The app's shape: the throw goes nowhere, and the stage still sees the rejection.
            Task { _ = try await playerView.invoke(function: "updateProductWithData", arguments: "'\(sku)', \(json)") }
        }
        try await stage.settle()  // the tasks run, the player answers
    }
}
