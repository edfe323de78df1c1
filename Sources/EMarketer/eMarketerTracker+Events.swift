/// The events the app logs, as the SDK names them. Each waits in the queue for the next request
/// (`getResult`, `done`, `startNewSession`, or an action report); an empty id or field is ignored.
extension eMarketerTracker {
    /// The product was added to the cart.
    public func productAddedToCart(productId: String) { enqueueProduct(.productAddedToCart, productId) }

    /// The product was purchased. It counts towards the contribution of every action it was
    /// clicked from before.
    public func productPurchased(productId: String) { enqueueProduct(.productPurchased, productId) }

    /// Every product in the cart was purchased.
    public func productsPurchased() { enqueue(.command(.productsPurchased)) }

    func enqueueProduct(_ kind: PanelReport.Kind, _ productId: String) {
        guard !productId.isEmpty else { return }
        enqueue(.command(kind) { $0.productId = productId })
    }
}
