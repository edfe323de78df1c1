// ScriptValue ⇄ JSON text, written and read directly: hot paths (hydration, event logs,
// reports) run it for every value, and Foundation's encoder costs more than a JavaScript call.

extension ScriptValue {
    /// Compact JSON with sorted keys and unescaped slashes: the same value gives the same text.
    /// JSON is JavaScript, so the text can be pasted into source. `undefined` properties are
    /// left out and `undefined` elements are `null`, as `JSON.stringify` does.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` for a number JSON cannot hold (NaN, ±∞).
    public func jsonString() throws -> String {
        var out = ""
        out.reserveCapacity(256)
        try Self.write(self, into: &out)
        return out
    }

    private static func write(_ value: ScriptValue, into out: inout String) throws {
        switch value {
        case .undefined, .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            guard d.isFinite else { throw ScriptError.conversion(path: "", message: "\(d) has no JSON form") }
            out += JavaScriptNumber.string(d)
        case .string(let s): writeString(s, into: &out)
        case .utf16(let units): writeUTF16(units, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                try write(item, into: &out)
            }
            out += "]"
        case .object(let properties):
            out += "{"
            var first = true
            for key in properties.keys.sorted() {
                guard let element = properties[key], element != .undefined else { continue }
                if !first { out += "," }
                first = false
                writeString(key, into: &out)
                out += ":"
                try write(element, into: &out)
            }
            out += "}"
        }
    }

    /// A string with lone surrogates: each is written as a `\uXXXX` escape, as `JSON.stringify` does.
    private static func writeUTF16(_ units: [UInt16], into out: inout String) {
        out += "\""
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit & 0xFC00 == 0xD800, index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                appendEscaped(Unicode.Scalar(value) ?? "\u{FFFD}", into: &out)
                index += 2
            } else if let scalar = Unicode.Scalar(UInt32(unit)) {
                appendEscaped(scalar, into: &out)
                index += 1
            } else {
                out += "\\u" + String(unit, radix: 16)
                index += 1
            }
        }
        out += "\""
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, into out: inout String) {
        guard scalar.value < 0x80 else {
            out.unicodeScalars.append(scalar)
            return
        }
        var escaped: [UInt8] = []
        JSONStringEscape.append(UInt8(scalar.value), to: &escaped)
        out += String(decoding: escaped, as: UTF8.self)
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        var plain = true
        for unit in s.utf8 where unit < 0x20 || unit == 0x22 || unit == 0x5C {
            plain = false
            break
        }
        if plain {
            out += s
        } else {
            var escaped: [UInt8] = []
            escaped.reserveCapacity(s.utf8.count + 8)
            for byte in s.utf8 { JSONStringEscape.append(byte, to: &escaped) }
            out += String(decoding: escaped, as: UTF8.self)
        }
        out += "\""
    }
}

extension ScriptValue {
    /// Parses JSON text (RFC 8259, as `JSON.stringify` writes it) into a value: integral numbers
    /// become ``int(_:)``, others ``double(_:)``, and a string with a lone surrogate (`"\ud800"`)
    /// ``utf16(_:)``, as the engine's own conversion does. A repeated key keeps its last value,
    /// as `JSON.parse` does.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` with the byte offset of the problem
    ///   (anything `JSON.parse` refuses: a raw control character in a string, an unknown escape,
    ///   `01`, a trailing comma), or for nesting deeper than 512 levels.
    public init(json text: String) throws {
        var text = text
        // Native strings are contiguous UTF-8: the parser reads them in place, without a copy.
        self = try text.withUTF8 { bytes in
            var parser = JSONTextParser(bytes: bytes)
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
            return value
        }
    }
}

/// A strict JSON reader over UTF-8 bytes, building ``ScriptValue``s directly: hydration parses
/// every product the player is given, so it reads strings and integers without intermediate text.
@usableFromInline
struct JSONTextParser {
    // Usable from inline code: JSONPullReader's member walk is inlined into the callers' checks.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var index = 0

    /// As deep as the engine's own conversion goes (`ScriptContext.maximumConversionDepth`).
    static let maximumDepth = 512

