// The shopping lifecycle. Where the real SDK and the docs spell a method differently, both
// spellings are requirements, and the default of the one ShopStage calls forwards to the other:
// a host that implements either spelling is called, and one that implements neither reaches
// ShopStage's own default last. Nothing is ever dispatched to a method that is not a requirement,
// so an extension default can never stand in front of a host method of another spelling.

/// The shopping lifecycle (seed 000, and Firework's shopping sample app). Every method has a default,
/// so an app implements only what it needs, in either spelling.
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

    /// The docs' spelling (seed 000) of the CTA method: the handler unlabelled. Its default forwards to
    /// the pre-1.8.0 `addProductVariantToCart` spelling.
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        _ ctaCompletionHandler: @escaping ShoppingCTAHandler)

    /// The CTA method's name before v1.8.0 (seed 004 still mentions it). Its default does not answer,
    /// so after 2 seconds the SDK treats the item as not added.
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
    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {}

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {}

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        self.fireworkShopping(fireworkShopping, productVariantCTASelected: item, fromVideo: video, ctaCompletionHandler)
    }

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

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool {
        self.fireworkShopping(fireworkShopping, didTapLinkButtonAt: item, withURL: itemURL)
    }

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        withURL itemURL: String
    ) -> Bool { false }

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool { false }

    public func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping, didTapCartIconForVideo videoDetails: VideoDetails
    ) {}
}
