import ScriptEngine

/// An event from the player: `type` (`provide-product-data`, `should-add-item-to-cart`, …) and
/// its data, shaped as BambuserCommerceSDK delivers it on iOS: the event's fields under `data["event"]`,
/// the callback key (for events the app answers with `notify`) at `data["callbackKey"]`. Numbers are
/// `NSNumber`s, as WebKit delivers them, so an integral value reads with both `as? Int` and `as? Double`.
///
/// ```swift
/// func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
///     guard event.type == "should-add-item-to-cart",
///           let key = event.data["callbackKey"] as? String,
///           let fields = event.data["event"] as? [String: any Sendable],
///           let sku = fields["sku"] as? String else { return }
///     let accepted = cart.add(sku, quantity: fields["quantity"] as? Int ?? 1)
///     playerView?.notify(callbackKey: key, info: accepted ? true : "{ success: false, reason: 'out-of-stock' }")
/// }
/// ```
///
/// The events ShopStage's player sends, with the fields under `event`:
/// - `provide-product-data`: `products`, a list of `{id, ref, url}` (hydrate each with `updateProductWithData`);
/// - `should-add-item-to-cart` (`callbackKey`): `sku`, `quantity`;
/// - `should-update-item-in-cart` (`callbackKey`): `sku`, `quantity` (the new one; 0 removes it);
/// - `should-sync-cart-state` (`callbackKey`): no fields;
/// - `should-show-product-view` (with `buttons.product: "none"`): `id`, `sku`, `title`, `url`;
/// - `provide-wishlist-status`: `products`, a list of `{ref}`;
/// - `add-to-wishlist`, `remove-from-wishlist` (`callbackKey`): `sku`; `open-wishlist`;
///   `open-wishlist-login` (`callbackKey`);
/// - `goto-checkout`, `close`, `open-url` (`url`), `action-card-clicked` (`url`, with `actionCard: "none"`),
///   `preview-should-expand` (shoppable video);
/// - ShopStage's own: `show-started` (`id`, `type`, `title`), `product-highlighted` (`id`, `ref`,
///   `hydrated`), `show-ended` (`id`).
public struct BambuserEventPayload: Sendable {
    /// The event's name: `provide-product-data`, `should-add-item-to-cart`, `goto-checkout`, …
    public var type: String
    /// The event's data: its fields under `"event"`, and `"callbackKey"` (a `String`) for an event
    /// the app must answer with ``BambuserPlayerView/notify(callbackKey:info:)``.
    public var data: [String: any Sendable]
    /// The data as the player sent it (scenario scripts get it back unchanged).
    var scriptData: ScriptValue?

    /// ShopStage extra (the real payload has no public initialiser): for tests that call a delegate directly.
    public init(type: String, data: [String: any Sendable]) {
        self.type = type
        self.data = data
    }
}
