import Foundation
import ScriptEngine

/// A merchant's own product data, looked up by SKU — what the seed's `YourProductService`
/// stands for. `shopstage run --catalog` and the demo hydrate from one (`Fixtures/catalogs/`).
public struct ProductCatalog: Sendable, Hashable, Codable {
    public struct Size: Sendable, Hashable, Codable {
        public var sku: String
        public var name: String
        public var price: Double
        public var originalPrice: Double?
        public var currency: String?
        public var stock: Int
        public var perUnit: Double?
        public var unitAmount: Int?
        public var unitDisplayName: String?
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
        public var sku: String
        public var name: String
        public var brand: String
        public var shortDescription: String?
        public var description: String?
        public var variations: [Variation]
    }

    public var products: [Product]

    public init(products: [Product]) {
        self.products = products
    }

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

    public func product(for sku: String) -> Product? { products.first { $0.sku == sku } }
}

extension ProductCatalog.Product {
    /// The product through the builder (seed 001's recommended path).
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

    /// The arguments string as seed 001's first sample writes it: values pasted between single
    /// quotes. Breaks on any value with an apostrophe — which is the point of showing it.
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
    public enum Style: Sendable {
        /// `HydratedProduct` → `toJSON()` → `updateProduct(id:with:)`: cannot be broken by quotes.
        case builder
        /// Seed 001's first sample: string interpolation into single-quoted literals.
        case interpolation
    }

    public let catalog: ProductCatalog
    public let style: Style
    public weak var playerView: HeadlessBambuserPlayerView?
    /// Every error `invoke` threw, with the product id.
    public private(set) var failures: [(id: String, error: BambuserStageError)] = []
    /// SKUs the player asked for that the catalog does not have.
    public private(set) var missingSkus: [String] = []
    /// Whether to accept cart callbacks (`true`) or refuse them as out of stock.
    public var acceptsCart = true

    public init(catalog: ProductCatalog, style: Style = .builder) {
        self.catalog = catalog
        self.style = style
    }

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
