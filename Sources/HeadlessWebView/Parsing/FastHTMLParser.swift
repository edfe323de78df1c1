import ScriptEngine

internal import CGumbo

/// A fast path in front of gumbo for common, well-formed HTML, in the spirit of Blink's
/// `HTMLDocumentParserFastPath`: it writes byte for byte the operations the gumbo path
/// (``HTMLParser``, ``OperationWriter``) writes, or gives up (`nil`) and gumbo parses.
///
/// It understands only what it can reproduce exactly: `<!DOCTYPE html>`, the implied or
/// explicit `html`/`head`/`body`, properly nested and explicitly closed elements from a
/// whitelist (plus unknown, custom elements), `title` (RCDATA), `style` (RAWTEXT), `script`
/// without `<!--`, comments, a few named and the common numeric character references.
/// Anything that needs the tree builder's recovery (implied end tags, misnested formatting
/// elements, tables, forms, templates, foreign content beyond plain SVG shapes…) or gumbo's input fix-ups (NUL, CR,
/// control characters, noncharacters) makes it give up. `FastHTMLParserTests` compares it
/// with gumbo on every html5lib input.
enum FastHTMLParser {
    /// The operations for a whole document, or nil when gumbo must parse it.
    /// `depthLimit`: it gives up before opening an element with that many open.
    static func documentOperations(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) -> String? {
        var parser = FastParser(input: bytes, fragment: false, depthLimit: depthLimit)
        return parser.run()
    }

    /// The operations for a whole document as UTF-8 JSON with each script's or style sheet's
    /// text of `sideTextMinimum` bytes or more left out (its place holds `[11,k]`, `sideTexts[k]`
    /// its range in `bytes`), or nil when gumbo must parse it.
    static func documentOperations(
        _ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int, sideTextMinimum: Int
    ) -> (json: [UInt8], sideTexts: [Range<Int>])? {
        var parser = FastParser(input: bytes, fragment: false, depthLimit: depthLimit)
        parser.sideTextMinimum = sideTextMinimum
        guard parser.runToBytes() else { return nil }
        return (parser.out, parser.sideTexts)
    }

    /// The operations for a fragment parsed in a context element, or nil when gumbo must parse it.
    static func fragmentOperations(
        _ bytes: UnsafeBufferPointer<UInt8>, contextTag: String, contextNamespace: Int, depthLimit: Int
    ) -> String? {
        guard contextNamespace == 0, isSimpleContext(contextTag) else { return nil }
        var parser = FastParser(input: bytes, fragment: true, depthLimit: depthLimit)
        return parser.run()
    }

    /// Contexts gumbo parses in "in body" from the data state, where the context element
    /// changes nothing else (it is not on gumbo's stack of open elements).
    static func isSimpleContext(_ tag: String) -> Bool {
        if simpleContexts.contains(tag) { return true }
        // An unknown context parses like a div (HTMLParser maps it to GUMBO_TAG_DIV).
        return tag.withCString { gumbo_tag_enum($0) } == GUMBO_TAG_UNKNOWN
    }

    private static let simpleContexts: Set<String> = [
        "div", "span", "p", "body", "section", "article", "header", "footer", "main", "nav", "aside", "li", "ul",
        "ol", "a", "button", "label", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "b", "i", "small",
        "blockquote", "figure", "dd", "dt", "dl", "address", "figcaption", "summary", "details",
    ]
}

/// A lower-cased ASCII tag name of at most 16 bytes, packed.
struct TagKey: Hashable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: Int = 0

    init(_ name: StaticString) {
        name.withUTF8Buffer { buffer in
            for byte in buffer { _ = append(byte) }
        }
    }

    init() {}

    static let p = TagKey("p")
    static let ul = TagKey("ul")
    static let ol = TagKey("ol")
    static let dl = TagKey("dl")
    static let html = TagKey("html")
    static let head = TagKey("head")
    static let body = TagKey("body")

    /// Adds a (lower-cased) byte; false when the name is longer than 16 bytes.
    mutating func append(_ byte: UInt8) -> Bool {
        guard count < 16 else { return false }
        if count < 8 {
            low |= UInt64(byte) << (8 * UInt64(count))
        } else {
            high |= UInt64(byte) << (8 * UInt64(count - 8))
        }
        count += 1
        return true
    }

    func byte(_ index: Int) -> UInt8 {
        index < 8
            ? UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
            : UInt8(truncatingIfNeeded: high >> (8 * UInt64(index - 8)))
    }
}

/// How the fast path treats a start tag (the "in body" and "in head" rules it reproduces).
enum FastTagKind: Sendable {
    case ordinary  // any other start tag: insert, push
    case formatting  // pushed on the list of active formatting elements too
    case closesParagraph  // address, div, ul…: would close an open <p>
    case heading
    case listItem
    case definition  // dd, dt
    case preformatted  // pre: also drops a newline right after the tag
    case void  // inserted and popped at once
    case voidClosesParagraph  // hr
    case headVoid  // meta, link, base: in-head rules everywhere
    case button
    case title  // RCDATA
    case style  // RAWTEXT
    case script  // script data
    case html, head, body
    case svg  // an <svg> in body and the SVG elements inside it (foreign content)
}

private enum Mode {
    case initial, beforeHTML, beforeHead, inHead, afterHead, inBody, afterBody, afterAfterBody
}

/// Gives up: the input needs gumbo.
private struct Bail: Error {}

private struct OpenElement {
    var key: TagKey
    var kind: FastTagKind
}

private let tagKinds = TagTable(tagKindList)

/// An open-addressing table from tag name to kind: a Dictionary's hashing was a sixth of the parse.
struct TagTable: Sendable {
    private var keys: [TagKey]
    private var kinds: [FastTagKind]
    private var used: [Bool]
    private static let size = 256

