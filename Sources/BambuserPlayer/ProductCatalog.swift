import Foundation
import ScriptEngine

/// A merchant's own product data, looked up by SKU — what the product hydration guide's
/// `YourProductService` stands for. `shopstage run --catalog` and the demo hydrate from one (`Fixtures/catalogs/`).
public struct ProductCatalog: Sendable, Hashable, Codable {
    /// One size: a purchasable SKU with its price and stock.
    public struct Size: Sendable, Hashable, Codable {
        /// The size's SKU.
        public var sku: String
        /// The size's name.
        public var name: String
        /// The current price.
        public var price: Double
        /// The original price, if reduced.
        public var originalPrice: Double?
        /// The price's currency; `nil` for the player's.
        public var currency: String?
        /// The stock count.
        public var stock: Int
        /// The price per unit, if any.
        public var perUnit: Double?
        /// How many units the size holds, if said.
        public var unitAmount: Int?
        /// The unit's name (`kg`), if any.
        public var unitDisplayName: String?
    }

    /// One variation (colour or style) of a product.
    public struct Variation: Sendable, Hashable, Codable {
        /// The variation's SKU.
        public var sku: String
        /// The variation's name.
        public var name: String
        /// The colour's name.
        public var colorName: String
        /// The colour as `#rrggbb`, if given.
        public var colorHexCode: String?
        /// The image addresses, in order.
        public var imageUrls: [String]
        /// The sizes.
        public var sizes: [Size]
    }

    /// One product, by the merchant's names (`brand`, `shortDescription`), as the guide's `productData` has them.
    public struct Product: Sendable, Hashable, Codable {
        /// The product's SKU: what the show's products name as `ref`.
        public var sku: String
        /// The product's name.
        public var name: String
        /// The brand.
        public var brand: String
        /// The short introduction, if any.
        public var shortDescription: String?
        /// The description, if any.
        public var description: String?
        /// The variations.
        public var variations: [Variation]
    }

    /// Every product.
    public var products: [Product]

    /// A catalog of `products`.
    public init(products: [Product]) {
        self.products = products
    }

    /// Reads a catalog from a JSON file (`{"products": [...]}`).
    ///
    /// - Throws: ``BambuserStageError/invalidCatalog(source:message:)`` naming the file and what is wrong.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BambuserStageError.invalidCatalog(source: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        do {
            self = try JSONDecoder().decode(ProductCatalog.self, from: data)
        } catch let error as DecodingError {
            throw BambuserStageError.invalidCatalog(source: url.lastPathComponent, message: error.summary)
        }
    }

    /// The product with `sku`, if the catalog has it.
    public func product(for sku: String) -> Product? { products.first { $0.sku == sku } }
}

extension ProductCatalog.Product {
    /// The product through the builder (the product hydration guide's recommended path).
    ///
    /// - Throws: ``BuilderError`` when the catalog's data breaks the player's rules.
    public func hydratedProduct() throws -> HydratedProduct {
        var product = HydratedProduct(sku: sku).withName(name).withBrandName(brand)
        if let shortDescription { product = product.withIntroduction(shortDescription) }
        if let description { product = product.withDescription(description) }
        return try product.withVariations(
            variations.map { v in
                var variation = Variation().withSku(v.sku).withName(v.name).withColorName(v.colorName)
                    .withImageUrls(v.imageUrls)
                if let hex = v.colorHexCode { variation = variation.withColorHexCode(hex) }
                return try variation.withSizes(
                    v.sizes.map { s in
                        var size = ProductSize().withSku(s.sku).withName(s.name).withCurrentPrice(s.price)
                            .withInStock(s.stock)
                        if let original = s.originalPrice { size = size.withOriginal(original) }
                        if let currency = s.currency { size = size.withCurrency(currency) }
                        if let perUnit = s.perUnit { size = size.withPerUnit(perUnit) }
                        if let unitAmount = s.unitAmount { size = size.withUnitAmount(unitAmount) }
                        if let unit = s.unitDisplayName { size = size.withUnitDisplayName(unit) }
                        return try size.build()
                    }
                ).build()
            }
        ).build()
    }

