internal import CGumbo
import Foundation
import ScriptEngine

/// HTML5 parsing with gumbo, turned into the flat list of tree-building operations the
/// JavaScript DOM builds its nodes from (`Loader.js`).
///
/// The operations are one JSON array, read once with `JSON.parse`, which is far cheaper than
/// crossing from JavaScript into Swift per node:
/// - an element: `[1, localName, namespace (0 html, 1 svg, 2 mathml), [name, value, attrNs, …], line]`,
///   its children follow and a `0` closes it;
/// - a text node: a string; a comment: `[8, data]`; a doctype: `[10, name, publicId, systemId]`.
///
/// Gumbo is walked without recursion, and nothing gumbo sees is nested deeper than
/// ``maximumDepth``: its tree construction is quadratic in the depth of the open elements and
/// its clean-up recurses (100,000 nested `<div>`s would take minutes, then overflow the stack).
public enum HTMLParser {
    /// Elements nested deeper than this become siblings at this depth, as Blink and WebKit do
    /// (their parsers cap the tree at 512 levels).
    public static let maximumDepth = 512

    /// The operations for a whole document: ``FastHTMLParser`` when it can, gumbo otherwise
    /// (`fastPath: false` forces gumbo, for tests and benchmarks).
    static func documentOperations(_ html: String, fastPath: Bool = true) throws -> String {
        if fastPath, let operations = fastDocumentOperations(html, depthLimit: DepthLimiter.scanLimit) {
            return operations
        }
        let limited = DepthLimiter.limit(html)
        if fastPath, limited != html,  // rewritten (its length may not change)
            let operations = fastDocumentOperations(limited, depthLimit: maximumDepth)
        {
            return operations
        }
        return try parse(limited, fragmentContext: nil)
    }

    /// The operations for the children a fragment parsed in the context of an element
    /// (`innerHTML`, `insertAdjacentHTML`, `<template>`).
    static func fragmentOperations(_ html: String, contextTag: String, contextNamespace: Int, fastPath: Bool = true)
        throws -> String
    {
        if fastPath,
            let operations = fastFragmentOperations(
                html, contextTag: contextTag, contextNamespace: contextNamespace, depthLimit: DepthLimiter.scanLimit)
        {
            return operations
        }
        let limited = DepthLimiter.limit(html)
        if fastPath, limited != html,  // rewritten (its length may not change)
            let operations = fastFragmentOperations(
                limited, contextTag: contextTag, contextNamespace: contextNamespace, depthLimit: maximumDepth)
        {
            return operations
        }
        return try parse(limited, fragmentContext: (contextTag, contextNamespace))
    }

    /// The fast path's operations for a document, or nil when gumbo must parse it.
    ///
    /// With `depthLimit` ``DepthLimiter/scanLimit`` on the original input, the fast path gives up
    /// before the depth limiter would have rewritten anything (for what the fast path accepts, the
    /// limiter's open elements are a subset of its own), so no limiter pass is needed; an input
    /// the limiter did rewrite goes through with ``maximumDepth``.
    static func fastDocumentOperations(_ html: String, depthLimit: Int = maximumDepth) -> String? {
        var copy = html
        return copy.withUTF8 { FastHTMLParser.documentOperations($0, depthLimit: depthLimit) }
    }

    /// The fast path's operations for a fragment, or nil when gumbo must parse it (see ``fastDocumentOperations``).
    static func fastFragmentOperations(
        _ html: String, contextTag: String, contextNamespace: Int, depthLimit: Int = maximumDepth
    ) -> String? {
        var copy = html
        return copy.withUTF8 {
            FastHTMLParser.fragmentOperations(
                $0, contextTag: contextTag, contextNamespace: contextNamespace, depthLimit: depthLimit)
        }
    }

    /// Parses a whole document into its tree-building operations and returns their length,
    /// for `shopstage bench webview` (`webview.parse.grid`): `fastPath: false` measures gumbo alone.
    public static func benchmarkParse(document html: String, fastPath: Bool) throws -> Int {
        try documentOperations(html, fastPath: fastPath).utf8.count
    }

