/// A host's own product card view (the React Native wrapper's sample app, SDK 1.x). ShopStage compiles
/// such a view but never shows it: how the real SDK takes one in is not public, so the player's product
/// cards stay its own (``PlayerSnapshot/productCards``).
@MainActor
public protocol ProductCardViewRepresentable: AnyObject {
    func prepareForReuse()
    func updateViewForProduct(_ product: ProductCardDetails, associatedTo video: VideoDetails)
}

/// What a product card shows: the product and its default variant as hydrated.
public struct ProductCardDetails: Sendable, Hashable {
    public var productID: ProductID
    public var name: String
    public var isAvailable: Bool
    /// The default variant's price, formatted; `nil` when hidden.
    public var price: String?
    public var imageUrl: String?
}
