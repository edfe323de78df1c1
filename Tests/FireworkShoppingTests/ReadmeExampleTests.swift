// Kept identical to the README's FireworkShopping example (class renamed to avoid clashes).
import FireworkShopping
import ShopStageTesting
import Testing

@MainActor
final class ReadmeShop: FireworkVideoShoppingDelegate {
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
    let shop = ReadmeShop()
    FireworkVideoSDK.shopping.shoppingDelegate = shop
    let player = try PlayerViewController(source: .channel(channelID: "ch_style"))
    try player.open()
    try player.openProduct("p_runner")
    try player.tapCTA()
    try player.advance(by: .seconds(2))
    return try player.snapshot()  // toasts: [success "Added to cart"], drawer closed, card "$79.00"
}

/// The README's example, compiled and run.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleAddsTheRunnerToTheCart() throws {
        try Fixtures.resetFireworkSDK()
        let snapshot = try addRunnerToCart(catalog: try Fixtures.fireworkCatalog())
        #expect(snapshot.toasts.map(\.message) == ["Added to cart"])
        #expect(snapshot.drawer == nil)
        #expect(snapshot.productCards.first?.price == "$79.00")
    }
}
