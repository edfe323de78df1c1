import Foundation
import HeadlessWebView
import StageTesting

extension WKWebView {
    /// A web view (frame zero) with `html` loaded at `baseURL`, its scripts run: the one line a test
    /// of a page starts with.
    ///
    /// ```swift
    /// let webView = WKWebView.loaded("<p id=p>hi</p><script>p.textContent = 'ready'</script>")
    /// #expect(try await webView.string("document.getElementById('p').textContent") == "ready")
    /// ```
    ///
    /// Made inside a stage's `run`, it joins the stage's VM and clock as any web view does.
    public static func loaded(
        _ html: String, baseURL: String = "https://shop.example/",
        configuration: WKWebViewConfiguration = WKWebViewConfiguration()
    ) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.loadHTMLString(html, baseURL: URL(string: baseURL))
        return webView
    }

    /// Evaluates `script` as `evaluateJavaScript` does and returns its value when it is a string
    /// (nil for any other value): for comparing a page's text in one expression.
    public func string(_ script: String) async throws -> String? {
        try await evaluateJavaScript(script) as? String
    }
}
