extension Duration {
    /// The duration as a timeline stamp, `mm:ss.mmm` (`07:05.250`), rounded to the millisecond;
    /// minutes keep counting past 59 (`75:00.000`), a negative duration has a leading `-`.
    /// Never traps, however long the duration.
    public var clockText: String {
        let total = JavaScriptNumber.clampedInteger(inMilliseconds.rounded(), as: Int64.self)
        let magnitude = total.magnitude
        let minutes = magnitude / 60_000
        let seconds = magnitude / 1000 % 60
        let milliseconds = magnitude % 1000
        return (total < 0 ? "-" : "") + Self.padded(minutes, to: 2) + ":" + Self.padded(seconds, to: 2) + "."
            + Self.padded(milliseconds, to: 3)
    }

    private static func padded(_ value: UInt64, to width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
