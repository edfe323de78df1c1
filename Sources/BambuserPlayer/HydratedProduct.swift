import Foundation
import ScriptEngine

/// The product object of `updateProductWithData`, built field by field (seed 001, "Using the
/// Builder Pattern"). Every `with…` method returns a changed copy; `build()` checks the
/// fields with ``HydrationValidator``; `toJSON()` gives text that cannot be broken by quotes.
///
/// ```swift
/// let product = try HydratedProduct(sku: "TEE")
///     .withName("Levi's 501")
///     .withBrandName("Levi's")
///     .withVariations([
///         try Variation().withSku("TEE-BLK").withName("Black").withColorName("Black")
///             .withImageUrls(["https://example.com/tee.jpg"])
///             .withSizes([try ProductSize().withSku("TEE-BLK-M").withName("M").withCurrentPrice(19.99).withInStock(3).build()])
///             .build()
///     ])
///     .build()
/// try await playerView.updateProduct(id: "bmb-1", with: product)
/// ```
public struct HydratedProduct: Sendable, Hashable {
    /// The fields set so far, as the player receives them.
    public private(set) var fields: [String: ScriptValue]

    public init(sku: String) {
        fields = ["sku": .string(sku)]
    }

    public consuming func withSku(_ sku: String) -> HydratedProduct { setting("sku", .string(sku)) }
    public consuming func withName(_ name: String) -> HydratedProduct { setting("name", .string(name)) }
    public consuming func withBrandName(_ brandName: String) -> HydratedProduct { setting("brandName", .string(brandName)) }
    public consuming func withIntroduction(_ introduction: String) -> HydratedProduct { setting("introduction", .string(introduction)) }
    /// `description` may hold HTML (seed 001).
    public consuming func withDescription(_ description: String) -> HydratedProduct { setting("description", .string(description)) }
    public consuming func withVariations(_ variations: [Variation]) -> HydratedProduct {
        setting("variations", .array(variations.map(\.value)))
    }

    /// The product as a JavaScript value.
    public var value: ScriptValue { .object(fields) }

    /// Checks every field (and every variation's and size's) against seed 001's tables.
    /// A size's `currency` may be left out: the player takes its configuration's.
    @discardableResult
    public func build() throws -> HydratedProduct {
        try HydratedProduct.check(value, level: .product)
        return self
    }

    /// Compact JSON with sorted keys and unescaped slashes — valid JavaScript after `'<id>', `.
    public func toJSON() throws -> String {
        try value.jsonString()
    }

    /// `consuming`: a chain of `with…` calls changes one value in place instead of copying at each step.
    consuming func setting(_ key: String, _ value: ScriptValue) -> HydratedProduct {
        fields[key] = value
        return self
    }

    static func check(_ value: ScriptValue, level: HydrationLevel) throws {
        // The configuration's currency and locale are the player's business, not the builder's.
        let violations = HydrationValidator(currency: nil, locale: nil).validate(value, level: level)
        if !violations.isEmpty { throw BambuserPlayerError.invalidProduct(level: level, violations: violations) }
    }
}

/// One variation (colour or style) of a ``HydratedProduct``.
public struct Variation: Sendable, Hashable {
    public private(set) var fields: [String: ScriptValue] = [:]

    public init() {}

    public consuming func withSku(_ sku: String) -> Variation { setting("sku", .string(sku)) }
    public consuming func withName(_ name: String) -> Variation { setting("name", .string(name)) }
    public consuming func withColorName(_ colorName: String) -> Variation { setting("colorName", .string(colorName)) }
    /// `"#000000"`.
    public consuming func withColorHexCode(_ colorHexCode: String) -> Variation { setting("colorHexCode", .string(colorHexCode)) }
    /// Ordered image addresses.
    public consuming func withImageUrls(_ imageUrls: [String]) -> Variation { setting("imageUrls", .array(imageUrls.map { .string($0) })) }
    public consuming func withImageUrls(_ imageUrls: [URL]) -> Variation { withImageUrls(imageUrls.map(\.absoluteString)) }
    public consuming func withSizes(_ sizes: [ProductSize]) -> Variation { setting("sizes", .array(sizes.map(\.value))) }

    public var value: ScriptValue { .object(fields) }

    @discardableResult
    public func build() throws -> Variation {
        try HydratedProduct.check(value, level: .variation)
        return self
    }

    /// `consuming`: a chain of `with…` calls changes one value in place instead of copying at each step.
    consuming func setting(_ key: String, _ value: ScriptValue) -> Variation {
        fields[key] = value
        return self
    }
}

/// One size (the purchasable SKU) of a ``Variation``.
public struct ProductSize: Sendable, Hashable {
    public private(set) var fields: [String: ScriptValue] = [:]

    public init() {}

    public consuming func withSku(_ sku: String) -> ProductSize { setting("sku", .string(sku)) }
    /// `"Small"`, `"XL"`.
    public consuming func withName(_ name: String) -> ProductSize { setting("name", .string(name)) }
    /// The current (sale) price.
    public consuming func withCurrentPrice(_ current: Double) -> ProductSize { setting("current", .number(current)) }
    /// The original price, shown struck through.
    public consuming func withOriginal(_ original: Double) -> ProductSize { setting("original", .number(original)) }
    /// `"USD"`; when left out the player uses its configuration's currency.
    public consuming func withCurrency(_ currency: String) -> ProductSize { setting("currency", .string(currency)) }
    /// Stock; 0 shows as out of stock.
    public consuming func withInStock(_ inStock: Int) -> ProductSize { setting("inStock", .int(inStock)) }
    public consuming func withPerUnit(_ perUnit: Double) -> ProductSize { setting("perUnit", .number(perUnit)) }
    public consuming func withUnitAmount(_ unitAmount: Int) -> ProductSize { setting("unitAmount", .int(unitAmount)) }
    /// `"kg"`, `"L"`, `"st"`.
    public consuming func withUnitDisplayName(_ unitDisplayName: String) -> ProductSize {
        setting("unitDisplayName", .string(unitDisplayName))
    }

    public var value: ScriptValue { .object(fields) }

    @discardableResult
    public func build() throws -> ProductSize {
        try HydratedProduct.check(value, level: .size)
        return self
    }

    /// `consuming`: a chain of `with…` calls changes one value in place instead of copying at each step.
    consuming func setting(_ key: String, _ value: ScriptValue) -> ProductSize {
        fields[key] = value
        return self
    }
}
