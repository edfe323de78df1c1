// The product views' configurations of seed 000. They are value types: a change takes effect
// only when the value is assigned back to the `ProductInfoViewConfigurable` configurator.

/// What `fireworkShopping(_:willDisplayProductInfo:forVideo:)` receives to configure the product views.
@MainActor
public protocol ProductInfoViewConfigurable: AnyObject {
    var shoppingCartIconConfiguration: ShoppingCartIconConfiguration { get set }
    var productDetailsConfiguration: ProductDetailsContentConfiguration { get set }
    var productCardConfiguration: ProductCardConfiguration { get set }
}

/// The shopping cart icon of the product drawer. Hidden by default.
public struct ShoppingCartIconConfiguration: Sendable, Equatable {
    /// Seed 000: when setting this to `false`, make sure a `cartProvider` is set.
    public var isHidden: Bool = true
    /// The red dot telling the viewer the cart has items.
    public var indicator = ShoppingCartIndicatorConfiguration()
    public init() {}
}

public struct ShoppingCartIndicatorConfiguration: Sendable, Equatable {
    public var isHidden: Bool = true
    public init() {}
}

/// The product details drawer: CTA button, unavailable text, link button.
public struct ProductDetailsContentConfiguration: Sendable, Equatable {
    public var ctaButton = ShoppingCTAButtonConfiguration()
    /// Shown instead of the CTA when the product or variant is unavailable. Default: "Unavailable".
    public var unavailableText: UnavailableText = .default
    /// The product link button; seed 000: visible by default, opens the product URL in a web view.
    public var linkButtonConfiguration = LinkButtonConfiguration()
    public init() {}

    /// The CTA button's look under its name before FW 1.8.0 (the sample app's `addProductVariantToCart`
    /// era): the same value as `ctaButton.buttonConfiguration`.
    public var addToCartButton: ButtonContentConfiguration {
        get { ctaButton.buttonConfiguration }
        set { ctaButton.buttonConfiguration = newValue }
    }

    public enum UnavailableText: Sendable, Equatable {
        case `default`
        /// Seed 000: custom text must be translated by the app if it supports several languages.
        case custom(String)

        public var text: String {
            switch self {
            case .default: "Unavailable"
            case .custom(let text): text
            }
        }
    }
}

public struct LinkButtonConfiguration: Sendable, Equatable {
    public var isHidden: Bool = false
    public init() {}
}

/// The drawer's CTA button: its look and its label.
public struct ShoppingCTAButtonConfiguration: Sendable, Equatable {
    public var buttonConfiguration = ButtonContentConfiguration()
    public var text: ShoppingCTAButtonText = .addToCart
    public init() {}
}

public enum ShoppingCTAButtonText: Sendable, Equatable {
    case addToCart
    case shopNow

    /// The label the viewer reads.
    public var label: String {
        switch self {
        case .addToCart: "Add to cart"
        case .shopNow: "Shop now"
        }
    }
}

public struct ButtonContentConfiguration: Sendable, Equatable {
    public var backgroundColor: UIColor = .black
    public var textColor: UIColor = .white
    public var font: UIFont = .boldSystemFont(ofSize: 16)
    public init() {}
}

/// The product card shown over the video.
public struct ProductCardConfiguration: Sendable, Equatable {
    public var appearance: Appearance = .dark
    public var priceConfiguration = ProductCardPriceConfiguration()
    public var cornerRadius: Double = 8
    public var ctaConfig = ProductCardCTAConfiguration()
    public init() {}

    public enum Appearance: String, Sendable, Equatable {
        case light
        case dark
    }
}

public struct ProductCardPriceConfiguration: Sendable, Equatable {
    public var isHidden: Bool = false
    public init() {}
}

public struct ProductCardCTAConfiguration: Sendable, Equatable {
    public var text: ProductCardCTAText = .shopNow
    public var isHidden: Bool = false
    public init() {}
}

public enum ProductCardCTAText: Sendable, Equatable {
    case shopNow
    case buyNow
    case custom(String)

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
