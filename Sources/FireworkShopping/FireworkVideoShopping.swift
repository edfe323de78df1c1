/// `FireworkVideoSDK.shopping`: the shopping delegate, the embedded cart's provider and what the
/// cart icon does. Each has the sample app's name and the docs' (seed 000) name for the same slot.
@MainActor
public final class FireworkVideoShopping {
    /// Receives the shopping events (the real SDK's and sample app's name). Held weakly, as UIKit delegates are.
    public weak var shoppingDelegate: (any FireworkVideoShoppingDelegate)?

    /// The docs' name for ``shoppingDelegate``: the same slot.
    public var delegate: (any FireworkVideoShoppingDelegate)? {
        get { shoppingDelegate }
        set { shoppingDelegate = newValue }
    }

    // One slot for the two provider spellings: setting either replaces the other.
    private weak var cartProviderObject: AnyObject?

    /// Supplies the embedded cart (the real SDK's and sample app's name). Without a provider, the cart
    /// icon does nothing and `.showEmbeddedCart` acts as `.dismissWithFeedback(.successWithDefaultMessage)`.
    public var cartViewControllerProvider: (any CartViewControllerProviding)? {
        get { cartProviderObject as? any CartViewControllerProviding }
        set { cartProviderObject = newValue }
    }

    /// The docs' name and protocol for the cart provider: the same slot as ``cartViewControllerProvider``.
    public var cartProvider: (any CartViewProviding)? {
        get { cartProviderObject as? any CartViewProviding }
        set { cartProviderObject = newValue }
    }

    /// What tapping the cart icon does. Default: `.showEmbeddedCart`.
    public var cartAction: ShoppingCartAction = .showEmbeddedCart

    public init() {}

    /// Whether a provider of either spelling is set.
    var hasCartProvider: Bool { cartProviderObject != nil }

    /// The provider's cart for a video, asked in the real spelling first.
    func cartViewController(for video: VideoDetails) -> CartViewController? {
        if let provider = cartViewControllerProvider { return provider.cartViewController(for: video) }
        return cartProvider?.cartViewController(self, forVideo: video)
    }
}

/// What the cart icon does (seed 004's `ShoppingCartAction`).
public enum ShoppingCartAction: Sendable, Equatable {
    /// Shows the `CartViewController` of the `cartProvider`.
    case showEmbeddedCart
    /// Calls `fireworkShopping(_:didTapCartIconForVideo:)`.
    case custom
}

/// The product and variant the viewer acted on. Two selections are equal when their ids are.
public struct SelectedProductVariant: Sendable, Hashable {
    public var productID: ProductID
    /// The variant's id: Firework calls a variant a "unit" (the real SDK's name).
    public var unitID: ProductVariantID
    /// The product as the player shows it, hydration applied (FW 1.24.6).
    public var product: Product?
    /// The selected variant as the player shows it.
    public var variant: ProductVariant?

    /// ShopStage's earlier name for ``unitID``.
    public var variantID: ProductVariantID {
        get { unitID }
        set { unitID = newValue }
    }

    public init(
        productID: ProductID, unitID: ProductVariantID, product: Product? = nil, variant: ProductVariant? = nil
    ) {
        self.productID = productID
        self.unitID = unitID
        self.product = product
        self.variant = variant
    }

    public init(productID: ProductID, variantID: ProductVariantID) {
        self.init(productID: productID, unitID: variantID)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.productID == rhs.productID && lhs.unitID == rhs.unitID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(productID)
        hasher.combine(unitID)
    }
}

/// Answers the CTA; call it once, within 2 seconds of virtual time, from any thread (the real
/// handler carries no actor: the sample app calls it from a storefront's completion).
public typealias ShoppingCTAHandler = @Sendable (ShoppingCTAAction) -> Void

/// What the SDK does after the CTA (seed 000).
public enum ShoppingCTAAction: Sendable, Equatable {
    /// Shows the `cartProvider`'s cart; without a provider, `.dismissWithFeedback(.successWithDefaultMessage)`.
    case showEmbeddedCart
    /// Closes the product drawer and shows a toast.
    case dismissWithFeedback(ShoppingCTAFeedback)
    /// Shows a toast only.
    case feedbackOnly(ShoppingCTAFeedback)
    /// Does nothing.
    case none
}

/// Seed 004's older name for the CTA answer.
public typealias AddToCartAction = ShoppingCTAAction

/// The handler of the pre-1.8.0 `addProductVariantToCart` method.
public typealias AddToCartHandler = ShoppingCTAHandler

/// The toast shown after the CTA.
public enum ShoppingCTAFeedback: Sendable, Equatable {
    case success(message: String)
    case successWithDefaultMessage
    case failure(message: String)
    case failureWithDefaultMessage

    public static let defaultSuccessMessage = "Added to cart"
    public static let defaultFailureMessage = "Failed to add to cart"

    var isSuccess: Bool {
        switch self {
        case .success, .successWithDefaultMessage: true
        case .failure, .failureWithDefaultMessage: false
        }
    }

    var message: String {
        switch self {
        case .success(let message), .failure(let message): message
        case .successWithDefaultMessage: Self.defaultSuccessMessage
        case .failureWithDefaultMessage: Self.defaultFailureMessage
        }
    }
}

/// Supplies the cart embedded in the player (the real SDK's protocol, Firework's sample app).
@MainActor
public protocol CartViewControllerProviding: AnyObject {
    func cartViewController(for video: VideoDetails) -> CartViewController
}

/// The docs' name for the cart provider (seed 000), with ShopStage's earlier signature.
@MainActor
public protocol CartViewProviding: AnyObject {
    func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
}

/// The host app's cart: any view controller of the host's own that adopts ``CartViewRepresentable``,
/// as the sample app's `class CartViewController: UIViewController, CartViewRepresentable`.
public typealias CartViewController = UIViewController & CartViewRepresentable

/// Adopted by the host's cart view controller; supplies ``drawerController``, set by the player
/// when it shows the cart.
@MainActor
public protocol CartViewRepresentable: AnyObject {}

extension CartViewRepresentable where Self: UIViewController {
    /// Closes the container of the embedded cart; `nil` until the player shows this cart.
    public var drawerController: (any DrawerControllerRepresentable)? { cartDrawerController }
}

/// Closes the container of the embedded cart.
@MainActor
public protocol DrawerControllerRepresentable: AnyObject {
    func closeDrawer(animated: Bool, completion: (() -> Void)?)
}

extension DrawerControllerRepresentable {
    /// The sample app's one-argument call.
    public func closeDrawer(animated: Bool) { closeDrawer(animated: animated, completion: nil) }
}

