import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A document loaded again (an action rendered on each new web view) reuses its parse: the parser's
/// operations by markup in Swift (`DocumentOperationsCache`), their parsed form by JSON in the realm
/// (Loader.js `documentOperations`). Each load still builds new nodes from them, runs its scripts,
/// and what one page does to its document never reaches the next.
@MainActor
struct DocumentParseReuseTests {
    /// Long enough to go the long way (UTF-16, with its long script beside the JSON).
    nonisolated private static let longDocument: String = {
        let tiles = (1...40).map { "<div class=tile data-sku=sku-\($0)><a href='/p/\($0)'>Tile \($0)</a></div>" }
        let script = "<script>var made = (window.made || 0) + 1; /*" + String(repeating: "x", count: 3000) + "*/</script>"
        return "<!DOCTYPE html><title>Grid</title><div id=grid>" + tiles.joined() + "</div>" + script
    }()

    /// A product grid whose operations' JSON is some 100 KB: kept too (up to 512 K characters of JSON
    /// in all), where only documents under 64 K characters were before. `variant` tells grids apart.
    nonisolated private static func largeGrid(_ variant: Int) -> String {
        let tiles = (1...400).map {
            "<li class=tile data-sku=SKU-\($0)><a href='/p/\($0)'><img src='/img/\($0).jpg' alt='Product \($0)'>"
                + "<span class=name>Product \($0)</span></a><span class=price data-cents=\($0 * 7)>$\($0)</span>"
                + "<button class=add data-sku=SKU-\($0)>Add to bag</button></li>"
        }
        return "<!DOCTYPE html><title>Grid \(variant)</title><ul id=grid data-variant=\(variant)>" + tiles.joined() + "</ul>"
    }

    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    @Test(arguments: [false, true])
    func aPageThatChangesItsDocumentLeavesTheNextLoadOfTheSameMarkupAsParsed(long: Bool) async throws {
        let html = long
            ? Self.longDocument
            : "<p id=a class=x>one</p><script>document.title = 'ran ' + document.getElementById('a').className</script>"
        let first = WKWebView.loaded(html)
        let parsed = first.serializedHTML
        _ = try await first.evaluateJavaScript("""
            for (const el of document.querySelectorAll('*')) { el.setAttribute('class', 'changed'); el.id = ''; }
            document.body.firstChild.textContent = 'edited'; 0
            """)
        #expect(first.serializedHTML != parsed)
        let second = WKWebView.loaded(html)
        #expect(second.serializedHTML == parsed)
        let third = WKWebView(frame: .zero)
        third.loadHTMLString(html, baseURL: URL(string: "https://shop.example/"))
        #expect(third.serializedHTML == parsed)
        #expect(first.scriptErrors.isEmpty && second.scriptErrors.isEmpty && third.scriptErrors.isEmpty)
    }

    @Test func eachLoadRunsItsScriptsAndBuildsNewNodes() async throws {
        let html = Self.longDocument
        let page = WKWebView.loaded(html)
        #expect(try await value(page, "String(made) + ' ' + document.querySelectorAll('.tile').length") == "1 40")
        // The same markup again in the same web view: a new document, its script run again in a new window.
        page.loadHTMLString(html, baseURL: nil)
        #expect(try await value(page, "String(made) + ' ' + document.querySelectorAll('.tile a')[39].textContent")
            == "1 Tile 40")
    }

    @Test func aLargeDocumentChangedByOnePageLoadsAsParsedInTheNext() async throws {
        let html = Self.largeGrid(0)
        let first = WKWebView.loaded(html)
        let parsed = first.serializedHTML
        #expect(try await value(first, "String(document.querySelectorAll('li.tile img').length)") == "400")
        _ = try await first.evaluateJavaScript("""
            for (const el of document.querySelectorAll('li')) { el.className = 'changed'; el.firstChild.remove(); }
            document.title = 'edited'; 0
            """)
        let second = WKWebView.loaded(html)
        // Compared apart from the expectation, whose failure would print both 100 KB documents.
        let sameAsParsed = second.serializedHTML == parsed
        #expect(sameAsParsed, "the second load of the grid differs from the first one's parse")
        #expect(try await value(second, "document.title + ' ' + document.querySelectorAll('li.tile a img').length") == "Grid 0 400")
    }

    /// More large documents than the realm keeps: the oldest go, and every one still loads as parsed.
    @Test func largeDocumentsPastTheBoundEachLoadAsParsed() async throws {
        let grids = (1...7).map(Self.largeGrid)
        var parsed: [String] = []
        for html in grids { parsed.append(WKWebView.loaded(html).serializedHTML) }
        for (index, html) in grids.enumerated().reversed() {
            let page = WKWebView.loaded(html)
            let sameAsParsed = page.serializedHTML == parsed[index]
            #expect(sameAsParsed, "grid \(index + 1), loaded again, differs from its first load")
            #expect(try await value(page, "document.getElementById('grid').dataset.variant") == String(index + 1))
        }
    }

    @Test func documentsThatDifferInOneCharacterParseApart() async throws {
        let a = WKWebView.loaded(Self.longDocument)
        let b = WKWebView.loaded(Self.longDocument.replacingOccurrences(of: "Tile 40<", with: "Tile 41<"))
        #expect(try await value(a, "document.querySelectorAll('.tile a')[39].textContent") == "Tile 40")
        #expect(try await value(b, "document.querySelectorAll('.tile a')[39].textContent") == "Tile 41")
    }
}
