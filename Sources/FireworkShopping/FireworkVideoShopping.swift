/// `FireworkVideoSDK.shopping`: the shopping delegate, the embedded cart's provider and what the
/// cart icon does. Each has the sample app's name and the docs' (Firework's shopping guide) name for
/// the same slot.
///
/// ```swift
/// FireworkVideoSDK.shopping.delegate = shop              // or .shoppingDelegate
/// FireworkVideoSDK.shopping.cartViewControllerProvider = carts  // or .cartProvider
/// FireworkVideoSDK.shopping.cartAction = .custom         // the cart icon calls didTapCartIconForVideo
/// ```
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

    /// A shopping object with no delegate, no cart provider and `.showEmbeddedCart`. Apps use the shared
    /// `FireworkVideoSDK.shopping`; a separate one is for a ``PlayerViewController`` of its own in a test.
    public init() {}

    /// Whether a provider of either spelling is set.
    var hasCartProvider: Bool { cartProviderObject != nil }

    /// The provider's cart for a video, asked in the real spelling first.
    func cartViewController(for video: VideoDetails) -> CartViewController? {
        if let provider = cartViewControllerProvider { return provider.cartViewController(for: video) }
        return cartProvider?.cartViewController(self, forVideo: video)
    }
}

/// What the cart icon does (the Firework iOS SDK README's `ShoppingCartAction`, FW 1.10.0).
public enum ShoppingCartAction: Sendable, Equatable {
    /// Shows the `CartViewController` of the `cartProvider`.
    case showEmbeddedCart
    /// Calls `fireworkShopping(_:didTapCartIconForVideo:)`.
    case custom
}

/// The product and variant the viewer acted on. Two selections are equal when their ids are.
public struct SelectedProductVariant: Sendable, Hashable {
    /// The product the viewer acted on.
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

    /// A selection of a variant of a product.
    /// - Parameters:
    ///   - productID: the product's id.
    ///   - unitID: the variant's id.
    ///   - product: the product as the player shows it.
    ///   - variant: the variant as the player shows it.
    public init(
        productID: ProductID, unitID: ProductVariantID, product: Product? = nil, variant: ProductVariant? = nil
    ) {
        self.productID = productID
        self.unitID = unitID
        self.product = product
        self.variant = variant
    }

    /// A selection by ShopStage's earlier label for the variant's id; the same as `init(productID:unitID:)`.
    public init(productID: ProductID, variantID: ProductVariantID) {
        self.init(productID: productID, unitID: variantID)
    }

    /// Equal when the product and variant ids are; ``product`` and ``variant`` are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.productID == rhs.productID && lhs.unitID == rhs.unitID
    }

    /// Hashes the product and variant ids.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(productID)
        hasher.combine(unitID)
    }
}

/// Answers the CTA; call it once, within 2 seconds of virtual time, from any thread (the real
/// handler carries no actor: the sample app calls it from a storefront's completion).
public typealias ShoppingCTAHandler = @Sendable (ShoppingCTAAction) -> Void

/// What the SDK does after the CTA: the value the app passes to the ``ShoppingCTAHandler``.
///
/// ```swift
/// ctaCompletionHandler(.dismissWithFeedback(.success(message: "In your bag")))
/// ```
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

/// The CTA answer's older name (the Firework iOS SDK README's add-to-cart era).
public typealias AddToCartAction = ShoppingCTAAction

/// The handler of the pre-1.8.0 `addProductVariantToCart` method.
public typealias AddToCartHandler = ShoppingCTAHandler

/// The toast shown after the CTA.
public enum ShoppingCTAFeedback: Sendable, Equatable {
    /// A success toast with the app's message.
    case success(message: String)
    /// A success toast reading ``defaultSuccessMessage``.
    case successWithDefaultMessage
    /// A failure toast with the app's message (translate it if the app supports several languages).
    case failure(message: String)
    /// A failure toast reading ``defaultFailureMessage``; also what the viewer sees when no answer comes
    /// within 2 seconds.
    case failureWithDefaultMessage

    /// `Added to cart`.
    public static let defaultSuccessMessage = "Added to cart"
    /// `Failed to add to cart`.
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
///
/// The player asks for a cart when the CTA's answer is ``ShoppingCTAAction/showEmbeddedCart`` or the
/// viewer taps the cart icon with ``ShoppingCartAction/showEmbeddedCart``; ``PlayerSnapshot/embeddedCart``
/// and ``PlayerViewController/embeddedCart`` then show it.
///
/// ```swift
/// final class MyCart: UIViewController, CartViewRepresentable {
///     func checkout() { drawerController?.closeDrawer(animated: true) }
/// }
///
/// final class Carts: CartViewControllerProviding {
///     func cartViewController(for video: VideoDetails) -> CartViewController { MyCart() }
/// }
///
/// let carts = Carts()  // held weakly by the SDK
/// FireworkVideoSDK.shopping.cartViewControllerProvider = carts
/// ```
@MainActor
public protocol CartViewControllerProviding: AnyObject {
    /// The host's cart for the video the viewer is watching; the player presents it and sets its
    /// `drawerController`.
    func cartViewController(for video: VideoDetails) -> CartViewController
}

/// The docs' name for the cart provider (Firework's shopping guide), with ShopStage's earlier signature.
@MainActor
public protocol CartViewProviding: AnyObject {
    /// The host's cart for the video the viewer is watching (the docs' form).
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
    /// Closes the embedded cart and calls `completion` once it is closed.
    func closeDrawer(animated: Bool, completion: (() -> Void)?)
}

extension DrawerControllerRepresentable {
    /// The sample app's one-argument call.
    public func closeDrawer(animated: Bool) { closeDrawer(animated: animated, completion: nil) }
}

