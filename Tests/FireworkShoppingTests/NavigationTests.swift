import Testing

@testable import FireworkShopping

@MainActor
@Suite struct NavigationTests {
    @Test func linkButtonNotHandledOpensTheURLInTheSDKWebView() throws {
        let h = try PlayerHarness()
        try h.player.open()
        try h.player.openProduct("p_runner")
        try h.player.tapLinkButton()
        #expect(h.delegate.linkURLs == ["https://shop.example/runner?v=red-42"])
        #expect(try h.player.snapshot().openedURLs == ["https://shop.example/runner?v=red-42"])
    }

    @Test func linkButtonHandledByTheAppOpensNothing() throws {
        let h = try PlayerHarness()
        h.delegate.handlesLinks = true
        try h.player.open()
        try h.player.openProduct("p_runner")
        try h.player.tapLinkButton()
        #expect(try h.player.snapshot().openedURLs.isEmpty)
        #expect(h.eventNames.last == "link.handledByApp")
    }

    @Test func linkButtonWithoutDelegateOpensTheWebView() throws {
        let h = try PlayerHarness()
        h.shopping.delegate = nil
        try h.player.open()
        try h.player.openProduct("p_bottle")
        try h.player.tapLinkButton()
        #expect(try h.player.snapshot().openedURLs == ["https://shop.example/bottle"])
    }

    @Test func hiddenLinkButtonCannotBeTapped() throws {
        let h = try PlayerHarness()
        let hiding = Seed000LinkButtonDelegate()
        h.shopping.delegate = hiding
        try h.player.open()
        try h.player.openProduct("p_runner")
        #expect(try h.player.snapshot().drawer?.isLinkButtonVisible == false)
        #expect(throws: FireworkPlayerError.linkButtonHidden) { try h.player.tapLinkButton() }
    }

    @Test func productCardNotHandledOpensTheVariantURL() throws {
        let h = try PlayerHarness()
        try h.player.open()
        try h.player.tapProductCard("p_bottle")
        #expect(h.delegate.calls.last == "didTapProductVariant p_bottle/bottle-steel")
        #expect(try h.player.snapshot().openedURLs == ["https://shop.example/bottle"])
    }

    @Test func productCardHandledByTheAppOpensNothing() throws {
        let h = try PlayerHarness()
        h.delegate.handlesCards = true
        try h.player.open()
        try h.player.tapProductCard("p_runner")
        #expect(try h.player.snapshot().openedURLs.isEmpty)
        #expect(h.eventNames.last == "productCard.handledByApp")
    }

    @Test func productOfAnotherVideoCannotBeOpened() throws {
        let h = try PlayerHarness()
        try h.player.open()
        #expect(throws: FireworkPlayerError.productNotInVideo(productID: "p_pan", videoID: "v_runner")) {
            try h.player.openProduct("p_pan")
        }
    }

    @Test func cartIconWithoutProviderDoesNothing() throws {
        let h = try PlayerHarness()
        try h.player.open()
        try h.player.tapCartIcon()
        #expect(try h.player.snapshot().embeddedCart == nil)
        #expect(h.eventNames.last == "cartIcon.ignored")
    }

    @Test func cartIconWithProviderShowsTheEmbeddedCart() throws {
        let h = try PlayerHarness(cartProvider: true)
        try h.player.open()
        try h.player.tapCartIcon()
        #expect(try h.player.snapshot().embeddedCart?.title == "My cart")
        #expect(h.delegate.calls.last == "cartViewController v_runner")
    }

    @Test func customCartActionRoutesTheIconToTheDelegate() throws {
        let h = try PlayerHarness(cartProvider: true)
        h.shopping.cartAction = .custom
        try h.player.open()
        try h.player.tapCartIcon()
        #expect(h.delegate.calls.last == "didTapCartIconForVideo v_runner")
        #expect(try h.player.snapshot().embeddedCart == nil)
    }

    @Test func hiddenCartIconCannotBeTapped() throws {
        let h = try PlayerHarness(configure: false)
        try h.player.open()
        #expect(
            try h.player.snapshot().cartIcon == PlayerSnapshot.CartIcon(isVisible: false, isIndicatorVisible: false))
        #expect(throws: FireworkPlayerError.cartIconHidden) { try h.player.tapCartIcon() }
    }
}
