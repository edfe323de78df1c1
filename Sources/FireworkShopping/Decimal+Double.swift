import Foundation

// Money crosses between `Double` (seed 000's and 1.45.0's deprecated purchase calls, the player's
// prices) and `Decimal` (the hydration builders, Shopping V2). Foundation converts both ways through
// binary fractions (on Linux 5.28 → 5.279999999999999, 19.99 → 19.98999999999999488); going through
// the shortest decimal text keeps the amount the app wrote.
extension Decimal {
    /// The `Double` nearest this value.
    var nearestDouble: Double { Double(description) ?? NSDecimalNumber(decimal: self).doubleValue }

    /// The decimal a `Double` amount was written as: the shortest text that reads back to it (`19.99`).
    /// Not-a-number for an infinite or NaN amount (Foundation's `Decimal(Double.infinity)` traps).
    init(shortestOf value: Double) {
        guard value.isFinite else {
            self = .nan
            return
        }
        self = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }
}
