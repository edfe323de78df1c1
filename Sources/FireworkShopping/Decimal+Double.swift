import Foundation

extension Decimal {
    /// The `Double` nearest this value. Foundation's own conversion is off by an ulp on Linux
    /// (5.28 → 5.279999999999999); the shortest decimal text parses to the nearest `Double`.
    var nearestDouble: Double { Double(description) ?? NSDecimalNumber(decimal: self).doubleValue }
}
