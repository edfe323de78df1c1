/// Removes duplicate attributes before gumbo sees them, and bounds what gumbo's attribute checks cost.
///
/// The HTML tokenizer keeps the first of equal names (ASCII-lowercased), which is what gumbo does
/// too, but in quadratic time (each name compared with every earlier one of its tag: 20,000 duplicates
/// take seconds, 200,000 minutes), and, run without recording errors as ShopStage runs it, it then
/// prefixes the next attribute's name with a valueless duplicate's (`<p a a b>` gave `a` and `ab`).
/// Removed beforehand, neither happens. Tags are tokenized with the HTML standard's attribute states;
/// comments, doctypes and raw-text elements (a script through its escapes) are skipped, and what runs
/// to the end (`<plaintext>`, a comment left open) ends the scan, so text is never taken for a tag.
///
/// Distinct names stay quadratic in gumbo: past ``attributeLimit`` distinct attributes in all of a
/// document's tags with more than ``attributeThreshold`` each, the document is refused.
///
/// Raw-text element names the tokenizer may read as markup (`<svg><style>`, `<math><script>`, a
/// `<style>` ignored in a `<select>`, a `<noscript>`, which gumbo parses with scripting off) are not
/// filtered, which could change text, but the attributes of the tags in them count towards
/// ``attributeLimit``, all of them (gumbo compares duplicates too).
///
/// A removed attribute becomes `/` followed by the newlines it held (or one space): the tokenizer then
/// continues in the state it would have after the attribute (a `/` not followed by `>` is only a parse
/// error), and gumbo's line numbers stay those of the source.
enum DuplicateAttributeFilter {
    /// Tags with at most this many attributes do not count towards ``attributeLimit``: gumbo's checks of
    /// them cost at most as many comparisons as bytes × 128.
    static let attributeThreshold = 256
    /// The most distinct attributes gumbo is given in all of a document's tags with more than
    /// ``attributeThreshold`` each: one tag of 8,192 costs it 33 M name comparisons (a quarter of a second).
    static let attributeLimit = 8192

