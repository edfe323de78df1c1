/// The user's cart as the panel replays it from the reports: which products each report buys.
///
/// `productAddedToCart` puts a product in, `productRemovedFromCart` takes one out,
/// `productsRemovedFromCart` empties it; `productPurchased` buys its product (taking it out of the
/// cart when there), `productsPurchased` buys everything in the cart.
struct CartReplay {
    private var cart: [String] = []

    /// The products `report` purchases, the cart updated.
    mutating func purchases(by report: PanelReport) -> [String] {
        switch (report.kind, report.productId) {
        case (.productAddedToCart, let product?):
            cart.append(product)
        case (.productRemovedFromCart, let product?):
            takeOut(product)
        case (.productsRemovedFromCart, _):
            cart.removeAll()
        case (.productPurchased, let product?):
            takeOut(product)
            return [product]
        case (.productsPurchased, _):
            defer { cart.removeAll() }
            return cart
        default:
            break
        }
        return []
    }

    private mutating func takeOut(_ product: String) {
        if let index = cart.firstIndex(of: product) { cart.remove(at: index) }
    }
}