    /// The most bytes gumbo may ask for while parsing `inputBytes` of HTML: 16 MiB and 64 bytes per
    /// input byte. Real pages ask for 3–70 per byte (the real-library pages 3–5, a product grid 12);
    /// formatting elements reopened for every later paragraph ask for thousands (27 KB of
    /// `<p><b id=1>…<b id=300></p>` then 3,000 `<p>x</p>` asks for 230 MB, and becomes 900,000 nodes).
    public static func parseBudget(inputBytes: Int) -> Int {
        let (perByte, overflow) = inputBytes.multipliedReportingOverflow(by: 64)
        return overflow ? Int.max : perByte.addingReportingOverflow(16 << 20).overflow ? Int.max : perByte + (16 << 20)
    }

    /// Gumbo's operations with nothing of ShopStage's before it and its errors recorded (which makes its
    /// tokenizer the HTML standard's, see ``DuplicateAttributeFilter``): what tests compare the parse with.
    static func gumboReferenceOperations(_ html: String, fragmentContext: (tag: String, namespace: Int)? = nil)
        throws -> String
    {
        try parse(html, fragmentContext: fragmentContext, reference: true)
    }

    private static func parse(_ html: String, fragmentContext: (tag: String, namespace: Int)?, reference: Bool = false)
        throws -> String
    {
        var bytes = Array(html.utf8)
        if !reference, let filtered = try DuplicateAttributeFilter.filtered(bytes, contextTag: fragmentContext?.tag) {
            bytes = filtered
        }
        let length = bytes.count
        if bytes.isEmpty { bytes.append(0) }  // gumbo wants a valid pointer; length stays 0 below
        let budget = parseBudget(inputBytes: length)
        guard let arena = shopstage_gumbo_arena_create(budget) else {
            throw HeadlessWebViewError.htmlTooComplex(inputBytes: length, budget: budget, outOfMemory: true)
        }
        defer { shopstage_gumbo_arena_destroy(arena) }
        var options = kGumboDefaultOptions
        options.max_errors = reference ? -1 : 0
        if let fragmentContext {
            var tag = gumbo_tag_enum(fragmentContext.tag)
            if tag == GUMBO_TAG_UNKNOWN { tag = GUMBO_TAG_DIV }  // unknown elements parse their content like a div
            options.fragment_context = tag
            options.fragment_namespace = GumboNamespaceEnum(UInt32(fragmentContext.namespace))
        }
        var writer = OperationWriter()
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars -> Bool in
                // Gumbo's output is freed with the arena: gumbo_destroy_output would only recurse.
                guard let output = shopstage_gumbo_parse(arena, options, chars.baseAddress, length) else {
                    return false
                }
                if fragmentContext != nil {
                    writer.writeChildren(of: output.pointee.root)
                } else {
                    writer.writeDocument(output.pointee.document, doctypeAt: OperationWriter.doctypeOffset(chars))
                }
                return true
            }
        }
        guard parsed else {
            throw HeadlessWebViewError.htmlTooComplex(
                inputBytes: length, budget: budget, outOfMemory: shopstage_gumbo_arena_exceeded(arena) == 2)
        }
        return writer.finish()
    }
}

/// Writes gumbo nodes as the JSON operations, iteratively.
struct OperationWriter {
    private var out: [UInt8] = []

    init() { out.reserveCapacity(4096); out.append(UInt8(ascii: "[")) }

    mutating func finish() -> String {
        if out.last == UInt8(ascii: ",") { out.removeLast() }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Where a doctype token can start in `input`: past the whitespace and comments the "initial"
    /// insertion mode keeps before it (gumbo records no position for the doctype itself).
    static func doctypeOffset(_ input: UnsafeBufferPointer<CChar>) -> Int {
        let dash = CChar(UInt8(ascii: "-")), close = CChar(UInt8(ascii: ">"))
        var i = 0
        while i < input.count {
            switch UInt8(bitPattern: input[i]) {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                i += 1
            case UInt8(ascii: "<") where i + 3 < input.count && input[i + 1] == CChar(UInt8(ascii: "!")) && input[i + 2] == dash && input[i + 3] == dash:
                var j = i + 4
                while j + 2 < input.count && !(input[j] == dash && input[j + 1] == dash && input[j + 2] == close) { j += 1 }
                if j + 2 >= input.count { return input.count }
                i = j + 3
            default:
                return i
            }
        }
        return i
    }

    /// `doctypeAt`: the doctype's offset in the source; the document's comments before it come first.
    mutating func writeDocument(_ document: UnsafeMutablePointer<GumboNode>?, doctypeAt: Int) {
        guard let document else { return }
        let doc = document.pointee.v.document
        var leading: UInt32 = 0
        if doc.has_doctype {
            while leading < doc.children.length, let raw = doc.children.data[Int(leading)] {
                let node = raw.assumingMemoryBound(to: GumboNode.self)
                guard node.pointee.type == GUMBO_NODE_COMMENT, Int(node.pointee.v.text.start_pos.offset) < doctypeAt else { break }
                append("[8,")
                string(node.pointee.v.text.text)
                append("],")
                leading += 1
            }
            append("[10,")
            string(doc.name)
            comma()
            string(doc.public_identifier)
            comma()
            string(doc.system_identifier)
            append("],")
        }
        writeChildren(of: document, from: leading)
    }

    mutating func writeChildren(of parent: UnsafeMutablePointer<GumboNode>?, from first: UInt32 = 0) {
        guard let parent else { return }
        // (children vector, next index) per open element: no recursion however deep the tree.
        var stack: [(GumboVector, UInt32)] = [(children(parent), first)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (vector, index) = stack[top]
            if index >= vector.length {
                stack.removeLast()
                if !stack.isEmpty { append("0,") }
                continue
            }
            stack[top].1 = index + 1
            guard let raw = vector.data[Int(index)] else { continue }
            let node = raw.assumingMemoryBound(to: GumboNode.self)
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                writeElementStart(node)
                stack.append((children(node), 0))
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                string(node.pointee.v.text.text)
                comma()
            case GUMBO_NODE_COMMENT:
                append("[8,")
                string(node.pointee.v.text.text)
                append("],")
            default:
                continue
            }
        }
    }

