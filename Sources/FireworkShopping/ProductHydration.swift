// Product hydration (seed 000): the host app rebuilds product fields with builders; only the
// fields a builder sets change. Variants are merged by id or replace the existing ones.

/// Hands the host app a builder for each product it wants to update.
@MainActor
public protocol ProductHydrating: AnyObject {
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

@MainActor
public final class ProductBuilder {
    var name: String?
    var description: String?
    var isAvailable: Bool?
    var variantUpdates: [(strategy: ProductVariantsHydrationStrategy, variants: [ProductVariantBuilder])] = []

    init() {}

    @discardableResult public func name(_ name: String) -> ProductBuilder {
        self.name = name
        return self
    }

    @discardableResult public func description(_ description: String) -> ProductBuilder {
        self.description = description
        return self
    }

    @discardableResult public func isAvailable(_ isAvailable: Bool) -> ProductBuilder {
        self.isAvailable = isAvailable
        return self
    }

    @discardableResult public func variants(
        _ strategy: ProductVariantsHydrationStrategy, _ build: (ProductVariantsBuilder) -> ProductVariantsBuilder
    ) -> ProductBuilder {
        let builder = build(ProductVariantsBuilder())
        variantUpdates.append((strategy, builder.variants))
        return self
    }

    /// The product with this builder's changes applied.
    func applied(to product: Product) -> Product {
        var product = product
        if let name { product.name = name }
        if let description { product.description = description }
        if let isAvailable { product.isAvailable = isAvailable }
        for update in variantUpdates {
            switch update.strategy {
            case .merge:
                for builder in update.variants {
                    if let index = product.variants.firstIndex(where: { $0.id == builder.id }) {
                        product.variants[index] = builder.applied(to: product.variants[index])
                    } else {
                        product.variants.append(builder.applied(to: ProductVariant(id: builder.id)))
                    }
                }
            case .replace:
                product.variants = update.variants.map { $0.applied(to: ProductVariant(id: $0.id)) }
            }
        }
        return product
    }
}

@MainActor
public final class ProductVariantsBuilder {
    var variants: [ProductVariantBuilder] = []

    init() {}

    /// Builds the variant with this id (the id that `.merge` matches on).
    @discardableResult public func variant(
        _ variantID: ProductVariantID, _ build: (ProductVariantBuilder) -> ProductVariantBuilder
    ) -> ProductVariantsBuilder {
        variants.append(build(ProductVariantBuilder(id: variantID)))
        return self
    }
}

@MainActor
public final class ProductVariantBuilder {
    let id: ProductVariantID
    var name: String?
    var price: ProductPrice?
    var originalPrice: ProductPrice?
    var url: String?
    var imageUrl: String?
    var isAvailable: Bool?
    var options: [String: String]?

    init(id: ProductVariantID) { self.id = id }

    @discardableResult public func name(_ name: String) -> ProductVariantBuilder {
        self.name = name
        return self
    }

    /// The price, shown formatted in its currency (`$100.00`).
    @discardableResult public func formattedPrice(_ price: Double, currencyCode: String) -> ProductVariantBuilder {
        self.price = ProductPrice(amount: price, currencyCode: currencyCode)
        return self
    }

    /// The price before a discount, shown struck through.
    @discardableResult public func formattedOriginalPrice(_ price: Double, currencyCode: String)
        -> ProductVariantBuilder
    {
        originalPrice = ProductPrice(amount: price, currencyCode: currencyCode)
        return self
    }

    @discardableResult public func url(_ url: String) -> ProductVariantBuilder {
        self.url = url
        return self
    }

    @discardableResult public func imageUrl(_ imageUrl: String) -> ProductVariantBuilder {
        self.imageUrl = imageUrl
        return self
    }

    @discardableResult public func isAvailable(_ isAvailable: Bool) -> ProductVariantBuilder {
        self.isAvailable = isAvailable
        return self
    }

    @discardableResult public func options(_ options: [String: String]) -> ProductVariantBuilder {
        self.options = options
        return self
    }

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
