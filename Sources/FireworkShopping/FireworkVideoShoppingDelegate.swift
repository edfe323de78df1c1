// The shopping lifecycle. Where the real SDK and the docs spell a method differently, both
// spellings are requirements, and the default of the one ShopStage calls forwards to the other:
// a host that implements either spelling is called, and one that implements neither reaches
// ShopStage's own default last. Nothing is ever dispatched to a method that is not a requirement,
// so an extension default can never stand in front of a host method of another spelling.

/// The shopping lifecycle (Firework's "Shoppable Videos (iOS)" guide, and Firework's shopping sample app).
/// Every method has a default, so an app implements only what it needs, in either spelling.
///
/// Assign it to `FireworkVideoSDK.shopping.delegate` (or `shoppingDelegate`); it is held weakly. In
/// ShopStage the callbacks come on the main actor as the headless player shows a video with products
/// and as the test's viewer taps; the CTA's 2-second deadline runs on virtual time.
///
/// ```swift
/// final class Shop: FireworkVideoShoppingDelegate {
///     func fireworkShopping(
///         _ fireworkShopping: FireworkVideoShopping,
///         willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
///         forVideo video: VideoDetails
///     ) {
///         var details = productInfoViewConfigurator.productDetailsConfiguration
///         details.ctaButton.text = .shopNow
///         productInfoViewConfigurator.productDetailsConfiguration = details  // value types: assign back
///     }
///
///     func fireworkShopping(
///         _ fireworkShopping: FireworkVideoShopping,
///         updateDetailsForProducts products: [ProductID],
///         forVideo video: VideoDetails,
///         _ productHydrator: any ProductHydrating
///     ) {
///         for id in products {
///             productHydrator.hydrateProduct(id) { product in
///                 product.name("Runner").variants(.merge) { variants in
///                     variants.variant("v_42") { $0.formattedPrice(89.99, currencyCode: "USD") }
///                 }
///             }
///         }
///     }
///
///     func fireworkShopping(
///         _ fireworkShopping: FireworkVideoShopping,
///         productVariantCTASelected item: SelectedProductVariant,
///         fromVideo video: VideoDetails,
///         ctaCompletionHandler: @escaping ShoppingCTAHandler
///     ) {
///         ctaCompletionHandler(.feedbackOnly(.successWithDefaultMessage))  // within 2 s
///     }
/// }
///
/// let shop = Shop()  // keep a strong reference: the SDK holds its delegate weakly
/// FireworkVideoSDK.shopping.delegate = shop
/// ```
@MainActor
public protocol FireworkVideoShoppingDelegate: AnyObject {
    /// Configure the product views of a video; reassign each configuration to the configurator.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails)

    /// Hydrate the products of a video about to be shown, now or later (after a server fetch).
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating)

    /// The viewer tapped the CTA ("Add to cart" / "Shop now"); call the handler within 2 seconds.
    ///
    /// The real SDK's spelling (its sample app, v1.8.0 on): the handler is labelled. ShopStage calls this
    /// one; its default forwards to the docs' unlabelled spelling.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler)

    /// The docs' spelling (Firework's shopping guide) of the CTA method: the handler unlabelled. Its default
    /// forwards to the pre-1.8.0 `addProductVariantToCart` spelling.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler)

    /// The CTA method's name before v1.8.0 (the Firework iOS SDK README still mentions it). Its default does
    /// not answer, so after 2 seconds the SDK treats the item as not added.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        addProductVariantToCart item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ addToCartCompletionHandler: @escaping AddToCartHandler)

    /// Return `true` if the app navigated itself; `false` lets the SDK open the URL in its web view.
    /// Its default forwards to the form without `fromVideo:` (deprecated in 1.21.0).
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool

    /// The link button's method before 1.21.0. Default: `false`.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        withURL itemURL: String
    ) -> Bool

    /// Return `true` if the app navigated itself; `false` lets the SDK open the variant URL in its web view.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool

    /// The cart icon was tapped and `cartAction` is `.custom`.
    func fireworkShopping(_ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails)
}

extension FireworkVideoShoppingDelegate {
    /// Default: leaves the product views as the SDK configures them.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {}

    /// Default: no hydration; the products show as the catalog has them.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {}

    /// Default: forwards to the docs' unlabelled spelling (the handler without its label).
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        self.fireworkShopping(fireworkShopping, productVariantCTASelected: item, fromVideo: video, ctaCompletionHandler)
    }

    /// Default: forwards to the pre-1.8.0 `addProductVariantToCart` spelling.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        self.fireworkShopping(fireworkShopping, addProductVariantToCart: item, fromVideo: video, ctaCompletionHandler)
    }

    /// Default: no answer. The player learns that no spelling is implemented and says so in its timeline.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        addProductVariantToCart item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ addToCartCompletionHandler: @escaping AddToCartHandler
    ) {
        UnimplementedDelegateMethod.reached("productVariantCTASelected")
    }

    /// Default: forwards to the pre-1.21.0 form without `fromVideo:`.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool {
        self.fireworkShopping(fireworkShopping, didTapLinkButtonAt: item, withURL: itemURL)
    }

    /// Default: `false`, so the SDK opens the URL in its web view.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        withURL itemURL: String
    ) -> Bool { false }

    /// Default: `false`, so the SDK opens the variant's URL in its web view.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool { false }

    /// Default: does nothing.
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails
    ) {}
}