    private func children(_ node: UnsafeMutablePointer<GumboNode>) -> GumboVector {
        switch node.pointee.type {
        case GUMBO_NODE_DOCUMENT: return node.pointee.v.document.children
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: return node.pointee.v.element.children
        default: return GumboVector(data: nil, length: 0, capacity: 0)
        }
    }

    private mutating func writeElementStart(_ node: UnsafeMutablePointer<GumboNode>) {
        let element = node.pointee.v.element
        append("[1,")
        if element.tag != GUMBO_TAG_UNKNOWN && element.tag_namespace != GUMBO_NAMESPACE_SVG {
            string(gumbo_normalized_tagname(element.tag))
        } else {
            string(tagName(element))
        }
        comma()
        append(number: element.tag_namespace.rawValue)
        append(",[")
        let attributes = element.attributes
        for i in 0..<Int(attributes.length) {
            guard let raw = attributes.data[i] else { continue }
            let attribute = raw.assumingMemoryBound(to: GumboAttribute.self).pointee
            if i > 0 { comma() }
            string(attribute.name)
            comma()
            string(attribute.value)
            comma()
            append(number: attribute.attr_namespace.rawValue)
        }
        append("],")
        append(number: element.start_pos.line)
        append("],")
    }

    /// The element's local name: gumbo's for known tags, the source's (lower-cased, or in
    /// SVG's camel case) otherwise.
    private func tagName(_ element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN {
            let name = String(cString: gumbo_normalized_tagname(element.tag))
            if element.tag_namespace == GUMBO_NAMESPACE_SVG {
                return name.withCString { pointer in
                    var piece = GumboStringPiece(data: pointer, length: strlen(pointer))
                    return gumbo_normalize_svg_tagname(&piece).map { String(cString: $0) } ?? name
                }
            }
            return name
        }
        var piece = element.original_tag
        guard piece.data != nil, piece.length > 0 else { return "unknown" }
        gumbo_tag_from_original_text(&piece)
        guard let data = piece.data else { return "unknown" }
        let raw = UnsafeRawBufferPointer(start: data, count: piece.length)
        let source = String(decoding: raw, as: UTF8.self)
        if element.tag_namespace == GUMBO_NAMESPACE_SVG, let normalized = gumbo_normalize_svg_tagname(&piece) {
            return String(cString: normalized)
        }
        return source.lowercased()
    }

    private mutating func comma() { out.append(UInt8(ascii: ",")) }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private mutating func append(number: UInt32) {
        if number >= 10 { append(number: number / 10) }
        out.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    private mutating func string(_ cString: UnsafePointer<CChar>?) {
        guard let cString else {
            append("\"\"")
            return
        }
        let count = strlen(cString)
        cString.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            appendJSONString(UnsafeBufferPointer(start: bytes, count: count))
        }
    }

    private mutating func string(_ swift: String) {
        var copy = swift
        copy.withUTF8 { appendJSONString($0) }
    }

    private mutating func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
        JSONStringEscape.appendQuoted(bytes, to: &out)
    }
}
