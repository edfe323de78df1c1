// Kept identical to the README's FireworkShopping examples (the shop class renamed to avoid clashes).
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

@MainActor
func watchAStoryBlockInPictureInPicture(on screen: UIViewController) async throws -> PlayerSnapshot {
    let storyBlock = StoryBlockViewController(source: .channel(channelID: "ch_kitchen"))
    var configuration = StoryBlockConfiguration()
    configuration.ctaButton.behavior.delay = .constant(0)
    configuration.fullScreenPlayerView.playerStyle = .fit
    storyBlock.viewConfiguration = configuration
    storyBlock.isPictureInPictureEnabled = true
    screen.addChild(storyBlock)
    screen.view.addSubview(storyBlock.view)  // loads the block: it plays, embedded
    storyBlock.didMove(toParent: screen)
    await storyBlock.waitForLoad()  // storyBlockDidLoadFeed has been delivered
    guard let player = storyBlock.player else { throw FireworkPlayerError.noVideoShown }
    try player.advance(by: .seconds(5))
    UIApplication.shared.enterBackground()  // picture in picture starts for the playing block
    PictureInPictureController.settle()  // the delegate calls AVKit would make later, now
    return try player.snapshot()  // chrome: embedded, picture in picture active, CTA shown
}

/// The README's examples, compiled and run.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleAddsTheRunnerToTheCart() throws {
        try Fixtures.resetFireworkSDK()
        let snapshot = try addRunnerToCart(catalog: try Fixtures.fireworkCatalog())
        #expect(snapshot.toasts.map(\.message) == ["Added to cart"])
        #expect(snapshot.drawer == nil)
        #expect(snapshot.productCards.first?.price == "$79.00")
    }

    @Test func readmeStoryBlockExampleGoesIntoPictureInPicture() async throws {
        try Fixtures.resetFireworkSDK()
        let snapshot = try await watchAStoryBlockInPictureInPicture(on: UIViewController())
        #expect(snapshot.chrome.presentationMode == .embedded)
        #expect(snapshot.chrome.isPictureInPictureActive)
        #expect(snapshot.chrome.videoCTA?.isVisible == true)
        #expect(snapshot.position == 5)
        UIApplication.shared.enterForeground()
    }
}
