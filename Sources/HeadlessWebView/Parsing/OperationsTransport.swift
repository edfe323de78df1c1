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

    /// The operations of `html` parsed as a document. The fast parser leaves the long scripts
    /// and style sheets out of its JSON itself, so they are never escaped and unescaped (what
    /// the split of its JSON would give, OperationsTransportTests checks; long ordinary text
    /// stays in its JSON); other documents go through
    /// ``HTMLParser/documentOperations(_:fastPath:)`` and the split.
    static func document(_ html: String) throws -> OperationsTransport {
        var html = html
        let fast = html.withUTF8 { bytes -> OperationsTransport? in
            guard
                let parsed = FastHTMLParser.documentOperations(
                    bytes, depthLimit: DepthLimiter.scanLimit, sideTextMinimum: minimumTextLength)
            else { return nil }
            var transport = OperationsTransport()
            parsed.json.withUnsafeBufferPointer { json in
                var out = UTF16Writer(capacity: json.count)
                out.appendUTF8(json, 0..<json.count)
                transport.json = out.units
            }
            transport.texts = parsed.sideTexts.map { range in
                var text = UTF16Writer(capacity: range.count)
                text.appendUTF8(bytes, range)
                return text.units
            }
            return transport
        }
        if let fast { return fast }
        return OperationsTransport(try HTMLParser.documentOperations(html))
    }

    private init() {}

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
            while close < end {
                close = SWAR.index(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: bytes, from: close)
                guard close < end, bytes[close] != UInt8(ascii: "\"") else { break }
                close += 2
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

/// UTF-16 code units written from UTF-8 bytes into a buffer of a size known up front (UTF-16
/// never takes more code units than UTF-8 takes bytes): appending to an array checks its
/// capacity and uniqueness per unit, which made this pass cost as much as the work it saves.
struct UTF16Writer: ~Copyable {
    private let buffer: UnsafeMutablePointer<UInt16>
    private let capacity: Int
    private var count = 0

    /// `capacity`: the most units that will be written.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// What was written.
    var units: [UInt16] { Array(UnsafeBufferPointer(start: buffer, count: count)) }

    mutating func append(_ unit: UInt16) {
        guard count < capacity else { return }
        buffer[count] = unit
        count += 1
    }

    /// Appends `bytes[range]`, valid UTF-8 (a Swift string's), decoded.
    mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        // Never more units than bytes: the ASCII loop needs no capacity check of its own.
        guard end - i <= capacity - count, let base = bytes.baseAddress else { return appendUTF8Checked(bytes, range) }
        while i < end {
            // Eight ASCII bytes at a time (most of an HTML document's operations are ASCII).
            while i + 8 <= end {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & SWAR.highs != 0 { break }
                let target = buffer + count
                for k in 0..<8 { target[k] = UInt16(truncatingIfNeeded: (word &>> UInt64(8 * k)) & 0xFF) }
                count += 8
                i += 8
            }
            guard i < end else { break }
            let lead = bytes[i]
            if lead < 0x80 {
                buffer[count] = UInt16(lead)
                count += 1
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

    /// The same, unit by unit, when the range could overrun the buffer (it never should).
    private mutating func appendUTF8Checked(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        for index in range where bytes[index] < 0x80 { append(UInt16(bytes[index])) }
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
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "b"): append(0x08)
            case UInt8(ascii: "f"): append(0x0C)
            case UInt8(ascii: "u"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4 && i < end, let digit = hexValue(bytes[i]) {
                    value = value << 4 | digit
                    digits += 1
                    i += 1
                }
                append(value)  // surrogates stay as the JSON wrote them, pair or not
            default: append(UInt16(escaped))  // \" \\ \/
            }
        }
    }

    private mutating func appendScalar(_ scalar: UInt32) {
        if scalar >= 0x10000 {
            let offset = scalar - 0x10000
            append(UInt16(0xD800 + (offset >> 10)))
            append(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
            append(UInt16(scalar))
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
