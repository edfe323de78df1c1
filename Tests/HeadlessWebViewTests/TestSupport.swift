import Foundation
import HeadlessWebView
import ScriptEngine

/// A fixture under `Fixtures/html/`.
func fixture(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Fixtures/html/\(name)"), encoding: .utf8)
}

/// Collects the messages a page posts.
@MainActor
final class MessageCollector: WKScriptMessageHandler {
    var messages: [(name: String, body: Any)] = []
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        messages.append((message.name, message.body))
    }
}

/// A web view with `html` loaded at https://shop.example/.
@MainActor
func loadedWebView(_ html: String, baseURL: String = "https://shop.example/") -> WKWebView {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    webView.loadHTMLString(html, baseURL: URL(string: baseURL))
    return webView
}

extension WKWebView {
    /// Evaluates and returns a string (tests only).
    func string(_ script: String) async throws -> String? {
        try await evaluateJavaScript(script) as? String
    }
}
