import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

@MainActor
struct ActivationTests {
    @Test func aCancelledLinkClickDoesNotNavigate() throws {
        let webView = WKWebView.loaded(
            "<a href=/x>x</a><script>document.addEventListener('click', e => e.preventDefault(), true)</script>")
        try webView.click(selector: "a")
        #expect(webView.navigations.isEmpty)
    }

    @Test func theNavigationDelegateDecides() throws {
        final class Allow: WKNavigationDelegate {
            var seen: [WKNavigationType] = []
            func webView(
                _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
            ) {
                seen.append(navigationAction.navigationType)
                decisionHandler(.allow)
            }
        }
        let delegate = Allow()
        let webView = WKWebView(frame: .zero)
        webView.navigationDelegate = delegate
        webView.loadHTMLString(
            "<a href='https://other.example/p?q=1' target=_blank>x</a>", baseURL: URL(string: "https://shop.example/"))
        try webView.click(selector: "a")
        #expect(delegate.seen == [.linkActivated])
        #expect(webView.navigations.first?.policy == .allow)
        #expect(webView.navigations.first?.target == "_blank")
        #expect(webView.serializedHTML.contains("other.example"))
    }

    @Test func aSubmitButtonSubmitsItsFormWithASubmitEvent() async throws {
        let webView = WKWebView.loaded(
            """
            <form action=/search><input name=q value='linen shirt'><button id=go>Go</button></form>
            <script>var submits = 0; document.forms[0].addEventListener('submit', () => submits++)</script>
            """)
        try webView.click(selector: "#go")
        #expect(try await webView.evaluateJavaScript("submits") as? Int == 1)
        #expect(webView.navigations.map(\.url) == ["https://shop.example/search?q=linen+shirt"])
        #expect(webView.navigations.first?.navigationType == .formSubmitted)
    }

    @Test func javascriptURLsRunInsteadOfNavigating() async throws {
        let webView = WKWebView.loaded("<a href=\"javascript:window.ran = 1\">x</a>")
        try webView.click(selector: "a")
        #expect(webView.navigations.isEmpty)
        #expect(try await webView.evaluateJavaScript("window.ran") as? Int == 1)
    }

    @Test func locationAssignmentIsRecordedAndTheDocumentStays() async throws {
        let webView = WKWebView.loaded("<p id=p>stay</p><script>location.href = 'next.html'</script>")
        #expect(webView.navigations.map(\.url) == ["https://shop.example/next.html"])
        #expect(try await webView.string("document.getElementById('p').textContent") == "stay")
    }
}
