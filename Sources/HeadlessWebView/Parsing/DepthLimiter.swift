/// Keeps gumbo from ever seeing elements nested deeper than ``HTMLParser/maximumDepth``.
///
/// A light scan tracks the open elements (void elements, raw-text elements, comments and
/// the common implied end tags understood); a start tag that would open one level too many
/// is closed at once (`<div>` → `<div></div>`) and its own end tag dropped, so the element
/// and what follows it become siblings at the cap — what Blink's and WebKit's parsers do.
/// Documents that never get that deep (all real ones) are passed through untouched.
enum DepthLimiter {
    /// Depth the scan allows before closing: a margin under the cap for the elements the
    /// parser inserts by itself (`html`, `body`, table sections…).
    static let scanLimit = HTMLParser.maximumDepth - 16

    static func limit(_ html: String) -> String {
        var opens = 0
        for byte in html.utf8 where byte == UInt8(ascii: "<") { opens += 1 }
        if opens <= scanLimit { return html }
        let bytes = Array(html.utf8)
        guard let rewritten = rewrite(bytes) else { return html }
        return String(decoding: rewritten, as: UTF8.self)
    }

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
        "keygen", "basefont", "bgsound", "frame", "image",
    ]
    private static let rawTextElements: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]
    /// Start tags that close an open element of their own name (implied end tags).
    private static let selfClosingSiblings: Set<String> = ["li", "option", "p", "tr", "td", "th", "dt", "dd"]
    /// Start tags that close an open `<p>`.
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "div", "dl", "fieldset", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul", "li", "dd", "dt",
    ]

    /// The rewritten bytes, or nil when nothing had to change.
    private static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var copiedUpTo = 0
        var changed = false
        var stack: [String] = []
        var flattened: [String: Int] = [:]
        var i = 0
        let n = bytes.count

        func lower(_ b: UInt8) -> UInt8 { (b >= 65 && b <= 90) ? b + 32 : b }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 45 || b == 58 || b == 95
        }
        func find(_ needle: [UInt8], from start: Int, caseInsensitive: Bool) -> Int? {
            guard needle.count <= n else { return nil }
            var j = start
            while j + needle.count <= n {
                var k = 0
                while k < needle.count && (caseInsensitive ? lower(bytes[j + k]) : bytes[j + k]) == needle[k] { k += 1 }
                if k == needle.count { return j }
                j += 1
            }
            return nil
        }
        /// The index just past the `>` ending a tag whose name ends at `start`, quotes respected.
        func tagEnd(from start: Int) -> (end: Int, selfClosing: Bool) {
            var j = start
            var quote: UInt8 = 0
            while j < n {
                let b = bytes[j]
                if quote != 0 {
                    if b == quote { quote = 0 }
                } else if b == 34 || b == 39 {
                    quote = b
                } else if b == 62 {
                    return (j + 1, j > start && bytes[j - 1] == 47)
                }
                j += 1
            }
            return (n, false)
        }

        while i < n {
            guard bytes[i] == 60, i + 1 < n else { i += 1; continue }
            let next = bytes[i + 1]
            if next == 33 {  // <!-- … --> or <!…>
                if i + 3 < n && bytes[i + 2] == 45 && bytes[i + 3] == 45 {
                    i = (find(Array("-->".utf8), from: i + 4, caseInsensitive: false).map { $0 + 3 }) ?? n
                } else {
                    i = tagEnd(from: i + 2).end
                }
                continue
            }
            if next == 63 { i = tagEnd(from: i + 2).end; continue }
            if next == 47 {  // end tag
                var j = i + 2
                var name: [UInt8] = []
                while j < n && isNameByte(bytes[j]) { name.append(lower(bytes[j])); j += 1 }
                let end = tagEnd(from: j).end
                let tag = String(decoding: name, as: UTF8.self)
                if let count = flattened[tag], count > 0 {
                    flattened[tag] = count - 1
                    output.append(contentsOf: bytes[copiedUpTo..<i])
                    copiedUpTo = end
                    changed = true
                } else if let index = stack.lastIndex(of: tag) {
                    stack.removeSubrange(index...)
                }
                i = end
                continue
            }
            guard (next >= 97 && next <= 122) || (next >= 65 && next <= 90) else { i += 1; continue }
            var j = i + 1
            var name: [UInt8] = []
            while j < n && isNameByte(bytes[j]) { name.append(lower(bytes[j])); j += 1 }
            let (end, selfClosing) = tagEnd(from: j)
            let tag = String(decoding: name, as: UTF8.self)
            if rawTextElements.contains(tag) {
                let close = Array("</\(tag)".utf8)
                i = find(close, from: end, caseInsensitive: true).map { tagEnd(from: $0 + close.count).end } ?? n
                continue
            }
            i = end
            if selfClosing || voidElements.contains(tag) { continue }
            if let top = stack.last {
                if top == tag && selfClosingSiblings.contains(tag) {
                    stack.removeLast()
                } else if top == "p" && closesParagraph.contains(tag) {
                    stack.removeLast()
                }
            }
            if stack.count >= scanLimit {
                output.append(contentsOf: bytes[copiedUpTo..<end])
                output.append(contentsOf: Array("</\(tag)>".utf8))
                copiedUpTo = end
                flattened[tag, default: 0] += 1
                changed = true
            } else {
                stack.append(tag)
            }
        }
        guard changed else { return nil }
        output.append(contentsOf: bytes[copiedUpTo..<n])
        return output
    }
}
