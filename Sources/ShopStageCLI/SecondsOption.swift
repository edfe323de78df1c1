import ArgumentParser
import ScriptEngine

/// The one check of a command-line number of seconds: finite, in range, and a `Duration` with no
/// trap on the way (`--time-limit nan` or `--advance 1e300` is a usage error, exit 2).
enum SecondsOption {
    /// The longest time any seconds option takes: a year.
    static let maximum: Double = 365 * 24 * 3600

    static func duration(_ seconds: Double, option: String, allowsZero: Bool) throws -> Duration {
        guard seconds.isFinite, allowsZero ? seconds >= 0 : seconds > 0, seconds <= maximum else {
            let range = allowsZero ? "0" : "more than 0"
            throw ValidationError(
                "--\(option) takes a number of seconds from \(range) to \(JavaScriptNumber.string(maximum)), not \(JavaScriptNumber.string(seconds))")
        }
        return .milliseconds(clamping: seconds * 1000)
    }
}
