/// The one home of ShopStage's number rules: a JavaScript number as text, and a JavaScript number
/// as a Swift integer. Every module that prints or converts a number from JavaScript uses these, so
/// no double can reach a trapping conversion (`Int64(1e19)`) and every number prints one way.
public enum JavaScriptNumber {
    /// The text JavaScript gives a number (`String(n)`, `JSON.stringify` for finite numbers):
    /// integers below 10²¹ in full (`1e20` → `"100000000000000000000"`), the shortest digits that
    /// read back to the same double, an exponent past that range (`1e21` → `"1e+21"`,
    /// `1e-7` → `"1e-7"`), `"0"` for `-0`, `"NaN"`, `"Infinity"`, `"-Infinity"`.
    ///
    /// ECMAScript's Number::toString (radix 10), fed with Swift's shortest round-trip digits.
    public static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        // `magnitude`, not `abs`: `abs(Int64.min)` traps, and -2⁶³ is a double a page can hand over.
        if let exact = Int64(exactly: value), exact.magnitude < 1 << 53 { return String(exact) }
        let (digits, n) = decimalDigits(of: value.magnitude)
        let k = digits.count
        let sign = value < 0 ? "-" : ""
        let body: String
        if k <= n && n <= 21 {
            body = String(digits) + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            body = String(digits[..<n]) + "." + String(digits[n...])
        } else if -6 < n && n <= 0 {
            body = "0." + String(repeating: "0", count: -n) + String(digits)
        } else {
            let exponent = n - 1
            let mantissa = k == 1 ? String(digits) : String(digits[..<1]) + "." + String(digits[1...])
            body = mantissa + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        }
        return sign + body
    }

    /// The number as an integer of type `T` when it is a whole number `T` can hold; `nil` for
    /// fractions, NaN, ±Infinity and values out of `T`'s range. `-0` is `0`. Never traps.
    public static func integer<T: FixedWidthInteger>(_ value: Double, as type: T.Type = T.self) -> T? {
        T(exactly: value)
    }

    /// The number as an integer of type `T`, truncated toward zero and clamped to `T`'s range;
    /// NaN is `0`. For counts and indices where JavaScript itself would coerce (`ToIntegerOrInfinity`).
    public static func clampedInteger<T: FixedWidthInteger>(_ value: Double, as type: T.Type = T.self) -> T {
        if value.isNaN { return 0 }
        let truncated = value.rounded(.towardZero)
        if truncated >= Double(T.max) { return T.max }
        if truncated <= Double(T.min) { return T.min }
        return T(truncated)
    }

    /// ECMAScript's ToInt32: the number truncated and wrapped modulo 2³² into `Int32`'s range;
    /// NaN and ±Infinity are 0. WebIDL's `long` arguments (a timer's delay) convert this way.
    public static func int32(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        var wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)
        if wrapped < 0 { wrapped += 4_294_967_296 }
        return Int32(truncatingIfNeeded: UInt32(wrapped))
    }

    /// The shortest decimal digits of a positive finite double (no leading or trailing zeros) and
    /// `n`, the position of the decimal point: the value is `0.digits × 10ⁿ`.
    private static func decimalDigits(of value: Double) -> (digits: [Character], n: Int) {
        // Swift's description is the shortest round-trip form: "1.2345e+20", "0.0001", "5e-324", "100.0".
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let integerPart = mantissa.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
        var digits = Array(mantissa.filter { $0 != "." })
        var n = integerPart.count + exponent
        while let first = digits.first, first == "0" {
            digits.removeFirst()
            n -= 1
        }
        while let last = digits.last, last == "0" { digits.removeLast() }
        return (digits, n)
    }
}
