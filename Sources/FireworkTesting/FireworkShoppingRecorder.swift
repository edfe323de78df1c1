import FireworkShopping
import StageTesting

/// A Firework shopping delegate (and cart provider) that records every call the SDK makes, in
/// order, with the stage's virtual time, and answers as a test chooses.
///
/// ```swift
/// let shopping = FireworkShoppingRecorder()
/// shopping.ctaAnswer = .feedbackOnly(.successWithDefaultMessage)
/// FireworkVideoSDK.shopping.delegate = shopping
/// try player.tapCTA()
/// shopping.recorder.expect(["productVariantCTASelected p_runner/v_runner_9"])
/// ```
@MainActor
public final class FireworkShoppingRecorder: FireworkVideoShoppingDelegate, CartViewProviding {
    /// How the product card is configured when it shows (default: nothing changed).
    public var configure: (ProductInfoViewConfigurable) -> Void = { _ in }
    /// The hydration answer (default: none, the dashboard's data stays).
    public var hydrate: ([ProductID], any ProductHydrating) -> Void = { _, _ in }
    /// The CTA answer; `nil` keeps the handler in ``pendingCTA`` to answer later (or never).
    public var ctaAnswer: ShoppingCTAAction? = .feedbackOnly(.successWithDefaultMessage)
    /// What `didTapLinkButtonAt` answers: true when the host handles the link itself.
    public var handlesLinks = false
    /// What `didTapProductVariant` answers: true when the host handles the card itself.
    public var handlesCards = false
    /// The title of the cart ``cartViewController(_:forVideo:)`` hands over.
    public var cartTitle = "My cart"

    /// Every call, as a line (`productVariantCTASelected p_runner/v_runner_9`), with virtual times.
    public let recorder: Recorder<String>
    /// The items the CTA was tapped for, in order.
    public private(set) var ctaItems: [SelectedProductVariant] = []
    /// The CTA handler kept when ``ctaAnswer`` is nil.
    public var pendingCTA: ShoppingCTAHandler?
    /// The URLs of link-button taps, in order.
    public private(set) var linkURLs: [String] = []

    /// A recorder; set it as `FireworkVideoShopping.delegate` (and `cartViewProvider`).
    ///
    /// - Parameter recorder: where the calls go (a new one on the stage's clock by default).
    public init(recorder: Recorder<String> = Recorder()) {
        self.recorder = recorder
    }

    /// The calls so far, as lines.
    public var calls: [String] { recorder.events }

    /// Records `willDisplayProductInfo <video id>` and runs ``configure``.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        recorder.record("willDisplayProductInfo \(video.videoID)")
        configure(productInfoViewConfigurator)
    }

    /// Records `updateDetailsForProducts <ids, comma-separated>` and runs ``hydrate``.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {
        recorder.record("updateDetailsForProducts \(products.joined(separator: ","))")
        hydrate(products, productHydrator)
    }

    /// Records `productVariantCTASelected <product id>/<variant id>`, keeps the item, and answers
    /// with ``ctaAnswer`` (or keeps the handler in ``pendingCTA``).
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        recorder.record("productVariantCTASelected \(item.productID)/\(item.variantID)")
        ctaItems.append(item)
        if let ctaAnswer { ctaCompletionHandler(ctaAnswer) } else { pendingCTA = ctaCompletionHandler }
    }

    /// Records `didTapLinkButtonAt <product id>`, keeps the URL, and answers ``handlesLinks``.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool {
        recorder.record("didTapLinkButtonAt \(item.productID)")
        linkURLs.append(itemURL)
        return handlesLinks
    }

    /// Records `didTapProductVariant <product id>/<variant id>` and answers ``handlesCards``.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool {
        recorder.record("didTapProductVariant \(item.productID)/\(item.variantID)")
        return handlesCards
    }

    /// Records `didTapCartIconForVideo <video id>`.
    public func fireworkShopping(_ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails)
    {
        recorder.record("didTapCartIconForVideo \(videoDetails.videoID)")
    }

    /// Records `cartViewController <video id>` and hands over a cart titled ``cartTitle``.
    public func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
    {
        recorder.record("cartViewController \(video.videoID)")
        let cart = TitledCartViewController()
        cart.title = cartTitle
        return cart
    }
}

/// A host cart with nothing but a title: what ``FireworkShoppingRecorder`` hands the player.
@MainActor
public final class TitledCartViewController: UIViewController, CartViewRepresentable {}
