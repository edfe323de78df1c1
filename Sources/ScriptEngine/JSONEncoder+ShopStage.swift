import Foundation

extension JSONEncoder {
    /// The one configured encoder of ShopStage's JSON output (reports, `--json`, JSON Lines):
    /// keys sorted, so the same value always gives the same text; slashes unescaped, so URLs read as
    /// written; dates in ISO 8601 (UTC). The same rules as ``ScriptValue/jsonString()``, the JSON writer.
    ///
    /// A new encoder each call: `JSONEncoder` is a mutable class, not shared across threads.
    public static func shopStage() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
