/// The parser's operations as the DOM's loader receives them: the JSON, as UTF-16, with each
/// long text run of the document (a script's source, a style sheet) taken out of it and
/// handed over beside it, so `JSON.parse` never scans and unescapes those runs (the 10 KB
/// library of an e-Marketer action was 40 % of its parse) and a script runs from a string
/// that was never a JSON literal. Such a run's place in the JSON holds `[11,k]`: text `k` of
/// ``texts`` (Loader.js). Runs of another depth (attribute values) stay where they are.
struct OperationsTransport {
    /// The operations' JSON with long top-level text runs replaced, as UTF-16 code units.
    private(set) var json: [UInt16] = []
    /// The text runs taken out, in order, as UTF-16 code units.
    private(set) var texts: [[UInt16]] = []

    /// Runs shorter than this stay in the JSON.
    static let minimumTextLength = 2048

    init(_ operations: String) {
        var operations = operations
        operations.withUTF8 { split($0) }
    }

    private mutating func split(_ bytes: UnsafeBufferPointer<UInt8>) {
        var out = UTF16Writer(capacity: bytes.count)
        var depth = 0
        var i = 0
        let end = bytes.count
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "[") { depth += 1 } else if byte == UInt8(ascii: "]") { depth -= 1 }
                out.append(UInt16(byte))
                i += 1
                continue
            }
            // A string literal: find its closing quote (escapes are a backslash and one more byte,
            // or \uXXXX, whose digits hold no quote).
            var close = i + 1
            while close < end && bytes[close] != UInt8(ascii: "\"") {
                close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
            }
            close = min(close, end)
            if depth == 1 && close - i - 1 >= Self.minimumTextLength {
                var text = UTF16Writer(capacity: close - i)
                text.appendUnescapedJSON(bytes, (i + 1)..<close)
                for unit in "[11,\(texts.count)]".utf16 { out.append(unit) }
                texts.append(text.units)
            } else {
                out.appendUTF8(bytes, i..<min(close + 1, end))
            }
            i = close + 1
        }
        json = out.units
    }
}

/// UTF-16 code units written from UTF-8 bytes.
struct UTF16Writer {
    private(set) var units: [UInt16] = []

    init(capacity: Int) { units.reserveCapacity(capacity) }

    mutating func append(_ unit: UInt16) { units.append(unit) }

    /// Appends `bytes[range]`, valid UTF-8 (a Swift string's), decoded.
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let lead = bytes[i]
            if lead < 0x80 {
                units.append(UInt16(lead))
                i += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard i + length <= end else { break }  // a sequence cut by the range's end
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length { scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F) }
            appendScalar(scalar)
            i += length
        }
    }

    /// Appends the content of a JSON string literal (`bytes[range]`, between the quotes), unescaped.
    mutating func appendUnescapedJSON(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            var run = i
            while run < end && bytes[run] != UInt8(ascii: "\\") { run += 1 }
            appendUTF8(bytes, i..<run)
            i = run
            guard i + 1 < end else { break }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "u"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4 && i < end, let digit = hexValue(bytes[i]) {
                    value = value << 4 | digit
                    digits += 1
                    i += 1
                }
                units.append(value)  // surrogates stay as the JSON wrote them, pair or not
            default: units.append(UInt16(escaped))  // \" \\ \/
            }
        }
    }

    private mutating func appendScalar(_ scalar: UInt32) {
        if scalar >= 0x10000 {
            let offset = scalar - 0x10000
            units.append(UInt16(0xD800 + (offset >> 10)))
            units.append(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
            units.append(UInt16(scalar))
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
