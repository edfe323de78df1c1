import Dispatch
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// A storefront as Firework's sample writes one: a plain class, not on any actor, that answers from
/// its network completions (here a background queue).
final class BackgroundStorefront: Sendable {
    func hydrate(_ productIDs: [ProductID], with hydrator: ProductHydrating, done: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            for id in productIDs {
                hydrator.hydrateProduct(id) { productBuilder in
                    productBuilder.name("Fetched \(id)")
                        .variants(.merge) { variants in
                            variants.variant("\(id)-fetched") { $0.name("Fetched").isAvailable(true) }
                        }
                }
            }
            done()
        }
    }

    func addToCart(_ item: SelectedProductVariant, done: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { done(!item.variantID.isEmpty) }
    }
}

/// Hands the hydrator and the CTA handler to the background storefront.
@MainActor
final class BackgroundShop: FireworkVideoShoppingDelegate {
    let storefront = BackgroundStorefront()
    var hydrator: (any ProductHydrating)?
    var ctaSent: (@Sendable () -> Void)?

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: ProductHydrating
    ) {
        hydrator = productHydrator
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        let sent = ctaSent
        storefront.addToCart(item) { added in
            ctaCompletionHandler(.dismissWithFeedback(added ? .success(message: "Bagged") : .failureWithDefaultMessage))
            sent?()
        }
    }
}

@MainActor
@Suite struct OffMainActorTests {
    private func player(_ shop: BackgroundShop) throws -> PlayerViewController {
        let catalog = try Fixtures.fireworkCatalog()
        let shopping = FireworkVideoShopping()
        shopping.delegate = shop
        let player = try PlayerViewController(
            videos: ["v_runner"].compactMap { catalog.video(id: $0) }, catalog: catalog, shopping: shopping)
        try player.open()
        return player
    }

    @Test func hydrationFromABackgroundThreadReachesThePlayer() async throws {
        let shop = BackgroundShop()
        let player = try player(shop)
        let hydrator = try #require(shop.hydrator)
        await withCheckedContinuation { done in
            shop.storefront.hydrate(["p_runner"], with: hydrator) { done.resume() }
        }
        await player.settle()
        #expect(player.product("p_runner")?.name == "Fetched p_runner")
        #expect(player.product("p_runner")?.variants.map(\.id).last == "p_runner-fetched")
        #expect(player.timeline.contains { $0.name == "product.hydrated" && $0.details["productID"] == "p_runner" })
    }

    @Test func buildersRunOffTheMainActor() async throws {
        let shop = BackgroundShop()
        let player = try player(shop)
        let hydrator = try #require(shop.hydrator)
        // A detached task is on no actor: the hydrator and builders must be callable there.
        await Task.detached {
            hydrator.hydrateProduct("p_bottle") { $0.isAvailable(false).description("Sold out") }
        }.value
        await player.settle()
        #expect(player.product("p_bottle")?.isAvailable == false)
        #expect(player.product("p_bottle")?.description == "Sold out")
    }

    @Test func ctaAnsweredFromABackgroundThreadShowsItsFeedback() async throws {
        let shop = BackgroundShop()
        let player = try player(shop)
        try player.openProduct("p_runner")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            shop.ctaSent = { done.resume() }
            do { try player.tapCTA() } catch { Issue.record(error) }
        }
        await player.settle()
        let snapshot = try player.snapshot()
        #expect(snapshot.toasts.map(\.message) == ["Bagged"])
        #expect(snapshot.drawer == nil)
    }
}
