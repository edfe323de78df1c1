import FireworkVideo

/// The app's shopping delegate, in the form of Firework's shopping sample: a CTA adds the chosen
/// variant to the cart, and the SDK shows its "Added to cart" toast.
final class CartManager: FireworkVideoShoppingDelegate {
    private(set) var cartUnitIDs: [String] = []

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var shoppingCartConfig = ShoppingCartIconConfiguration()
        shoppingCartConfig.isHidden = false
        productInfoViewConfigurator.shoppingCartIconConfiguration = shoppingCartConfig
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: ProductHydrating
    ) {}

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        cartUnitIDs.append(item.unitID)
        ctaCompletionHandler(.feedbackOnly(.successWithDefaultMessage))
    }
}
