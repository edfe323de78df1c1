import Foundation

/// A product shown in a video: what the dashboard says, then what the host app hydrated.
public struct Product: Sendable, Codable, Equatable {
    public var id: ProductID
    public var name: String
    public var description: String
    public var isAvailable: Bool
    public var variants: [ProductVariant]

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
    public var amount: Double
    public var currencyCode: String

    public init(amount: Double, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// A `Decimal` amount, as the hydration builders take it; shown to the cent, so a `Double` holds it.
    init(decimal amount: Decimal, currencyCode: String) {
        self.init(amount: amount.nearestDouble, currencyCode: currencyCode)
    }
}

public struct ProductVariant: Sendable, Codable, Equatable {
    public var id: ProductVariantID
    public var name: String
    public var price: ProductPrice?
    public var originalPrice: ProductPrice?
    public var url: String?
    public var imageUrl: String?
    public var isAvailable: Bool
    public var options: [String: String]

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
