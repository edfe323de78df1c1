import ShopStageTesting
import Testing

@testable import FireworkShopping

// Each host below implements one spelling of one delegate method, as real host code does; the
// player must reach it. A differently spelled method that is not a requirement would compile and
// stay uncalled, so every spelling the real SDK or the docs use is tested here.

// Each host conforms itself: a subclass's method never witnesses a requirement its base class
// took the default for (Swift's rule), so a shared conforming base class would hide them all.

@MainActor
final class LabelledCTAHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        calls.append("labelled \(item.variantID)")
        ctaCompletionHandler(.dismissWithFeedback(.successWithDefaultMessage))
    }
}

@MainActor
final class UnlabelledCTAHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        calls.append("unlabelled \(item.variantID)")
        ctaCompletionHandler(.dismissWithFeedback(.successWithDefaultMessage))
    }
}

@MainActor
final class AddToCartHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        addProductVariantToCart item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ addToCartCompletionHandler: @escaping AddToCartHandler
    ) {
        calls.append("addProductVariantToCart \(item.variantID)")
        addToCartCompletionHandler(.dismissWithFeedback(.successWithDefaultMessage))
    }
}

@MainActor
final class BothCTASpellingsHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        calls.append("labelled")
        ctaCompletionHandler(.feedbackOnly(.successWithDefaultMessage))
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        calls.append("unlabelled")
        ctaCompletionHandler(.feedbackOnly(.successWithDefaultMessage))
    }
}

@MainActor
final class LinkButtonHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool {
        calls.append("link \(video.videoID)")
        return true
    }
}

@MainActor
final class DeprecatedLinkButtonHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        withURL itemURL: String
    ) -> Bool {
        calls.append("link \(item.productID)")
        return true
    }
}

@MainActor
final class ProductInfoHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        calls.append("willDisplayProductInfo \(video.videoID)")
    }
}

@MainActor
final class HydrationHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: ProductHydrating
    ) {
        calls.append("updateDetailsForProducts \(products.joined(separator: ","))")
    }
}

@MainActor
final class ProductCardHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool {
        calls.append("card \(item.productID)")
        return true
    }
}

@MainActor
final class CartIconHost: FireworkVideoShoppingDelegate {
    var calls: [String] = []
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        productInfoViewConfigurator.shoppingCartIconConfiguration.isHidden = false
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails
    ) {
        calls.append("cartIcon \(videoDetails.videoID)")
    }
}

@MainActor
final class ThumbnailHost: FireworkVideoFeedDelegate {
    var tapped: [String] = []
    func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails) { tapped.append(eventDetails.videoID) }
}

@MainActor
final class Pre013ThumbnailHost: FireworkVideoFeedDelegate {
    var tapped: [String] = []
    func fireworkVideoDidTapVideoThumbnail(_ eventDetails: FeedEventDetails) { tapped.append(eventDetails.videoID) }
}

@MainActor
@Suite struct DelegateSpellingTests {
    /// A player on the runner video with `host` as the shopping delegate, the runner product open.
    private func runnerPlayer(
        _ host: any FireworkVideoShoppingDelegate, shopping: FireworkVideoShopping = FireworkVideoShopping()
    ) throws -> PlayerViewController {
        let catalog = try Fixtures.fireworkCatalog()
        let videos = ["v_runner"].compactMap { catalog.video(id: $0) }
        shopping.delegate = host
        let player = try PlayerViewController(videos: videos, catalog: catalog, shopping: shopping)
        try player.open()
        try player.openProduct("p_runner")
        return player
    }

    private func ctaOutcome(_ host: any FireworkVideoShoppingDelegate) throws -> [PlayerSnapshot.Toast] {
        let player = try runnerPlayer(host)
        try player.tapCTA()
        try player.advance(by: .seconds(3))
        return try player.snapshot().toasts
    }

    @Test func ctaLabelledAsTheSampleAppIsCalled() throws {
        let host = LabelledCTAHost()
        let toasts = try ctaOutcome(host)
        #expect(host.calls == ["labelled runner-red-42"])
        #expect(toasts.map(\.message) == [ShoppingCTAFeedback.defaultSuccessMessage])
        #expect(toasts.map(\.time) == [0])
    }

