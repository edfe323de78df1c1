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
    let view: BambuserPlayerView

    /// Shows a product as highlighted now (as a timeline cue would).
    public func highlight(_ productId: String) throws { try view.viewerAction("highlight", [.string(productId)]) }
    /// Taps a product: opens its page and sends `should-show-product-view`.
    public func open(_ productId: String) throws { try view.viewerAction("open", [.string(productId)]) }
    /// Picks a variation (colour) of the open product, by index.
    public func chooseVariation(_ index: Int) throws { try view.viewerAction("chooseVariation", [.int(index)]) }
    /// Picks a size of the open product's variation, by its SKU.
    public func chooseSize(_ sku: String) throws { try view.viewerAction("chooseSize", [.string(sku)]) }
    /// Taps "add to cart". A size with no stock shows "out of stock" and sends nothing.
    public func addToCart() throws { try view.viewerAction("addToCart") }
    /// Changes the chosen size's quantity in the cart.
    public func changeQuantity(_ quantity: Int) throws { try view.viewerAction("changeQuantity", [.int(quantity)]) }
    public func openCart() throws { try view.viewerAction("openCart") }
    public func checkout() throws { try view.viewerAction("checkout") }
    public func openLink(_ url: String) throws { try view.viewerAction("openLink", [.string(url)]) }
    /// Taps the player's thumbnail: the delegate's `onThumbnailTapped(_:)`.
    public func tapThumbnail() { view.deliverThumbnailTap() }
    /// Closes the product page (and the player's overlay).
    public func close() throws { try view.viewerAction("close") }
}
