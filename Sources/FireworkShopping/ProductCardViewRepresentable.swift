/// A host's own product card view (the React Native wrapper's sample app, SDK 1.x). ShopStage compiles
/// such a view but never shows it: how the real SDK takes one in is not public, so the player's product
/// cards stay its own (``PlayerSnapshot/productCards``).
@MainActor
public protocol ProductCardViewRepresentable: AnyObject {
    /// Called before the card is reused for another product.
    func prepareForReuse()
    /// Called with the product the card shows and the video it belongs to.
    func updateViewForProduct(_ product: ProductCardDetails, associatedTo video: VideoDetails)
}

/// What a product card shows: the product and its default variant as hydrated.
public struct ProductCardDetails: Sendable, Hashable {
    /// The product's id.
    public var productID: ProductID
    /// The product's name, as hydrated.
    public var name: String
    /// Whether the product can be bought.
    public var isAvailable: Bool
    /// The default variant's price, formatted; `nil` when hidden.
    public var price: String?
    /// The default variant's image URL.
    public var imageUrl: String?
}
