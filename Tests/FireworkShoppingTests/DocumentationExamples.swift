// FireworkShopping's documentation landing example, verbatim, compiled and run
// (DocumentationCodeBlockTests checks that every ```swift block is in a test). Its declarations sit in a
// namespace of their own, so that `Shop` clashes with no other test's type.
import FireworkShopping
import ShopStageTesting
import Testing

struct FireworkLandingExample {
    @MainActor
    final class Shop: FireworkVideoShoppingDelegate {
        func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            updateDetailsForProducts products: [ProductID],
            forVideo video: VideoDetails,
            _ productHydrator: any ProductHydrating
        ) {
            productHydrator.hydrateProduct("p_runner") { product in
                product.name("Runner 2").variants(.merge) { variants in
                    variants.variant("runner-red-42") { $0.formattedPrice(79, currencyCode: "USD") }
                }
            }
        }

        func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            productVariantCTASelected item: SelectedProductVariant,
            fromVideo video: VideoDetails,
            ctaCompletionHandler: @escaping ShoppingCTAHandler
        ) {
            ctaCompletionHandler(.dismissWithFeedback(.successWithDefaultMessage))
        }
    }

    @MainActor
    func addRunnerToCart(catalog: FireworkCatalog) throws -> PlayerSnapshot {
        FireworkVideoSDK.configuration = FireworkConfiguration(
            infoDictionary: ["FireworkVideoAppID": "fw-demo-app"], catalog: catalog)
        FireworkVideoSDK.initializeSDK()
        let shop = Shop()
        FireworkVideoSDK.shopping.shoppingDelegate = shop
        let player = try PlayerViewController(source: .channel(channelID: "ch_style"))
        try player.open()
        try player.openProduct("p_runner")
        try player.tapCTA()
        try player.advance(by: .seconds(2))
        return try player.snapshot()  // toasts: [success "Added to cart"], drawer closed, card "$79.00"
    }
}

@MainActor
struct FireworkLandingExampleTests {
    @Test func theLandingExampleAddsTheRunnerToTheCart() throws {
        try Fixtures.resetFireworkSDK()
        let snapshot = try FireworkLandingExample().addRunnerToCart(catalog: try Fixtures.fireworkCatalog())
        #expect(snapshot.toasts.map(\.message) == ["Added to cart"])
        #expect(snapshot.drawer == nil)
        #expect(snapshot.productCards.first?.price == "$79.00")
    }
}
