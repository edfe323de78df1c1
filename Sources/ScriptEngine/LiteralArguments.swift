/// An argument list of JavaScript source (what `invoke(function:arguments:)` pastes between the
/// parentheses) that holds nothing but literals, rewritten as one JSON text per argument — so a
/// caller can take the values without compiling the source, when doing so is exactly the same as
/// evaluating it.
///
/// The reader accepts a deliberately small part of JavaScript, the part whose value JSON's grammar
/// gives unchanged, and answers `nil` for everything else, so the caller evaluates as before:
/// - objects with identifier or quoted keys (no `__proto__`, which a literal would make the
///   prototype; no escapes in keys), trailing commas allowed; arrays without holes;
/// - strings in `'` or `"` with JSON's escapes (and `\'`), no raw control character;
/// - numbers in JSON's form without an exponent (so none overflows to `Infinity`, which JSON has no
///   text for) and no `-0`; `true`, `false`, `null`;
/// - ASCII white space between tokens. A comment, an identifier, an operator, `undefined`, a
///   template, a regular expression, a number such as `012`, `.5`, `0x1` or `1_000`: `nil`.
///
/// Nesting deeper than ``maximumDepth`` is `nil` too (the caller's evaluation then decides).
public enum LiteralArguments {
    /// The deepest nesting of arrays and objects read; deeper is `nil`.
    public static let maximumDepth = 256

