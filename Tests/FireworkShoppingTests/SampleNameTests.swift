import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
final class DocsCartProvider: CartViewProviding {
    func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
    { TitledCartViewController() }
}

@MainActor
final class SampleCartProvider: CartViewControllerProviding {
    func cartViewController(for video: VideoDetails) -> CartViewController { TitledCartViewController() }
}

/// The sample apps' and the newer SDK's names, beside the docs'.
@MainActor
@Suite struct SampleNameTests {
    @Test func selectionCarriesTheUnitIDAndTheProductAndVariantShown() throws {
        let h = try PlayerHarness()
        try h.player.open()
        try h.player.openProduct("p_runner")
        try h.player.tapCTA()
        let item = try #require(h.delegate.ctaItems.first)
        #expect(item.unitID == "runner-red-42")
        #expect(item.variantID == item.unitID)
        #expect(item.product?.name == "Runner")
        #expect(item.variant?.name == "Red / 42")
    }

    @Test func shoppingDelegateAndDelegateAreOneSlot() {
        let shopping = FireworkVideoShopping()
        let delegate = FireworkShoppingRecorder()
        shopping.shoppingDelegate = delegate
        #expect(shopping.delegate === delegate)
        shopping.delegate = nil
        #expect(shopping.shoppingDelegate == nil)
    }

    @Test func cartProviderSpellingsShareOneSlot() {
        let shopping = FireworkVideoShopping()
        let sample = SampleCartProvider()
        let docs = DocsCartProvider()
        shopping.cartViewControllerProvider = sample
        #expect(shopping.cartViewControllerProvider === sample)
        shopping.cartProvider = docs
        #expect(shopping.cartProvider === docs)
        #expect(shopping.cartViewControllerProvider == nil)
    }

    @Test func sampleCartProviderShowsItsCart() throws {
        let provider = SampleCartProvider()
        let h = try PlayerHarness()
        h.shopping.cartViewControllerProvider = provider
        h.delegate.ctaAnswer = .showEmbeddedCart
        try h.player.open()
        try h.player.openProduct("p_runner")
        try h.player.tapCTA()
        #expect(h.player.embeddedCart is TitledCartViewController)
        #expect(h.player.embeddedCart?.drawerController != nil)
    }

    @Test func closeDrawerWithOneArgumentClosesTheCart() throws {
        let h = try PlayerHarness(cartProvider: true)
        h.delegate.ctaAnswer = .showEmbeddedCart
        try h.player.open()
        try h.player.openProduct("p_runner")
        try h.player.tapCTA()
        let drawer = try #require(h.player.embeddedCart?.drawerController)
        drawer.closeDrawer(animated: true)
        #expect(h.player.embeddedCart == nil)
        #expect(try h.player.snapshot().embeddedCart == nil)
    }

    @Test func productBuilderVariantUpdatesThatVariantOnly() throws {
        let h = try PlayerHarness()
        h.hydrateOnShow("p_runner") { product in
            product.variant("runner-blue-43") { $0.name("Navy / 43") }
        }
        try h.player.open()
        let variants = try #require(h.player.product("p_runner")?.variants)
        #expect(variants.map(\.name) == ["Red / 42", "Navy / 43"])
        #expect(variants[1].price?.amount == 89.99)
    }

    @Test func decimalPriceFromAStorefrontIsShownToTheCent() throws {
        let h = try PlayerHarness()
        let amount = try #require(Decimal(string: "1234.56"))
        h.hydrateOnShow("p_runner") { product in
            product.variant("runner-red-42") { $0.formattedPrice(amount, currencyCode: "EUR") }
        }
        try h.player.open()
        try h.player.openProduct("p_runner")
        #expect(try h.player.snapshot().drawer?.selectedVariant?.price == "€1,234.56")
    }