    init(_ entries: [TagKey: FastTagKind]) {
        keys = Array(repeating: TagKey(), count: Self.size)
        kinds = Array(repeating: .ordinary, count: Self.size)
        used = Array(repeating: false, count: Self.size)
        for (key, kind) in entries {
            var slot = Self.slot(key)
            while used[slot] { slot = (slot + 1) & (Self.size - 1) }
            keys[slot] = key
            kinds[slot] = kind
            used[slot] = true
        }
    }

    private static func slot(_ key: TagKey) -> Int {
        Int(truncatingIfNeeded: ((key.low &+ key.high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    subscript(key: TagKey) -> FastTagKind? {
        var slot = Self.slot(key)
        while used[slot] {
            if keys[slot] == key { return kinds[slot] }
            slot = (slot + 1) & (Self.size - 1)
        }
        return nil
    }
}

private let tagKindList: [TagKey: FastTagKind] = {
    var kinds: [TagKey: FastTagKind] = [:]
    let ordinary: [StaticString] = [
        "span", "abbr", "bdi", "bdo", "cite", "data", "dfn", "kbd", "mark", "q", "samp", "sub", "sup", "time", "var",
        "label", "ins", "del", "video", "audio", "canvas", "picture",
    ]
    for name in ordinary { kinds[TagKey(name)] = .ordinary }
    let formatting: [StaticString] = [
        "a", "b", "big", "code", "em", "font", "i", "s", "small", "strike", "strong", "tt", "u",
    ]
    for name in formatting { kinds[TagKey(name)] = .formatting }
    let blocks: [StaticString] = [
        "address", "article", "aside", "blockquote", "center", "details", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "section", "summary",
        "ul",
    ]
    for name in blocks { kinds[TagKey(name)] = .closesParagraph }
    for name: StaticString in ["h1", "h2", "h3", "h4", "h5", "h6"] { kinds[TagKey(name)] = .heading }
    kinds[TagKey("li")] = .listItem
    kinds[TagKey("dd")] = .definition
    kinds[TagKey("dt")] = .definition
    kinds[TagKey("pre")] = .preformatted
    for name: StaticString in ["area", "br", "embed", "img", "wbr", "input", "param", "source", "track"] {
        kinds[TagKey(name)] = .void
    }
    kinds[TagKey("hr")] = .voidClosesParagraph
    for name: StaticString in ["meta", "link", "base"] { kinds[TagKey(name)] = .headVoid }
    kinds[TagKey("button")] = .button
    kinds[TagKey("title")] = .title
    kinds[TagKey("style")] = .style
    kinds[TagKey("script")] = .script
    kinds[TagKey("html")] = .html
    kinds[TagKey("head")] = .head
    kinds[TagKey("body")] = .body
    kinds[TagKey("svg")] = .svg
    return kinds
}()

/// SVG elements the fast path builds inside an `<svg>`: names with no camel case to restore,
/// no HTML meaning ("breakout" tags) and no HTML integration point (title, desc, foreignObject).
private let svgChildren: Set<TagKey> = [
    TagKey("svg"), TagKey("g"), TagKey("path"), TagKey("circle"), TagKey("rect"), TagKey("line"), TagKey("polyline"),
    TagKey("polygon"), TagKey("ellipse"), TagKey("defs"), TagKey("use"), TagKey("symbol"), TagKey("stop"), TagKey("mask"),
    TagKey("pattern"), TagKey("text"), TagKey("tspan"), TagKey("marker"),
]

/// The HTML standard's "adjust SVG attributes": the camel case lower-casing took away.
private let svgAttributeNames: [String: String] = {
    let names = [
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits", "diffuseConstant",
        "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength",
        "keyPoints", "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight", "markerUnits",
        "markerWidth", "maskContentUnits", "maskUnits", "numOctaves", "pathLength", "patternContentUnits",
        "patternTransform", "patternUnits", "pointsAtX", "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio",
        "primitiveUnits", "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures",
        "specularConstant", "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles",
        "surfaceScale", "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget",
        "xChannelSelector", "yChannelSelector", "zoomAndPan",
    ]
    return Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })
}()

/// The HTML standard's "adjust foreign attributes" for the names the fast path accepts:
/// (local name, namespace code of ``HTMLParser``'s operations: 1 xlink, 3 xmlns).
private let foreignAttributeNames: [String: (String, Int)] = [
    "xmlns": ("xmlns", 3), "xmlns:xlink": ("xlink", 3), "xlink:href": ("href", 1),
]

/// Named references the fast path decodes (with their `;`); any other name makes it give up.
private let namedReferences: [String: [UInt8]] = [
    "amp": [0x26], "lt": [0x3C], "gt": [0x3E], "quot": [0x22], "apos": [0x27],
    "nbsp": [0xC2, 0xA0], "copy": [0xC2, 0xA9], "reg": [0xC2, 0xAE], "times": [0xC3, 0x97],
    "middot": [0xC2, 0xB7], "laquo": [0xC2, 0xAB], "raquo": [0xC2, 0xBB], "deg": [0xC2, 0xB0],
    "hellip": [0xE2, 0x80, 0xA6], "mdash": [0xE2, 0x80, 0x94], "ndash": [0xE2, 0x80, 0x93],
    "lsquo": [0xE2, 0x80, 0x98], "rsquo": [0xE2, 0x80, 0x99], "ldquo": [0xE2, 0x80, 0x9C],
    "rdquo": [0xE2, 0x80, 0x9D], "bull": [0xE2, 0x80, 0xA2], "trade": [0xE2, 0x84, 0xA2],
    "euro": [0xE2, 0x82, 0xAC],
]

/// The references that also match without a `;` (the legacy ones): a name starting with one
/// of them is decoded in text even without `;`, so the fast path gives up on it.
private let legacyReferences: Set<String> = [
    "AElig", "AMP", "Aacute", "Acirc", "Agrave", "Aring", "Atilde", "Auml", "COPY", "Ccedil", "ETH", "Eacute",
    "Ecirc", "Egrave", "Euml", "GT", "Iacute", "Icirc", "Igrave", "Iuml", "LT", "Ntilde", "Oacute", "Ocirc",
    "Ograve", "Oslash", "Otilde", "Ouml", "QUOT", "REG", "THORN", "Uacute", "Ucirc", "Ugrave", "Uuml", "Yacute",
    "aacute", "acirc", "acute", "aelig", "agrave", "amp", "aring", "atilde", "auml", "brvbar", "ccedil", "cedil",
    "cent", "copy", "curren", "deg", "divide", "eacute", "ecirc", "egrave", "eth", "euml", "frac12", "frac14",
    "frac34", "gt", "iacute", "icirc", "iexcl", "igrave", "iquest", "iuml", "laquo", "lt", "macr", "micro",
    "middot", "nbsp", "not", "ntilde", "oacute", "ocirc", "ograve", "ordf", "ordm", "oslash", "otilde", "ouml",
    "para", "plusmn", "pound", "quot", "raquo", "reg", "sect", "shy", "sup1", "sup2", "sup3", "szlig", "thorn",
    "times", "uacute", "ucirc", "ugrave", "uml", "uuml", "yacute", "yen", "yuml",
]

private struct FastParser {
    let input: UnsafeBufferPointer<UInt8>
    let n: Int
    let fragment: Bool
    let depthLimit: Int
    var pos = 0
    var out: [UInt8] = []
    var textOpen = false
    var stack: [OpenElement] = []
    var mode: Mode
    var impliedOpen = 0
    var headImplied = false
    var paragraphsOpen = 0
    var buttonsOpen = 0
    var headingsOpen = 0
    // line(at:) counts newlines forward from the last position asked.
    var lineCursor = 0
    var lineNumber: UInt32 = 1
    var attributeRanges: [Range<Int>] = []
    /// The names of a tag's attributes past the first ``linearAttributeScan``, by hash of the lower-cased
    /// name: comparing each with every earlier one was quadratic (200,000 attributes took over a minute).
    var attributeHashes: [UInt64: [Range<Int>]] = [:]
    static let linearAttributeScan = 16
    /// When set, a script's or style sheet's text at least this long is not written into the
    /// JSON: its place holds `[11,k]` and ``sideTexts`` its bytes (OperationsTransport).
    var sideTextMinimum: Int?
    var sideTexts: [Range<Int>] = []

    init(input: UnsafeBufferPointer<UInt8>, fragment: Bool, depthLimit: Int) {
        self.input = input
        self.depthLimit = depthLimit
        self.n = input.count
        self.fragment = fragment
        self.mode = fragment ? .inBody : .initial
        out.reserveCapacity(input.count + input.count / 2 + 64)
        out.append(UInt8(ascii: "["))
    }

    mutating func run() -> String? {
        guard runToBytes() else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses into ``out`` (UTF-8 JSON); false when gumbo must parse.
    mutating func runToBytes() -> Bool {
        do {
            try checkInput()
            try parse()
        } catch {
            return false
        }
        if out.last == UInt8(ascii: ",") { out.removeLast() }
        out.append(UInt8(ascii: "]"))
        return true
    }

    // MARK: Input gumbo would change

    /// Gives up on NUL, CR, controls, C1 controls and noncharacters (gumbo replaces or
    /// normalises them) — the input is a Swift string, so its UTF-8 is valid.
    func checkInput() throws(Bail) {
        if n >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { throw Bail() }  // a byte order mark
        var i = 0
        let base = input.baseAddress
        let del = SWAR.ones &* 0x7F
        while i < n {
            // Eight bytes at a time while they are ASCII with no control character (a library's source).
            if let base {
                while i + 8 <= n {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if word & SWAR.highs != 0 || SWAR.hasByteBelow0x20(word) || SWAR.hasByte(word, del) { break }
                    i += 8
                }
                guard i < n else { break }
            }
            let b = input[i]
            if b < 0x80 {
                if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0C { throw Bail() }
                if b == 0x7F { throw Bail() }
                i += 1
                continue
            }
            if b == 0xC2 {  // U+0080–U+009F
                if i + 1 < n && input[i + 1] < 0xA0 { throw Bail() }
                i += 2
            } else if b < 0xE0 {
                i += 2
            } else if b < 0xF0 {
                if b == 0xEF && i + 2 < n {
                    let b1 = input[i + 1]
                    let b2 = input[i + 2]
                    if b1 == 0xB7 && b2 >= 0x90 && b2 <= 0xAF { throw Bail() }  // U+FDD0–U+FDEF
                    if b1 == 0xBF && (b2 == 0xBE || b2 == 0xBF) { throw Bail() }  // U+FFFE, U+FFFF
                }
                i += 3
            } else {
                if i + 3 < n && (input[i + 2] & 0x0F) == 0x0F && input[i + 1] & 0x0F == 0x0F
                    && input[i + 3] >= 0xBE
                {
                    // U+xFFFE / U+xFFFF in a 4-byte sequence: be conservative on the whole plane tail.
                    throw Bail()
                }
                i += 4
            }
        }
    }

    // MARK: Driver

    mutating func parse() throws(Bail) {
        while pos < n {
            if input[pos] == UInt8(ascii: "<") && pos + 1 < n {
                let next = input[pos + 1]
                if isAlpha(next) {
                    try startTag()
                    continue
                }
                if next == UInt8(ascii: "/") {
                    guard pos + 2 < n, isAlpha(input[pos + 2]) else { throw Bail() }
                    try endTag()
                    continue
                }
                if next == UInt8(ascii: "!") {
                    try markupDeclaration()
                    continue
                }
                if next == UInt8(ascii: "?") { throw Bail() }
            }
            try text()
        }
        try endOfFile()
    }

    /// Takes the implied elements up to "in body", as "anything else" in each mode does.
    mutating func enterBody(line: UInt32) throws(Bail) {
        while mode != .inBody { try enterBodyStep(line: line) }
    }

    mutating func endOfFile() throws(Bail) {
        if !fragment {
            if mode != .inBody && mode != .afterBody && mode != .afterAfterBody {
                try enterBody(line: line(at: n))
            }
        }
        flushText()
        while !stack.isEmpty { closeCurrent() }
    }

    // MARK: Text

    /// A run of character data up to the next tag, comment or declaration.
    mutating func text() throws(Bail) {
        var end = pos
        while end < n {
            if input[end] == UInt8(ascii: "<") && end + 1 < n {
                let next = input[end + 1]
                if isAlpha(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
                    || next == UInt8(ascii: "?")
                {
                    break
                }
            }
            end += 1
        }
        if mode != .inBody {
            // Whitespace first, by the mode's rule; the first other character takes the document to "in body".
            while pos < end && isWhitespace(input[pos]) {
                switch mode {
                case .initial, .beforeHTML, .beforeHead:
                    break
                case .inHead, .afterHead, .afterBody, .afterAfterBody:
                    appendText(input[pos])
                case .inBody:
                    break
                }
                pos += 1
            }
            guard pos < end else { return }
            if mode == .afterBody || mode == .afterAfterBody { throw Bail() }
            // A character reference here could be whitespace (and be ignored): not worth the rules.
            if input[pos] == UInt8(ascii: "&") { throw Bail() }
            if mode != .inBody { try enterBody(line: line(at: pos)) }
        }
        try appendDecoded(from: pos, to: end, attributeQuote: nil)
        pos = end
    }

    mutating func appendText(_ byte: UInt8) {
        if !textOpen {
            out.append(UInt8(ascii: "\""))
            textOpen = true
        }
        appendEscaped(byte)
    }

    /// Copies the run of bytes from `start` that need no JSON escaping (nor decoding, when
    /// `stopAtAmpersand`) into the open text at once; returns where the run ends.
    mutating func appendPlainRun(from start: Int, to end: Int, stopAtAmpersand: Bool) -> Int {
        var j = start
        // Eight bytes at a time while none needs escaping: a script's source is kilobytes of them.
        if let base = input.baseAddress {
            let ampersand: UInt64 = stopAtAmpersand ? SWAR.ones &* 0x26 : SWAR.ones &* 0x22
            while j + 8 <= end {
                let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
                if SWAR.hasByteBelow0x20(word) || SWAR.hasByte(word, SWAR.ones &* 0x22)
                    || SWAR.hasByte(word, SWAR.ones &* 0x5C) || SWAR.hasByte(word, ampersand)
                {
                    break
                }
                j += 8
            }
        }
        while j < end {
            let b = input[j]
            if b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || (stopAtAmpersand && b == UInt8(ascii: "&")) {
                break
            }
            j += 1
        }
        if j > start {
            if !textOpen {
                out.append(UInt8(ascii: "\""))
                textOpen = true
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<j]))
        }
        return j
    }

    /// Appends `input[from..<to]` to the open text as it is (raw text), escaped for JSON.
    mutating func appendRaw(from start: Int, to end: Int) {
        var i = start
        while i < end {
            i = appendPlainRun(from: i, to: end, stopAtAmpersand: false)
            if i < end {
                appendText(input[i])
                i += 1
            }
        }
    }

    mutating func flushText() {
        guard textOpen else { return }
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ","))
        textOpen = false
    }