    @usableFromInline
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    @usableFromInline
    func error(_ message: String) -> ScriptError {
        .conversion(path: "", message: "JSON at offset \(index): \(message)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    @inlinable @inline(__always)
    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func expect(_ literal: StaticString) throws {
        let start = index
        for offset in 0..<literal.utf8CodeUnitCount {
            guard index < bytes.count, bytes[index] == literal.utf8Start[offset] else {
                index = start
                throw error("expected \(literal)")
            }
            index += 1
        }
    }

    @usableFromInline
    mutating func value(depth: Int) throws -> ScriptValue {
        guard let byte = current else { throw error("unexpected end") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            index += 1
            var properties: [String: ScriptValue] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(properties)
            }
            // Hydrated objects have six to nine fields: one allocation instead of growing four times.
            properties.reserveCapacity(8)
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string().stringValue ?? ""
                skipSpace()
                try expect(":")
                skipSpace()
                properties[key] = try value(depth: depth + 1)
                skipSpace()
                guard let next = current else { throw error("unexpected end") }
                index += 1
                if next == UInt8(ascii: ",") { continue }
                if next == UInt8(ascii: "}") { return .object(properties) }
                index -= 1
                throw error("expected , or }")
            }
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            index += 1
            var items: [ScriptValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard let next = current else { throw error("unexpected end") }
                index += 1
                if next == UInt8(ascii: ",") { continue }
                if next == UInt8(ascii: "]") { return .array(items) }
                index -= 1
                throw error("expected , or ]")
            }
        case UInt8(ascii: "\""):
            return try string()
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw error(byte < 0x80 ? "unexpected character \(String(decoding: [byte], as: UTF8.self).debugDescription)" : "unexpected byte \(byte)")
        }
    }

    /// 10⁰ … 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. An integer of up to 15 digits is
    /// summed as it is read (exact); anything else goes through `Double`'s correctly rounded parse.
    mutating func number() throws -> ScriptValue {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw error("expected a digit") }
        var magnitude = 0
        var digits = 0
        if first == UInt8(ascii: "0") {
            index += 1
            digits = 1
        } else {
            while let byte = current, Self.isDigit(byte) {
                magnitude = magnitude &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
        }
        var integral = true
        // A fraction of up to 15 digits in all (prices) is their integer over a power of ten: both exact
        // doubles, so the one division is correctly rounded, as Double's parse is (Clinger's fast path).
        var fractionDigits = 0
        var exactFraction = digits <= 15
        if current == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard let byte = current, Self.isDigit(byte) else { throw error("expected a digit after .") }
            while let byte = current, Self.isDigit(byte) {
                if exactFraction, digits + fractionDigits < 15 {
                    magnitude = magnitude &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                    fractionDigits += 1
                } else {
                    exactFraction = false
                }
                index += 1
            }
        }
        var exponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            exponent = true
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw error("expected a digit in the exponent") }
            while let byte = current, Self.isDigit(byte) { index += 1 }
        }
        // -0 is a double, as in the engine's conversion.
        if integral, digits <= 15, !(negative && magnitude == 0) { return .int(negative ? -magnitude : magnitude) }
        if fractionDigits > 0, exactFraction, !exponent {
            let value = Double(magnitude) / Self.powersOfTen[fractionDigits]
            return .number(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let double = Double(text) else { throw error("bad number \(text)") }
        return .number(double)
    }

    /// A string at the opening quote. Without escapes it is one slice of the input; with them it
    /// is gathered as UTF-16, so an escaped lone surrogate stays exact (``ScriptValue/utf16(_:)``).
    @usableFromInline
    mutating func string() throws -> ScriptValue {
        index += 1  // the opening quote
        let start = index
        index = plainRunEnd(from: index)
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .string(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("control character in a string (escape it)") }
            index += 1
        }
        var units: [UInt16] = []
        units.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).utf16)
        var runStart = index
        while let byte = current {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                units.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self).utf16)
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                return Self.stringValue(units)
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard let escape = current else { break }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(escape))
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "u"): units.append(try hex4())
                default:
                    index -= 1
                    throw error("unknown escape \\\(String(decoding: [escape], as: UTF8.self))")
                }
                runStart = index
                continue
            }
            guard byte >= 0x20 else { throw error("control character in a string (escape it)") }
            index += 1
        }
        throw error("unterminated string")
    }

    /// Where the run of string bytes from `start` ends: the first `"`, `\\` or control character, or the
    /// end of the text. Eight bytes a step (each word's special bytes found with bit arithmetic):
    /// the player's hydration reads every string of every product through here.
    @inlinable
    func plainRunEnd(from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                // A byte is flagged when it is zero (after the xor) or below 0x20. Borrows can flag bytes
                // above a flagged one, never below: the lowest flag is exact.
                let flags =
                    ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word)
                    & highs
                if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    /// `.string` when the units are well-formed UTF-16, `.utf16` when one is a lone surrogate.
    private static func stringValue(_ units: [UInt16]) -> ScriptValue {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit & 0xFC00 == 0xD800, index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 {
                index += 2
            } else if unit & 0xF800 == 0xD800 {
                return .utf16(units)
            } else {
                index += 1
            }
        }
        return .string(String(decoding: units, as: UTF16.self))
    }

    mutating func hex4() throws -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
            value = value &* 16 &+ digit
            index += 1
        }
        return value
    }
}
