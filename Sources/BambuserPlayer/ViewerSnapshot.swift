import ScriptEngine

/// What the viewer sees at one moment: the product list and the open product page, with
/// prices formatted for the player's `locale` and each size's currency.
public struct ViewerSnapshot: Sendable, Hashable, Codable {
    public struct Size: Sendable, Hashable, Codable {
        public var sku: String
        public var name: String
        /// `$19.99`, `199,00 kr`.
        public var price: String
        /// The original price, shown struck through; nil when absent or not higher than the price.
        public var originalPrice: String?
        /// `"kr 49,90/kg"`-style unit price when `perUnit` is set.
        public var unitPrice: String?
        public var inStock: Int
        /// `In stock (3)` or `Out of stock`.
        public var stock: String
    }

    public struct Variation: Sendable, Hashable, Codable {
        public var sku: String
        public var name: String
        public var colorName: String
        public var colorHexCode: String?
        public var imageUrls: [String]
        public var sizes: [Size]
    }

    public struct Product: Sendable, Hashable, Codable {
        public var id: String
        public var ref: String
        public var url: String
        /// Whether a hydration was accepted; otherwise the card shows dashboard data only.
        public var isHydrated: Bool
        public var name: String?
        public var brandName: String?
        public var introduction: String?
        public var description: String?
        /// The first size's price: what the product list shows.
        public var price: String?
        public var originalPrice: String?
        /// No size of any variation has stock.
        public var isOutOfStock: Bool
        public var variations: [Variation]
    }

    /// The open product page.
    public struct ProductPage: Sendable, Hashable, Codable {
        public var productId: String
        public var variationIndex: Int
        public var selectedSize: String?
        public var quantity: Int
        /// `added`, `updated`, `out-of-stock`, `timeout`, or the app's refusal reason.
        public var message: String?
    }

    public var status: BambuserVideoState
    public var highlightedProductId: String?
    public var isProductListVisible: Bool
    public var products: [Product]
    public var productPage: ProductPage?
    /// SKU → quantity, as the player believes the cart is.
    public var cart: [String: Int]
    /// Product SKU → wishlisted, as the app last told the player.
    public var wishlist: [String: Bool] = [:]

    public func product(id: String) -> Product? { products.first { $0.id == id } }
}

extension HeadlessBambuserPlayerView {
    /// What the viewer sees now.
    public func snapshot() throws -> ViewerSnapshot {
        let raw = try rawState()
        let hydrated = raw["hydrated"] ?? .object([:])
        var products: [ViewerSnapshot.Product] = []
        for product in show.products {
            let merged = hydrated[product.id]
            let source = merged ?? product.dashboard ?? .object([:])
            let variations = (source["variations"]?.arrayValue ?? []).map(variationView)
            let first = variations.first?.sizes.first
            products.append(
                ViewerSnapshot.Product(
                    id: product.id, ref: product.ref, url: product.url, isHydrated: merged != nil,
                    name: source["name"]?.stringValue, brandName: source["brandName"]?.stringValue,
                    introduction: source["introduction"]?.stringValue, description: source["description"]?.stringValue,
                    price: first?.price, originalPrice: first?.originalPrice,
                    isOutOfStock: !variations.isEmpty && variations.allSatisfy { $0.sizes.allSatisfy { $0.inStock == 0 } },
                    variations: variations))
        }
        var page: ViewerSnapshot.ProductPage?
        if let view = raw["productView"], case .object = view, let productId = view["id"]?.stringValue {
            page = ViewerSnapshot.ProductPage(
                productId: productId, variationIndex: view["variation"]?.intValue ?? 0,
                selectedSize: view["size"]?.stringValue, quantity: view["quantity"]?.intValue ?? 0,
                message: view["message"]?.stringValue)
        }
        var cart: [String: Int] = [:]
        if case .object(let items)? = raw["cart"] {
            for (sku, quantity) in items { cart[sku] = quantity.intValue ?? 0 }
        }
        return ViewerSnapshot(
            status: raw["status"]?.stringValue.flatMap(BambuserVideoState.init(rawValue:)) ?? .idle,
            highlightedProductId: raw["highlighted"]?.stringValue,
            isProductListVisible: raw["productListVisible"]?.boolValue ?? true,
            products: products, productPage: page, cart: cart,
            wishlist: (raw["wishlist"].map { value -> [String: Bool] in
                guard case .object(let items) = value else { return [:] }
                return items.compactMapValues(\.boolValue)
            }) ?? [:])
    }

    private func variationView(_ value: ScriptValue) -> ViewerSnapshot.Variation {
        ViewerSnapshot.Variation(
            sku: value["sku"]?.stringValue ?? "", name: value["name"]?.stringValue ?? "",
            colorName: value["colorName"]?.stringValue ?? "", colorHexCode: value["colorHexCode"]?.stringValue,
            imageUrls: value["imageUrls"]?.arrayValue.compactMap(\.stringValue) ?? [],
            sizes: (value["sizes"]?.arrayValue ?? []).map(sizeView))
    }

    private func sizeView(_ value: ScriptValue) -> ViewerSnapshot.Size {
        let currency = value["currency"]?.stringValue
        let current = value["current"]?.doubleValue ?? 0
        let original = value["original"]?.doubleValue
        let inStock = value["inStock"]?.intValue ?? 0
        var unitPrice: String?
        if let perUnit = value["perUnit"]?.doubleValue {
            unitPrice = prices.format(perUnit, currency: currency) + (value["unitDisplayName"]?.stringValue.map { "/\($0)" } ?? "")
        }
        return ViewerSnapshot.Size(
            sku: value["sku"]?.stringValue ?? "", name: value["name"]?.stringValue ?? "",
            price: prices.format(current, currency: currency),
            originalPrice: original.flatMap { $0 > current ? prices.format($0, currency: currency) : nil },
            unitPrice: unitPrice, inStock: inStock, stock: inStock > 0 ? "In stock (\(inStock))" : "Out of stock")
    }
}
