import ShopStageTesting
import Testing

@testable import FireworkShopping

/// A host app as seed 000 describes it: hydrates from its server, adds to its cart on the CTA,
/// shows its embedded cart, and tracks the purchase at checkout.
@MainActor
final class ShopApp: FireworkVideoShoppingDelegate, CartViewProviding {
    var cartItems: [SelectedProductVariant] = []

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var cartIcon = ShoppingCartIconConfiguration()
        cartIcon.isHidden = false
        cartIcon.indicator.isHidden = cartItems.isEmpty
        productInfoViewConfigurator.shoppingCartIconConfiguration = cartIcon
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {
        productHydrator.hydrateProduct("p_runner") { product in
            product.name("Runner (server)")
            product.variants(.merge) { variants in
                variants.variant("runner-blue-43") { $0.isAvailable(true).formattedPrice(74.5, currencyCode: "USD") }
                return variants
            }
            return product
        }
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        cartItems.append(item)
        ctaCompletionHandler(.showEmbeddedCart)
    }

    func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
    {
        let cart = CheckoutViewController()
        cart.title = "Cart (\(cartItems.count))"
        cart.app = self
        return cart
    }
}

/// The app's cart: checking out tracks the purchase and closes the cart.
@MainActor
final class CheckoutViewController: UIViewController, CartViewRepresentable {
    weak var app: ShopApp?

    func checkout() {
        FireworkVideoSDK.trackPurchase(
            orderID: "order-1", value: 74.5, currencyCode: "USD", countryCode: "US",
            ["items": String(app?.cartItems.count ?? 0)])
        drawerController?.closeDrawer(animated: true, completion: nil)
    }
}

@MainActor
@Suite struct FullSessionTests {
    @Test func displayHydrateChooseCTACartPurchase() throws {
        try Fixtures.resetFireworkSDK()
        let app = ShopApp()
        FireworkVideoSDK.initializeSDK()
        FireworkVideoSDK.shopping.delegate = app
        FireworkVideoSDK.shopping.cartProvider = app
        let playback = Seed004PlaybackDelegate()
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = playback

        let feed = VideoFeedViewController(source: .hashtagPlaylist(channelID: "ch_style", filterExpression: "shoes"))
        let player = try feed.tapThumbnail(at: 0)
        try player.advance(by: .seconds(3))
        #expect(try player.snapshot().productCards.first?.name == "Runner (server)")

        try player.openProduct("p_runner")
        try player.chooseVariant("runner-blue-43")
        #expect(try player.snapshot().drawer?.selectedVariant?.price == "$74.50")
        try player.advance(by: .seconds(1))
        try player.tapCTA()
        #expect(app.cartItems == [SelectedProductVariant(productID: "p_runner", variantID: "runner-blue-43")])
        #expect(try player.snapshot().embeddedCart?.title == "Cart (1)")

        let checkout = try #require(player.embeddedCart as? CheckoutViewController)
        checkout.checkout()
        #expect(try player.snapshot().embeddedCart == nil)
        #expect(FireworkVideoSDK.trackedPurchases.map(\.orderID) == ["order-1"])

        try player.advance(by: .seconds(20))
        #expect(playback.events == ["impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "finish"])
        let names = player.timeline.map(\.name).filter { !$0.hasPrefix("product.") || $0 == "product.hydrated" }
        #expect(
            names == [
                "video.shown", "productInfo.configured", "product.hydrated", "impression", "start",
                "variant.chosen", "cta.selected", "cta.completed", "cart.requested", "cart.shown",
                "purchase.tracked", "cart.closed", "firstQuartile", "midpoint", "thirdQuartile", "finish",
            ])
    }
}
