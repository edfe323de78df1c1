import Foundation

// Purchase tracking: the shopping guide's call (a `Double` value, every release to 1.44.x and the sample's
// stable releases), Shopping V2's call with `Decimal` money and line items (FW 1.45.0, the sample's
// 1.45 betas), and 1.45.0's deprecated bridge with `PurchaseProduct`s.
extension FireworkVideoSDK {
    /// Records a purchase so the journey from video to order is complete (Firework's shopping guide).
    ///
    /// ShopStage sends nothing: the call lands in ``trackedPurchases`` and in the timeline of every open
    /// player, where a test can check it.
    ///
    /// ```swift
    /// FireworkVideoSDK.trackPurchase(
    ///     orderID: "order-1001", value: 89.99, currencyCode: "USD", countryCode: "US", ["coupon": "SPRING"])
    /// #expect(FireworkVideoSDK.trackedPurchases.last?.orderID == "order-1001")
    /// ```
    ///
    /// - Parameters:
    ///   - orderID: the app's order id.
    ///   - value: the order's total.
    ///   - currencyCode: the ISO 4217 currency code.
    ///   - countryCode: the ISO 3166 country code.
    ///   - additionalInfo: free-form extra fields.
    public static func trackPurchase(
        orderID: String, value: Double, currencyCode: String?, countryCode: String?,
        _ additionalInfo: [String: String] = [:]
    ) {
        record(
            TrackedPurchase(
                orderID: orderID, value: value, currencyCode: currencyCode, countryCode: countryCode,
                additionalInfo: additionalInfo))
    }

    /// Records a purchase with its line items (Shopping V2, FW 1.45.0): `order_value` and `line_items`.
    ///
    /// ```swift
    /// FireworkVideoSDK.trackPurchase(
    ///     orderID: "order-1002", orderValue: 5.28, currencyCode: "USD",
    ///     lineItems: [LineItem(sku: "runner-red-42", price: 5.28, quantity: 1, productName: "Runner")])
    /// ```
    public static func trackPurchase(
        orderID: String, orderValue: Decimal, currencyCode: String, countryCode: String? = nil,
        shippingPrice: Decimal? = nil, subtotal: Decimal? = nil, totalDiscounts: Decimal? = nil,
        lineItems: [LineItem], _ additionalInfo: [String: String] = [:]
    ) {
        var purchase = TrackedPurchase(
            orderID: orderID, value: orderValue.nearestDouble, currencyCode: currencyCode,
            countryCode: countryCode, additionalInfo: additionalInfo)
        purchase.orderValue = orderValue
        purchase.shippingPrice = shippingPrice
        purchase.subtotal = subtotal
        purchase.totalDiscounts = totalDiscounts
        purchase.lineItems = lineItems
        record(purchase)
    }

    /// FW 1.45.0's deprecated form with `PurchaseProduct`s (`Double` money); recorded as Shopping V2.
    public static func trackPurchase(
        orderID: String, value: Double, currencyCode: String?, countryCode: String?,
        shippingPrice: Double? = nil, subtotal: Double? = nil, products: [PurchaseProduct],
        _ additionalInfo: [String: String] = [:]
    ) {
        var purchase = TrackedPurchase(
            orderID: orderID, value: value, currencyCode: currencyCode, countryCode: countryCode,
            additionalInfo: additionalInfo)
        purchase.orderValue = Decimal(shortestOf: value)
        purchase.shippingPrice = shippingPrice.map(Decimal.init(shortestOf:))
        purchase.subtotal = subtotal.map(Decimal.init(shortestOf:))
        purchase.lineItems = products.map {
            LineItem(
                sku: $0.sku, price: Decimal(shortestOf: $0.price), quantity: $0.quantity, productName: $0.productName)
        }
        record(purchase)
    }
}

/// One line of a Shopping V2 purchase (FW 1.45.0).
public struct LineItem: Sendable, Equatable {
    /// The product's SKU.
    public var sku: String
    /// The unit price, exact.
    public var price: Decimal
    /// How many were bought.
    public var quantity: Int
    /// The product's name, if the app passes it.
    public var productName: String?

    /// A line of a purchase.
    /// - Parameters:
    ///   - sku: the product's SKU.
    ///   - price: the unit price.
    ///   - quantity: how many.
    ///   - productName: the product's name; optional.
    public init(sku: String, price: Decimal, quantity: Int, productName: String? = nil) {
        self.sku = sku
        self.price = price
        self.quantity = quantity
        self.productName = productName
    }
}

/// A product of FW 1.45.0's deprecated purchase call (`Double` price).
public struct PurchaseProduct: Sendable, Equatable {
    /// The product's SKU.
    public var sku: String
    /// The unit price.
    public var price: Double
    /// How many were bought.
    public var quantity: Int
    /// The product's name, if the app passes it.
    public var productName: String?

    /// A product of the deprecated purchase call.
    public init(sku: String, price: Double, quantity: Int, productName: String? = nil) {
        self.sku = sku
        self.price = price
        self.quantity = quantity
        self.productName = productName
    }
}

/// One call of `trackPurchase`. The Shopping V2 fields are `nil` (or empty) for the legacy call.
public struct TrackedPurchase: Sendable, Equatable {
    /// The app's order id.
    public var orderID: String
    /// The order's value: the legacy call's `value`, or Shopping V2's `orderValue` as a `Double`.
    public var value: Double
    /// The ISO 4217 currency code, as passed.
    public var currencyCode: String?
    /// The ISO 3166 country code, as passed.
    public var countryCode: String?
    /// The free-form extra fields the app passed.
    public var additionalInfo: [String: String]
    /// Shopping V2's `orderValue`, exact.
    public var orderValue: Decimal? = nil
    /// Shopping V2's shipping price, if passed.
    public var shippingPrice: Decimal? = nil
    /// Shopping V2's subtotal, if passed.
    public var subtotal: Decimal? = nil
    /// Shopping V2's total discounts, if passed.
    public var totalDiscounts: Decimal? = nil
    /// Shopping V2's line items; empty for the legacy call.
    public var lineItems: [LineItem] = []
}
