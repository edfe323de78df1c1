// The product views' configurations of Firework's shopping guide. They are value types: a change takes effect
// only when the value is assigned back to the `ProductInfoViewConfigurable` configurator.

/// What `fireworkShopping(_:willDisplayProductInfo:forVideo:)` receives to configure the product views.
///
/// Each configuration is a value: change a copy, then assign it back. The configurator starts from the
/// defaults for each video, and ``PlayerSnapshot`` shows the result.
///
/// ```swift
/// var cart = productInfoViewConfigurator.shoppingCartIconConfiguration
/// cart.isHidden = false                      // set a cart provider too
/// productInfoViewConfigurator.shoppingCartIconConfiguration = cart
///
/// var card = productInfoViewConfigurator.productCardConfiguration
/// card.appearance = .light
/// card.ctaConfig.text = .buyNow
/// productInfoViewConfigurator.productCardConfiguration = card
/// ```
@MainActor
public protocol ProductInfoViewConfigurable: AnyObject {
    /// The cart icon over the video. Assign the changed value back for it to apply.
    var shoppingCartIconConfiguration: ShoppingCartIconConfiguration { get set }
    /// The product details drawer: its CTA button, unavailable text and link button.
    var productDetailsConfiguration: ProductDetailsContentConfiguration { get set }
    /// The product cards over the video.
    var productCardConfiguration: ProductCardConfiguration { get set }
}

/// The shopping cart icon of the product drawer. Hidden by default.
public struct ShoppingCartIconConfiguration: Sendable, Equatable {
    /// Firework's shopping guide: when setting this to `false`, make sure a `cartProvider` is set.
    public var isHidden: Bool = true
    /// The red dot telling the viewer the cart has items.
    public var indicator = ShoppingCartIndicatorConfiguration()
    /// Hidden, with its indicator hidden.
    public init() {}
}

/// The indicator on the cart icon.
public struct ShoppingCartIndicatorConfiguration: Sendable, Equatable {
    /// Hidden by default.
    public var isHidden: Bool = true
    /// Hidden.
    public init() {}
}

/// The product details drawer: CTA button, unavailable text, link button.
public struct ProductDetailsContentConfiguration: Sendable, Equatable {
    /// The CTA button: its colours, font and text.
    public var ctaButton = ShoppingCTAButtonConfiguration()
    /// Shown instead of the CTA when the product or variant is unavailable. Default: "Unavailable".
    public var unavailableText: UnavailableText = .default
    /// The product link button: visible by default, opens the product URL in a web view.
    public var linkButtonConfiguration = LinkButtonConfiguration()
    /// The SDK's defaults: a black `Add to cart` button, `Unavailable`, the link button visible.
    public init() {}

    /// The CTA button's look under its name before FW 1.8.0 (the sample app's `addProductVariantToCart`
    /// era): the same value as `ctaButton.buttonConfiguration`.
    public var addToCartButton: ButtonContentConfiguration {
        get { ctaButton.buttonConfiguration }
        set { ctaButton.buttonConfiguration = newValue }
    }

    /// The text shown instead of the CTA button when the product or variant is unavailable.
    public enum UnavailableText: Sendable, Equatable {
        /// `Unavailable`.
        case `default`
        /// Custom text, which the app must translate if it supports several languages.
        case custom(String)

        /// What the viewer reads.
        public var text: String {
            switch self {
            case .default: "Unavailable"
            case .custom(let text): text
            }
        }
    }
}

/// The drawer's link button, which opens the variant's product page.
public struct LinkButtonConfiguration: Sendable, Equatable {
    /// Visible by default.
    public var isHidden: Bool = false
    /// Visible.
    public init() {}
}

/// The drawer's CTA button: its look and its label.
public struct ShoppingCTAButtonConfiguration: Sendable, Equatable {
    /// The button's colours and font.
    public var buttonConfiguration = ButtonContentConfiguration()
    /// The button's text (default `Add to cart`).
    public var text: ShoppingCTAButtonText = .addToCart
    /// A black `Add to cart` button with white bold 16-point text.
    public init() {}
}

/// The drawer's CTA button text.
public enum ShoppingCTAButtonText: Sendable, Equatable {
    /// `Add to cart`.
    case addToCart
    /// `Shop now`.
    case shopNow

    /// The label the viewer reads.
    public var label: String {
        switch self {
        case .addToCart: "Add to cart"
        case .shopNow: "Shop now"
        }
    }
}

