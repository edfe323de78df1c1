import ScriptEngine

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
