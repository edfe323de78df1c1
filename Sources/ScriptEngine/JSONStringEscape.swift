/// The one JSON string escaper: what `JSON.stringify` writes for a string. `"` and `\` get a
/// backslash; backspace, form feed, line feed, carriage return and tab their short escapes; the other
/// control characters `\u00xx`; everything else, non-ASCII included, stays as it is.
///
/// ``ScriptValue/jsonString()``, the parsers' operation streams and the command line's JSON lines all
/// write strings through it.
public enum JSONStringEscape {
    /// Appends `byte` (a byte of UTF-8 text inside a JSON string) to `out`, escaped if JSON needs it.
    @inlinable
    public static func append(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            out.append(UInt8(ascii: "\\"))
            out.append(byte)
        case 0x08: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "f"))
        case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
        case 0..<0x20:
            out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            out.append(UInt8(ascii: "0") + (byte >> 4))
            let low = byte & 0xF
            out.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
        default:
            out.append(byte)
        }
    }

    /// Appends `bytes` (UTF-8 text) to `out` as a JSON string, quotes included.
    @inlinable
    public static func appendQuoted(_ bytes: some Sequence<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in bytes { append(byte, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string, quotes included.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text.utf8, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
