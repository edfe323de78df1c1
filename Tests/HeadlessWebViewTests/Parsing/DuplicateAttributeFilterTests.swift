import Foundation
import Testing

@testable import HeadlessWebView

/// Gumbo compares each attribute name with every earlier one of its tag; the filter removes duplicates
/// before it, and must leave the tree gumbo builds when it records its errors (its tokenizer is then
/// the HTML standard's).
struct DuplicateAttributeFilterTests {
    /// Gumbo's reference operations for `html`, ShopStage's gumbo parse of it, and whether the filter changed it.
    static func gumboBothWays(_ html: String, contextTag: String? = nil) throws -> (
        original: String, filtered: String, changed: Bool
    ) {
        let changed = try DuplicateAttributeFilter.filtered(Array(html.utf8), contextTag: contextTag) != nil
        if let contextTag {
            return (
                try HTMLParser.gumboReferenceOperations(html, fragmentContext: (contextTag, 0)),
                try HTMLParser.fragmentOperations(html, contextTag: contextTag, contextNamespace: 0, fastPath: false),
                changed
            )
        }
        return (
            try HTMLParser.gumboReferenceOperations(html), try HTMLParser.documentOperations(html, fastPath: false),
            changed
        )
    }

    /// Each attribute state of the HTML standard's tokenizer, and what the scan must skip.
    static let withDuplicates = [
        "<p x=1 X=2 y>a</p>",
        "<p q x=1 x=2 =3>a</p>",  // `=3` is an attribute only because `x=2` was before it
        "<p x=\"1\"x='2'y=3 x>a</p>",
        "<p x='1'/x/y/>a</p><p>b</p>",
        "<svg><g a=1 a><rect/></g><path d=1 d=2/></svg><p>after</p>",  // no `/>` left behind in foreign content
        "<p x=\"1\n2\" x=\"3\n\n4\" x\n=\n5>a</p>\n<div>line</div>\n<span>and this</span>",
        "<!-- <p x x> --><p a a>x</p>",
        "<!--><p a=1 a=2>x</p><!---><b c c>",
        "<script><p x x></script><p a a>x</p>",
        "<script><!--</script><p a a>x</p>",
        "<script><!-- <script> <p x x> </script> --></script><p a a>x</p>",
        "<script><!--> <p x x></script><p a a>x</p>",
        "<script><!-- <scripts> </script><p a a>x</p>",
        "<script>'</scriptx>'; <p x x></script ><p a a>x</p>",
        "<textarea><p x x></textarea><p a a>x</p>",
        "<title><p x x></TITLE><p a a>x</p>",
        "<!DOCTYPE html><p a a>x</p>",
        "<p a=\">\" a b=\"'\" b>x</p>",
        "<p x=>a</p><p y y=>b</p>",
        "</p x x><P X=1 x=2 Ä=3 ä=4 Ä=5>x</P>",
        "<p a\u{0}b=1 a\u{FFFD}b=2>x</p>",
        "<?x a a><p a a>x</p><![CDATA[<p b b>]]><svg><![CDATA[<p c c>]]></svg>",
        "<table><tr><td a=1 a=2>x</td><input type=hidden type=text></table>",
        "<p a a/>x<br b b/>y",
        "<p a =  \"1\"   a = '2' a>x</p>",
        "<p &amp;=1 &amp;=2 a=&amp; a=&lt;>x</p>",
    ]

    @Test(arguments: withDuplicates) func filteredDocumentsAreGumbosOwnTree(_ html: String) throws {
        let (original, filtered, changed) = try Self.gumboBothWays(html)
        #expect(changed, "nothing was removed from \(html.debugDescription)")
        #expect(filtered == original, "\(html.debugDescription)")
        // Past 16 attributes names are compared by hash instead of pairwise.
        guard let first = html.range(of: "<p ") else { return }
        var padded = html
        padded.replaceSubrange(first, with: "<p " + (0..<20).map { "z\($0) " }.joined())
        let (paddedOriginal, paddedFiltered, _) = try Self.gumboBothWays(padded)
        #expect(paddedFiltered == paddedOriginal, "\(padded.debugDescription)")
    }

    @Test func fragmentsAreGumbosOwnTreeAndRawTextContextsAreText() throws {
        let (original, filtered, changed) = try Self.gumboBothWays("<p a=1 a=2><b c c>x</b></p>", contextTag: "div")
        #expect(changed)
        #expect(filtered == original)
        for context in ["textarea", "SCRIPT", "plaintext", "noscript"] {
            #expect(try DuplicateAttributeFilter.filtered(Array("<p a a>x</p>".utf8), contextTag: context) == nil)
        }
    }

    /// In a script's escape (`<!--` … `<script>`) a `</script>` does not close it: text is never rewritten.
    @Test func scriptEscapesAreFollowed() throws {
        let html = "<p a a>x</p><script><!--<script></script><p b b></script><p c c>y</p>"
        let bytes = try #require(try DuplicateAttributeFilter.filtered(Array(html.utf8)))
        let rewritten = String(decoding: bytes, as: UTF8.self)
        #expect(rewritten.contains("<p b b></script><p c / >y"), "\(rewritten)")
        #expect(try Self.gumboBothWays(html).filtered == Self.gumboBothWays(html).original)
    }

