import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The realm keeps the parser's operations of short fragments by context and markup (Loader.js
/// `fragmentOperations`): what a page gets from the same markup again is what a fresh parse gives,
/// in each context, new nodes every time, on every page.
@MainActor
struct FragmentParseReuseTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    @Test func theSameMarkupParsesByItsContextEveryTime() async throws {
        let page = WKWebView.loaded("<table><tbody id=rows></tbody></table><div id=box></div>")
        let answer = try await value(page, """
            const markup = '<tr><td>1</td></tr>';
            const out = [];
            for (let i = 0; i < 3; i++) {
                const rows = document.getElementById('rows'), box = document.getElementById('box');
                rows.innerHTML = markup; box.innerHTML = markup;
                out.push(rows.firstChild.nodeName + '/' + box.innerHTML);
            }
            out.join(' ')
            """)
        // In a tbody the row is a row; in a div the parser drops the table tags and keeps the text.
        #expect(answer == "TR/1 TR/1 TR/1")
    }

    @Test func eachParseMakesNewNodesThatThePageMayChange() async throws {
        let page = WKWebView.loaded("<div id=a></div><div id=b></div>")
        let answer = try await value(page, """
            const a = document.getElementById('a'), b = document.getElementById('b');
            a.innerHTML = '<p class=x>one</p>';
            a.firstChild.setAttribute('class', 'changed');
            a.firstChild.firstChild.data = 'edited';
            b.innerHTML = '<p class=x>one</p>';
            [a.firstChild !== b.firstChild, b.innerHTML, a.innerHTML].join(' ')
            """)
        #expect(answer == #"true <p class="x">one</p> <p class="changed">edited</p>"#)
        let other = WKWebView.loaded("<div id=b></div>")
        #expect(try await value(other, "const b = document.getElementById('b'); b.innerHTML = '<p class=x>one</p>'; b.innerHTML") == #"<p class="x">one</p>"#)
    }

    @Test func longMarkupAndSVGContextsParseAsBefore() async throws {
        let page = WKWebView.loaded("<div id=a></div><svg id=s></svg>")
        let answer = try await value(page, """
            const long = '<i>' + 'x'.repeat(5000) + '</i>';
            const a = document.getElementById('a'), s = document.getElementById('s');
            a.innerHTML = long; s.innerHTML = '<circle r=1></circle>';
            const again = s.cloneNode(false); again.innerHTML = '<circle r=1></circle>';
            [a.firstChild.textContent.length, s.firstChild.namespaceURI, again.firstChild.namespaceURI].join(' ')
            """)
        #expect(answer == "5000 http://www.w3.org/2000/svg http://www.w3.org/2000/svg")
    }
}
