/// The events the app logs, as the SDK names them. Each waits in the queue for the next request
/// (`getResult`, `done`, `startNewSession`, or an action report); an empty id or field is ignored.
extension eMarketerTracker {
    /// A profile field of the user, such as `email`.
    public func logUserData(field: String, value: String) {
        guard !field.isEmpty else { return }
        enqueue(
            .command(.userData) {
                $0.field = field
                $0.value = value
            })
    }

    /// The product was viewed; `productId` is its Internal ID in the catalog.
    public func productViewed(productId: String) { enqueueProduct(.productViewed, productId) }

    /// The product was added to the cart.
    public func productAddedToCart(productId: String) { enqueueProduct(.productAddedToCart, productId) }

    /// The product was liked (added to favourites).
    public func productLiked(productId: String) { enqueueProduct(.productLiked, productId) }

    /// The product was purchased. It counts towards the contribution of every action it was
    /// clicked from before.
    public func productPurchased(productId: String) { enqueueProduct(.productPurchased, productId) }

    /// The product was unliked (removed from favourites).
    public func productUnliked(productId: String) { enqueueProduct(.productUnliked, productId) }

    /// The product was removed from the cart.
    public func productRemovedFromCart(productId: String) { enqueueProduct(.productRemovedFromCart, productId) }

    /// Every product in the cart was purchased.
    public func productsPurchased() { enqueue(.command(.productsPurchased)) }

    /// Every liked product goes back to viewed.
    public func productsUnliked() { enqueue(.command(.productsUnliked)) }

    /// Every product in the cart goes back to viewed.
    public func productsRemovedFromCart() { enqueue(.command(.productsRemovedFromCart)) }

    /// The article was viewed; `articleId` is its Internal ID in the catalog.
    public func articleViewed(articleId: String) { enqueueArticle(.articleViewed, articleId) }

    /// The article was liked.
    public func articleLiked(articleId: String) { enqueueArticle(.articleLiked, articleId) }

    /// The article was commented on.
    public func articleCommented(articleId: String) { enqueueArticle(.articleCommented, articleId) }

    /// The article was unliked.
    public func articleUnliked(articleId: String) { enqueueArticle(.articleUnliked, articleId) }

    /// The article reached its goal.
    public func articleGoal(articleId: String) { enqueueArticle(.articleGoal, articleId) }

    func enqueueProduct(_ kind: PanelReport.Kind, _ productId: String) {
        guard !productId.isEmpty else { return }
        enqueue(.command(kind) { $0.productId = productId })
    }

    func enqueueArticle(_ kind: PanelReport.Kind, _ articleId: String) {
        guard !articleId.isEmpty else { return }
        enqueue(.command(kind) { $0.articleId = articleId })
    }
}
