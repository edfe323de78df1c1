import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Seed 000's delegate code, run against the player.
@MainActor
@Suite struct SeedDelegateTests {
    private func playerWithSeedDelegate() throws -> (PlayerViewController, Seed000ShoppingDelegate) {
        try Fixtures.resetFireworkSDK()
        let delegate = Seed000ShoppingDelegate()
        delegate.registerAsDelegate()
        let player = try PlayerViewController(source: .singleContent(videoOrLiveStreamID: "v_runner"))
        try player.open()
        return (player, delegate)
    }

    @Test func configurationShowsOnCardsAndDrawer() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        try player.openProduct("p_runner")
        let snapshot = try player.snapshot()
        #expect(snapshot.cartIcon == PlayerSnapshot.CartIcon(isVisible: true, isIndicatorVisible: false))
        let card = try #require(snapshot.productCards.first)
        #expect(card.appearance == "light")
        #expect(card.price == nil)
        #expect(card.cornerRadius == 4)
        #expect(card.ctaLabel == nil)
        let cta = try #require(snapshot.drawer?.ctaButton)
        #expect(cta.label == "Shop now")
        #expect(cta.backgroundColor == "#E6334D")
        #expect(cta.textColor == "#FFFFFF")
        #expect(snapshot.drawer?.isLinkButtonVisible == true)
        _ = delegate
    }

    @Test func indicatorFollowsTheCartItems() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        delegate.cartItems = ["runner"]
        try player.open(videoAt: 0)
        #expect(try player.snapshot().cartIcon?.isIndicatorVisible == true)
    }

    @Test func customUnavailableTextShows() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        try player.openProduct("p_runner")
        try player.chooseVariant("runner-blue-43")
        #expect(try player.snapshot().drawer?.unavailableText == "custom text")
        _ = delegate
    }

    @Test func seedHydrationRenamesAndMergesItsVariants() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        let runner = try #require(player.product("p_runner"))
        #expect(runner.name == "Latest product name")
        #expect(runner.description == "Latest product description")
        #expect(runner.variants.map(\.id) == ["runner-red-42", "runner-blue-43", "variant id1", "variant id2"])
        try player.openProduct("p_runner")
        try player.chooseVariant("variant id2")
        let variant = try #require(try player.snapshot().drawer?.selectedVariant)
        #expect(variant.price == "$110.00")
        #expect(variant.originalPrice == "$130.00")
        #expect(variant.options == ["Color": "Latest variant color2", "Size": "Latest variant size2"])
        _ = delegate
    }

    @Test func seedLinkAndCardHandlersKeepNavigationInTheApp() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        try player.openProduct("p_runner")
        try player.tapLinkButton()
        try player.tapProductCard("p_bottle")
        #expect(try player.snapshot().openedURLs.isEmpty)
        _ = delegate
    }

    @Test func seedCustomCartActionCallsTheDelegate() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        delegate.useCustomCartAction()
        try player.tapCartIcon()
        #expect(player.timeline.last?.name == "cartIcon.custom")
    }

    @Test func seedDelegateWithoutCTAAnswerTimesOut() throws {
        let (player, delegate) = try playerWithSeedDelegate()
        try player.openProduct("p_runner")
        try player.tapCTA()
        try player.advance(by: .seconds(2))
        #expect(try player.snapshot().toasts.map(\.kind) == [.failure])
        _ = delegate
    }
}