    /// Tags made of every byte the attribute states treat apart, compared with gumbo's own result.
    @Test func randomTagsAreGumbosOwnTree() throws {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "A", "b", "=", "\"", "'", "/", " ", "\n", "x=1", "a='q'", "b=\"r s\"", " = v", "&lt;", "<"]
        var changedCount = 0
        for _ in 0..<300 {
            var tag = ""
            for _ in 0..<(2 + next(12)) { tag += pieces[next(pieces.count)] }
            for element in ["p", "svg"] {
                let html = "<\(element) \(tag)>t<g></g></\(element)><p>after</p>"
                let (original, filtered, changed) = try Self.gumboBothWays(html)
                if changed { changedCount += 1 }
                #expect(filtered == original, "\(html.debugDescription)")
            }
        }
        #expect(changedCount > 80)  // the inputs do exercise the removal
    }

    /// What the fast path refuses (misnested formatting) goes to gumbo with its duplicates removed.
    static func misnested(attributes: String) -> String {
        "<!DOCTYPE html><b><i>x</b></i><p \(attributes)>y</p>"
    }

    /// Over a minute in gumbo before (the trait is a hang guard, not a timing).
    @Test(.timeLimit(.minutes(1))) func twoHundredThousandAttributesInARefusedDocumentParse() throws {
        let attributes = (0..<200_000).map { "A\($0 % 1000)=v\($0)" }.joined(separator: " ")
        let html = Self.misnested(attributes: attributes)
        #expect(HTMLParser.fastDocumentOperations(html) == nil)  // gumbo's, not the fast path's
        let operations = try HTMLParser.documentOperations(html)
        #expect(operations.contains("\"a999\",\"v999\""))
        #expect(!operations.contains("\"v1000\""))  // the first of equal names wins
    }

    /// The fast path (its duplicates removed by hash) agrees.
    @Test func aLargeTagEqualsTheFastPath() throws {
        let attributes = (0..<600).map { "a\($0 % 400)=\"v\($0)\"" }.joined(separator: "\n")
        let html = "<!DOCTYPE html><div \(attributes)>x</div>\n<p>line</p>"
        let fast = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(try HTMLParser.documentOperations(html, fastPath: false) == fast)
    }

    /// Distinct names stay quadratic in gumbo: past the limit the document is refused, naming the tag and line.
    @Test(.timeLimit(.minutes(1))) func tooManyDistinctAttributesAreRefused() throws {
        let attributes = (0..<200_000).map { "a\($0)" }.joined(separator: " ")
        let html = Self.misnested(attributes: attributes).replacingOccurrences(of: "<p ", with: "\n<p ")
        let limit = DuplicateAttributeFilter.attributeLimit
        #expect(throws: HeadlessWebViewError.tooManyAttributes(tag: "p", line: 2, limit: limit)) {
            _ = try HTMLParser.documentOperations(html)
        }
        let error = HeadlessWebViewError.tooManyAttributes(tag: "p", line: 2, limit: limit)
        #expect("\(error)".contains("the <p> on line 2"))
        // Just under the limit parses.
        let under = (0..<limit).map { "a\($0)" }.joined(separator: " ")
        #expect(try HTMLParser.documentOperations(Self.misnested(attributes: under)).contains("\"a\(limit - 1)\""))
    }

    /// Text element names the tokenizer reads as markup (foreign content, ignored in a `<select>`,
    /// `<noscript>` with scripting off) hid their tags' attributes from the limit: 20,000 took 0.76 s.
    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            "<svg><style>\n<p ATTRIBUTES></style></svg>", "<math><script>\n<p ATTRIBUTES></script></math>",
            "<svg><title>\n<p ATTRIBUTES>", "<select><xmp>\n<p ATTRIBUTES></xmp></select>",
            "<select><style>\n<p ATTRIBUTES></style></select>",
            "<noscript>\n<p ATTRIBUTES></noscript>", "<svg><plaintext>\n<p ATTRIBUTES>",
        ])
    func tagsInTextElementsReadAsMarkupCountTowardsTheLimit(_ shape: String) throws {
        let attributes = (0..<20_000).map { "a\($0 % 5000)" }.joined(separator: " ")
        let html = "<!DOCTYPE html>" + shape.replacingOccurrences(of: "ATTRIBUTES", with: attributes)
        let limit = DuplicateAttributeFilter.attributeLimit
        #expect(throws: HeadlessWebViewError.tooManyAttributes(tag: "p", line: 2, limit: limit)) {
            _ = try HTMLParser.documentOperations(html)
        }
    }

    /// The same text in an HTML text element is text, never tokenized as tags: nothing is counted or changed.
    @Test func tagsInHTMLTextElementsAreText() throws {
        let attributes = (0..<20_000).map { "a\($0 % 5000)" }.joined(separator: " ")
        for shape in ["<style><p \(attributes)></style>", "<svg></svg><script><p \(attributes)></script>",
            "<select></select><xmp><p \(attributes)></xmp>", "<select><script><p \(attributes) a0></script></select>"]
        {
            let html = "<!DOCTYPE html>" + shape
            #expect(try DuplicateAttributeFilter.filtered(Array(html.utf8)) == nil)
            let operations = try HTMLParser.documentOperations(html)
            #expect(operations.contains("a4999"), "\(shape.prefix(30)): \(operations.prefix(300))")
        }
    }
}

/// ShopStage ran gumbo without recording errors, under which gumbo prefixed the attribute after a valueless
/// duplicate with its name; HTML5 (and gumbo recording errors) keeps both names as written.
struct ValuelessDuplicateAttributeTests {
    @Test func theAttributeAfterAValuelessDuplicateKeepsItsName() throws {
        let html = "<!DOCTYPE html><b><i>x</b></i><p a a b=1>y</p>"
        let operations = try HTMLParser.documentOperations(html)
        #expect(operations.contains("[\"a\",\"\",0,\"b\",\"1\",0]"), "\(operations)")
    }
}
