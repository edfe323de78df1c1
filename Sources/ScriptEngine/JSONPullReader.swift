/// Reads JSON text one member at a time, with the strict reader behind ``ScriptValue/init(json:)``
/// (the same grammar, numbers and strings), so a caller can check a document against its own
/// tables without building the tree: the player validates every hydration this way.
///
/// Containers are entered with ``beginObject()`` / ``beginArray()`` and walked with ``nextKey()`` /
/// ``nextElement()``; a member's value is read with ``scalar()`` (strings, numbers, booleans, `null`),
/// ``value(depth:)`` (anything, as a tree) or another `begin…`.
public struct JSONPullReader {
    // The walk's small steps are inlinable: a check in another module (the player's hydration) runs
    // them for every member, where a call each would cost more than the step.
    @usableFromInline var parser: JSONTextParser
    /// At the first member of the container just entered (no comma before it).
    @usableFromInline var atFirstMember = false

    /// A reader at the start of `bytes`, UTF-8 JSON text; the bytes must outlive the reader.
    @inlinable
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        parser = JSONTextParser(bytes: bytes)
    }

    @inlinable @inline(__always)
    var current: UInt8? { parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil }

    /// Enters the object at the reader (`true`), or leaves the reader where it is when the value is no object.
    @inlinable @inline(__always)
    public mutating func beginObject() -> Bool { begin(UInt8(ascii: "{")) }

    /// Enters the array at the reader (`true`), or leaves the reader where it is when the value is no array.
    @inlinable @inline(__always)
    public mutating func beginArray() -> Bool { begin(UInt8(ascii: "[")) }

    @inlinable @inline(__always)
    mutating func begin(_ opening: UInt8) -> Bool {
        parser.skipSpace()
        guard current == opening else { return false }
        parser.index += 1
        atFirstMember = true
        return true
    }

    /// The next key of the object being read, the reader at its value; `nil` at the closing brace.
    public mutating func nextKey() throws -> String? {
        switch try nextRawKey() {
        case .plain(let bytes)?: return String(decoding: bytes, as: UTF8.self)
        case .escaped(let key)?: return key
        case nil: return nil
        }
    }

    /// A key as ``nextRawKey()`` reads it.
    public enum RawKey {
        /// The UTF-8 between the quotes of a key without escapes, in place in the text being read.
        case plain(UnsafeBufferPointer<UInt8>)
        /// A key with escapes, read as the tree reader reads keys (a lone surrogate becomes U+FFFD).
        case escaped(String)
    }

    /// The next key of the object being read (the reader at its value afterwards); `nil` at the
    /// closing brace. A key without escapes is handed over in place, so matching keys against a
    /// table makes no string; its bytes live as long as the buffer the reader reads.
    @inlinable
    public mutating func nextRawKey() throws -> RawKey? {
        guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
        guard current == UInt8(ascii: "\"") else { throw parser.error("expected a key") }
        let key: RawKey
        if let plain = plainStringBytes() {
            key = .plain(plain)
        } else {
            key = .escaped(try parser.string().stringValue ?? "")
        }
        parser.skipSpace()
        guard current == UInt8(ascii: ":") else { throw parser.error("expected :") }
        parser.index += 1
        return key
    }

    /// Whether the array being read has another element (the reader at it); `false` at the closing bracket.
    @inlinable @inline(__always)
    public mutating func nextElement() throws -> Bool {
        try nextMember(closing: UInt8(ascii: "]"))
    }

    @inlinable @inline(__always)
    mutating func nextMember(closing: UInt8) throws -> Bool {
        parser.skipSpace()
        if current == closing {
            parser.index += 1
            atFirstMember = false
            return false
        }
        if !atFirstMember {
            guard current == UInt8(ascii: ",") else { throw parser.error("expected ,") }
            parser.index += 1
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
    @inlinable @inline(__always)
    public mutating func skipPlainString() -> Bool {
        plainString() != nil
    }

    /// The UTF-8 between the quotes of the string at the reader when it has no escape (the reader
    /// passes over it), in place; `nil`, the reader where it was, otherwise. The bytes live as long as
    /// the buffer the reader reads.
    @inlinable @inline(__always)
    public mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        parser.skipSpace()
        return plainStringBytes()
    }

    @inlinable @inline(__always)
    mutating func plainStringBytes() -> UnsafeBufferPointer<UInt8>? {
        guard current == UInt8(ascii: "\"") else { return nil }
        let start = parser.index + 1
        let end = parser.plainRunEnd(from: start)
        guard end < parser.bytes.count, parser.bytes[end] == UInt8(ascii: "\"") else { return nil }
        parser.index = end + 1
        return UnsafeBufferPointer(rebasing: parser.bytes[start..<end])
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
