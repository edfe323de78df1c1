import ScriptEngine

/// The person watching a show. Each action produces what the real player would send:
/// `open` → `should-show-product-view`, `addToCart` → `should-add-item-to-cart` with a
/// `callbackKey`, `changeQuantity` → `should-update-item-in-cart`, `checkout` → `goto-checkout`,
/// `openCart` → `should-sync-cart-state`, `openLink` → `open-url`, `close` → `close`.
///
/// ```swift
/// try playerView.viewer.open("bmb-1")
/// try playerView.viewer.chooseSize("TEE-BLK-M")
/// try playerView.viewer.addToCart()       // the delegate gets should-add-item-to-cart
/// ```
@MainActor
public struct BambuserViewer {
    let view: HeadlessBambuserPlayerView

    /// Shows a product as highlighted now (as a timeline cue would).
    public func highlight(_ productId: String) throws { try view.viewerAction("highlight", [.string(productId)]) }
    /// Taps a product: opens its page and sends `should-show-product-view`. A product with no hydrated
    /// data opens with the dashboard's, as on a phone; the log says so, with why (`product-not-hydrated`).
    public func open(_ productId: String) throws {
        try view.viewerAction("open", [.string(productId)])
        view.noteIfNotHydrated(productId)
    }
    /// Picks a variation (colour) of the open product, by index.
    public func chooseVariation(_ index: Int) throws { try view.viewerAction("chooseVariation", [.int(index)]) }
    /// Picks a size of the open product's variation, by its SKU.
    public func chooseSize(_ sku: String) throws { try view.viewerAction("chooseSize", [.string(sku)]) }
    /// Taps "add to cart". A size with no stock shows "out of stock" and sends nothing.
    public func addToCart() throws { try view.viewerAction("addToCart") }
    /// Changes the chosen size's quantity in the cart.
    public func changeQuantity(_ quantity: Int) throws { try view.viewerAction("changeQuantity", [.int(quantity)]) }
    /// Opens the cart: `should-sync-cart-state` with a `callbackKey`; the app answers with `notify`
    /// (a list of `{sku, quantity}` replaces the player's cart, `true` keeps it).
    public func openCart() throws { try view.viewerAction("openCart") }
    public func checkout() throws { try view.viewerAction("checkout") }
    public func openLink(_ url: String) throws { try view.viewerAction("openLink", [.string(url)]) }
    /// Taps an action card: `action-card-clicked` when the configuration's `actionCard` is `"none"`,
    /// otherwise the player opens `url` itself (logged as `action-card-opened`).
    public func tapActionCard(url: String) throws { try view.viewerAction("tapActionCard", [.string(url)]) }
    /// Taps the wishlist heart of the open product: `add-to-wishlist` (or `remove-from-wishlist` when
    /// the app said it is wishlisted) with a `callbackKey` and `event.sku`.
    public func toggleWishlist() throws { try view.viewerAction("toggleWishlist") }
    public func openWishlist() throws { try view.viewerAction("openWishlist") }
    /// `open-wishlist-login` with a `callbackKey`; the app answers once the viewer has logged in.
    public func logInForWishlist() throws { try view.viewerAction("logInForWishlist") }
    /// Taps a shoppable video's inline preview: `preview-should-expand`, which the app answers with
    /// `changeMode(to: .fullExperience)`. Nothing happens on a show or a video already expanded.
    public func tapPreview() throws { try view.previewTapped() }
    /// Taps the player's thumbnail: the delegate's `onThumbnailTapped(_:)`.
    public func tapThumbnail() { view.deliverThumbnailTap() }
    /// Closes the product page (and the player's overlay).
    public func close() throws { try view.viewerAction("close") }
}
