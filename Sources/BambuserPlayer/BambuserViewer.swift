import ScriptEngine

/// The person watching a show. Each action does what the real player does on a phone and sends the
/// events it sends (shaped as ``BambuserEventPayload`` says); what the viewer then sees is in
/// ``HeadlessBambuserPlayerView/snapshot()``.
///
/// | action | what the app receives |
/// |---|---|
/// | ``open(_:)`` | `provide-wishlist-status` (and `provide-product-data` if not hydrated) |
/// | ``open(_:)`` with `buttons.product: "none"` | `should-show-product-view` |
/// | ``addToCart()`` | `should-add-item-to-cart` with a `callbackKey` |
/// | ``changeQuantity(_:)`` | `should-update-item-in-cart` with a `callbackKey` |
/// | ``openCart()`` | `should-sync-cart-state` with a `callbackKey` |
/// | ``checkout()`` | `goto-checkout` |
/// | ``openLink(_:)`` | `open-url` |
/// | ``tapActionCard(url:)`` | `action-card-clicked` (with `actionCard: "none"`) |
/// | ``toggleWishlist()`` | `add-to-wishlist` / `remove-from-wishlist` with a `callbackKey` |
/// | ``close()`` | `close` |
///
/// ```swift
/// try playerView.viewer.open("bmb-1")          // the Bambuser product id, as in provide-product-data
/// try playerView.viewer.chooseVariation(0)     // the first colour (the default)
/// try playerView.viewer.chooseSize("TEE-BLK-M") // a size SKU of that variation
/// try playerView.viewer.addToCart()            // the delegate gets should-add-item-to-cart
/// await playerView.settle()                    // the app answers with notify(callbackKey:info:)
/// let page = try playerView.snapshot().productPage
/// #expect(page?.message == "added")
/// ```
///
/// The actions throw ``BambuserStageError``: `.notHydrated` when they need the open product's data and
/// it was never hydrated (naming why), `.exception` for what a viewer could not do (no such product or
/// size, no product open, no size chosen), `.engine` when the player could not start.
@MainActor
public struct BambuserViewer {
    let view: HeadlessBambuserPlayerView

    /// Shows a product as highlighted now (as a timeline cue would): `product-highlighted`.
    ///
    /// - Parameter productId: The Bambuser product id (``BambuserShow/Product/id``); an unknown id does nothing.
    public func highlight(_ productId: String) throws { try view.viewerAction("highlight", [.string(productId)]) }
    /// Taps a product. By default the player opens its own product page (``ViewerSnapshot/productPage``)
    /// and asks the app for the product's wishlist state (`provide-wishlist-status`) and, if it has no
    /// data yet, for the product (`provide-product-data`). With the configuration's `buttons.product`
    /// set to `"none"` it opens nothing and sends `should-show-product-view` (`id`, `sku`, `title`, `url`)
    /// for the app to show the product itself. A product with no hydrated data opens with the
    /// dashboard's, as on a phone; the log says so, with why (`product-not-hydrated`).
    ///
    /// - Parameter productId: The Bambuser product id (`bmb-1`), not the SKU.
    /// - Throws: ``BambuserStageError/exception(function:name:message:)`` when the show has no such product.
    public func open(_ productId: String) throws {
        try view.viewerAction("open", [.string(productId)])
        view.noteIfNotHydrated(productId)
    }
    /// Picks a variation (colour) of the open product, by its index in the hydrated `variations`
    /// (0, the first, is chosen on opening). The chosen size is cleared.
    ///
    /// - Throws: ``BambuserStageError/exception(function:name:message:)`` when no product page is open.
    public func chooseVariation(_ index: Int) throws { try view.viewerAction("chooseVariation", [.int(index)]) }
    /// Picks a size of the open product's chosen variation, by the size's SKU (the hydration's
    /// `variations[i].sizes[j].sku`), and clears the page's message.
    ///
    /// - Throws: ``BambuserStageError/notHydrated(id:action:cause:)`` when the product was never hydrated;
    ///   ``BambuserStageError/exception(function:name:message:)`` when no product page is open or the
    ///   variation has no such size.
    public func chooseSize(_ sku: String) throws { try view.viewerAction("chooseSize", [.string(sku)]) }
    /// Taps "add to cart" for the chosen size: `should-add-item-to-cart` with `event.sku`,
    /// `event.quantity` (1) and a `callbackKey`. The page's ``ViewerSnapshot/ProductPage/message`` becomes
    /// `added` when the app answers `true`, the refusal's reason otherwise (`refused`, `out-of-stock`, …),
    /// or `timeout` after 30 s unanswered. A size with no stock shows `out-of-stock` and sends nothing.
    ///
    /// - Throws: ``BambuserStageError/notHydrated(id:action:cause:)`` when the product was never hydrated;
    ///   ``BambuserStageError/exception(function:name:message:)`` when no product page is open or no size
    ///   is chosen.
    public func addToCart() throws { try view.viewerAction("addToCart") }
    /// Changes the chosen size's quantity in the cart: `should-update-item-in-cart` with `event.sku`,
    /// `event.quantity` (the new quantity; 0 removes it) and a `callbackKey`. Once the app accepts, the
    /// page's message is `updated`.
    ///
    /// - Throws: as ``addToCart()``.
    public func changeQuantity(_ quantity: Int) throws { try view.viewerAction("changeQuantity", [.int(quantity)]) }
    /// Opens the cart: `should-sync-cart-state` with a `callbackKey`; the app answers with `notify`
    /// (a list of `{sku, quantity}` replaces the player's cart, `true` keeps it).
    public func openCart() throws { try view.viewerAction("openCart") }
    /// Taps "checkout": `goto-checkout`, which the example apps answer by starting picture in picture
    /// and showing their own checkout.
    public func checkout() throws { try view.viewerAction("checkout") }
    /// Taps a link in the player: `open-url` with `event.url`.
    public func openLink(_ url: String) throws { try view.viewerAction("openLink", [.string(url)]) }
    /// Taps an action card: `action-card-clicked` when the configuration's `actionCard` is `"none"`,
    /// otherwise the player opens `url` itself (logged as `action-card-opened`).
    public func tapActionCard(url: String) throws { try view.viewerAction("tapActionCard", [.string(url)]) }
    /// Taps the wishlist heart of the open product: `add-to-wishlist` (or `remove-from-wishlist` when
    /// the app said it is wishlisted) with a `callbackKey` and `event.sku`.
    public func toggleWishlist() throws { try view.viewerAction("toggleWishlist") }
    /// Opens the wishlist: `open-wishlist`.
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
