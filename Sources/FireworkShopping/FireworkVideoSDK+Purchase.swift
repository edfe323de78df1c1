import Foundation

// Purchase tracking: seed 000's call (a `Double` value, every release to 1.44.x and the sample's
// stable releases), Shopping V2's call with `Decimal` money and line items (FW 1.45.0, the sample's
// 1.45 betas), and 1.45.0's deprecated bridge with `PurchaseProduct`s.
extension FireworkVideoSDK {
    /// Records a purchase so the journey from video to order is complete (seed 000).
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
    public var sku: String
    public var price: Decimal
    public var quantity: Int
    public var productName: String?

    public init(sku: String, price: Decimal, quantity: Int, productName: String? = nil) {
        self.sku = sku
        self.price = price
        self.quantity = quantity
        self.productName = productName
    }
}

/// A product of FW 1.45.0's deprecated purchase call (`Double` price).
public struct PurchaseProduct: Sendable, Equatable {
    public var sku: String
    public var price: Double
    public var quantity: Int
    public var productName: String?

    public init(sku: String, price: Double, quantity: Int, productName: String? = nil) {
        self.sku = sku
        self.price = price
        self.quantity = quantity
        self.productName = productName
    }
}

/// One call of `trackPurchase`. The Shopping V2 fields are `nil` (or empty) for seed 000's call.
public struct TrackedPurchase: Sendable, Equatable {
    public var orderID: String
    /// The order's value: seed 000's `value`, or Shopping V2's `orderValue` as a `Double`.
    public var value: Double
    public var currencyCode: String?
    public var countryCode: String?
    public var additionalInfo: [String: String]
    /// Shopping V2's `orderValue`, exact.
    public var orderValue: Decimal? = nil
    public var shippingPrice: Decimal? = nil
    public var subtotal: Decimal? = nil
    public var totalDiscounts: Decimal? = nil
    public var lineItems: [LineItem] = []
}