    @Test func ctaUnlabelledAsTheDocsIsCalled() throws {
        let host = UnlabelledCTAHost()
        let toasts = try ctaOutcome(host)
        #expect(host.calls == ["unlabelled runner-red-42"])
        #expect(toasts.map(\.message) == [ShoppingCTAFeedback.defaultSuccessMessage])
    }

    @Test func ctaNamedAddProductVariantToCartAsBefore180IsCalled() throws {
        let host = AddToCartHost()
        let toasts = try ctaOutcome(host)
        #expect(host.calls == ["addProductVariantToCart runner-red-42"])
        #expect(toasts.map(\.message) == [ShoppingCTAFeedback.defaultSuccessMessage])
    }

    @Test func ctaInBothSpellingsCallsTheLabelledOneOnce() throws {
        let host = BothCTASpellingsHost()
        let toasts = try ctaOutcome(host)
        #expect(host.calls == ["labelled"])
        #expect(toasts.count == 1)
    }

    @Test func ctaInNoSpellingIsReportedThenTimesOut() throws {
        let host = ProductInfoHost()
        let player = try runnerPlayer(host)
        try player.tapCTA()
        #expect(player.timeline.last?.name == "cta.notImplemented")
        #expect(player.timeline.last?.details["delegate"] == "ProductInfoHost")
        try player.advance(by: .seconds(2))
        #expect(try player.snapshot().toasts.map(\.kind) == [.failure])
    }

    @Test func linkButtonWithFromVideoIsCalled() throws {
        let host = LinkButtonHost()
        let player = try runnerPlayer(host)
        try player.tapLinkButton()
        #expect(host.calls == ["link v_runner"])
        #expect(try player.snapshot().openedURLs.isEmpty)
    }

    @Test func linkButtonWithoutFromVideoAsBefore1210IsCalled() throws {
        let host = DeprecatedLinkButtonHost()
        let player = try runnerPlayer(host)
        try player.tapLinkButton()
        #expect(host.calls == ["link p_runner"])
        #expect(try player.snapshot().openedURLs.isEmpty)
    }

    @Test func willDisplayProductInfoIsCalled() throws {
        let host = ProductInfoHost()
        _ = try runnerPlayer(host)
        #expect(host.calls == ["willDisplayProductInfo v_runner"])
    }

    @Test func updateDetailsForProductsWithABareExistentialIsCalled() throws {
        let host = HydrationHost()
        _ = try runnerPlayer(host)
        #expect(host.calls == ["updateDetailsForProducts p_runner,p_bottle"])
    }

    @Test func didTapProductVariantIsCalled() throws {
        let host = ProductCardHost()
        let player = try runnerPlayer(host)
        try player.tapProductCard("p_bottle")
        #expect(host.calls == ["card p_bottle"])
        #expect(try player.snapshot().openedURLs.isEmpty)
    }

    @Test func didTapCartIconForVideoIsCalled() throws {
        let host = CartIconHost()
        let shopping = FireworkVideoShopping()
        shopping.cartAction = .custom
        let catalog = try Fixtures.fireworkCatalog()
        shopping.delegate = host
        let player = try PlayerViewController(
            videos: ["v_runner"].compactMap { catalog.video(id: $0) }, catalog: catalog, shopping: shopping)
        try player.open()
        try player.openProduct("p_runner")
        try player.tapCartIcon()
        #expect(host.calls == ["cartIcon v_runner"])
    }

    @Test func thumbnailTapIsCalled() throws {
        try Fixtures.resetFireworkSDK()
        let host = ThumbnailHost()
        FireworkVideoSDK.eventTracking.feedDelegate = host
        try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        #expect(host.tapped == ["v_pasta"])
    }

    @Test func thumbnailTapNamedAsBefore0130IsCalled() throws {
        try Fixtures.resetFireworkSDK()
        let host = Pre013ThumbnailHost()
        FireworkVideoSDK.eventTracking.feedDelegate = host
        try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        #expect(host.tapped == ["v_pasta"])
    }
}
