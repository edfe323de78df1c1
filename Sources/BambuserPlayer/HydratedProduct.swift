import Foundation
import ScriptEngine

/// The product object of `updateProductWithData`, shaped as BambuserCommerceSDK's example app's builder:
/// `Codable` values with readable properties and memberwise-style initialisers, `with…` methods
/// that return a changed copy, `build()` that checks, `toJSON(_:)` that encodes.
///
/// The checks are the player's (the product hydration guide's tables, ``HydrationValidator``), not
/// the example builder's: `inStock: 0` builds (an out-of-stock size, which the example refuses), empty strings
/// build, and a product needs at least one variation (the example accepts none). A failed check
/// throws ``BuilderError`` naming the first broken field by path.
///
/// ```swift
/// let product = try HydratedProduct(sku: "TEE")
///     .withName("Levi's 501")
///     .withBrandName("Levi's")
///     .withVariations([
///         try Variation().withSku("TEE-BLK").withName("Black").withColorName("Black")
///             .withImageUrls(["https://example.com/tee.jpg"])
///             .withSizes([
///                 try ProductSize().withSku("TEE-BLK-M").withName("M").withCurrentPrice(19.99).withInStock(3).build()
///             ])
///             .build()
///     ])
///     .build()
/// let arguments = "'bmb-1', \(try product.toJSON())"
/// try await playerView.invoke(function: "updateProductWithData", arguments: arguments)
/// ```
public struct HydratedProduct: Sendable, Hashable, Codable {
    /// The product's SKU (a `let`, as in the example app).
    public let sku: String
    /// The product's display name (required).
    public var name: String
    /// The brand name (required).
    public var brandName: String
    /// A short introductory text.
    public var introduction: String?
    /// The full description; may hold HTML (the product hydration guide).
    public var description: String?
    /// The variations (colours or styles); the player needs at least one.
    public var variations: [Variation]

    /// A product with the example app's defaults: empty name and brand, no variations (``build()``
    /// then throws).
    public init(
        sku: String, name: String = "", brandName: String = "", introduction: String? = nil, description: String? = nil,
        variations: [Variation] = []
    ) {
        self.sku = sku
        self.name = name
        self.brandName = brandName
        self.introduction = introduction
        self.description = description
        self.variations = variations
    }

    /// ShopStage extra (the example's `sku` is a `let` with no `with…`).
    public func withSku(_ sku: String) -> HydratedProduct {
        HydratedProduct(
            sku: sku, name: name, brandName: brandName, introduction: introduction, description: description, variations: variations)
    }
    /// A copy with `name`.
    public consuming func withName(_ name: String) -> HydratedProduct {
        self.name = name
        return self
    }
    /// A copy with `brandName`.
    public consuming func withBrandName(_ brandName: String) -> HydratedProduct {
        self.brandName = brandName
        return self
    }
    /// A copy with `introduction` (`nil` leaves it out of the JSON).
    public consuming func withIntroduction(_ introduction: String?) -> HydratedProduct {
        self.introduction = introduction
        return self
    }
    /// A copy with `description` (`nil` leaves it out of the JSON).
    public consuming func withDescription(_ description: String?) -> HydratedProduct {
        self.description = description
        return self
    }
    /// A copy with `variations`.
    public consuming func withVariations(_ variations: [Variation]) -> HydratedProduct {
        self.variations = variations
        return self
    }

    /// The product as the player receives it (absent optionals left out, as `JSONEncoder` does).
    public var value: ScriptValue {
        var fields: [String: ScriptValue] = [
            "sku": .string(sku), "name": .string(name), "brandName": .string(brandName),
            "variations": .array(variations.map(\.value)),
        ]
        if let introduction { fields["introduction"] = .string(introduction) }
        if let description { fields["description"] = .string(description) }
        return .object(fields)
    }

