/// The one home of ShopStage's `Duration` arithmetic: virtual time is kept in JavaScript's
/// milliseconds (a `Double`, as `performance.now()` gives it) and handed to Swift as `Duration`.
extension Duration {
    /// The duration in seconds, as a `Double`.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds, as a `Double` (JavaScript's unit of time).
    public var inMilliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }

    /// `milliseconds` as a duration, rounded to the microsecond (to the nearest by default; `.up`
    /// where the duration must reach a due time); NaN is zero and values past what a `Duration`
    /// holds in microseconds are clamped. Never traps.
    public static func milliseconds(
        clamping milliseconds: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> Duration {
        .microseconds(JavaScriptNumber.clampedInteger((milliseconds * 1000).rounded(rule), as: Int64.self))
    }
}