    /// Elements whose content the tokenizer reads as text (RCDATA, RAWTEXT, script data, and
    /// `plaintext`: all that follows).
    fileprivate static let textElements: [[UInt8]] =
        ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"].map {
            Array($0.utf8)
        }
    fileprivate static let plaintext = Array("plaintext".utf8)
    fileprivate static let noscript = Array("noscript".utf8)
    /// The text elements that stay text inside a `<select>` for gumbo (a script by the in-head rules, a
    /// textarea closing it); gumbo ignores a `<style>` there, and reads what follows as markup.
    fileprivate static let textInSelect: [[UInt8]] = ["script", "textarea"].map { Array($0.utf8) }
    /// Foreign content's roots, in which every name is markup, and `select`.
    fileprivate static let svg = Array("svg".utf8)
    fileprivate static let math = Array("math".utf8)
    fileprivate static let select = Array("select".utf8)
    fileprivate static let script = Array("script".utf8)
    fileprivate static let cdataOpen = Array("[CDATA[".utf8)
    fileprivate static let cdataClose = Array("]]>".utf8)
    fileprivate static let commentOpen = Array("<!--".utf8)
    fileprivate static let greaterThan: [UInt8] = [62]

    /// `html` without duplicate attributes, or nil when nothing changes. `contextTag`: a fragment's
    /// context element (in a raw-text one the fragment is text throughout). Throws
    /// ``HeadlessWebViewError/tooManyAttributes(tag:line:limit:)`` past `limit`.
    static func filtered(
        _ html: [UInt8], contextTag: String? = nil, threshold: Int = attributeThreshold, limit: Int = attributeLimit
    ) throws(HeadlessWebViewError) -> [UInt8]? {
        if let contextTag {
            let tag = Array(contextTag.lowercased().utf8)
            if textElements.contains(tag) { return nil }
        }
        var scanner = Scanner(bytes: html, threshold: threshold, limit: limit)
        let output = scanner.run()
        if let refused = scanner.refused {
            throw .tooManyAttributes(tag: refused.tag, line: scanner.line(at: refused.at), limit: limit)
        }
        return output
    }

    /// One attribute of a tag: its name's bytes and the bytes the whole attribute (value included) spans.
    private struct Attribute {
        var nameStart: Int
        var nameEnd: Int
        var end: Int
    }

    private struct Scanner {
        let bytes: [UInt8]
        let threshold: Int
        let limit: Int
        /// Distinct attributes so far in tags with more than `threshold`.
        var counted = 0
        /// The tag that took `counted` past `limit`: where it starts and its name.
        var refused: (at: Int, tag: String)?
        var output: [UInt8] = []
        var copiedUpTo = 0
        /// `<svg>` and `<math>` start tags not yet closed, and whether a `<select>` is open: where a
        /// text element's name may be markup (an estimate: it only decides what is counted).
        var foreignDepth = 0
        var inSelect = false
        var attributes: [Attribute] = []

        init(bytes: [UInt8], threshold: Int, limit: Int) {
            self.bytes = bytes
            self.threshold = threshold
            self.limit = limit
        }

        /// The line (from 1) of the byte at `offset`, as gumbo counts them.
        func line(at offset: Int) -> Int {
            var line = 1
            for k in 0..<min(offset, bytes.count) where bytes[k] == 10 || (bytes[k] == 13 && k + 1 < bytes.count
                && bytes[k + 1] != 10) {
                line += 1
            }
            return line
        }

        static func isSpace(_ b: UInt8) -> Bool { b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
        static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
        static func lower(_ b: UInt8) -> UInt8 { (b >= 65 && b <= 90) ? b + 32 : b }

        /// The first index at or after `start` where `needle` begins (ASCII case-insensitively when
        /// `needle` is lowercase letters), or nil.
        func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil, caseInsensitive: Bool = false)
            -> Int?
        {
            let n = min(limit ?? bytes.count, bytes.count)
            var j = start
            while j + needle.count <= n {
                var k = 0
                while k < needle.count && (caseInsensitive ? Self.lower(bytes[j + k]) : bytes[j + k]) == needle[k] {
                    k += 1
                }
                if k == needle.count { return j }
                j += 1
            }
            return nil
        }

        func starts(with prefix: [UInt8], at start: Int) -> Bool {
            start + prefix.count <= bytes.count && bytes[start..<start + prefix.count].elementsEqual(prefix)
        }

        mutating func run() -> [UInt8]? {
            let n = bytes.count
            var i = 0
            scan: while i < n {
                guard bytes[i] == 60, i + 1 < n else { i += 1; continue }  // <
                let next = bytes[i + 1]
                if next == 33 {  // <!
                    if i + 3 < n && bytes[i + 2] == 45 && bytes[i + 3] == 45 {
                        guard let end = commentEnd(from: i) else { break scan }
                        i = end
                    } else if starts(with: DuplicateAttributeFilter.cdataOpen, at: i + 2) {
                        // Text in foreign content, a bogus comment in HTML: skipping to `]]>` covers both.
                        guard let end = find(DuplicateAttributeFilter.cdataClose, from: i + 9) else { break scan }
                        i = end + 3
                    } else {
                        // A doctype or bogus comment ends at any `>`.
                        guard let end = find(DuplicateAttributeFilter.greaterThan, from: i + 2) else { break scan }
                        i = end + 1
                    }
                    continue
                }
                if next == 63 || (next == 47 && !(i + 2 < n && Self.isAlpha(bytes[i + 2]))) {  // <? or </ not a tag
                    guard let end = find(DuplicateAttributeFilter.greaterThan, from: i + 2) else { break scan }
                    i = end + 1
                    continue
                }
                let endTag = next == 47
                let nameStart = endTag ? i + 2 : i + 1
                guard Self.isAlpha(bytes[nameStart]) else { i += 1; continue }
                var j = nameStart
                while j < n && !Self.isSpace(bytes[j]) && bytes[j] != 47 && bytes[j] != 62 { j += 1 }
                let nameEnd = j
                guard let end = tag(from: j) else { break scan }  // a tag cut by the end of input is dropped
                if counted > limit {
                    refused = (i, String(decoding: bytes[nameStart..<nameEnd].map(Self.lower), as: UTF8.self))
                    return nil
                }
                i = end
                noteContext(nameStart, nameEnd, endTag: endTag, selfClosing: bytes[end - 2] == 47)
                if endTag { continue }
                if let name = textElement(nameStart, nameEnd) {
                    let markup = mayBeMarkup(name)
                    if name == DuplicateAttributeFilter.plaintext {
                        if markup && !countAttributes(from: end, to: n) { return nil }
                        break scan
                    }
                    let close = rawTextEnd(name, from: end)
                    if markup && !countAttributes(from: end, to: close ?? n) { return nil }
                    guard let close else { break scan }
                    i = close
                }
            }
            guard !output.isEmpty || copiedUpTo != 0 else { return nil }
            output.append(contentsOf: bytes[copiedUpTo..<n])
            return output
        }

        /// Follows the `<svg>`/`<math>` and `<select>` tags (start or end tag `start..<end`).
        mutating func noteContext(_ start: Int, _ end: Int, endTag: Bool, selfClosing: Bool) {
            if isName(DuplicateAttributeFilter.svg, start, end) || isName(DuplicateAttributeFilter.math, start, end) {
                if endTag { foreignDepth = max(0, foreignDepth - 1) } else if !selfClosing { foreignDepth += 1 }
            } else if isName(DuplicateAttributeFilter.select, start, end) {
                inSelect = !endTag
            }
        }

        /// Whether the tag name in `start..<end` is `name` (lowercase), ASCII case-insensitively, without allocating.
        func isName(_ name: [UInt8], _ start: Int, _ end: Int) -> Bool {
            guard end - start == name.count else { return false }
            var k = 0
            while k < name.count && Self.lower(bytes[start + k]) == name[k] { k += 1 }
            return k == name.count
        }

        /// Whether the tokenizer may read the content of text element `name` as markup here.
        func mayBeMarkup(_ name: [UInt8]) -> Bool {
            foreignDepth > 0 || name == DuplicateAttributeFilter.noscript
                || (inSelect && !DuplicateAttributeFilter.textInSelect.contains(name))
        }

        /// Counts, without changing them, the attributes of what would be tags in `start..<end` (text
        /// the tokenizer may read as markup); false, with ``refused`` set, past the limit.
        mutating func countAttributes(from start: Int, to end: Int) -> Bool {
            var i = start
            while i + 1 < end {
                guard bytes[i] == 60, Self.isAlpha(bytes[i + 1]) else { i += 1; continue }
                var j = i + 1
                while j < bytes.count && !Self.isSpace(bytes[j]) && bytes[j] != 47 && bytes[j] != 62 { j += 1 }
                guard let after = tag(from: j, filtering: false) else { return true }
                if counted > limit {
                    refused = (i, String(decoding: bytes[i + 1..<j].map(Self.lower), as: UTF8.self))
                    return false
                }
                i = after
            }
            return true
        }

        /// The index past the comment opening at `start` (`<!--`), or nil when it runs to the end.
        func commentEnd(from start: Int) -> Int? {
            let n = bytes.count
            if start + 4 < n && bytes[start + 4] == 62 { return start + 5 }  // <!-->
            if start + 5 < n && bytes[start + 4] == 45 && bytes[start + 5] == 62 { return start + 6 }  // <!--->
            var j = start + 4
            while j + 2 < n {
                if bytes[j] == 45 && bytes[j + 1] == 45 {
                    if bytes[j + 2] == 62 { return j + 3 }
                    if bytes[j + 2] == 33 && j + 3 < n && bytes[j + 3] == 62 { return j + 4 }
                }
                j += 1
            }
            return nil
        }

        /// Where the raw-text element `name` whose start tag ended at `start` closes: the `<` of its end
        /// tag (scanned next as a tag), or nil when the scan cannot tell.
        /// The text element (see ``DuplicateAttributeFilter/textElements``) the tag name in `start..<end`
        /// names, if any; without allocating, as it runs for every tag.
        func textElement(_ start: Int, _ end: Int) -> [UInt8]? {
            let length = end - start
            guard length >= 3 && length <= 9 else { return nil }
            for candidate in DuplicateAttributeFilter.textElements where candidate.count == length {
                var k = 0
                while k < length && Self.lower(bytes[start + k]) == candidate[k] { k += 1 }
                if k == length { return candidate }
            }
            return nil
        }

        /// Where the raw-text element `name` whose start tag ended at `start` closes: the `<` of its end
        /// tag (scanned next as a tag), or nil when it runs to the end.
        func rawTextEnd(_ name: [UInt8], from start: Int) -> Int? {
            if name == DuplicateAttributeFilter.script { return scriptEnd(from: start) }
            let close = [60, 47] + name
            var from = start
            while let at = find(close, from: from, caseInsensitive: true) {
                if names(name, at: at + 2) { return at }
                from = at + 1
            }
            return nil
        }

        /// Whether `name` (lowercase) is at `at`, ASCII case-insensitively, followed by what ends a tag name.
        func names(_ name: [UInt8], at: Int) -> Bool {
            let after = at + name.count
            guard after < bytes.count else { return false }
            var k = 0
            while k < name.count && Self.lower(bytes[at + k]) == name[k] { k += 1 }
            return k == name.count && (Self.isSpace(bytes[after]) || bytes[after] == 47 || bytes[after] == 62)
        }

        /// ``rawTextEnd(_:from:)`` for a script, through the tokenizer's script-data escape states: in
        /// `<!--` … `<script>` … `-->` a `</script>` does not close it.
        func scriptEnd(from start: Int) -> Int? {
            let n = bytes.count
            let script = DuplicateAttributeFilter.script
            var escaped = false
            var doubleEscaped = false
            var j = start
            while j < n {
                if bytes[j] == 45 {  // `-->` leaves either escape
                    if escaped && j + 2 < n && bytes[j + 1] == 45 && bytes[j + 2] == 62 {
                        escaped = false
                        doubleEscaped = false
                        j += 3
                        continue
                    }
                } else if bytes[j] == 60 && j + 1 < n {
                    if bytes[j + 1] == 47 && names(script, at: j + 2) {
                        if !doubleEscaped { return j }
                        doubleEscaped = false  // back to escaped
                        j += 2 + script.count
                        continue
                    }
                    if !escaped && starts(with: DuplicateAttributeFilter.commentOpen, at: j) {
                        escaped = true
                        j += 2  // its `--` may be the start of `-->` (`<!-->`)
                        continue
                    }
                    if escaped && !doubleEscaped && names(script, at: j + 1) {
                        doubleEscaped = true
                        j += 1 + script.count
                        continue
                    }
                }
                j += 1
            }
            return nil
        }

        /// Tokenizes a tag's attributes from `start` (just past its name) and removes its duplicates
        /// (or, not `filtering`, counts them all when past the threshold). Returns the index past its
        /// `>`, or nil when the input ends first.
        mutating func tag(from start: Int, filtering: Bool = true) -> Int? {
            let n = bytes.count
            attributes.removeAll(keepingCapacity: true)
            var j = start
            while true {
                // Before attribute name (a `/` not followed by `>` is skipped like a space).
                while j < n && (Self.isSpace(bytes[j]) || bytes[j] == 47) { j += 1 }
                guard j < n else { return nil }
                if bytes[j] == 62 { break }
                // Attribute name: its first byte may be `=`.
                let nameStart = j
                j += 1
                while j < n && !Self.isSpace(bytes[j]) && bytes[j] != 47 && bytes[j] != 62 && bytes[j] != 61 { j += 1 }
                let nameEnd = j
                var end = nameEnd
                // After attribute name: an `=` (spaces around it allowed) starts the value.
                var k = j
                while k < n && Self.isSpace(bytes[k]) { k += 1 }
                if k < n && bytes[k] == 61 {
                    k += 1
                    while k < n && Self.isSpace(bytes[k]) { k += 1 }
                    guard k < n else { return nil }
                    let quote = bytes[k]
                    if quote == 34 || quote == 39 {
                        guard let close = find([quote], from: k + 1) else { return nil }
                        end = close + 1
                    } else if quote == 62 {
                        end = k  // a missing value: the `>` ends the tag
                    } else {
                        while k < n && !Self.isSpace(bytes[k]) && bytes[k] != 62 { k += 1 }
                        end = k
                    }
                    j = end
                }
                attributes.append(Attribute(nameStart: nameStart, nameEnd: nameEnd, end: end))
            }
            if !filtering {
                if attributes.count > threshold { counted += attributes.count }
            } else if attributes.count > 1 {
                removeDuplicates(counted: attributes.count > threshold)
            }
            return j + 1
        }

        /// Replaces each attribute whose name an earlier attribute of the tag has; `counted`: the tag's
        /// distinct names count towards the limit.
        mutating func removeDuplicates(counted isCounted: Bool) {
            var seen = Set<[UInt8]>(minimumCapacity: attributes.count)
            // Few attributes (a real tag's): compared pairwise, without allocating, unless a name holds a NUL.
            if attributes.count <= 16,
                !attributes.contains(where: { bytes[$0.nameStart..<$0.nameEnd].contains(0) })
            {
                var distinct = 0
                for (index, attribute) in attributes.enumerated() {
                    if attributes[..<index].contains(where: { sameName($0, attribute) }) {
                        remove(attribute)
                    } else {
                        distinct += 1
                    }
                }
                if isCounted { counted += distinct }
                return
            }
            for attribute in attributes {
                var key: [UInt8] = []
                key.reserveCapacity(attribute.nameEnd - attribute.nameStart)
                for b in bytes[attribute.nameStart..<attribute.nameEnd] {
                    // The tokenizer reads a NUL in a name as U+FFFD.
                    if b == 0 { key.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { key.append(Self.lower(b)) }
                }
                if seen.insert(key).inserted {
                    if isCounted { counted += 1 }
                    continue
                }
                remove(attribute)
            }
        }

        /// Whether two attributes' names are equal ASCII-lowercased.
        func sameName(_ a: Attribute, _ b: Attribute) -> Bool {
            let length = a.nameEnd - a.nameStart
            guard b.nameEnd - b.nameStart == length else { return false }
            var k = 0
            while k < length && Self.lower(bytes[a.nameStart + k]) == Self.lower(bytes[b.nameStart + k]) { k += 1 }
            return k == length
        }

        /// Replaces `attribute` (see ``DuplicateAttributeFilter``).
        mutating func remove(_ attribute: Attribute) {
            output.append(contentsOf: bytes[copiedUpTo..<attribute.nameStart])
            output.append(47)
            let newlines = bytes[attribute.nameStart..<attribute.end].filter { $0 == 10 || $0 == 13 }
            if newlines.isEmpty { output.append(32) } else { output.append(contentsOf: newlines) }
            copiedUpTo = attribute.end
        }
    }
}
