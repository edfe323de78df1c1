import Foundation
import ShopStageTesting
import Testing

@testable import HeadlessWebView

/// The fast path must write exactly what gumbo writes whenever it does not give up.
struct FastHTMLParserTests {
    /// One input and how to parse it: a document, or a fragment in a context (`tag`, namespace).
    struct Input {
        var name: String
        var html: String
        var context: (tag: String, namespace: Int)?
    }

    struct Tally {
        var inputs = 0
        var fast = 0
        var mismatches: [String] = []
    }

    /// The fast path's result as `HTMLParser` tries it: on the input with the limiter's margin,
    /// then on the limiter's rewrite if there is one.
    static func fastPath(_ input: Input) -> String? {
        func fast(_ html: String, _ limit: Int) -> String? {
            if let context = input.context {
                return HTMLParser.fastFragmentOperations(
                    html, contextTag: context.tag, contextNamespace: context.namespace, depthLimit: limit)
            }
            return HTMLParser.fastDocumentOperations(html, depthLimit: limit)
        }
        if let operations = fast(input.html, DepthLimiter.scanLimit) { return operations }
        let limited = DepthLimiter.limit(input.html)
        return limited != input.html ? fast(limited, HTMLParser.maximumDepth) : nil
    }

    /// Gumbo's operations, or the refusal (``HTMLParser/parseBudget(inputBytes:)``) as text, which no fast path matches.
    static func gumboPath(_ input: Input) -> String {
        do {
            if let context = input.context {
                return try HTMLParser.fragmentOperations(
                    input.html, contextTag: context.tag, contextNamespace: context.namespace, fastPath: false)
            }
            return try HTMLParser.documentOperations(input.html, fastPath: false)
        } catch {
            return "refused: \(error)"
        }
    }

    /// Compares the fast path with gumbo on `input`.
    static func compare(_ input: Input, into tally: inout Tally) {
        let gumbo = gumboPath(input)
        tally.inputs += 1
        guard let fast = fastPath(input) else { return }
        tally.fast += 1
        if fast != gumbo {
            tally.mismatches.append(
                "\(input.name) [\(input.context.map { "\($0.tag)/\($0.namespace)" } ?? "document")]\n"
                    + "#data\n\(input.html)\n#fast\n\(fast)\n#gumbo\n\(gumbo)")
        }
    }

    static var repositoryRoot: URL { HTML5LibConformanceTests.repositoryRoot }

    /// `#data` sections of an html5lib-format file, with their `#document-fragment` context.
    static func inputs(inDat file: URL) throws -> [Input] {
        try HTML5LibConformanceTests.cases(in: file).flatMap { test -> [Input] in
            var inputs = [Input(name: test.id, html: test.data, context: nil)]
            if let context = test.fragmentContext {
                var tag = context
                var namespace = 0
                if context.hasPrefix("svg ") { tag = String(context.dropFirst(4)); namespace = 1 }
                if context.hasPrefix("math ") { tag = String(context.dropFirst(5)); namespace = 2 }
                inputs.append(Input(name: test.id, html: test.data, context: (tag, namespace)))
            }
            // Every input also as the innerHTML of a div and of a body.
            inputs.append(Input(name: test.id, html: test.data, context: ("div", 0)))
            inputs.append(Input(name: test.id, html: test.data, context: ("body", 0)))
            return inputs
        }
    }

