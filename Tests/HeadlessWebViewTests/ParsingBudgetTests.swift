import Foundation
import ShopStageTesting
import Testing

@testable import HeadlessWebView

/// Parsing runs outside the watchdog: what a page's HTML costs must grow with its length.
struct ParsingBudgetTests {
    static func attributes(_ count: Int) -> String {
        (0..<count).map { "a\($0)" }.joined(separator: " ")
    }

    /// Each attribute name was compared with every earlier one: 200,000 took over a minute (the trait
    /// is a hang guard, not a timing: linear, it takes a second or two on a loaded machine).
    @Test(.timeLimit(.minutes(1))) func twoHundredThousandAttributesParseInLinearTime() throws {
        let html = "<!DOCTYPE html><p \(Self.attributes(200_000))>x</p>"
        let operations = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(operations.contains("\"a199999\",\"\",0"))
    }

    /// Past the names scanned one by one, duplicates are found by hash: gumbo's result still, the first kept.
    @Test func duplicatesPastTheScannedNamesKeepTheFirstAsGumboDoes() throws {
        let html = "<!DOCTYPE html><p \(Self.attributes(40)) A3=x a39=y a17=z a0=w B=1 b=2>x</p>"
        let fast = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(try fast == HTMLParser.documentOperations(html, fastPath: false))
        #expect(fast.contains("\"b\",\"1\",0"))
        #expect(!fast.contains("\"a3\",\"x\"") && !fast.contains("\"a39\",\"y\""))
    }

    /// `<p>` + 300 distinct `<b>`s left open + `</p>`, then 3,000 paragraphs: each reopens all 300.
    static let reopenedFormatting =
        "<p>" + (0..<300).map { "<b id=\($0)>" }.joined() + "</p>" + String(repeating: "<p>x</p>", count: 3000)

    /// It asked gumbo for 230 MB and built 900,000 nodes (seconds and gigabytes in the DOM); the budget
    /// stops gumbo at its bytes and names the input.
    @Test func formattingElementsReopenedPastTheBudgetAreRefused() throws {
        let html = Self.reopenedFormatting
        #expect(HTMLParser.fastDocumentOperations(html) == nil)  // the fast path leaves it to gumbo
        let budget = HTMLParser.parseBudget(inputBytes: html.utf8.count)
        #expect(throws: HeadlessWebViewError.htmlTooComplex(inputBytes: html.utf8.count, budget: budget, outOfMemory: false)) {
            _ = try HTMLParser.documentOperations(html)
        }
        #expect(throws: HeadlessWebViewError.self) {
            _ = try HTMLParser.fragmentOperations(html, contextTag: "div", contextNamespace: 0)
        }
        // The parser is whole afterwards: the next document parses as before.
        #expect(try HTMLParser.documentOperations("<p><b>x</p><p>y").contains("\"y\""))
    }

    /// A page whose HTML is refused fails its load with the error; one that set it as `innerHTML` gets an exception.
    @MainActor @Test func aRefusedPageFailsItsLoadAndInnerHTMLThrows() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(Self.reopenedFormatting, baseURL: nil)
        let error = try #require(webView.loadError as? HeadlessWebViewError)
        #expect("\(error)".contains("bytes of HTML would build a tree of more than"))
        webView.loadHTMLString("<div id=d></div>", baseURL: nil)
        #expect(webView.loadError == nil)
        let thrown = try await webView.evaluateJavaScript(
            "try { document.getElementById('d').innerHTML = '<p>' + '<b>'.repeat(0) + "
                + "Array.from({length: 300}, (_, i) => '<b id=' + i + '>').join('') + '</p>' + '<p>x</p>'.repeat(3000); 'no' }"
                + " catch (e) { String(e.message) }") as? String
        #expect(thrown?.contains("would build a tree of more than") == true, "\(String(describing: thrown))")
    }

    /// Real pages stay far under the budget: the biggest fixtures ask gumbo for 3–70 bytes per input byte.
    @Test func realPagesParseUnderTheBudget() throws {
        for name in ["html/bench-product-grid.html", "real-library/swiper-carousel.html", "real-library/vue2-recommendation.html"] {
            let html = try String(contentsOf: Fixtures.url(name), encoding: .utf8)
            #expect(try HTMLParser.documentOperations(html, fastPath: false).count > 100, "\(name)")
        }
    }
}
