import Foundation
import Testing

@testable import FireworkShopping

enum FireworkFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/firework")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func catalog() throws -> FireworkCatalog {
        try FireworkCatalog.load(contentsOf: url("catalog.json"))
    }

    /// The SDK singletons as a fresh app finds them, on the fixture catalog with the fixture app id.
    /// Call first in a test's body: tests are synchronous on the main actor, so none interleaves.
    @MainActor
    static func resetSDK(appID: String? = "fw-demo-app") throws {
        var info: [String: String] = [:]
        if let appID { info[FireworkVideoSDK.appIDKey] = appID }
        FireworkVideoSDK.reset(configuration: FireworkConfiguration(infoDictionary: info, catalog: try catalog()))
    }
}

/// A shopping delegate whose every answer a test chooses, recording what it was asked.
@MainActor
final class RecordingShoppingDelegate: FireworkVideoShoppingDelegate, CartViewProviding {
    var configure: (ProductInfoViewConfigurable) -> Void = { _ in }
    var hydrate: ([ProductID], any ProductHydrating) -> Void = { _, _ in }
    /// `nil`: keep the handler in ``pendingCTA`` and answer later (or never).
    var ctaAnswer: ShoppingCTAAction? = .feedbackOnly(.successWithDefaultMessage)
    var handlesLinks = false
    var handlesCards = false
    var cartTitle = "My cart"

    var calls: [String] = []
    var ctaItems: [SelectedProductVariant] = []
    var pendingCTA: ShoppingCTAHandler?
    var linkURLs: [String] = []

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        calls.append("willDisplayProductInfo \(video.videoID)")
        configure(productInfoViewConfigurator)
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {
        calls.append("updateDetailsForProducts \(products.joined(separator: ","))")
        hydrate(products, productHydrator)
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        calls.append("productVariantCTASelected \(item.productID)/\(item.variantID)")
        ctaItems.append(item)
        if let ctaAnswer { ctaCompletionHandler(ctaAnswer) } else { pendingCTA = ctaCompletionHandler }
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool {
        calls.append("didTapLinkButtonAt \(item.productID)")
        linkURLs.append(itemURL)
        return handlesLinks
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool {
        calls.append("didTapProductVariant \(item.productID)/\(item.variantID)")
        return handlesCards
    }

    func fireworkShopping(_ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails)
    {
        calls.append("didTapCartIconForVideo \(videoDetails.videoID)")
    }

    func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
    {
        calls.append("cartViewController \(video.videoID)")
        let cart = TitledCartViewController()
        cart.title = cartTitle
        return cart
    }
}

/// A host cart with nothing but a title.
@MainActor
final class TitledCartViewController: UIViewController, CartViewRepresentable {}

/// A player on some catalog videos with its own shopping and tracking objects (no shared state).
@MainActor
struct PlayerHarness {
    let shopping = FireworkVideoShopping()
    let tracking = FireworkEventTracking()
    let delegate = RecordingShoppingDelegate()
    let playback = Seed004PlaybackDelegate()
    let player: PlayerViewController

    init(videos videoIDs: [String] = ["v_runner"], cartProvider: Bool = false, configure: Bool = true) throws {
        let catalog = try FireworkFixtures.catalog()
        let videos = videoIDs.compactMap { catalog.video(id: $0) }
        shopping.delegate = delegate
        if cartProvider { shopping.cartProvider = delegate }
        tracking.videoPlaybackDelegate = playback
        if configure {
            delegate.configure = { configurator in configurator.shoppingCartIconConfiguration.isHidden = false }
        }
        player = try PlayerViewController(videos: videos, catalog: catalog, shopping: shopping, eventTracking: tracking)
    }

    var eventNames: [String] { player.timeline.map(\.name) }
}