    /// Appends `input[from..<to]` to the open text, character references decoded.
    mutating func appendDecoded(from start: Int, to end: Int, attributeQuote: UInt8?) throws(Bail) {
        var i = start
        while i < end {
            i = appendPlainRun(from: i, to: end, stopAtAmpersand: true)
            guard i < end else { break }
            if input[i] != UInt8(ascii: "&") {
                appendText(input[i])
                i += 1
            } else {
                i = try characterReference(at: i, end: end, attributeQuote: attributeQuote)
            }
        }
    }

    /// Decodes the reference at `input[at]` (an `&`) into the open text; returns the index after it.
    mutating func characterReference(at ampersand: Int, end: Int, attributeQuote: UInt8?) throws(Bail) -> Int {
        let start = ampersand + 1
        guard start < end else {
            appendText(UInt8(ascii: "&"))
            return start
        }
        let c = input[start]
        if c == UInt8(ascii: "#") {
            return try numericReference(at: start + 1, end: end)
        }
        if isAlphanumeric(c) {
            var j = start
            while j < end && isAlphanumeric(input[j]) { j += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: input[start..<j]), as: UTF8.self)
            if j < end && input[j] == UInt8(ascii: ";") {
                guard let bytes = namedReferences[name] else { throw Bail() }
                for byte in bytes { appendText(byte) }
                return j + 1
            }
            // No `;`: nothing matches unless a legacy name is a prefix (then gumbo decodes or not, by rules we skip).
            let nameBytes = Array(name.utf8)
            if nameBytes.count >= 2 {
                for length in 2...min(6, nameBytes.count)
                where legacyReferences.contains(String(decoding: nameBytes[0..<length], as: UTF8.self)) {
                    throw Bail()
                }
            }
            appendText(UInt8(ascii: "&"))
            return start
        }
        if isWhitespace(c) || c == UInt8(ascii: "<") || c == UInt8(ascii: "&") || c == attributeQuote {
            appendText(UInt8(ascii: "&"))
            return start
        }
        throw Bail()
    }

    /// `&#…;` / `&#x…;` with a value that needs none of the spec's replacements.
    mutating func numericReference(at start: Int, end: Int) throws(Bail) -> Int {
        var j = start
        var hex = false
        if j < end && (input[j] == UInt8(ascii: "x") || input[j] == UInt8(ascii: "X")) {
            hex = true
            j += 1
        }
        let digitsStart = j
        var value: UInt32 = 0
        while j < end {
            let d = input[j]
            let digit: UInt32
            if d >= 48 && d <= 57 {
                digit = UInt32(d - 48)
            } else if hex && d >= 97 && d <= 102 {
                digit = UInt32(d - 87)
            } else if hex && d >= 65 && d <= 70 {
                digit = UInt32(d - 55)
            } else {
                break
            }
            value = value * (hex ? 16 : 10) + digit
            if value > 0x10FFFF { throw Bail() }
            j += 1
        }
        guard j > digitsStart, j < end, input[j] == UInt8(ascii: ";") else { throw Bail() }
        let plain =
            value == 0x09 || value == 0x0A || (value >= 0x20 && value <= 0x7E) || (value >= 0xA0 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFDCF) || (value >= 0xFDF0 && value <= 0x10FFFF)
        guard plain, value & 0xFFFE != 0xFFFE else { throw Bail() }
        appendScalar(value)
        return j + 1
    }

    mutating func appendScalar(_ value: UInt32) {
        if value < 0x80 {
            appendText(UInt8(value))
        } else if value < 0x800 {
            appendText(UInt8(0xC0 | (value >> 6)))
            appendText(UInt8(0x80 | (value & 0x3F)))
        } else if value < 0x10000 {
            appendText(UInt8(0xE0 | (value >> 12)))
            appendText(UInt8(0x80 | ((value >> 6) & 0x3F)))
            appendText(UInt8(0x80 | (value & 0x3F)))
        } else {
            appendText(UInt8(0xF0 | (value >> 18)))
            appendText(UInt8(0x80 | ((value >> 12) & 0x3F)))
            appendText(UInt8(0x80 | ((value >> 6) & 0x3F)))
            appendText(UInt8(0x80 | (value & 0x3F)))
        }
    }

    // MARK: Comments and the doctype

    mutating func markupDeclaration() throws(Bail) {
        // pos is at "<!"
        if pos + 3 < n && input[pos + 2] == UInt8(ascii: "-") && input[pos + 3] == UInt8(ascii: "-") {
            try comment()
            return
        }
        // Comments before the doctype stay before it (the "initial" insertion mode appends both to the document).
        guard mode == .initial else { throw Bail() }
        // Only `<!DOCTYPE html>`, any case, optional whitespace before `>`.
        var j = pos + 2
        for expected in "doctype".utf8 {
            guard j < n, lower(input[j]) == expected else { throw Bail() }
            j += 1
        }
        guard j < n, isWhitespace(input[j]) else { throw Bail() }
        while j < n && isWhitespace(input[j]) { j += 1 }
        for expected in "html".utf8 {
            guard j < n, lower(input[j]) == expected else { throw Bail() }
            j += 1
        }
        while j < n && isWhitespace(input[j]) { j += 1 }
        guard j < n, input[j] == UInt8(ascii: ">") else { throw Bail() }
        append("[10,\"html\",\"\",\"\"],")
        mode = .beforeHTML
        pos = j + 1
    }

    mutating func comment() throws(Bail) {
        let dataStart = pos + 4
        var j = dataStart
        var close = -1
        while j + 2 < n {
            if input[j] == UInt8(ascii: "-") && input[j + 1] == UInt8(ascii: "-") {
                if input[j + 2] == UInt8(ascii: ">") {
                    close = j
                    break
                }
                throw Bail()  // "--" inside: the comment-end states' recovery
            }
            j += 1
        }
        guard close >= 0 else { throw Bail() }
        if close > dataStart {
            let first = input[dataStart]
            if first == UInt8(ascii: ">") { throw Bail() }
            if first == UInt8(ascii: "-") { throw Bail() }
            if input[close - 1] == UInt8(ascii: "-") { throw Bail() }
        }
        switch mode {
        case .initial, .beforeHTML, .beforeHead, .inHead, .afterHead, .inBody:
            break
        case .afterBody, .afterAfterBody:
            throw Bail()  // goes to html / the document, after body in the stream
        }
        flushText()
        append("[8,")
        out.append(UInt8(ascii: "\""))
        for k in dataStart..<close { appendEscaped(input[k]) }
        out.append(UInt8(ascii: "\""))
        append("],")
        pos = close + 3
    }

    // MARK: Tags

    /// Reads a tag name at `start`; returns it lower-cased and the index after it.
    func tagName(at start: Int) throws(Bail) -> (TagKey, Int) {
        var key = TagKey()
        var j = start
        while j < n {
            let b = input[j]
            if isAlphanumeric(b) || b == UInt8(ascii: "-") {
                guard key.append(lower(b)) else { throw Bail() }
                j += 1
            } else {
                break
            }
        }
        guard j < n else { throw Bail() }
        let b = input[j]
        guard isWhitespace(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") else { throw Bail() }
        return (key, j)
    }

    func kind(of key: TagKey) throws(Bail) -> FastTagKind {
        if let kind = tagKinds[key] { return kind }
        var bytes: [CChar] = []
        bytes.reserveCapacity(key.count)
        for i in 0..<key.count { bytes.append(CChar(bitPattern: key.byte(i))) }
        let tag = bytes.withUnsafeBufferPointer { gumbo_tagn_enum($0.baseAddress, UInt32(key.count)) }
        // Tags gumbo does not know are "any other start tag"; known ones outside the table need gumbo.
        guard tag == GUMBO_TAG_UNKNOWN else { throw Bail() }
        return .ordinary
    }

    mutating func startTag() throws(Bail) {
        let tagStart = pos
        let (key, nameEnd) = try tagName(at: pos + 1)
        if let top = stack.last, top.kind == .svg {
            // Foreign content: SVG elements only; anything else needs the tree builder's rules.
            guard svgChildren.contains(key) else { throw Bail() }
            try element(key, .svg, line: line(at: tagStart), nameEnd: nameEnd, push: true)
            return
        }
        let kind = try kind(of: key)
        let line = line(at: tagStart)
        // The insertion modes before "in body".
        reprocess: while true {
            switch mode {
            case .initial:
                mode = .beforeHTML
            case .beforeHTML:
                if kind == .html {
                    mode = .beforeHead
                    try element(key, kind, line: line, nameEnd: nameEnd, push: true)
                    return
                }
                try enterBodyStep(line: line)
            case .beforeHead:
                if kind == .head {
                    mode = .inHead
                    try element(key, kind, line: line, nameEnd: nameEnd, push: true)
                    return
                }
                if kind == .html { throw Bail() }
                try enterBodyStep(line: line)
            case .inHead:
                switch kind {
                case .headVoid, .title, .style, .script:
                    try element(key, kind, line: line, nameEnd: nameEnd, push: false)
                    return
                case .html, .head:
                    throw Bail()
                default:
                    try enterBodyStep(line: line)
                }
            case .afterHead:
                switch kind {
                case .body:
                    mode = .inBody
                    try element(key, kind, line: line, nameEnd: nameEnd, push: true)
                    return
                case .html, .head, .headVoid, .title, .style, .script:
                    throw Bail()
                default:
                    try enterBodyStep(line: line)
                }
            case .inBody:
                break reprocess
            case .afterBody, .afterAfterBody:
                throw Bail()
            }
        }
        // "in body", for the elements the table knows.
        switch kind {
        case .html, .head, .body:
            throw Bail()
        case .ordinary, .headVoid, .title, .style, .script, .void, .svg:
            break
        case .formatting:
            // No second one open: the adoption agency and Noah's Ark never come into play.
            if stack.contains(where: { $0.key == key }) { throw Bail() }
        case .closesParagraph, .preformatted, .voidClosesParagraph:
            if paragraphsOpen > 0 { throw Bail() }
        case .heading:
            if paragraphsOpen > 0 || headingsOpen > 0 { throw Bail() }
        case .listItem, .definition:
            if paragraphsOpen > 0 { throw Bail() }
            // An open li (dd/dt) not shut off by a list would be closed implicitly.
            for open in stack.reversed() {
                let k = open.kind
                if k == kind { throw Bail() }
                if k == .html || k == .body { break }
                if kind == .listItem && (open.key == TagKey.ul || open.key == TagKey.ol) { break }
                if kind == .definition && open.key == TagKey.dl { break }
            }
        case .button:
            if buttonsOpen > 0 { throw Bail() }
        }
        let push: Bool
        switch kind {
        case .void, .voidClosesParagraph, .headVoid, .title, .style, .script: push = false
        default: push = true
        }
        try element(key, kind, line: line, nameEnd: nameEnd, push: push)
    }

    /// One "anything else" step of the modes before "in body".
    mutating func enterBodyStep(line: UInt32) throws(Bail) {
        switch mode {
        case .initial: mode = .beforeHTML
        case .beforeHTML:
            openElement(TagKey.html, .html, line: line)
            impliedOpen += 1
            mode = .beforeHead
        case .beforeHead:
            openElement(TagKey.head, .head, line: line)
            impliedOpen += 1
            headImplied = true
            mode = .inHead
        case .inHead:
            closeHead()
        case .afterHead:
            openElement(TagKey.body, .body, line: line)
            impliedOpen += 1
            mode = .inBody
        case .inBody: break
        case .afterBody, .afterAfterBody: throw Bail()
        }
    }

    /// Writes the element with its attributes; pushes it, or closes it (void and raw-text elements).
    mutating func element(_ key: TagKey, _ kind: FastTagKind, line: UInt32, nameEnd: Int, push: Bool) throws(Bail) {
        flushText()
        let svg = kind == .svg
        append("[1,\"")
        for i in 0..<key.count { out.append(key.byte(i)) }
        append(svg ? "\",1,[" : "\",0,[")
        let selfClosing = try attributes(from: nameEnd, svg: svg)
        append("],")
        appendNumber(line)
        append("],")
        var push = push
        if selfClosing {
            // `/>` is acknowledged on void and foreign elements only; elsewhere the element stays open (not reproduced).
            switch kind {
            case .void, .voidClosesParagraph, .headVoid: break
            case .svg: push = false
            default: throw Bail()
            }
        }
        switch kind {
        case .title:
            try rawText(key, decoded: true)
        case .style:
            try rawText(key, decoded: false)
        case .script:
            try rawText(key, decoded: false, script: true)
        default:
            break
        }
        if push {
            // The limiter counts only the elements the source opens, not the implied html/head/body.
            guard stack.count - impliedOpen < depthLimit else { throw Bail() }
            let open = OpenElement(key: key, kind: kind)
            stack.append(open)
            count(open, by: 1)
            if kind == .preformatted {
                if pos < n && input[pos] == UInt8(ascii: "\n") { pos += 1 }  // the newline right after <pre> is dropped
                if pos < n && input[pos] == UInt8(ascii: "&") { throw Bail() }
            }
        } else {
            append("0,")
        }
    }

    mutating func closeHead() {
        if headImplied { impliedOpen -= 1 }
        closeCurrent()
        mode = .afterHead
    }

    mutating func openElement(_ key: TagKey, _ kind: FastTagKind, line: UInt32) {
        flushText()
        append("[1,\"")
        for i in 0..<key.count { out.append(key.byte(i)) }
        append("\",0,[],")
        appendNumber(line)
        append("],")
        stack.append(OpenElement(key: key, kind: kind))
    }

    mutating func closeCurrent() {
        flushText()
        guard let top = stack.popLast() else { return }
        count(top, by: -1)
        append("0,")
    }

    mutating func count(_ open: OpenElement, by delta: Int) {
        switch open.kind {
        case .closesParagraph:
            if open.key == TagKey.p { paragraphsOpen += delta }
        case .button: buttonsOpen += delta
        case .heading: headingsOpen += delta
        default: break
        }
    }

    /// Reads the attributes after the tag name and writes them; returns whether the tag ended with `/>`.
    /// On an SVG element (`svg`) names are adjusted as the standard says for foreign content.
    mutating func attributes(from start: Int, svg: Bool) throws(Bail) -> Bool {
        var j = start
        attributeRanges.removeAll(keepingCapacity: true)
        if !attributeHashes.isEmpty { attributeHashes.removeAll(keepingCapacity: true) }
        var written = 0
        while true {
            while j < n && isWhitespace(input[j]) { j += 1 }
            guard j < n else { throw Bail() }
            let b = input[j]
            if b == UInt8(ascii: ">") {
                pos = j + 1
                return false
            }
            if b == UInt8(ascii: "/") {
                guard j + 1 < n, input[j + 1] == UInt8(ascii: ">") else { throw Bail() }
                pos = j + 2
                return true
            }
            // The name: lower-cased; unusual characters need gumbo.
            let nameStart = j
            while j < n {
                let c = input[j]
                if isWhitespace(c) || c == UInt8(ascii: "/") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") {
                    break
                }
                if c >= 0x80 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "<")
                    || c == UInt8(ascii: "\\")
                {
                    throw Bail()
                }
                j += 1
            }
            guard j > nameStart else { throw Bail() }  // `=` first: gumbo's rules
            let nameRange = nameStart..<j
            let duplicate = isDuplicate(nameRange)
            let mark = out.count
            if written > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            var attributeNamespace = 0
            if svg {
                let lowered = String(decoding: nameRange.map { lower(input[$0]) }, as: UTF8.self)
                if let (local, namespace) = foreignAttributeNames[lowered] {
                    append(local)
                    attributeNamespace = namespace
                } else {
                    if lowered.utf8.contains(UInt8(ascii: ":")) { throw Bail() }  // other namespaced names
                    append(svgAttributeNames[lowered] ?? lowered)
                }
            } else {
                for k in nameRange { out.append(lower(input[k])) }
            }
            append("\",")
            // The value, if any.
            var k = j
            while k < n && isWhitespace(input[k]) { k += 1 }
            if k < n && input[k] == UInt8(ascii: "=") {
                k += 1
                while k < n && isWhitespace(input[k]) { k += 1 }
                guard k < n else { throw Bail() }
                let q = input[k]
                if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
                    var e = k + 1
                    while e < n && input[e] != q { e += 1 }
                    guard e < n else { throw Bail() }
                    try appendValue(from: k + 1, to: e, attributeQuote: q)
                    j = e + 1
                    // After a quoted value comes whitespace, `/` or `>`.
                    guard j < n else { throw Bail() }
                    let after = input[j]
                    guard isWhitespace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">") else {
                        throw Bail()
                    }
                } else {
                    if q == UInt8(ascii: ">") { throw Bail() }  // missing value
                    var e = k
                    while e < n && !isWhitespace(input[e]) && input[e] != UInt8(ascii: ">") {
                        let c = input[e]
                        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "<")
                            || c == UInt8(ascii: "=") || c == UInt8(ascii: "`")
                        {
                            throw Bail()
                        }
                        e += 1
                    }
                    guard e < n else { throw Bail() }
                    try appendValue(from: k, to: e, attributeQuote: UInt8(ascii: ">"))
                    j = e
                }
            } else {
                // Gumbo forgets to clear a dropped duplicate's name when no value follows: the next
                // attribute's name is glued to it (`<p a b a c>` gives `a`, `b`, `ac`). Found by Scripts/fuzz.
                if duplicate { throw Bail() }
                append("\"\"")
                j = k
            }
            out.append(UInt8(ascii: ","))
            appendNumber(UInt32(attributeNamespace))
            if duplicate {
                out.removeSubrange(mark...)  // gumbo keeps the first
            } else {
                if attributeRanges.count >= Self.linearAttributeScan {
                    attributeHashes[nameHash(nameRange), default: []].append(nameRange)
                } else {
                    attributeRanges.append(nameRange)
                }
                written += 1
            }
        }
    }

    /// Whether a name was already given on this tag: a scan of the first few, then a hash lookup.
    func isDuplicate(_ name: Range<Int>) -> Bool {
        for range in attributeRanges where sameName(range, name) { return true }
        guard attributeRanges.count >= Self.linearAttributeScan else { return false }
        return attributeHashes[nameHash(name)]?.contains { sameName($0, name) } ?? false
    }

    /// FNV-1a of the lower-cased name.
    func nameHash(_ name: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in name {
            hash ^= UInt64(lower(input[k]))
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Whether two attribute names in the input are the same, ASCII case-insensitively.
    func sameName(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        var i = a.lowerBound
        var k = b.lowerBound
        while i < a.upperBound {
            if lower(input[i]) != lower(input[k]) { return false }
            i += 1
            k += 1
        }
        return true
    }

    mutating func appendValue(from start: Int, to end: Int, attributeQuote: UInt8) throws(Bail) {
        out.append(UInt8(ascii: "\""))
        textOpen = true
        try appendDecoded(from: start, to: end, attributeQuote: attributeQuote)
        textOpen = false
        out.append(UInt8(ascii: "\""))
    }

    /// The text of a title, style or script up to its end tag, then the end tag.
    mutating func rawText(_ key: TagKey, decoded: Bool, script: Bool = false) throws(Bail) {
        let start = pos
        var j = pos
        // Past a `<!--` the script data escape states run: their text is the same, but a `<script` there
        // (double escaped) keeps the next `</script>` from ending the script. Libraries hold `<!` in regular
        // expressions (jQuery's `<!\[CDATA\[`), which is plain script data.
        var escaped = false
        while true {
            j = SWAR.index(of: UInt8(ascii: "<"), in: input, from: j)
            guard j + 1 < n else { throw Bail() }
            if input[j] == UInt8(ascii: "<") {
                if script && input[j + 1] == UInt8(ascii: "!") && j + 3 < n && input[j + 2] == UInt8(ascii: "-")
                    && input[j + 3] == UInt8(ascii: "-")
                {
                    escaped = true
                }
                if escaped && startsScriptTag(at: j + 1) { throw Bail() }
                if input[j + 1] == UInt8(ascii: "/") {
                    var k = j + 2
                    var matches = true
                    for i in 0..<key.count {
                        guard k < n, lower(input[k]) == key.byte(i) else {
                            matches = false
                            break
                        }
                        k += 1
                    }
                    if matches, k < n {
                        let after = input[k]
                        if after == UInt8(ascii: ">") {
                            if decoded {
                                try appendDecoded(from: start, to: j, attributeQuote: nil)
                            } else {
                                if let minimum = sideTextMinimum, j - start >= minimum, !textOpen {
                                    append("[11,")
                                    appendNumber(UInt32(sideTexts.count))
                                    append("],")
                                    sideTexts.append(start..<j)
                                } else {
                                    appendRaw(from: start, to: j)
                                }
                            }
                            flushText()
                            pos = k + 1
                            return
                        }
                        if isWhitespace(after) || after == UInt8(ascii: "/") { throw Bail() }
                    } else if matches {
                        throw Bail()
                    }
                }
            }
            j += 1
        }
    }

    /// Whether `script` followed by whitespace, `/` or `>` (any case) starts at `i`: what makes the
    /// script data escaped state double escaped.
    func startsScriptTag(at i: Int) -> Bool {
        let name: StaticString = "script"
        guard i + name.utf8CodeUnitCount < n else { return false }
        for k in 0..<name.utf8CodeUnitCount where lower(input[i + k]) != name.utf8Start[k] { return false }
        let after = input[i + name.utf8CodeUnitCount]
        return isWhitespace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">")
    }

    mutating func endTag() throws(Bail) {
        let (key, nameEnd) = try tagName(at: pos + 2)
        var j = nameEnd
        while j < n && isWhitespace(input[j]) { j += 1 }
        guard j < n, input[j] == UInt8(ascii: ">") else { throw Bail() }
        let kind: FastTagKind? =
            key == TagKey.body ? .body : key == TagKey.head ? .head : key == TagKey.html ? .html : nil
        switch mode {
        case .inHead:
            guard kind == .head else { throw Bail() }
            closeHead()
        case .inBody:
            if !fragment && (kind == .body || kind == .html) {
                guard stack.count == 2, stack[1].kind == .body else { throw Bail() }
                mode = kind == .body ? .afterBody : .afterAfterBody
            } else {
                guard let top = stack.last, top.key == key, top.kind != .html, top.kind != .body else {
                    throw Bail()
                }
                closeCurrent()
            }
        case .afterBody:
            guard kind == .html else { throw Bail() }
            mode = .afterAfterBody
        default:
            throw Bail()
        }
        pos = j + 1
    }

    // MARK: Output

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    mutating func appendNumber(_ number: UInt32) {
        if number >= 10 { appendNumber(number / 10) }
        out.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// One byte of a JSON string, escaped as ``OperationWriter`` escapes it.
    mutating func appendEscaped(_ byte: UInt8) {
        JSONStringEscape.append(byte, to: &out)
    }

    mutating func line(at position: Int) -> UInt32 {
        // Eight bytes at a time (a script's source runs thousands of bytes between two tags).
        if let base = input.baseAddress {
            let newline = SWAR.ones &* 0x0A
            while lineCursor + 8 <= position {
                let x = UnsafeRawPointer(base + lineCursor).loadUnaligned(as: UInt64.self) ^ newline
                // A byte of x is zero where the word has a newline: count those exactly (no borrow across bytes).
                let zeroes = ~(((x & SWAR.lows) &+ SWAR.lows) | x | SWAR.lows) & SWAR.highs
                lineNumber &+= UInt32(zeroes.nonzeroBitCount)
                lineCursor += 8
            }
        }
        while lineCursor < position {
            if input[lineCursor] == UInt8(ascii: "\n") { lineNumber += 1 }
            lineCursor += 1
        }
        return lineNumber
    }
}

private func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
private func isAlphanumeric(_ b: UInt8) -> Bool { isAlpha(b) || (b >= 48 && b <= 57) }
private func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0C }
private func lower(_ b: UInt8) -> UInt8 { (b >= 65 && b <= 90) ? b + 32 : b }

