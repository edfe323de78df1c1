/// `FireworkVideoSDK.shopping`: the two points of integration of seed 000 — the delegate and
/// the embedded cart provider — and what the cart icon does.
@MainActor
public final class FireworkVideoShopping {
    /// Receives the shopping events. Held weakly, as UIKit delegates are.
    public weak var delegate: (any FireworkVideoShoppingDelegate)?
    /// Supplies the embedded cart. Without one, the cart icon does nothing and
    /// `.showEmbeddedCart` acts as `.dismissWithFeedback(.successWithDefaultMessage)`.
    public weak var cartProvider: (any CartViewProviding)?
    /// What tapping the cart icon does. Default: `.showEmbeddedCart`.
    public var cartAction: ShoppingCartAction = .showEmbeddedCart

    public init() {}
}

/// What the cart icon does (seed 004's `ShoppingCartAction`).
public enum ShoppingCartAction: Sendable, Equatable {
    /// Shows the `CartViewController` of the `cartProvider`.
    case showEmbeddedCart
    /// Calls `fireworkShopping(_:didTapCartIconForVideo:)`.
    case custom
}

/// The product and variant the viewer acted on.
public struct SelectedProductVariant: Sendable, Hashable {
    public var productID: ProductID
    public var variantID: ProductVariantID

    public init(productID: ProductID, variantID: ProductVariantID) {
        self.productID = productID
        self.variantID = variantID
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

/// Supplies the cart view embedded in the player (seed 000: "Providing an embedded cart view").
@MainActor
public protocol CartViewProviding: AnyObject {
    func cartViewController(_ fireworkShopping: FireworkVideoShopping, forVideo video: VideoDetails)
        -> CartViewController
}

/// The host app's cart, shown inside the player; `drawerController` closes it.
@MainActor
open class CartViewController: UIViewController {
    /// Set by the player when it shows the cart.
    public internal(set) var drawerController: (any DrawerControllerRepresentable)?

    public override init() { super.init() }
}

/// Closes the container of the embedded cart.
@MainActor
public protocol DrawerControllerRepresentable: AnyObject {
    func closeDrawer(animated: Bool, completion: (() -> Void)?)
}
