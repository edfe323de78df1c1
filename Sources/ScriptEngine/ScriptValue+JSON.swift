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
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
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
            for scalar in s.unicodeScalars { appendEscaped(scalar, into: &out) }
        }
        out += "\""
    }
}

extension ScriptValue {
    /// Parses JSON text (as `JSON.stringify` writes it) into a value: integral numbers become
    /// ``int(_:)``, others ``double(_:)``, as the engine's own conversion does.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` with the byte offset of the problem.
    public init(json text: String) throws {
        var parser = JSONTextParser(bytes: Array(text.utf8))
        parser.skipSpace()
        self = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
    }
}

struct JSONTextParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ message: String) -> ScriptError {
        .conversion(path: "", message: "JSON at offset \(index): \(message)")
    }

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected \(literal)") }
            index += 1
        }
    }

    mutating func value() throws -> ScriptValue {
        guard index < bytes.count else { throw error("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var properties: [String: ScriptValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(properties)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                try expect(":")
                skipSpace()
                properties[key] = try value()
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(properties) }
                throw error("expected , or }")
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [ScriptValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value())
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw error("expected , or ]")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default:
            return try number()
        }
    }

    mutating func number() throws -> ScriptValue {
        let start = index
        var integral = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") {
                integral = false
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let int = Int(text), text != "-0" { return .int(int) }
        guard let double = Double(text) else { throw error("bad number \(text)") }
        return .number(double)
    }

    mutating func string() throws -> String {
        index += 1  // the opening quote
        var start = index
        var result = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return result
            }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "b"): result += "\u{08}"
                case UInt8(ascii: "f"): result += "\u{0C}"
                case UInt8(ascii: "u"):
                    var unit = try hex4()
                    if unit >= 0xD800, unit < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        if low >= 0xDC00, low < 0xE000 {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            result.unicodeScalars.append("\u{FFFD}")
                            unit = low
                        }
                    }
                    result.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: result.unicodeScalars.append(Unicode.Scalar(escape))
                }
                start = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
