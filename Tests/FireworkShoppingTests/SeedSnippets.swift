// Seed 000's snippets (docs.firework.com, "Shoppable Videos (iOS)"), verbatim but for the import: they must
// compile against ShopStage. Each lives in a @MainActor class providing the names it references (`cartItems`,
// `AppTheme`). Where the document writes a placeholder instead of Swift, the line says so. Seed 004's
// snippets are in Seed004Snippets.swift.
import Foundation
import FireworkShopping

enum AppTheme {
    static let ctaButtonColor = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
}

// MARK: Seed 000: the shopping delegate

@MainActor
final class Seed000ShoppingDelegate: FireworkVideoShoppingDelegate {
    var cartItems: [String] = []

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var shoppingCartConfig = ShoppingCartIconConfiguration()
        // To show the shopping cart icon set to false
        shoppingCartConfig.isHidden = false
        // Next we can show or hide the red indicator on the shopping cart based on if the cart items are empty
        shoppingCartConfig.indicator.isHidden = cartItems.isEmpty
        // We must set the config on the configurator for the updates to take place
        productInfoViewConfigurator.shoppingCartIconConfiguration = shoppingCartConfig

        var detailConfig = ProductDetailsContentConfiguration()
        // The CTA button can also be configured
        var ctaButtonConfig = detailConfig.ctaButton
        // Here we update the background of the CTA
        ctaButtonConfig.buttonConfiguration.backgroundColor = AppTheme.ctaButtonColor
        // Updating the CTA Button label to Shop Now.
        ctaButtonConfig.text = .shopNow
        // There are other button properties that can be updated like font and text color.
        detailConfig.ctaButton = ctaButtonConfig
        // Customize unavailabe text. Default to "Unavailable".
        // The custom text need to be translated if your app supports multiple languages.
        detailConfig.unavailableText = .custom("custom text")
        productInfoViewConfigurator.productDetailsConfiguration = detailConfig

        // The product card can be configured
        var productCardConfig = ProductCardConfiguration()
        // Updating appearance mode
        productCardConfig.appearance = .light
        // Hiding the price labels
        productCardConfig.priceConfiguration.isHidden = true
        // Changing corner radius property
        productCardConfig.cornerRadius = 4
        // Changing CTA button Text
        productCardConfig.ctaConfig.text = .buyNow
        // Hiding CTA button
        productCardConfig.ctaConfig.isHidden = true
        productInfoViewConfigurator.productCardConfiguration = productCardConfig
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating) {
        // Fetch latest product info
        // based on product id list from host app server

        // Call hydration API
        for productID in products {
            productHydrator.hydrateProduct(productID) { productBuilder in
                // Update product info
                productBuilder
                    .name("Latest product name")
                    .description("Latest product description")
                    .isAvailable(true)

                // Update product variants.
                // The strategy can be merge or replace.
                // With merge strategy, we will merge these new variants into existing variants. We use variant id to match the variant.
                // With `replace` strategy, we will replace existing variants with these new variants.
                productBuilder.variants(.merge) { variantsBuilder in
                    // Build variant
                    variantsBuilder.variant("variant id1") { variantBuilder in
                        variantBuilder.name("Latest variant name1")
                            .formattedPrice(100, currencyCode: "USD")
                            .formattedOriginalPrice(120, currencyCode: "USD")
                            .url("Latest variant url1")
                            .imageUrl("Latest variant image url1")
                            .isAvailable(true)
                            .options([
                                "Color": "Latest variant color1",
                                "Size": "Latest variant size1"
                            ])
                        return variantBuilder
                    }

                    // Build variant
                    variantsBuilder.variant("variant id2") { variantBuilder in
                        variantBuilder.name("Latest variant name2")
                            .formattedPrice(110, currencyCode: "USD")
                            .formattedOriginalPrice(130, currencyCode: "USD")
                            .url("Latest variant url2")
                            .imageUrl("Latest variant image url2")
                            .isAvailable(true)
                            .options([
                                "Color": "Latest variant color2",
                                "Size": "Latest variant size2"
                            ])
                        return variantBuilder
                    }
                    return variantsBuilder
                }
                return productBuilder
            }
        }
    }

    // Implement didTapLinkButtonAt method to receive the tap link event
    func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            didTapLinkButtonAt item: SelectedProductVariant,
            fromVideo video: VideoDetails,
            withURL itemURL: String
        ) -> Bool {
            // Perform custom navigation here
            // Return true to indicate that the navigation is handled by your app
            return true
    }

    // Implement didTapProductVariant method to receive the tap product card event
    func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            didTapProductVariant item: SelectedProductVariant,
            forVideo video: VideoDetails
        ) -> Bool {
            // Perform custom navigation here
            // Return true to indicate that the navigation is handled by your app
            return true
    }

    // Implement the following delegate method to customize the navigation
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapCartIconForVideo videoDetails: VideoDetails
    ) {
        // Perform custom navigation here
    }

    func useCustomCartAction() {
        // Customize handling cart icon click event
        FireworkVideoSDK.shopping.cartAction = .custom
    }

    func registerAsDelegate() {
        FireworkVideoSDK.shopping.delegate = self // the document writes `= <Your delegate>`: a placeholder, not Swift
    }

    func recordPurchase() {
        // The document leaves the value out (`= // The total value…`), which parses as `= FireworkVideoSDK
        // .trackPurchase(…)` and cannot compile anywhere; a value stands in.
        let totalPurchaseValue: Double = 42.5 // The total value of the purchase
        FireworkVideoSDK.trackPurchase(
                    orderID: "<Order ID of User Purchase>",
                    value: totalPurchaseValue,
                    currencyCode: Locale.current.currencyCode,
                    countryCode: Locale.current.regionCode,
                    [
                        "additionalKey1": "additionalValue1",
                        "additionalKey2": "additionalValue2",
                        "additionalKey3": "additionalValue3"
                    ]
                )
    }
}

@MainActor
final class Seed000LinkButtonDelegate: FireworkVideoShoppingDelegate {
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        productInfoViewConfigurator.productDetailsConfiguration.linkButtonConfiguration.isHidden = true
    }
}
