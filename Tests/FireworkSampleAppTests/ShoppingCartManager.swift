// Host code written as Firework's shopping sample app writes its shopping delegate
// (FireworkVideoShoppingSample/Shopping/ShoppingCartManager.swift): a plain class, the CTA method
// with the labelled `ctaCompletionHandler:`, the selection's `unitID`.
import FireworkVideo

enum AppTheme {
    static let ctaButtonColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1)
    static let backgroundColor = UIColor.white
    static let labelColor = UIColor.black
}

class ShoppingCartManager: FireworkVideoShoppingDelegate {

    static let shopifyInstance: ShoppingCartManager = {
        let storefront = FixtureStorefront()
        return ShoppingCartManager(storefront: storefront)
    }()

    private var storefront: StorefrontRepository
    private(set) var cartItems: [CartItem] = []

    init(storefront: StorefrontRepository) {
        self.storefront = storefront
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var shoppingCartConfig = ShoppingCartIconConfiguration()
        shoppingCartConfig.isHidden = false
        shoppingCartConfig.indicator.isHidden = cartItems.isEmpty
        productInfoViewConfigurator.shoppingCartIconConfiguration = shoppingCartConfig

        var detailConfig = ProductDetailsContentConfiguration()
        var ctaButtonConfig = detailConfig.ctaButton
        ctaButtonConfig.buttonConfiguration.backgroundColor = AppTheme.ctaButtonColor
        detailConfig.ctaButton = ctaButtonConfig

        productInfoViewConfigurator.productDetailsConfiguration = detailConfig
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: ProductHydrating
    ) {
        storefront.hydrateProducts(products, with: productHydrator)
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        if let itemIdx = cartItems.firstIndex(where: { $0.productID == item.productID && $0.unitID == item.unitID }) {
            incrementItemQuantity(at: itemIdx)
            ctaCompletionHandler(.showEmbeddedCart)
        } else {
            storefront.populateCartItemDetails(productID: item.productID, unitID: item.unitID) { [weak self] result in
                guard let self = self else { return }
                do {
                    let cartItem = try result.get()
                    self.cartItems.append(cartItem)
                    ctaCompletionHandler(.showEmbeddedCart)
                } catch StorefrontRepositoryError.productFetchError {
                    ctaCompletionHandler(.dismissWithFeedback(.failure(message: "Failed to fetch product information")))
                } catch StorefrontRepositoryError.unknownVariant {
                    ctaCompletionHandler(
                        .dismissWithFeedback(.failure(message: "Unable to locate the selected variant")))
                } catch {
                    ctaCompletionHandler(.dismissWithFeedback(.failureWithDefaultMessage))
                }
            }
        }
    }

    func incrementItemQuantity(at idx: Int) {
        cartItems[idx].quantity += 1
    }

    func removeItem(at idx: Int) {
        cartItems.remove(at: idx)
    }
}
