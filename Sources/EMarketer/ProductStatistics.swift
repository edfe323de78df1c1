/// What the panel shows for one product of the catalog: how the app's events touched it.
///
/// - `viewed`, `liked`, `addedToCart`: how many times the product was reported so
///   (`productViewed`, `productLiked`, `productAddedToCart`);
/// - `purchases`: `productPurchased`, plus each time `productsPurchased()` bought it from the cart;
/// - `clicks`: product clicks on it in actions (`reportProductClick`, status `product`).
public struct ProductStatistics: Sendable, Hashable, Codable {
    /// The product's Internal ID.
    public var productId: String
    /// `productViewed` reports.
    public var viewed = 0
    /// `productLiked` reports.
    public var liked = 0
    /// `productAddedToCart` reports.
    public var addedToCart = 0
    /// Purchases: `productPurchased`, plus each `productsPurchased()` that bought it from the cart.
    public var purchases = 0
    /// Product clicks on it in actions (status `product`).
    public var clicks = 0

    /// Zeros for `productId`.
    public init(productId: String) {
        self.productId = productId
    }
}

extension ProductStatistics {
    /// The statistics of every product named in `reports`, in the order they first appear.
    static func compute(reports: [PanelReport]) -> [ProductStatistics] {
        var byId: [String: ProductStatistics] = [:]
        var order: [String] = []
        var cart = CartReplay()
        func update(_ product: String, _ change: (inout ProductStatistics) -> Void) {
            if byId[product] == nil {
                byId[product] = ProductStatistics(productId: product)
                order.append(product)
            }
            if var stats = byId[product] {
                change(&stats)
                byId[product] = stats
            }
        }
        for report in reports {
            for product in cart.purchases(by: report) { update(product) { $0.purchases += 1 } }
            switch (report.kind, report.productId) {
            case (.productViewed, let product?): update(product) { $0.viewed += 1 }
            case (.productLiked, let product?): update(product) { $0.liked += 1 }
            case (.productClick, let product?): update(product) { $0.clicks += 1 }
            case (.productAddedToCart, let product?): update(product) { $0.addedToCart += 1 }
            default: break
            }
        }
        return order.compactMap { byId[$0] }
    }
}
