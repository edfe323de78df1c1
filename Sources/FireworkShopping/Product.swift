import Foundation

/// A product shown in a video: what the dashboard says, then what the host app hydrated.
public struct Product: Sendable, Codable, Equatable {
    /// The product's id, as the catalog and the video's tags name it.
    public var id: ProductID
    /// The product's name.
    public var name: String
    /// The product's description, shown in the drawer.
    public var description: String
    /// Whether the product can be bought.
    public var isAvailable: Bool
    /// The product's variants (sizes, colours), in order; the first available one is the default.
    public var variants: [ProductVariant]

    /// A product.
    /// - Parameters:
    ///   - id: the product's id.
    ///   - name: its name.
    ///   - description: its description; empty by default.
    ///   - isAvailable: whether it can be bought; `true` by default.
    ///   - variants: its variants; none by default.
    public init(
        id: ProductID, name: String, description: String = "", isAvailable: Bool = true,
        variants: [ProductVariant] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.isAvailable = isAvailable
        self.variants = variants
    }

    /// Decodes a product from a catalog's JSON; only `id` is required (`name` and `description` default to
    /// empty, `isAvailable` to `true`, `variants` to none).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ProductID.self, forKey: .id)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        description = try c.decodeIfPresent(String.self, forKey: .description) ?? ""
        isAvailable = try c.decodeIfPresent(Bool.self, forKey: .isAvailable) ?? true
        variants = try c.decodeIfPresent([ProductVariant].self, forKey: .variants) ?? []
    }
}

/// A price and its ISO 4217 currency; the player formats it for display.
public struct ProductPrice: Sendable, Codable, Equatable {
    /// The amount in the currency's units (`89.99`).
    public var amount: Double
    /// The ISO 4217 currency code (`USD`).
    public var currencyCode: String

    /// A price of `amount` in `currencyCode`.
    public init(amount: Double, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// A `Decimal` amount, as the hydration builders take it; shown to the cent, so a `Double` holds it.
    init(decimal amount: Decimal, currencyCode: String) {
        self.init(amount: amount.nearestDouble, currencyCode: currencyCode)
    }
}

/// One variant of a product (a size, a colour): Firework calls it a "unit".
public struct ProductVariant: Sendable, Codable, Equatable {
    /// The variant's id (``SelectedProductVariant/unitID`` when the viewer picks it).
    public var id: ProductVariantID
    /// The variant's name.
    public var name: String
    /// The variant's price; `nil` when it has none.
    public var price: ProductPrice?
    /// The price before a discount, shown struck through.
    public var originalPrice: ProductPrice?
    /// The product page the link button opens.
    public var url: String?
    /// The variant's image URL.
    public var imageUrl: String?
    /// Whether the variant can be bought.
    public var isAvailable: Bool
    /// The variant's options, such as `["Color": "Blue"]`.
    public var options: [String: String]

    /// A variant; only `id` is required, and it is available by default.
    public init(
        id: ProductVariantID, name: String = "", price: ProductPrice? = nil, originalPrice: ProductPrice? = nil,
        url: String? = nil, imageUrl: String? = nil, isAvailable: Bool = true, options: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.originalPrice = originalPrice
        self.url = url
        self.imageUrl = imageUrl
        self.isAvailable = isAvailable
        self.options = options
    }

    /// Decodes a variant from a catalog's JSON; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ProductVariantID.self, forKey: .id)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        price = try c.decodeIfPresent(ProductPrice.self, forKey: .price)
        originalPrice = try c.decodeIfPresent(ProductPrice.self, forKey: .originalPrice)
        url = try c.decodeIfPresent(String.self, forKey: .url)
        imageUrl = try c.decodeIfPresent(String.self, forKey: .imageUrl)
        isAvailable = try c.decodeIfPresent(Bool.self, forKey: .isAvailable) ?? true
        options = try c.decodeIfPresent([String: String].self, forKey: .options) ?? [:]
    }
}