    /// Each argument as JSON text, in order; `nil` when the list is anything but literals.
    public static func json(_ source: String) -> [String]? {
        var source = source
        return source.withUTF8 { bytes in
            // The JSON is at most twice the source (`a:` becomes `"a":`, `'"'` becomes `"\""`).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2 + 8) { out in
                var reader = Reader(bytes: bytes, out: out)
                return reader.arguments()
            }
        }
    }

    /// The argument list when it is exactly one string literal and one more literal: the string's
    /// value and the second argument's JSON text (`updateProductWithData`'s shape).
    public static func stringAndJSON(_ source: String) -> (string: String, json: String)? {
        guard let arguments = json(source), arguments.count == 2,
              case .string(let first)? = try? ScriptValue(json: arguments[0]) else { return nil }
        return (first, arguments[1])
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// The current argument's JSON so far: `out[..<written]`.
        let out: UnsafeMutableBufferPointer<UInt8>
        var written = 0
        /// Set if the JSON would not fit (it always does; checked rather than trusted).
        var overflowed = false

        init(bytes: UnsafeBufferPointer<UInt8>, out: UnsafeMutableBufferPointer<UInt8>) {
            self.bytes = bytes
            self.out = out
        }

        @inline(__always)
        mutating func emit(_ byte: UInt8) {
            guard written < out.count else { overflowed = true; return }
            out[written] = byte
            written += 1
        }

        @inline(__always)
        mutating func emit(_ range: Range<Int>) {
            guard written + range.count <= out.count else { overflowed = true; return }
            guard let destination = out.baseAddress, let source = bytes.baseAddress else { overflowed = true; return }
            (destination + written).update(from: source + range.lowerBound, count: range.count)
            written += range.count
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func arguments() -> [String]? {
            var list: [String] = []
            skipSpace()
            while index < bytes.count {
                written = 0
                guard value(depth: 0), !overflowed else { return nil }
                list.append(String(decoding: UnsafeBufferPointer(rebasing: out[..<written]), as: UTF8.self))
                skipSpace()
                guard let next = current else { break }
                guard next == UInt8(ascii: ",") else { return nil }
                index += 1
                skipSpace()  // `f(a, b,)`: a trailing comma is allowed
            }
            return list
        }

        mutating func value(depth: Int) -> Bool {
            guard depth < LiteralArguments.maximumDepth, let first = current else { return false }
            switch first {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "'"), UInt8(ascii: "\""): return string(isKey: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            case UInt8(ascii: "t"): return word("true")
            case UInt8(ascii: "f"): return word("false")
            case UInt8(ascii: "n"): return word("null")
            default: return false
            }
        }

        mutating func object(depth: Int) -> Bool {
            index += 1
            emit(UInt8(ascii: "{"))
            var first = true
            while true {
                skipSpace()
                guard let next = current else { return false }
                if next == UInt8(ascii: "}") { break }
                if !first { emit(UInt8(ascii: ",")) }
                first = false
                guard key() else { return false }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return false }  // `{a}` shorthand and the like
                index += 1
                emit(UInt8(ascii: ":"))
                skipSpace()
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                guard let after = current else { return false }
                if after == UInt8(ascii: ",") {
                    index += 1
                } else if after != UInt8(ascii: "}") {
                    return false
                }
            }
            index += 1
            emit(UInt8(ascii: "}"))
            return true
        }

        mutating func array(depth: Int) -> Bool {
            index += 1
            emit(UInt8(ascii: "["))
            var first = true
            while true {
                skipSpace()
                guard let next = current else { return false }
                if next == UInt8(ascii: "]") { break }
                if next == UInt8(ascii: ",") { return false }  // a hole
                if !first { emit(UInt8(ascii: ",")) }
                first = false
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                guard let after = current else { return false }
                if after == UInt8(ascii: ",") {
                    index += 1
                } else if after != UInt8(ascii: "]") {
                    return false
                }
            }
            index += 1
            emit(UInt8(ascii: "]"))
            return true
        }

        /// A key: an ASCII identifier name (reserved words are property names too) or a quoted string
        /// without escapes; never `__proto__`.
        mutating func key() -> Bool {
            guard let first = current else { return false }
            let start: Int
            if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") {
                start = index + 1
                guard string(isKey: true) else { return false }
                return !isProto(start..<(index - 1))
            }
            guard Self.isIdentifierStart(first) else { return false }
            start = index
            index += 1
            while let next = current, Self.isIdentifierStart(next) || Self.isDigit(next) { index += 1 }
            guard !isProto(start..<index) else { return false }
            emit(UInt8(ascii: "\""))
            emit(start..<index)
            emit(UInt8(ascii: "\""))
            return true
        }

        func isProto(_ range: Range<Int>) -> Bool {
            range.count == 9 && bytes[range].elementsEqual("__proto__".utf8)
        }

        /// A string in either quote, written in double quotes with JSON's escapes.
        mutating func string(isKey: Bool) -> Bool {
            let quote = bytes[index]
            index += 1
            emit(UInt8(ascii: "\""))
            while index < bytes.count {
                // The ordinary run up to the next byte that needs a look, copied at once.
                let runStart = index
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte < 0x20 || byte == quote || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                    index += 1
                }
                if index > runStart { emit(runStart..<index) }
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                index += 1
                switch byte {
                case quote:
                    emit(UInt8(ascii: "\""))
                    return true
                case 0x00..<0x20:
                    return false  // a raw control character: JSON has none (a raw line break ends no JavaScript string either)
                case UInt8(ascii: "\""):
                    emit(UInt8(ascii: "\\"))  // only inside '…'
                    emit(byte)
                case UInt8(ascii: "\\"):
                    guard !isKey, let escaped = current else { return false }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "'"), UInt8(ascii: "/"):
                        emit(escaped)  // `\/` is JSONEncoder's; plain `/` is the same character
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"),
                         UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        emit(UInt8(ascii: "\\"))
                        emit(escaped)
                    case UInt8(ascii: "u"):
                        // Exactly four hex digits, as JSON has them (`\u{…}` is JavaScript's alone).
                        guard index + 4 <= bytes.count,
                              bytes[index..<(index + 4)].allSatisfy(Self.isHexDigit) else { return false }
                        emit(UInt8(ascii: "\\"))
                        emit(escaped)
                        emit(index..<(index + 4))
                        index += 4
                    default:
                        return false  // \v, \0, \x.., a line continuation, an identity escape
                    }
                default:
                    emit(byte)
                }
            }
            return false
        }

        /// JSON's number without an exponent; not `-0` (JSON.stringify would write it `0`).
        mutating func number() -> Bool {
            let start = index
            var negative = false
            if current == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            guard let lead = current, Self.isDigit(lead) else { return false }
            index += 1
            if lead != UInt8(ascii: "0") {
                while let next = current, Self.isDigit(next) { index += 1 }
            }
            var nonZero = lead != UInt8(ascii: "0")
            for byte in bytes[(start + 1)..<index] where byte != UInt8(ascii: "0") { nonZero = true }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, Self.isDigit(digit) else { return false }
                while let next = current, Self.isDigit(next) {
                    if next != UInt8(ascii: "0") { nonZero = true }
                    index += 1
                }
            }
            // What may follow a literal here: a separator, a closing bracket, white space or the end.
            // Anything else (`e5`, `n`, `_`, `x`, a second `.`, a digit after a leading 0) is not ours.
            if let next = current {
                switch next {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: break
                default: return false
                }
            }
            // Longer than any finite double needs in this form: JSON would overflow it to Infinity.
            guard index - start <= 320, !(negative && !nonZero) else { return false }
            emit(start..<index)
            return true
        }

        mutating func word(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            guard bytes[index..<(index + count)].elementsEqual(expected) else { return false }
            if index + count < bytes.count {
                let next = bytes[index + count]
                if Self.isIdentifierStart(next) || Self.isDigit(next) || next >= 0x80 { return false }
            }
            for byte in expected { emit(byte) }
            index += count
            return true
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
    }
}