    static func expectNoMismatch(_ tally: Tally, _ label: String) {
        print("fast path \(label): \(tally.fast) of \(tally.inputs) inputs took the fast path, all equal to gumbo")
        #expect(
            tally.mismatches.isEmpty,
            "\(tally.mismatches.count) differ from gumbo:\n\(tally.mismatches.prefix(10).joined(separator: "\n\n"))")
    }

    // MARK: Differential

    @Test func html5libInputsGiveGumbosOperationsWhenFast() throws {
        guard let directory = HTML5LibConformanceTests.testsDirectory else {
            print("html5lib-tests not found: the html5lib differential is skipped")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".dat") }
            .sorted()
        var tally = Tally()
        for file in files {
            for input in try Self.inputs(inDat: directory.appendingPathComponent(file)) {
                Self.compare(input, into: &tally)
            }
        }
        Self.expectNoMismatch(tally, "html5lib")
        #expect(tally.fast > 100)
    }

    @Test func bundledInputsGiveGumbosOperationsWhenFast() throws {
        let file = Self.repositoryRoot.appendingPathComponent("Fixtures/html/fast-path-differential.dat")
        var tally = Tally()
        for input in try Self.inputs(inDat: file) {
            Self.compare(input, into: &tally)
        }
        Self.expectNoMismatch(tally, "bundled")
        #expect(tally.fast > 50)
    }

    @Test func fixturesGiveGumbosOperationsWhenFast() throws {
        var tally = Tally()
        for folder in ["Fixtures/html", "Fixtures/actions"] {
            let url = Self.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                guard let html = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
                    continue
                }
                Self.compare(Input(name: name, html: html, context: nil), into: &tally)
                Self.compare(Input(name: name, html: html, context: ("div", 0)), into: &tally)
            }
        }
        Self.expectNoMismatch(tally, "fixtures")
    }

    @Test func generatedInputsGiveGumbosOperationsWhenFast() {
        let pieces = [
            "<div>", "</div>", "<p>", "</p>", "<span class=a>", "</span>", "text", " ", "\n", "&amp;", "&copy",
            "&copy;",
            "&notit;", "AT&T", "a & b", "&#65;", "&#x80;", "&#0;", "&hellip;", "&bogus;", "<li>", "</li>", "<ul>",
            "</ul>", "<ol>", "</ol>", "<dl>", "<dt>", "<dd>", "</dd>", "</dt>", "<b>", "</b>", "<i>", "</i>",
            "<a href='x&y=1'>", "<a href=\"?a=1&amp;b=2\">", "</a>", "<!-- c -->", "<!---->", "<!-- a -- b -->", "<br>",
            "<br/>", "</br>", "<img src=x alt=\"A\">", "<img src=x src=y>", "<title>t&lt;</title>",
            "<style>a<b</style>", "<script>if (a<b) x()</script>", "<script><!--x--></script>",
            "<script>/<!\\[CDATA\\[/.test(s)</script>", "<script>a<!-b</script>",
            "<script><!--<script>x</script>--></script>",
            "<script><!--<SCRIPT\n></script>", "<script><!--<scripts></script>", "<script>a<!--b--><script c</script>",
            "<head>", "</head>",
            "<body class=b>", "</body>", "</html>", "<html lang=en>", "<!DOCTYPE html>", "<!doctype html>",
            "<pre>\n", "<pre>", "</pre>", "<h1>", "</h1>", "<h2>", "</h2>", "<my-el x=1 X=2>", "</my-el>", "<table>",
            "<button>", "</button>", "<meta charset=utf-8>", "<link rel=x>", "<hr>", "<input type=text>", "<em>",
            "</em>", "<div/>", "<svg>", "<p id='q' data-x=\"&lt;\">", "<section>", "</section>", "<nav>", "</nav>",
            "<textarea>", "<select>", "<form>", "</form>", "<main>", "</main>", "é", "€", "\t", "<", "< x", "<3",
            "</x>", "<?pi?>", "<strong>", "</strong>", "<label>", "</label>",
        ]
        var generator = SplitMix64(seed: 2026)
        var tally = Tally()
        for index in 0..<6000 {
            let count = 1 + Int(generator.next() % 14)
            var html = ""
            for _ in 0..<count { html += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let context: (String, Int)? = index % 3 == 0 ? ("div", 0) : (index % 3 == 1 ? nil : ("li", 0))
            Self.compare(Input(name: "generated \(index)", html: html, context: context), into: &tally)
        }
        Self.expectNoMismatch(tally, "generated")
        #expect(tally.fast > 300)
    }

    /// Random well-formed trees, the fast path's own ground: nested elements with attributes,
    /// text with references, comments, raw-text elements, inside random document scaffolding.
    @Test func generatedWellFormedTreesGiveGumbosOperationsWhenFast() {
        var generator = SplitMix64(seed: 7)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let containers = [
            "div", "span", "p", "a", "b", "em", "li", "ul", "section", "h2", "button", "my-card", "label",
        ]
        let voids = ["br", "img", "input", "hr", "meta", "wbr"]
        let texts = ["x", " ", "\n", "Tom &amp; Jerry", "a < b", "&copy; 2026", "&#8364;", "AT&T", "caf\u{e9}", "\t"]
        let attributes = [
            "", " class=a", " id=\"q\"", " data-x='1&amp;2'", " href=/p?a=1&b=2", " title=\"a &lt; b\"", " hidden",
            " CLASS=Up", " alt=\"\"",
        ]
        func tree(_ depth: Int) -> String {
            var html = ""
            for _ in 0..<Int(generator.next() % 4) {
                switch generator.next() % 6 {
                case 0, 1:
                    html += pick(texts)
                case 2:
                    html += "<\(pick(voids))\(pick(attributes))>"
                case 3:
                    html += pick([
                        "<!-- note -->", "<style>p{}</style>", "<script>a<b</script>", "<title>t &amp; u</title>",
                    ])
                default:
                    guard depth < 6 else { continue }
                    let tag = pick(containers)
                    html += "<\(tag)\(pick(attributes))>\(tree(depth + 1))</\(tag)>"
                }
            }
            return html
        }
        var tally = Tally()
        for index in 0..<3000 {
            let body = tree(0)
            let html: String
            switch index % 4 {
            case 0: html = body
            case 1: html = "<!DOCTYPE html>\n<html><head><title>T</title></head>\n<body>\(body)</body>\n</html>\n"
            case 2: html = "<!doctype html><meta charset=utf-8>\n\(body)"
            default:
                html = "<html lang=en>\n<head>\n<style>a{}</style>\n</head>\n<body class=c>\n\(body)\n</body></html>"
            }
            Self.compare(Input(name: "tree \(index)", html: html, context: nil), into: &tally)
            Self.compare(Input(name: "tree \(index)", html: body, context: ("div", 0)), into: &tally)
        }
        Self.expectNoMismatch(tally, "well-formed trees")
        #expect(tally.fast > 1000)
    }

    // MARK: The bench fixtures

    @Test func productGridTakesTheFastPath() throws {
        let html = try Fixtures.text("html/bench-product-grid.html")
        let fast = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(try fast == HTMLParser.documentOperations(html, fastPath: false))
    }

    @Test func benchActionWithItsScriptAndStyleTakesTheFastPath() throws {
        let html = try Fixtures.text("html/bench-action.html")
        let fast = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(try fast == HTMLParser.documentOperations(html, fastPath: false))
    }

    /// Icons in action HTML: inline SVG shapes, self-closed or not, with camel-case and
    /// namespaced attributes, inside buttons and links.
    @Test(arguments: [
        "<button id=close aria-label=Close><svg width=14 height=14 viewBox=\"0 0 14 14\"><path d=\"M1 1 L13 13\" stroke=\"#333\"/></svg></button>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" VIEWBOX=\"0 0 1 1\" preserveaspectratio=none><use xlink:href=\"#i\"/></svg>",
        "<a href=/x><svg><g fill=none><circle cx=1 cy=1 r=1></circle><rect x=0 y=0 width=2 height=2 /></g></svg> Shop</a>",
        "<p>a <svg><text x=1>T &amp; <tspan>s</tspan></text></svg> b</p>",
        "<div><svg><svg><polygon points=\"0,0 1,1\"/></svg></svg><svg/></div>",
    ])
    func inlineSVGTakesTheFastPath(_ body: String) throws {
        for html in ["<!DOCTYPE html><body>" + body, body] {
            let fast = try #require(HTMLParser.fastDocumentOperations(html))
            #expect(try fast == HTMLParser.documentOperations(html, fastPath: false))
        }
        let fragment = try #require(HTMLParser.fastFragmentOperations(body, contextTag: "div", contextNamespace: 0))
        #expect(try fragment == HTMLParser.fragmentOperations(body, contextTag: "div", contextNamespace: 0, fastPath: false))
    }

    /// Libraries hold `<!` in their source (jQuery's `/^\s*<!(?:\[CDATA\[|--)/`, Vue's template compiler's `<!\--`):
    /// every real-library page takes the fast path, its library's text written aside, not gumbo's character tokens,
    /// but for those with a `<template>` (Alpine's `x-for`), which the fast path leaves to gumbo.
    @Test func realLibraryPagesTakeTheFastPath() throws {
        let url = Self.repositoryRoot.appendingPathComponent("Fixtures/real-library")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".html") }
        var gaveUp: [String] = []
        for name in names.sorted() {
            let content = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            guard let fast = HTMLParser.fastDocumentOperations(content) else {
                gaveUp.append(name)
                #expect(content.contains("<template"), "\(name) gave up the fast path")
                continue
            }
            #expect(try fast == HTMLParser.documentOperations(content, fastPath: false), "\(name)")
        }
        #expect(gaveUp == ["alpine-tiles.html"])
        #expect(names.count - gaveUp.count >= 12)
    }

    @Test func theSummerSaleActionTakesTheFastPath() throws {
        let root = Self.repositoryRoot
        let content = try String(contentsOf: root.appendingPathComponent("Fixtures/actions/summer-sale.html"), encoding: .utf8)
        let fast = try #require(HTMLParser.fastDocumentOperations(content))
        #expect(try fast == HTMLParser.documentOperations(content, fastPath: false))
    }

    // MARK: Giving up

    @Test(arguments: [
        "<p>a\0b</p>",
        "<p>a\r\nb</p>",
        "<table><tr><td>x</td></tr></table>",
        "<b><i>x</b></i>",
        "<p>one<p>two",
        "<li>one<li>two",
        "<p><div>x</div></p>",
        "<p>&hellip2;</p>",
        "<p>&unknownentity;</p>",
        "<p>&not</p>",
        "<p>&#0;</p>",
        "<p>&#x80;</p>",
        "<svg><foreignObject><p>x</p></foreignObject></svg>",
        "<svg><linearGradient id=g></linearGradient></svg>",
        "<svg><p>breaks out</p></svg>",
        "<svg><title>integration point</title></svg>",
        "<svg><use xlink:title=x></use></svg>",
        "<svg><path></svg>",
        "<template><p>x</p></template>",
        "<form><input></form>",
        "<select><option>a</select>",
        "<div></span></div>",
        "<script><!-- <script>x</script> --></script>",
        "<a href=x><a href=y>z</a></a>",
        "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN\">",
        "<div/>",
        "</body>x",
        "<p>\u{0001}</p>",
        "<noscript>x</noscript>",
        "<p a b a c>x</p>",  // gumbo glues a valueless duplicate's name to the next name (found by Scripts/fuzz)
    ])
    func givesUpOn(_ html: String) throws {
        #expect(HTMLParser.fastDocumentOperations(html) == nil)
        // …and the parse still works, through gumbo.
        #expect(try HTMLParser.documentOperations(html).hasPrefix("["))
    }

    @Test func unsupportedFragmentContextsGiveUp() {
        #expect(HTMLParser.fastFragmentOperations("<p>x</p>", contextTag: "table", contextNamespace: 0) == nil)
        #expect(HTMLParser.fastFragmentOperations("<p>x</p>", contextTag: "title", contextNamespace: 0) == nil)
        #expect(HTMLParser.fastFragmentOperations("<p>x</p>", contextTag: "div", contextNamespace: 1) == nil)
        #expect(HTMLParser.fastFragmentOperations("<p>x</p>", contextTag: "div", contextNamespace: 0) != nil)
    }

    // MARK: Depth

    @Test func deeplyNestedDocumentIsCappedExactlyAsGumbosPathCapsIt() throws {
        let depth = 100_000
        let html = String(repeating: "<div>", count: depth) + "x" + String(repeating: "</div>", count: depth)
        let input = Input(name: "100,000 divs", html: html, context: nil)
        let fast = try #require(Self.fastPath(input))
        #expect(fast == Self.gumboPath(input))
        #expect(try HTMLParser.documentOperations(html) == fast)
    }

    @Test func nestingAroundTheLimitersThresholdGivesGumbosOperations() throws {
        var tally = Tally()
        for depth in [400, 480, 493, 494, 495, 496, 497, 498, 499, 510, 600] {
            for (open, close) in [("<span>", "</span>"), ("<div class=d>", "</div>")] {
                let html = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
                for context in [nil, ("div", 0)] as [(String, Int)?] {
                    let input = Input(name: "depth \(depth)", html: html, context: context)
                    Self.compare(input, into: &tally)
                    let operations =
                        context == nil
                        ? try HTMLParser.documentOperations(html)
                        : try HTMLParser.fragmentOperations(html, contextTag: "div", contextNamespace: 0)
                    #expect(operations == Self.gumboPath(input))
                }
            }
        }
        Self.expectNoMismatch(tally, "deep nesting")
        #expect(tally.fast == tally.inputs)
    }
}
