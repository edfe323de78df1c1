import BambuserPlayer

@MainActor
final class ShowTest: BambuserPlayerViewDelegate {
    let bambuserSDK = BambuserSDK(server: .US)  // 2.x: BambuserVideoPlayer(server: .US)
    var playerView: BambuserPlayerView?

    func start() async throws {
        // Headless, the test supplies the show the SDK would fetch.
        BambuserShowRegistry.shared.register(
            BambuserShow(
                id: "spring", title: "Spring drop", durationSeconds: 60,
                products: [.init(id: "bmb-1", ref: "LEVI-501", url: "https://shop.example.com/501")],
                timeline: [.init(at: 30, action: .highlight, product: "bmb-1")]))
        let playerView = bambuserSDK.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "spring"), events: ["*"],
                configuration: ["currency": "USD", "locale": "en-US"]),
            ignoredSafeAreaEdges: .init(.bottom))
        playerView.delegate = self
        self.playerView = playerView
        playerView.play()
        try await playerView.advance(by: .seconds(60))  // virtual time: microseconds
        print(try playerView.snapshot().products[0].price ?? "-")  // "$89.50"
    }

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        switch event.type {
        case "provide-product-data":
            guard let inner = event.data["event"] as? [String: Sendable],
                let products = inner["products"] as? [[String: Sendable]]
            else { return }
            Task {
                for product in products {
                    guard let productId = product["id"] as? String else { continue }
                    let jeans = try HydratedProduct(sku: "LEVI-501")
                        .withName("Levi's 501").withBrandName("Levi's")
                        .withVariations([
                            try Variation().withSku("501-IND").withName("Indigo").withColorName("Indigo")
                                .withImageUrls(["https://cdn.example.com/501.jpg"])
                                .withSizes([
                                    try ProductSize().withSku("501-IND-32").withName("32/32")
                                        .withCurrentPrice(89.5).withOriginal(98).withInStock(4).build()
                                ])
                                .build()
                        ])
                        .build()
                    // JSON: no quote in a value can break the call (the Bambuser documentation's 'Levi's' would).
                    try await self.playerView?.invoke(
                        function: "updateProductWithData", arguments: "'\(productId)', \(try jeans.toJSON())")
                }
            }
        case "should-add-item-to-cart":
            guard let callbackKey = event.data["callbackKey"] as? String,
                let fields = event.data["event"] as? [String: Sendable],
                let quantity = fields["quantity"] as? Int
            else { return }
            // As on a phone, a String is JavaScript: this answer fails the add.
            playerView?.notify(
                callbackKey: callbackKey,
                info: quantity > 3 ? "{ success: false, reason: 'out-of-stock' }" : true)
        default:
            break
        }
    }

    func onErrorOccurred(_ id: String, error: Error) {
        print("player error: \(error)")  // a rejected product arrives here; invoke does not throw it
    }
}

import Testing

// The README's example, compiled and run.
@MainActor
@Test func theReadmeExampleHydratesItsShow() async throws {
    let test = ShowTest()
    try await test.start()
    let view = try #require(test.playerView as? HeadlessBambuserPlayerView)
    let card = try #require(try view.snapshot().products.first)
    #expect(card.isHydrated)
    #expect(card.price == "$89.50")
}
