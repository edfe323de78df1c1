import ArgumentParser
import ScriptEngine

/// The one check of the command line's numbers: finite, in range, and converted with no trap on the
/// way (`--time-limit nan`, `--advance 1e300` or `--iterations -1` is a usage error naming the option, exit 2).
enum NumberOption {
    /// The longest time any seconds option takes: a year.
    static let maximumSeconds: Double = 365 * 24 * 3600

    /// The shortest limit any seconds option that cannot be zero takes: a millisecond, the unit of
    /// JavaScript's clock (`--time-limit 1e-9` would otherwise stop every entry "after 0.0 seconds").
    static let minimumSeconds: Double = 0.001

    /// A number of seconds as a `Duration`.
    static func seconds(_ seconds: Double, option: String, allowsZero: Bool) throws -> Duration {
        let lowest = allowsZero ? 0 : minimumSeconds
        guard seconds.isFinite, seconds >= lowest, seconds <= maximumSeconds else {
            throw ValidationError(
                "--\(option) takes a number of seconds from \(JavaScriptNumber.string(lowest)) to "
                    + "\(JavaScriptNumber.string(maximumSeconds)), not \(JavaScriptNumber.string(seconds))")
        }
        return .milliseconds(clamping: seconds * 1000)
    }

    /// A count (iterations, runs, sizes) within `range`.
    static func count(_ value: Int, option: String, in range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ValidationError("--\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
    }
}
