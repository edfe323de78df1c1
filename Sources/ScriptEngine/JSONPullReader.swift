/// Reads JSON text one member at a time, with the strict reader behind ``ScriptValue/init(json:)``
/// (the same grammar, numbers and strings), so a caller can check a document against its own
/// tables without building the tree: the player validates every hydration this way.
///
/// Containers are entered with ``beginObject()`` / ``beginArray()`` and walked with ``nextKey()`` /
/// ``nextElement()``; a member's value is read with ``scalar()`` (strings, numbers, booleans, `null`),
/// ``value(depth:)`` (anything, as a tree) or another `begin…`.
public struct JSONPullReader {
    private var parser: JSONTextParser
    /// At the first member of the container just entered (no comma before it).
    private var atFirstMember = false

    public init(bytes: UnsafeBufferPointer<UInt8>) {
        parser = JSONTextParser(bytes: bytes)
    }

    private var current: UInt8? { parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil }

    /// Enters the object at the reader (`true`), or leaves the reader where it is when the value is no object.
    public mutating func beginObject() -> Bool { begin(UInt8(ascii: "{")) }

    /// Enters the array at the reader (`true`), or leaves the reader where it is when the value is no array.
    public mutating func beginArray() -> Bool { begin(UInt8(ascii: "[")) }

    private mutating func begin(_ opening: UInt8) -> Bool {
        parser.skipSpace()
        guard current == opening else { return false }
        parser.index += 1
        atFirstMember = true
        return true
    }

    /// The next key of the object being read, the reader at its value; `nil` at the closing brace.
    public mutating func nextKey() throws -> String? {
        guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
        guard current == UInt8(ascii: "\"") else { throw parser.error("expected a key") }
        let key = try parser.string()
        parser.skipSpace()
        try parser.expect(":")
        return key.stringValue ?? ""
    }

    /// Whether the array being read has another element (the reader at it); `false` at the closing bracket.
    public mutating func nextElement() throws -> Bool {
        try nextMember(closing: UInt8(ascii: "]"))
    }

    private mutating func nextMember(closing: UInt8) throws -> Bool {
        parser.skipSpace()
        if current == closing {
            parser.index += 1
            atFirstMember = false
            return false
        }
        if !atFirstMember {
            try parser.expect(",")
            parser.skipSpace()
        }
        atFirstMember = false
        return true
    }

    /// The string, number, boolean or `null` at the reader; `nil`, reading nothing, at an object or array.
    public mutating func scalar() throws -> ScriptValue? {
        parser.skipSpace()
        if current == UInt8(ascii: "{") || current == UInt8(ascii: "[") { return nil }
        return try parser.value(depth: 0)
    }

    /// Passes over the string at the reader when it has no escape (`true`), reading no text; leaves
    /// the reader where it is otherwise (another value, an escape or a control character to look at).
    public mutating func skipPlainString() -> Bool {
        parser.skipSpace()
        guard current == UInt8(ascii: "\"") else { return false }
        var index = parser.index + 1
        while index < parser.bytes.count {
            let byte = parser.bytes[index]
            if byte == UInt8(ascii: "\"") {
                parser.index = index + 1
                return true
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return false }
            index += 1
        }
        return false
    }

    /// The value at the reader, whatever it is, as a tree; `depth` is how deep the reader already is
    /// (the nesting limit is the tree reader's).
    public mutating func value(depth: Int) throws -> ScriptValue {
        parser.skipSpace()
        atFirstMember = false
        return try parser.value(depth: depth)
    }

    /// Whether only white space is left.
    public mutating func isAtEnd() -> Bool {
        parser.skipSpace()
        return parser.index == parser.bytes.count
    }
}
