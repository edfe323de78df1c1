import FireworkTesting
import FireworkVideo
import Testing

@testable import ShopApp

@MainActor
@Test func theCartAnswerReachesTheViewerWithinItsTwoSeconds() async throws {
    let stage = try await Stage()
    try await stage.run { stage in
        let feed = Fixtures.feed(
            videos: [.init(id: "v1", channelID: "ch", caption: "Runner", duration: 30, productIDs: ["p1"])],
            products: [
                Product(
                    id: "p1", name: "Runner",
                    variants: [ProductVariant(id: "p1-42", name: "42", price: ProductPrice(amount: 89, currencyCode: "USD"))])
            ])
        let shopping = FireworkVideoShopping()
        let cart = CartManager()  // the app's delegate
        shopping.delegate = cart
        let player = try PlayerViewController(
            videos: feed.videos, catalog: feed, shopping: shopping, eventTracking: FireworkEventTracking())

        try player.open()
        try player.openProduct("p1")
        try player.tapCTA()
        try await stage.advance(by: .seconds(2))

        #expect(cart.cartUnitIDs == ["p1-42"])
        #expect(try player.snapshot().toasts.map(\.message) == ["Added to cart"])
    }
}