    /// Checks every field (and every variation's and size's) against the product hydration guide's
    /// tables. A size's `currency` may be left out: the player takes its configuration's.
    ///
    /// - Throws: ``BuilderError`` naming the first broken field by path (`variations[0].sizes[0].sku`).
    @discardableResult
    public func build() throws -> HydratedProduct {
        try BuilderError.check(value, level: .product)
        return self
    }

    /// The product as JSON text, valid JavaScript after `'<id>', ` (the example's `toJSON`).
    public func toJSON(_ encoder: JSONEncoder = JSONEncoder()) throws -> String {
        String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// One variation (colour or style) of a ``HydratedProduct``.
public struct Variation: Sendable, Hashable, Codable {
    /// The variation's SKU (required).
    public var sku: String = ""
    /// The variation's display name (required).
    public var name: String = ""
    /// The colour's name, shown in the variation selector (required).
    public var colorName: String = ""
    /// `"#000000"`.
    public var colorHexCode: String?
    /// Ordered image addresses.
    public var imageUrls: [URL] = []
    /// The sizes (purchasable SKUs); the player needs at least one.
    public var sizes: [ProductSize] = []

    /// A variation; every field may be set later with its `with…` method.
    public init(
        sku: String = "", name: String = "", colorName: String = "", colorHexCode: String? = nil, imageUrls: [URL] = [],
        sizes: [ProductSize] = []
    ) {
        self.sku = sku
        self.name = name
        self.colorName = colorName
        self.colorHexCode = colorHexCode
        self.imageUrls = imageUrls
        self.sizes = sizes
    }

    /// A copy with `sku`.
    public consuming func withSku(_ sku: String) -> Variation {
        self.sku = sku
        return self
    }
    /// A copy with `name`.
    public consuming func withName(_ name: String) -> Variation {
        self.name = name
        return self
    }
    /// A copy with `colorName`.
    public consuming func withColorName(_ colorName: String) -> Variation {
        self.colorName = colorName
        return self
    }
    /// A copy with `colorHexCode` (`nil` leaves it out of the JSON).
    public consuming func withColorHexCode(_ colorHexCode: String?) -> Variation {
        self.colorHexCode = colorHexCode
        return self
    }
    /// A copy with `imageUrls`.
    public consuming func withImageUrls(_ imageUrls: [URL]) -> Variation {
        self.imageUrls = imageUrls
        return self
    }
    /// ShopStage extra (the product hydration guide passes Strings). A string `URL(string:)` refuses is
    /// kept percent-encoded.
    public consuming func withImageUrls(_ imageUrls: [String]) -> Variation {
        self.imageUrls = imageUrls.compactMap {
            URL(string: $0) ?? $0.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed).flatMap(URL.init(string:))
        }
        return self
    }
    /// A copy with `sizes`.
    public consuming func withSizes(_ sizes: [ProductSize]) -> Variation {
        self.sizes = sizes
        return self
    }

    /// The variation as the player receives it.
    public var value: ScriptValue {
        var fields: [String: ScriptValue] = [
            "sku": .string(sku), "name": .string(name), "colorName": .string(colorName),
            "imageUrls": .array(imageUrls.map { .string($0.absoluteString) }), "sizes": .array(sizes.map(\.value)),
        ]
        if let colorHexCode { fields["colorHexCode"] = .string(colorHexCode) }
        return .object(fields)
    }

    /// Checks the variation and its sizes against the player's rules.
    ///
    /// - Throws: ``BuilderError`` naming the first broken field by path.
    @discardableResult
    public func build() throws -> Variation {
        try BuilderError.check(value, level: .variation)
        return self
    }

    /// The variation as JSON text.
    public func toJSON(_ encoder: JSONEncoder = JSONEncoder()) throws -> String {
        String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// One size (the purchasable SKU) of a ``Variation``. Stored in the example's order, so the
/// memberwise form is `ProductSize(sku:current:name:inStock:original:currency:perUnit:unitAmount:unitDisplayName:)`.
public struct ProductSize: Sendable, Hashable, Codable {
    /// The size's SKU: what `should-add-item-to-cart` sends back (required).
    public var sku: String = ""
    /// The current (sale) price.
    public var current: Double = 0
    /// `"Small"`, `"XL"`.
    public var name: String = ""
    /// Stock; 0 shows as out of stock.
    public var inStock: Int = 0
    /// The original price, shown struck through.
    public var original: Double?
    /// `"USD"`; when left out the player uses its configuration's currency.
    public var currency: String?
    /// The price per unit (bundle or multi-pack pricing).
    public var perUnit: Double?
    /// How many units the size holds.
    public var unitAmount: Int?
    /// `"kg"`, `"L"`, `"st"`.
    public var unitDisplayName: String?

    /// A size, the fields in the example app's order; every field may be set later with its `with…` method.
    public init(
        sku: String = "", current: Double = 0, name: String = "", inStock: Int = 0, original: Double? = nil,
        currency: String? = nil, perUnit: Double? = nil, unitAmount: Int? = nil, unitDisplayName: String? = nil
    ) {
        self.sku = sku
        self.current = current
        self.name = name
        self.inStock = inStock
        self.original = original
        self.currency = currency
        self.perUnit = perUnit
        self.unitAmount = unitAmount
        self.unitDisplayName = unitDisplayName
    }

    /// A copy with `sku`.
    public consuming func withSku(_ sku: String) -> ProductSize {
        self.sku = sku
        return self
    }
    /// A copy with `name`.
    public consuming func withName(_ name: String) -> ProductSize {
        self.name = name
        return self
    }
    /// A copy with the current price.
    public consuming func withCurrentPrice(_ current: Double) -> ProductSize {
        self.current = current
        return self
    }
    /// A copy with the original price (`nil` leaves it out).
    public consuming func withOriginal(_ original: Double?) -> ProductSize {
        self.original = original
        return self
    }
    /// A copy with `currency` (`nil`: the player's configuration's).
    public consuming func withCurrency(_ currency: String?) -> ProductSize {
        self.currency = currency
        return self
    }
    /// A copy with the stock count (0: out of stock).
    public consuming func withInStock(_ inStock: Int) -> ProductSize {
        self.inStock = inStock
        return self
    }
    /// A copy with the unit price (`nil` leaves it out).
    public consuming func withPerUnit(_ perUnit: Double?) -> ProductSize {
        self.perUnit = perUnit
        return self
    }
    /// A copy with the unit amount (`nil` leaves it out).
    public consuming func withUnitAmount(_ unitAmount: Int?) -> ProductSize {
        self.unitAmount = unitAmount
        return self
    }
    /// A copy with the unit's name (`nil` leaves it out).
    public consuming func withUnitDisplayName(_ unitDisplayName: String?) -> ProductSize {
        self.unitDisplayName = unitDisplayName
        return self
    }

    /// The size as the player receives it.
    public var value: ScriptValue {
        var fields: [String: ScriptValue] = [
            "sku": .string(sku), "current": .number(current), "name": .string(name), "inStock": .int(inStock),
        ]
        if let original { fields["original"] = .number(original) }
        if let currency { fields["currency"] = .string(currency) }
        if let perUnit { fields["perUnit"] = .number(perUnit) }
        if let unitAmount { fields["unitAmount"] = .int(unitAmount) }
        if let unitDisplayName { fields["unitDisplayName"] = .string(unitDisplayName) }
        return .object(fields)
    }

    /// Checks the size against the player's rules (a currency may be left out).
    ///
    /// - Throws: ``BuilderError`` naming the first broken field by path.
    @discardableResult
    public func build() throws -> ProductSize {
        try BuilderError.check(value, level: .size)
        return self
    }

    /// The size as JSON text.
    public func toJSON(_ encoder: JSONEncoder = JSONEncoder()) throws -> String {
        String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