/// A button's look: background colour, text colour and font.
public struct ButtonContentConfiguration: Sendable, Equatable {
    /// Default black.
    public var backgroundColor: UIColor = .black
    /// Default white.
    public var textColor: UIColor = .white
    /// Default bold system font, 16 points.
    public var font: UIFont = .boldSystemFont(ofSize: 16)
    /// White bold 16-point text on black.
    public init() {}
}

/// The product card shown over the video.
public struct ProductCardConfiguration: Sendable, Equatable {
    /// Light or dark card (default dark).
    public var appearance: Appearance = .dark
    /// Whether the card shows the price.
    public var priceConfiguration = ProductCardPriceConfiguration()
    /// The card's corner radius in points (default 8).
    public var cornerRadius: Double = 8
    /// The card's CTA: its text and whether it shows.
    public var ctaConfig = ProductCardCTAConfiguration()
    /// The SDK's defaults: a dark card with price, 8-point corners and `Shop now`.
    public init() {}

    /// The product card's colour scheme.
    public enum Appearance: String, Sendable, Equatable {
        /// A light card.
        case light
        /// A dark card (the default).
        case dark
    }
}

/// The product card's price.
public struct ProductCardPriceConfiguration: Sendable, Equatable {
    /// Whether the price is hidden; `false` by default.
    public var isHidden: Bool = false
    /// Price shown.
    public init() {}
}

/// The product card's CTA.
public struct ProductCardCTAConfiguration: Sendable, Equatable {
    /// The CTA's text (default `Shop now`).
    public var text: ProductCardCTAText = .shopNow
    /// Whether the CTA is hidden; `false` by default.
    public var isHidden: Bool = false
    /// `Shop now`, shown.
    public init() {}
}

/// The product card's CTA text.
public enum ProductCardCTAText: Sendable, Equatable {
    /// `Shop now`.
    case shopNow
    /// `Buy now`.
    case buyNow
    /// The app's own text (translate it if the app supports several languages).
    case custom(String)

    /// What the viewer reads.
    public var label: String {
        switch self {
        case .shopNow: "Shop now"
        case .buyNow: "Buy now"
        case .custom(let text): text
        }
    }
}

/// The configurator the SDK hands to the delegate; starts from the defaults for each video.
@MainActor
final class ProductInfoViewConfigurator: ProductInfoViewConfigurable {
    var shoppingCartIconConfiguration = ShoppingCartIconConfiguration()
    var productDetailsConfiguration = ProductDetailsContentConfiguration()
    var productCardConfiguration = ProductCardConfiguration()

    /// What the player script displays, colours and fonts as text.
    var payload: ProductInfoPayload {
        let cta = productDetailsConfiguration.ctaButton
        return ProductInfoPayload(
            cartIcon: .init(
                isHidden: shoppingCartIconConfiguration.isHidden,
                indicatorHidden: shoppingCartIconConfiguration.indicator.isHidden),
            details: .init(
                ctaLabel: cta.text.label,
                ctaBackgroundColor: cta.buttonConfiguration.backgroundColor.description,
                ctaTextColor: cta.buttonConfiguration.textColor.description,
                ctaFont: cta.buttonConfiguration.font.description,
                unavailableText: productDetailsConfiguration.unavailableText.text,
                linkButtonHidden: productDetailsConfiguration.linkButtonConfiguration.isHidden),
            card: .init(
                appearance: productCardConfiguration.appearance.rawValue,
                priceHidden: productCardConfiguration.priceConfiguration.isHidden,
                cornerRadius: productCardConfiguration.cornerRadius,
                ctaLabel: productCardConfiguration.ctaConfig.text.label,
                ctaHidden: productCardConfiguration.ctaConfig.isHidden))
    }
}

struct ProductInfoPayload: Codable, Sendable {
    struct CartIcon: Codable, Sendable {
        var isHidden: Bool
        var indicatorHidden: Bool
    }
    struct Details: Codable, Sendable {
        var ctaLabel: String
        var ctaBackgroundColor: String
        var ctaTextColor: String
        var ctaFont: String
        var unavailableText: String
        var linkButtonHidden: Bool
    }
    struct Card: Codable, Sendable {
        var appearance: String
        var priceHidden: Bool
        var cornerRadius: Double
        var ctaLabel: String
        var ctaHidden: Bool
    }
    var cartIcon: CartIcon
    var details: Details
    var card: Card
}
