// HeadlessWebView's documentation examples that no other test holds ("Animation frames and settling"),
// verbatim, compiled and run (DocumentationCodeBlockTests checks that every ```swift block is in a test).
import Foundation
import HeadlessWebView
import Testing

@MainActor
func tapNextThenWaitForTheTiles(on webView: WKWebView) throws {
    try webView.click(selector: ".slick-next")
    try webView.settle(within: .seconds(1))  // the slide and its afterChange
    try webView.settle(within: .seconds(10), until: ".tile")  // a widget that renders later
}

@MainActor
struct SettlingDocumentationExampleTests {
    @Test func theSlideEndsAndTheLateWidgetRenders() throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        _ = webView.loadHTMLString(
            """
            <button class="slick-next">Next</button><div id="grid"></div>
            <script>
              document.querySelector('.slick-next').addEventListener('click', () =>
                setTimeout(() => { document.body.setAttribute('data-slide', '2') }, 300));
              setTimeout(() => { document.getElementById('grid').innerHTML = '<p class="tile">Tee</p>' }, 4000);
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        try tapNextThenWaitForTheTiles(on: webView)
        #expect(webView.serializedHTML.contains(#"data-slide="2""#))
        #expect(webView.serializedHTML.contains(#"<p class="tile">Tee</p>"#))
        #expect(webView.now == .milliseconds(4000))
    }
}

// "Layout and the viewport": a frame's width is the viewport's, and a percentage width is laid out against it.
@MainActor
struct LayoutDocumentationExampleTests {
    @Test func aBoxOfHalfTheViewportIsHalfTheFramesWidth() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
        webView.loadHTMLString("<div id=box style='width:50%'></div>", baseURL: nil)
        let width = try await webView.evaluateJavaScript("box.offsetWidth")   // 376: the body has margins
        #expect(width as? Int == 376)
    }
}
