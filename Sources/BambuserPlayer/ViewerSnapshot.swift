import ScriptEngine

/// What the viewer sees at one moment: the product list and the open product page, with
/// prices formatted for the player's `locale` and each size's currency, and the cart as the player
/// believes it is.
///
/// ```swift
/// let seen = try playerView.snapshot()
/// #expect(seen.product(id: "bmb-1")?.isHydrated == true)
/// #expect(seen.product(id: "bmb-1")?.price == "$19.99")
/// #expect(seen.productPage?.message == "added")
/// #expect(seen.cart == ["TEE-BLK-M": 1])
/// ```
public struct ViewerSnapshot: Sendable, Hashable, Codable {
    /// One size as the product page lists it.
    public struct Size: Sendable, Hashable, Codable {
        /// The size's SKU.
        public var sku: String
        /// The size's name (`M`, `XL`).
        public var name: String
        /// `$19.99`, `199,00 kr`.
        public var price: String
        /// The original price, shown struck through; nil when absent or not higher than the price.
        public var originalPrice: String?
        /// `"kr 49,90/kg"`-style unit price when `perUnit` is set.
        public var unitPrice: String?
        /// The stock count (0: out of stock).
        public var inStock: Int
        /// `In stock (3)` or `Out of stock`.
        public var stock: String
    }

    /// One variation (colour) as the product page shows it.
    public struct Variation: Sendable, Hashable, Codable {
        /// The variation's SKU.
        public var sku: String
        /// The variation's name.
        public var name: String
        /// The colour's name, shown in the selector.
        public var colorName: String
        /// The colour as `#rrggbb`, if given.
        public var colorHexCode: String?
        /// The images, in order.
        public var imageUrls: [String]
        /// The sizes.
        public var sizes: [Size]
    }

    /// One product of the show as its card shows it: hydrated data, or the dashboard's when none was accepted.
    public struct Product: Sendable, Hashable, Codable {
        /// The Bambuser product id.
        public var id: String
        /// The merchant's SKU (what `provide-product-data` calls `ref`).
        public var ref: String
        /// The product's page, from the dashboard.
        public var url: String
        /// Whether a hydration was accepted; otherwise the card shows dashboard data only.
        public var isHydrated: Bool
        /// The product's name, if known.
        public var name: String?
        /// The brand, if known.
        public var brandName: String?
        /// The short introduction, if any.
        public var introduction: String?
        /// The description (may be HTML), if any.
        public var description: String?
        /// The first size's price: what the product list shows.
        public var price: String?
        /// The first size's original price, when higher than its price.
        public var originalPrice: String?
        /// No size of any variation has stock.
        public var isOutOfStock: Bool
        /// The variations, with their sizes.
        public var variations: [Variation]
    }

    /// The open product page: the player's own page, opened by ``BambuserViewer/open(_:)`` or
    /// `invoke(function: "showProductView", arguments: "'<id>'")`.
    public struct ProductPage: Sendable, Hashable, Codable {
        /// The Bambuser id of the product shown.
        public var productId: String
        /// The index of the chosen variation (0 when the page opens).
        public var variationIndex: Int
        /// The SKU of the chosen size; `nil` until ``BambuserViewer/chooseSize(_:)``.
        public var selectedSize: String?
        /// The chosen size's quantity in the cart, as the page last heard: 0 until an add succeeds.
        public var quantity: Int
        /// What the page tells the viewer after a cart action, `nil` until there is something to say (and
        /// again after ``BambuserViewer/chooseSize(_:)``):
        /// - `added`: the app accepted `should-add-item-to-cart`;
        /// - `updated`: the app accepted `should-update-item-in-cart`;
        /// - `out-of-stock`: the chosen size has no stock, so nothing was sent (or the app refused with that reason);
        /// - `refused`: the app answered `false`, or `{ success: false }` with no reason;
        /// - `timeout`: the app did not answer within 30 s;
        /// - any other text: the `reason` of the app's refusal (`{ success: false, reason: 'limit' }`).
        public var message: String?
    }

    /// The player's state.
    public var status: BambuserVideoState
    /// The product highlighted now, if any.
    public var highlightedProductId: String?
    /// Whether the product list shows (`hideProductList` / `showProductList` change it).
    public var isProductListVisible: Bool
    /// Every product of the show, in the show's order.
    public var products: [Product]
    /// The open product page; `nil` when none is open.
    public var productPage: ProductPage?
    /// SKU → quantity, as the player believes the cart is.
    public var cart: [String: Int]
    /// Product SKU → wishlisted, as the app last told the player.
    public var wishlist: [String: Bool] = [:]

    /// The product with the Bambuser id `id`.
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