    @Test func initializeSDKKeepsTheUserID() throws {
        try Fixtures.resetFireworkSDK()
        FireworkVideoSDK.initializeSDK(delegate: nil, userID: "user-7")
        #expect(FireworkVideoSDK.isInitialized)
        #expect(FireworkVideoSDK.userID == "user-7")
    }

    @Test func feedEventIDIsThePlaylistForAPlaylistGroupThumbnail() throws {
        try Fixtures.resetFireworkSDK()
        let feed = Seed004FeedDelegate()
        FireworkVideoSDK.eventTracking.feedDelegate = feed
        try VideoFeedViewController(source: .playlistGroup(groupID: "pg_home")).tapThumbnail(at: 2)
        let event = try #require(feed.tapped.first)
        #expect(event.id == "pl_dinner")
        #expect(event.videoID == "v_pasta")
        #expect(event.source == .playlistGroup(groupID: "pg_home"))
    }

    @Test func feedEventIDIsTheVideoForAChannelThumbnail() throws {
        try Fixtures.resetFireworkSDK()
        let feed = Seed004FeedDelegate()
        FireworkVideoSDK.eventTracking.feedDelegate = feed
        try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        #expect(feed.tapped.map(\.id) == ["v_pasta"])
    }

    @Test func feedWithALayoutTellsItsDelegateItLoaded() throws {
        try Fixtures.resetFireworkSDK()
        let layout = VideoFeedGridLayout()
        layout.numberOfColumns = 3
        let feedVC = VideoFeedViewController(layout: layout, source: .channel(channelID: "ch_style"))
        let recorder = FireworkFeedRecorder()
        feedVC.delegate = recorder
        feedVC.refresh()
        #expect(recorder.loaded == 1)
        #expect((feedVC.layout as? VideoFeedGridLayout)?.numberOfColumns == 3)
    }

    @Test func feedOfAnUnknownChannelFailsWithChannelNotFound() throws {
        try Fixtures.resetFireworkSDK()
        let feedVC = VideoFeedViewController(source: .channel(channelID: "ch_gone"))
        let recorder = FireworkFeedRecorder()
        feedVC.delegate = recorder
        feedVC.refresh()
        #expect(recorder.errors == [.contentSourceError(.channelNotFound("ch_gone"))])
    }

    @Test func feedThatSelectsNoVideoFailsWithEmptyFeed() throws {
        try Fixtures.resetFireworkSDK()
        let source = VideoFeedContentSource.skuPlaylist(channelID: "ch_kitchen", productIDs: ["p_runner"])
        let feedVC = VideoFeedViewController(source: source)
        let recorder = FireworkFeedRecorder()
        feedVC.delegate = recorder
        feedVC.refresh()
        #expect(recorder.errors == [.contentSourceError(.emptyFeed)])
    }

    @Test func skuPlaylistSelectsTheChannelsVideosShowingTheProducts() throws {
        let catalog = try Fixtures.fireworkCatalog()
        let videos = try catalog.videos(for: .skuPlaylist(channelID: "ch_style", productIDs: ["p_mat", "p_bottle"]))
        #expect(videos.map(\.id) == ["v_runner", "v_yoga"])
    }

    @Test func videoAdsSelectsTheChannelsAds() throws {
        let catalog = try Fixtures.fireworkCatalog()
        #expect(try catalog.videos(for: .videoAds(adChannelId: "ch_style", vastXml: nil)).map(\.id) == ["v_ad_juice"])
    }

