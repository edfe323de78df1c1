import BambuserPlayer

@MainActor
final class ShowTest: BambuserVideoPlayerDelegate {
    let bambuserPlayer = BambuserVideoPlayer(shows: [
        BambuserShow(
            id: "spring", title: "Spring drop", durationSeconds: 60,
            products: [.init(id: "bmb-1", ref: "LEVI-501", url: "https://shop.example.com/501")],
            timeline: [.init(at: 30, action: .highlight, product: "bmb-1")])
    ])
    var playerView: BambuserPlayerView?

    func start() async throws {
        let playerView = bambuserPlayer.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "spring"), events: ["*"],
                configuration: ["currency": "USD", "locale": "en-US"]))
        playerView.delegate = self
        self.playerView = playerView
        playerView.play()
        try await playerView.advance(by: .seconds(60))  // virtual time: microseconds
        print(try playerView.snapshot().products[0].price ?? "-")  // "$89.50"
    }

    func onNewEventReceived(id: String, event: BambuserEventPayload) {
        guard event.type == "provide-product-data",
            let inner = event.data["event"] as? [String: Any],
            let products = inner["products"] as? [[String: Any]]
        else { return }
        for product in products {
            guard let productId = product["id"] as? String else { continue }
            Task {
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
                // Quotes cannot break this call: the id and the JSON are escaped by ShopStage.
                try await self.playerView?.updateProduct(id: productId, with: jeans)
            }
        }
    }
}

import Testing

// The README's example, compiled and run.
@MainActor
@Test func theReadmeExampleHydratesItsShow() async throws {
    let test = ShowTest()
    try await test.start()
    let card = try #require(try test.playerView?.snapshot().products.first)
    #expect(card.isHydrated)
    #expect(card.price == "$89.50")
}
