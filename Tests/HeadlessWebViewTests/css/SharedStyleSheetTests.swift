import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A sheet's text is parsed once for the realm (StyleSheets.js `sheetTemplate`), and the index of
/// sheets no page changed is shared by the pages that show them (`sharedStyleIndex`): every new web
/// view of an action that inlines a framework's sheet reuses both. What one page does to its sheets
/// never reaches another, and what decides an index (the viewport, a sheet's `disabled`, its owner's
/// `media`) gives each page its own answer.
@MainActor
struct SharedStyleSheetTests {
    /// Rules enough that a page's render is mostly its sheet: comments, strings that look like
    /// comments, `@media` by width, custom properties.
    private static let sheet: String = {
        var rules = ["/* a framework's licence */ :root { --brand: #0d6efd; --gap: 4px }",
                     ".quote::before { content: \"/* not a comment */\"; color: var(--brand) }",
                     ".tile { margin: var(--gap); color: rgb(1, 2, 3) } /* between */ .tile.on { color: rgb(4, 5, 6) }",
                     "@media (min-width: 600px) { .tile { color: rgb(7, 8, 9) } }"]
        for i in 0..<300 { rules.append(".c\(i) > .d\(i):hover, .c\(i) .e\(i) { padding: \(i % 7)px }") }
        return rules.joined(separator: "\n")
    }()

    private static let page = "<style>\(sheet)</style><p class=tile id=a>a</p><p class=\"tile on\" id=b>b</p><q class=quote id=q>q</q>"

    private func loaded(_ html: String, width: Double = 390, height: Double = 844) -> WKWebView {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        webView.loadHTMLString(html, baseURL: URL(string: "https://shop.example/"))
        return webView
    }

    private static let colors = "[a, b].map((e) => getComputedStyle(e).color).join(' ')"

    @Test func aPageThatEditsItsSheetLeavesTheNextPageOfTheSameTextAsParsed() async throws {
        let first = loaded(Self.page)
        #expect(try await first.string(Self.colors) == "rgb(1, 2, 3) rgb(4, 5, 6)")
        let edited = try await first.string(
                """
                const sheet = document.styleSheets[0];
                sheet.cssRules[2].style.color = 'rgb(9, 9, 9)';
                sheet.insertRule('.tile { color: rgb(200, 0, 0) !important }', sheet.cssRules.length);
                sheet.cssRules[0].style.setProperty('--brand', 'red');
                [\(Self.colors), sheet.cssRules.length].join(' ')
                """)
        #expect(edited == "rgb(200, 0, 0) rgb(200, 0, 0) 306")
        let second = loaded(Self.page)
        let next = try await second.string(
                """
                const rules = document.styleSheets[0].cssRules;
                [\(Self.colors), rules.length, rules[2].style.color, rules[0].style.getPropertyValue('--brand').trim(),
                 rules[1].style.content].join(' ')
                """)
        #expect(next == "rgb(1, 2, 3) rgb(4, 5, 6) 305 rgb(1, 2, 3) #0d6efd \"/* not a comment */\"")
    }

    @Test func eachViewportGetsItsOwnMediaRules() async throws {
        let phone = loaded(Self.page, width: 390)
        let tablet = loaded(Self.page, width: 800)
        let phoneAgain = loaded(Self.page, width: 390)
        #expect(try await phone.string("getComputedStyle(a).color") == "rgb(1, 2, 3)")
        #expect(try await tablet.string("getComputedStyle(a).color") == "rgb(7, 8, 9)")
        #expect(try await phoneAgain.string("getComputedStyle(a).color") == "rgb(1, 2, 3)")
    }

    @Test func aDisabledSheetOrAnOwnerMediaThatFailsAppliesToItsPageOnly() async throws {
        let disabled = loaded(Self.page + "<script>document.styleSheets[0].disabled = true</script>")
        let print = loaded(Self.page.replacingOccurrences(of: "<style>", with: "<style media=print>"))
        let plain = loaded(Self.page)
        #expect(try await disabled.string("getComputedStyle(a).color") == "rgb(0, 0, 0)")
        #expect(try await print.string("getComputedStyle(a).color") == "rgb(0, 0, 0)")
        #expect(try await plain.string("getComputedStyle(a).color") == "rgb(1, 2, 3)")
    }

    @Test func commentsAreDroppedAndStringsKeptWhole() async throws {
        let webView = loaded(
            "<style>/* one */ .x { color: rgb(1, 1, 1) /* two */ } .y::after { content: \"/*\" } .z { color: rgb(2, 2, 2) } /* unclosed .w { color: red }</style>"
                + "<p class=x id=x>x</p><p class=y id=y>y</p><p class=z id=z>z</p><p class=w id=w>w</p>")
        let read = try await webView.string(
                """
                const rules = document.styleSheets[0].cssRules;
                [rules.length, Array.from(rules, (r) => r.selectorText).join(','), getComputedStyle(x).color,
                 rules[1].style.content, getComputedStyle(z).color, getComputedStyle(w).color].join(' ')
                """)
        #expect(read == "3 .x,.y::after,.z rgb(1, 1, 1) \"/*\" rgb(2, 2, 2) rgb(0, 0, 0)")
    }

    // The rules an element may match are merged once for its type, id and class attribute (Cascade.js).
    @Test func elementsOfOneTypeAndClassKeepTheirOwnIdAndClassChanges() async throws {
        let webView = loaded(
            "<style>.c { color: rgb(1, 1, 1) } #x { color: rgb(2, 2, 2) } .c::before { color: rgb(3, 3, 3) } p.d { color: rgb(4, 4, 4) }</style>"
                + "<p class=c id=x>x</p><p class=c id=y>y</p><p class=c id=z>z</p><span class=d id=s>s</span>")
        #expect(
            try await webView.string(
                """
                const read = () => [y, x, z, s].map((e) => getComputedStyle(e).color).join(' ');
                const before = read();
                z.className = 'd'; s.className = 'c';
                before + ' / ' + read()
                """)
                == "rgb(1, 1, 1) rgb(2, 2, 2) rgb(1, 1, 1) rgb(0, 0, 0) / rgb(1, 1, 1) rgb(2, 2, 2) rgb(4, 4, 4) rgb(1, 1, 1)")
    }

    // Long texts are looked up by their length and samples of their start, middle and end, then
    // compared whole (TextKeyedCache.js): texts alike in all of those are still told apart.
    @Test func sheetsAndDocumentsAlikeButForOneCharacterAreNotTakenForEachOther() async throws {
        let filler = String(repeating: "p { margin: 0 } ", count: 40)
        let page = { (digit: Int) in
            "<style>\(filler) .t { color: rgb(\(digit), 0, 0) } \(filler)</style>"
                + "<p class=t id=t>\(String(repeating: "x", count: 300))\(digit)\(String(repeating: "y", count: 900))</p>"
        }
        let read = "getComputedStyle(t).color + ' ' + t.textContent.slice(300, 301)"
        for digit in [1, 2, 1, 2] {
            #expect(try await loaded(page(digit)).string(read) == "rgb(\(digit), 0, 0) \(digit)")
        }
    }
}
