import Foundation

// Product hydration (seed 000): the host app rebuilds product fields with builders; only the
// fields a builder sets change. Variants are merged by id or replace the existing ones.
//
// Nothing here is tied to an actor, as in the real SDK: Firework's sample storefront hydrates from a
// network completion in a plain class. The builders run on the caller's thread and produce a
// `ProductChanges` value; the player applies it on the main actor (see `MainActorHop`).

/// Hands the host app a builder for each product it wants to update, from any thread, during the
/// `updateDetailsForProducts` callback or later (after a server fetch).
public protocol ProductHydrating: AnyObject, Sendable {
    /// Updates one product; `hydration` sets the fields to change and returns the builder.
    func hydrateProduct(_ productID: ProductID, _ hydration: (ProductBuilder) -> ProductBuilder)
}

/// How rebuilt variants combine with the existing ones.
public enum ProductVariantsHydrationStrategy: Sendable, Equatable {
    /// Matched by variant id: a rebuilt variant updates only the fields set; new ids are appended.
    case merge
    /// The rebuilt variants are the product's variants; the others are dropped.
    case replace
}

/// Collects the changes to one product. Not thread-safe: use it inside the hydration closure.
public final class ProductBuilder {
    var changes = ProductChanges()

    init() {}

    /// Sets the product's name.
    @discardableResult public func name(_ name: String) -> ProductBuilder {
        changes.name = name
        return self
    }

    /// Sets the product's description, shown in the drawer.
    @discardableResult public func description(_ description: String) -> ProductBuilder {
        changes.description = description
        return self
    }

    /// Sets whether the product can be bought; unavailable, the drawer shows the unavailable text instead of the CTA.
    @discardableResult public func isAvailable(_ isAvailable: Bool) -> ProductBuilder {
        changes.isAvailable = isAvailable
        return self
    }

    /// Updates the variant with this id, as `variants(.merge)` with one variant would (Firework's sample
    /// storefront hydrates each Shopify variant this way).
    @discardableResult public func variant(
        _ variantID: ProductVariantID, _ build: (ProductVariantBuilder) -> ProductVariantBuilder
    ) -> ProductBuilder {
        let variant = build(ProductVariantBuilder(id: variantID)).changes
        changes.variantUpdates.append(.init(strategy: .merge, variants: [variant]))
        return self
    }

    /// Rebuilds the product's variants.
    /// - Parameters:
    ///   - strategy: `.merge` updates variants by id and appends new ones; `.replace` makes the built variants
    ///     the only ones.
    ///   - build: adds variants with ``ProductVariantsBuilder/variant(_:_:)`` and returns the builder.
    @discardableResult public func variants(
        _ strategy: ProductVariantsHydrationStrategy, _ build: (ProductVariantsBuilder) -> ProductVariantsBuilder
    ) -> ProductBuilder {
        let builder = build(ProductVariantsBuilder())
        changes.variantUpdates.append(.init(strategy: strategy, variants: builder.variants))
        return self
    }
}

/// Collects the variants of one `variants(_:_:)` call.
public final class ProductVariantsBuilder {
    var variants: [VariantChanges] = []

    init() {}

    /// Builds the variant with this id (the id that `.merge` matches on).
    @discardableResult public func variant(
        _ variantID: ProductVariantID, _ build: (ProductVariantBuilder) -> ProductVariantBuilder
    ) -> ProductVariantsBuilder {
        variants.append(build(ProductVariantBuilder(id: variantID)).changes)
        return self
    }
}

/// Collects the changes to one variant.
public final class ProductVariantBuilder {
    var changes: VariantChanges

    init(id: ProductVariantID) { changes = VariantChanges(id: id) }

    /// Sets the variant's name.
    @discardableResult public func name(_ name: String) -> ProductVariantBuilder {
        changes.name = name
        return self
    }

    /// The price, shown formatted in its currency (`$100.00`). A `Decimal`, as in the real SDK (the
    /// sample passes Shopify's `MoneyV2.amount`); literals such as `100` or `9.99` are `Decimal`s too.
    @discardableResult public func formattedPrice(_ price: Decimal, currencyCode: String) -> ProductVariantBuilder {
        changes.price = ProductPrice(decimal: price, currencyCode: currencyCode)
        return self
    }

    /// The price before a discount, shown struck through.
    @discardableResult public func formattedOriginalPrice(_ price: Decimal, currencyCode: String)
        -> ProductVariantBuilder
    {
        changes.originalPrice = ProductPrice(decimal: price, currencyCode: currencyCode)
        return self
    }

    /// Sets the product page the link button and product card open for this variant.
    @discardableResult public func url(_ url: String) -> ProductVariantBuilder {
        changes.url = url
        return self
    }

    /// Sets the variant's image; the product card shows the default variant's (FW 1.24.4).
    @discardableResult public func imageUrl(_ imageUrl: String) -> ProductVariantBuilder {
        changes.imageUrl = imageUrl
        return self
    }

    /// Sets whether the variant can be bought.
    @discardableResult public func isAvailable(_ isAvailable: Bool) -> ProductVariantBuilder {
        changes.isAvailable = isAvailable
        return self
    }

    /// Sets the variant's options, such as `["Color": "Blue", "Size": "M"]`.
    @discardableResult public func options(_ options: [String: String]) -> ProductVariantBuilder {
        changes.options = options
        return self
    }
}

/// What a `ProductBuilder` collected: a value, so it can cross to the main actor.
struct ProductChanges: Sendable {
    struct VariantsUpdate: Sendable {
        var strategy: ProductVariantsHydrationStrategy
        var variants: [VariantChanges]
    }

    var name: String?
    var description: String?
    var isAvailable: Bool?
    var variantUpdates: [VariantsUpdate] = []

    /// The product with these changes applied.
    func applied(to product: Product) -> Product {
        var product = product
        if let name { product.name = name }
        if let description { product.description = description }
        if let isAvailable { product.isAvailable = isAvailable }
        for update in variantUpdates {
            switch update.strategy {
            case .merge:
                for changes in update.variants {
                    if let index = product.variants.firstIndex(where: { $0.id == changes.id }) {
                        product.variants[index] = changes.applied(to: product.variants[index])
                    } else {
                        product.variants.append(changes.applied(to: ProductVariant(id: changes.id)))
                    }
                }
            case .replace:
                product.variants = update.variants.map { $0.applied(to: ProductVariant(id: $0.id)) }
            }
        }
        return product
    }
}

/// What a `ProductVariantBuilder` collected.
struct VariantChanges: Sendable {
    let id: ProductVariantID
    var name: String?
    var price: ProductPrice?
    var originalPrice: ProductPrice?
    var url: String?
    var imageUrl: String?
    var isAvailable: Bool?
    var options: [String: String]?

    init(id: ProductVariantID) { self.id = id }

    func applied(to variant: ProductVariant) -> ProductVariant {
        var variant = variant
        if let name { variant.name = name }
        if let price { variant.price = price }
        if let originalPrice { variant.originalPrice = originalPrice }
        if let url { variant.url = url }
        if let imageUrl { variant.imageUrl = imageUrl }
        if let isAvailable { variant.isAvailable = isAvailable }
        if let options { variant.options = options }
        return variant
    }
}
