import Foundation
import FoundationXML
import ScriptEngine

/// Parses an XML document (`DOMParser` with an XML type, an XML page in a frame) with the
/// toolchain's `XMLParser` (libxml2's SAX parser) into a flat list of operations that
/// XMLDocuments.js builds nodes from, without recursion however deep the tree:
/// a string is text, `0` closes the open element, `[1, namespace, qualifiedName, attributes]`
/// opens one (attributes flat: namespace, qualified name, value), `[4, data]` is a CDATA
/// section, `[7, target, data]` a processing instruction, `[8, data]` a comment and
/// `[10, name, publicId, systemId]` the doctype. The result is `{"ops": [...]}`, with
/// `"error"` beside them (WebKit's wording, "error on line L at column C: …") when the input is
/// not well-formed: the operations are then the document up to the first error, as WebKit keeps it.
enum XMLDocumentParser {
    static func operations(_ text: String) -> String {
        let source = declaredAsUTF8(text)
        let bytes = Array(source.utf8)
        let delegate = OperationsDelegate(source: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        _ = parser.parse()
        if delegate.error == nil && delegate.depth != 0 {
            delegate.error = message(line: parser.lineNumber, column: parser.columnNumber, "Premature end of data")
        }
        if delegate.error == nil && !delegate.sawRoot {
            delegate.error = message(line: parser.lineNumber, column: parser.columnNumber, "Document is empty")
        }
        var result: [String: ScriptValue] = ["ops": .array(delegate.ops)]
        if let error = delegate.error { result["error"] = .string(error) }
        return (try? ScriptValue.object(result).jsonString()) ?? #"{"ops":[],"error":"error on line 1 at column 1: Document is empty\n"}"#
    }

    /// A script's string is already decoded: an encoding the XML declaration names would make
    /// libxml2 decode its UTF-8 a second time, so the declaration says UTF-8.
    private static func declaredAsUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>"),
            let encoding = text.range(
                of: #"encoding\s*=\s*("[^"]*"|'[^']*')"#, options: .regularExpression, range: text.startIndex..<end.lowerBound)
        else { return text }
        return text.replacingCharacters(in: encoding, with: #"encoding="UTF-8""#)
    }

    static func message(line: Int, column: Int, _ text: String) -> String {
        "error on line \(line) at column \(column): \(text)\n"
    }
}

/// Collects the operations as `XMLParser` reports the document.
private final class OperationsDelegate: NSObject, XMLParserDelegate {
    var ops: [ScriptValue] = []
    var error: String?
    var depth = 0
    var sawRoot = false
    private let source: [UInt8]
    /// Byte offsets of the starts of the source's lines (the parser reports line and column).
    private let lineStarts: [Int]
    /// Prefix to namespace, one scope per open element (the parser gives attributes only their
    /// qualified names); `pending` holds the declarations of the element about to open.
    private var scopes: [[String: String]] = [["xml": "http://www.w3.org/XML/1998/namespace"]]
    private var pending: [(prefix: String, uri: String)] = []
    private var doctypeDone = false

    init(source: [UInt8]) {
        self.source = source
        var starts = [0]
        for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The byte offset just past what the parser has read.
    private func offset(_ parser: XMLParser) -> Int {
        let line = min(max(parser.lineNumber, 1), lineStarts.count) - 1
        var index = lineStarts[line]
        var characters = max(parser.columnNumber - 1, 0)
        // Columns count characters: step over UTF-8 continuation bytes.
        while characters > 0 && index < source.count {
            index += 1
            while index < source.count && source[index] & 0xC0 == 0x80 { index += 1 }
            characters -= 1
        }
        return min(index, source.count)
    }

    private func fail(_ parser: XMLParser, _ text: String) {
        guard error == nil else { return }
        error = XMLDocumentParser.message(line: parser.lineNumber, column: parser.columnNumber, text)
        parser.abortParsing()
    }

    /// Before the root element the doctype goes in its place among comments and instructions.
    private func placeDoctype(before end: Int) {
        guard !doctypeDone, let doctype = Doctype(source, before: end) else { return }
        doctypeDone = true
        ops.append(.array([.int(10), .string(doctype.name), .string(doctype.publicId), .string(doctype.systemId)]))
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        pending.append((prefix, namespaceURI))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        let end = offset(parser)
        if depth == 0 { placeDoctype(before: end); sawRoot = true }
        depth += 1
        if depth > HTMLParser.maximumDepth {
            fail(parser, "Excessive node nesting.")
            return
        }
        var scope = scopes[scopes.count - 1]
        var declared: [(name: String, value: String)] = []
        for (prefix, uri) in pending {
            scope[prefix] = uri
            declared.append((prefix.isEmpty ? "xmlns" : "xmlns:" + prefix, uri))
        }
        pending.removeAll()
        scopes.append(scope)
        var list: [(name: String, value: String)] = declared
        for (name, value) in attributes { list.append((name, value)) }
        if list.count > 1 {
            let tag = startTag(qualifiedName ?? elementName, endingBefore: end)
            list.sort { a, b in
                let (x, y) = (position(of: a.name, in: tag), position(of: b.name, in: tag))
                return x != y ? x < y : a.name < b.name
            }
        }
        var flat: [ScriptValue] = []
        for (name, value) in list {
            let colon = name.firstIndex(of: ":")
            let prefix = colon.map { String(name[..<$0]) }
            let namespace: String?
            if name == "xmlns" || prefix == "xmlns" {
                namespace = "http://www.w3.org/2000/xmlns/"
            } else if let prefix {
                namespace = scope[prefix]
            } else {
                namespace = nil
            }
            flat.append(namespace.map { .string($0) } ?? .null)
            flat.append(.string(name))
            flat.append(.string(value))
        }
        let namespace = namespaceURI.flatMap { $0.isEmpty ? nil : $0 }
        ops.append(.array([.int(1), namespace.map { .string($0) } ?? .null, .string(qualifiedName ?? elementName), .array(flat)]))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil else { return }
        depth -= 1
        if scopes.count > 1 { scopes.removeLast() }
        ops.append(.int(0))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, depth > 0 else { return }
        ops.append(.string(string))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil else { return }
        ops.append(.array([.int(4), .string(String(decoding: CDATABlock, as: UTF8.self))]))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        guard error == nil else { return }
        if depth == 0 && !sawRoot { placeDoctype(before: start(of: "<!--", before: offset(parser))) }
        ops.append(.array([.int(8), .string(comment)]))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        guard error == nil else { return }
        if depth == 0 && !sawRoot { placeDoctype(before: start(of: "<?", before: offset(parser))) }
        ops.append(.array([.int(7), .string(target), .string(data ?? "")]))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(parser, Self.describe((parseError as NSError).code))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {}

    /// libxml2's words for the errors pages meet most (the parser hands over only a code).
    private static func describe(_ code: Int) -> String {
        switch XMLParser.ErrorCode(rawValue: code) {
        case .tagNameMismatchError: return "Opening and ending tag mismatch"
        case .undeclaredEntityError, .entityRefAtEOFError: return "Entity was not declared"
        case .prematureDocumentEndError, .emptyDocumentError: return "Document is empty"
        case .extraContentError: return "Extra content at the end of the document"
        case .namespaceDeclarationError: return "Namespace prefix is not defined"
        case .attributeRedefinedError: return "Attribute redefined"
        case .lessThanSymbolInAttributeError: return "Unescaped '<' not allowed in attributes values"
        case .gtRequiredError: return "Couldn't find end of Start Tag"
        default: return "XML parsing error \(code)"
        }
    }

    // MARK: Positions in the source

    /// The start tag just read: from its `<` to `end`.
    private func startTag(_ name: String, endingBefore end: Int) -> ArraySlice<UInt8> {
        let from = start(of: "<" + name, before: end)
        return source[from..<max(from, end)]
    }

    /// Where the last `marker` before `end` begins (0 if there is none).
    private func start(of marker: String, before end: Int) -> Int {
        let needle = Array(marker.utf8)
        var index = min(end, source.count) - needle.count
        while index >= 0 {
            if source[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return 0
    }

    /// Where attribute `name` stands in `tag` (after white space, before `=`), or past its end.
    private func position(of name: String, in tag: ArraySlice<UInt8>) -> Int {
        let needle = Array(name.utf8)
        var index = tag.startIndex + 1
        var quote: UInt8 = 0
        while index + needle.count <= tag.endIndex {
            let byte = tag[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if Self.isSpace(tag[index - 1]), tag[index..<(index + needle.count)].elementsEqual(needle) {
                var after = index + needle.count
                while after < tag.endIndex && Self.isSpace(tag[after]) { after += 1 }
                if after < tag.endIndex && tag[after] == UInt8(ascii: "=") { return index }
            }
            index += 1
        }
        return tag.endIndex
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// The `<!DOCTYPE name PUBLIC "p" "s">` of a source, read by hand: the parser does not report it.
private struct Doctype {
    var name = "", publicId = "", systemId = ""

    init?(_ source: [UInt8], before end: Int) {
        let marker = Array("<!DOCTYPE".utf8)
        guard end >= marker.count,
            let at = (0...(end - marker.count)).first(where: { source[$0..<($0 + marker.count)].elementsEqual(marker) })
        else { return nil }
        var index = at + marker.count
        func skipSpace() { while index < end && OperationsDelegate.isSpace(source[index]) { index += 1 } }
        func word() -> String {
            let from = index
            while index < end, !OperationsDelegate.isSpace(source[index]), source[index] != UInt8(ascii: ">"),
                source[index] != UInt8(ascii: "[")
            {
                index += 1
            }
            return String(decoding: source[from..<index], as: UTF8.self)
        }
        func quoted() -> String? {
            skipSpace()
            guard index < end, source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "'") else { return nil }
            let quote = source[index]
            index += 1
            let from = index
            while index < end && source[index] != quote { index += 1 }
            let text = String(decoding: source[from..<index], as: UTF8.self)
            index += 1
            return text
        }
        skipSpace()
        name = word()
        skipSpace()
        switch word() {
        case "PUBLIC":
            publicId = quoted() ?? ""
            systemId = quoted() ?? ""
        case "SYSTEM":
            systemId = quoted() ?? ""
        default: break
        }
    }
}