/// Tests on eight bytes at once (the has-zero-byte tests of "Bit Twiddling Hacks"; each says
/// exactly whether some byte qualifies, not which).
enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080
    static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Whether a byte of `word` equals the byte `pattern` repeats.
    @inline(__always) static func hasByte(_ word: UInt64, _ pattern: UInt64) -> Bool {
        let x = word ^ pattern
        return (x &- ones) & ~x & highs != 0
    }

    /// Whether a byte of `word` is below 0x20 (a control character).
    @inline(__always) static func hasByteBelow0x20(_ word: UInt64) -> Bool {
        (word &- ones &* 0x20) & ~word & highs != 0
    }

    /// The index of the first `byte` (or `other`) in `bytes` at or after `start`, or `bytes.count`.
    static func index(of byte: UInt8, or other: UInt8? = nil, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let second = other ?? byte
        let two = other != nil
        var i = start
        let end = bytes.count
        if let base = bytes.baseAddress {
            let pattern = ones &* UInt64(byte)
            let secondPattern = ones &* UInt64(second)
            while i + 8 <= end {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if hasByte(word, pattern) || (two && hasByte(word, secondPattern)) { break }
                i += 8
            }
        }
        while i < end && bytes[i] != byte && bytes[i] != second { i += 1 }
        return i
    }
}