    /// The arguments string as the product hydration guide's first sample writes it: values pasted
    /// between single quotes. Breaks on any value with an apostrophe — which is the point of showing it.
    public func interpolatedArguments(id: String, currency: String) -> String {
        let v = variations.first
        let s = v?.sizes.first
        return """
            '\(id)', {
                sku: '\(sku)',
                name: '\(name)',
                brandName: '\(brand)',
                introduction: '\(shortDescription ?? "")',
                description: '\(description ?? "")',
                variations: [
                    {
                        sku: '\(v?.sku ?? "")',
                        name: '\(v?.name ?? "")',
                        colorName: '\(v?.colorName ?? "")',
                        imageUrls: ['\(v?.imageUrls.first ?? "")'],
                        sizes: [
                            {
                                sku: '\(s?.sku ?? "")',
                                currency: '\(s?.currency ?? currency)',
                                current: \(s?.price ?? 0),
                                original: \(s?.originalPrice ?? s?.price ?? 0),
                                name: '\(s?.name ?? "")',
                                inStock: \(s?.stock ?? 0),
                            }
                        ]
                    }
                ]
            }
            """
    }
}

/// A ready-made delegate that answers `provide-product-data` from a ``ProductCatalog``
/// (and accepts every cart callback), as an app's integration would.
@MainActor
public final class CatalogHydrationHost: BambuserVideoPlayerDelegate {
    /// How the host builds the arguments of `updateProductWithData`.
    public enum Style: Sendable {
        /// `HydratedProduct` → `toJSON()` → `updateProduct(id:with:)`: cannot be broken by quotes.
        case builder
        /// The product hydration guide's first sample: string interpolation into single-quoted literals.
        case interpolation
    }

    /// Where products are looked up.
    public let catalog: ProductCatalog
    /// How hydrations are written.
    public let style: Style
    /// The player to hydrate; set it after making the player view (held weakly).
    public weak var playerView: HeadlessBambuserPlayerView?
    /// Every error `invoke` threw, with the product id.
    public private(set) var failures: [(id: String, error: BambuserStageError)] = []
    /// SKUs the player asked for that the catalog does not have.
    public private(set) var missingSkus: [String] = []
    /// Whether to accept cart callbacks (`true`) or refuse them as out of stock.
    public var acceptsCart = true

    /// A host hydrating from `catalog`, in `style`; set ``playerView`` and make it the view's delegate.
    public init(catalog: ProductCatalog, style: Style = .builder) {
        self.catalog = catalog
        self.style = style
    }

    /// Hydrates every product `provide-product-data` lists that the catalog has (recording the others in
    /// ``missingSkus`` and each failure in ``failures``), and answers cart callbacks per ``acceptsCart``.
    public func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        guard let playerView else { return }
        switch event.type {
        case "provide-product-data":
            guard let inner = event.data["event"] as? [String: any Sendable],
                let products = inner["products"] as? [any Sendable]
            else { return }
            for case let product as [String: any Sendable] in products {
                guard let productId = product["id"] as? String, let sku = product["ref"] as? String else { continue }
                guard let source = catalog.product(for: sku) else {
                    missingSkus.append(sku)
                    continue
                }
                do {
                    switch style {
                    case .builder:
                        try playerView.updateProductNow(id: productId, with: source.hydratedProduct())
                    case .interpolation:
                        let currency = playerView.configuration["currency"]?.stringValue ?? "USD"
                        _ = try playerView.invokeValue(
                            function: "updateProductWithData",
                            arguments: source.interpolatedArguments(id: productId, currency: currency))
                    }
                } catch let error as BambuserStageError {
                    failures.append((productId, error))
                } catch {
                    failures.append((productId, .engine("\(error)")))
                }
            }
        case "should-add-item-to-cart", "should-update-item-in-cart":
            guard let key = event.data["callbackKey"] as? String else { return }
            // As the example apps answer (EX-D): true, or JavaScript source for a refusal.
            playerView.notify(callbackKey: key, info: acceptsCart ? true : "{ success: false, reason: 'out-of-stock' }")
        default:
            break
        }
    }
}
