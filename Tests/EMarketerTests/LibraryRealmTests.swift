import EMarketer
import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// The click-capture library the SDK's document loads runs from a realm the VM keeps, called with
/// each page's window: each page still gets its own library, reading the page through `window`,
/// and no page can change it for another.
@MainActor
struct LibraryRealmTests {
    let clock = ManualPanelClock()

    func render(_ content: String, id: Int = 1) async throws -> (WKWebView, Clicks) {
        let panel = EMarketerPanel(actions: [PanelAction(id: id, name: "Action", content: content)])
        let tracker = eMarketerTracker(panel: panel, clock: clock)
        let action = try #require(try await tracker.getResult().actions.first)
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let clicks = Clicks()
        try action.render(on: webView) { clicks.received.append($0) }
        return (webView, clicks)
    }

    final class Clicks {
        var received: [eMarketerActionClicked] = []
    }

    @Test func theParsersScriptGetsTheLibraryFromItsRealm() async throws {
        let (webView, _) = try await render("<p>hi</p>")
        let context = try #require(webView.scriptContext)
        // A function of a hardened realm prints as native code; the page's own text would print itself.
        #expect(try context.evaluate("String(_S_T.new_elem)").stringValue?.contains("[native code]") == true)
        #expect(try context.evaluate("typeof emarketerClickCapture.classify") == .string("function"))
    }

    @Test func eachPageHasItsOwnLibraryAndListener() async throws {
        let content = "<a id='go' data-emarketer-click-target='products sku-1' href='/p/1'>Go</a>"
        let (first, firstClicks) = try await render(content)
        let (second, secondClicks) = try await render(content)
        let one = try #require(first.scriptContext)
        // The state of one page's library (the documents it listens on) is its own: asking the
        // first again installs nothing more, and the second page still captures.
        try one.evaluate("_S_T.new_elem(document.body, null)")
        try first.click(selector: "#go")
        try second.click(selector: "#go")
        #expect(firstClicks.received.map(\.arg) == ["sku-1"])
        #expect(secondClicks.received.map(\.arg) == ["sku-1"])
    }

    @Test func thePagesOwnURLResolvesSVGLinksAsInABrowser() async throws {
        // The library reads the page through `window`, as the same text does in WebKit: a page that
        // replaced its URL gets its replacement used.
        let (webView, _) = try await render("<p>hi</p>")
        let context = try #require(webView.scriptContext)
        try context.evaluate("window.URL = function (reference, base) { this.href = 'stub:' + reference; };")
        #expect(try context.evaluate("emarketerClickCapture.resolveURL('x.html', 'https://shop.example/')") == .string("stub:x.html"))
    }

    @Test func aPageCannotChangeTheLibraryForTheNextPage() async throws {
        let content = "<span class='emarketer_button_dont_show_again' id='close' data-n_sessions='3'>x</span>"
        let (hostile, _) = try await render(content)
        let context = try #require(hostile.scriptContext)
        // The library's objects and functions come from a realm whose built-ins are frozen and which
        // compiles no string: these are refused, in strict code as a TypeError.
        let attempts = [
            "Object.getPrototypeOf(_S_T).hasOwnProperty = null",
            "Object.getPrototypeOf(emarketerClickCapture.classify).call = null",
            "_S_T.new_elem.constructor('return this')()",
        ]
        for attempt in attempts {
            #expect(throws: ScriptError.self, "\(attempt)") {
                try context.evaluate("'use strict'; \(attempt)")
            }
        }
        let (next, clicks) = try await render(content)
        try next.click(selector: "#close")
        #expect(clicks.received.map(\.status) == ["close"])
        #expect(clicks.received.map(\.arg) == ["3"])
    }

    @Test func aScriptInsertedLibraryRunsInThePage() async throws {
        // Only the parser's `<script src>` is run from the realm; one a script inserts is the page's text.
        let (webView, _) = try await render(
            "<script>var s = document.createElement('script'); s.src = 'https://counter.personyze.com/web-view.js?v=0';"
                + " document.body.appendChild(s);</script>")
        let context = try #require(webView.scriptContext)
        #expect(try context.evaluate("String(_S_T.new_elem).indexOf('function newElem(element)') >= 0") == .bool(true))
    }
}