    @Test func unknownContentIsAContentSourceError() throws {
        let catalog = try Fixtures.fireworkCatalog()
        #expect(throws: VideoFeedError.contentSourceError(.unknownContent)) {
            _ = try catalog.videos(for: .unknownContent)
        }
    }

    @Test func singleContentTakesTheContentIDLabel() throws {
        let catalog = try Fixtures.fireworkCatalog()
        #expect(try catalog.videos(for: .singleContent(contentID: "v_yoga")).map(\.id) == ["v_yoga"])
        let readmeSpelling = VideoFeedContentSource.singleContent(videoOrLiveStreamID: "v_yoga")
        #expect(readmeSpelling == .singleContent(contentID: "v_yoga"))
    }

    @Test func shoppingV2PurchaseKeepsLineItemsAndShortestAmounts() throws {
        try Fixtures.resetFireworkSDK()
        let h = try PlayerHarness()
        FireworkVideoSDK.trackPurchase(
            orderID: "o-1", orderValue: Decimal(string: "5.28") ?? 0, currencyCode: "USD",
            lineItems: [LineItem(sku: "p_runner", price: Decimal(string: "2.64") ?? 0, quantity: 2)])
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.last)
        #expect(purchase.lineItems.map(\.quantity) == [2])
        #expect(purchase.value == 5.28)
        let entry = try #require(h.player.timeline.last)
        #expect(entry.details["orderValue"] == "5.28")
        #expect(entry.details["lineItems"] == "p_runner×2@2.64")
    }

    @Test func deprecatedProductsPurchaseIsRecordedAsLineItems() throws {
        try Fixtures.resetFireworkSDK()
        FireworkVideoSDK.trackPurchase(
            orderID: "o-2", value: 10, currencyCode: "USD", countryCode: nil,
            products: [PurchaseProduct(sku: "p_mat", price: 10, quantity: 1, productName: "Mat")])
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.last)
        #expect(purchase.lineItems == [LineItem(sku: "p_mat", price: 10, quantity: 1, productName: "Mat")])
        #expect(purchase.orderValue == 10)
    }

    @Test func feedEventCarriesTheIDOfTheTappedFeed() throws {
        try Fixtures.resetFireworkSDK()
        let recorder = Seed004FeedDelegate()
        FireworkVideoSDK.eventTracking.feedDelegate = recorder
        let first = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        let second = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        try second.tapThumbnail(at: 0)
        try first.tapThumbnail(at: 0)
        #expect(recorder.tapped.map(\.feedID) == [second.feedID, first.feedID])
        #expect(first.feedID != second.feedID)
    }

    @Test func addToCartButtonAsBefore180StylesTheCTA() throws {
        let h = try PlayerHarness()
        h.delegate.configure = { configurator in
            var detailConfig = ProductDetailsContentConfiguration()
            var ctaButtonConfig = detailConfig.addToCartButton
            ctaButtonConfig.backgroundColor = .red
            detailConfig.addToCartButton = ctaButtonConfig
            configurator.productDetailsConfiguration = detailConfig
        }
        try h.player.open()
        try h.player.openProduct("p_runner")
        #expect(try h.player.snapshot().drawer?.ctaButton?.backgroundColor == "#FF0000")
    }

    @Test func deprecatedProductsPurchaseKeepsTheAmountsAsWritten() throws {
        try Fixtures.resetFireworkSDK()
        let h = try PlayerHarness()
        FireworkVideoSDK.trackPurchase(
            orderID: "o-3", value: 19.99, currencyCode: "USD", countryCode: "US", shippingPrice: 4.99,
            products: [PurchaseProduct(sku: "p_mat", price: 15, quantity: 1)])
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.last)
        #expect(purchase.orderValue == Decimal(string: "19.99"))
        #expect(purchase.shippingPrice == Decimal(string: "4.99"))
        #expect(h.player.timeline.last?.details["orderValue"] == "19.99")
    }

    @Test func deprecatedPurchaseOfAnInfiniteValueIsNotANumberInsteadOfATrap() throws {
        try Fixtures.resetFireworkSDK()
        FireworkVideoSDK.trackPurchase(
            orderID: "o-4", value: .infinity, currencyCode: nil, countryCode: nil,
            products: [PurchaseProduct(sku: "p_mat", price: .nan, quantity: 1)])
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.last)
        #expect(purchase.orderValue?.isNaN == true)
        #expect(purchase.lineItems.first?.price.isNaN == true)
    }
}
