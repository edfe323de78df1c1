import Foundation
import HeadlessWebView
import ScriptEngine
import Testing

/// Pages that would never stop: each is stopped at its time limit and the web view stays usable.
struct RunawayPageTests {
    static func isTimeLimit(_ error: ScriptError) -> Bool {
        if case .timeLimitExceeded = error { true } else { false }
    }

    @MainActor @Test func mutationObserversThatFeedEachOtherAreStoppedAtTheTimeLimit() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(100)
        webView.loadHTMLString(
            """
            <p id=a></p><p id=b></p>
            <script>
            const a = document.getElementById('a'), b = document.getElementById('b');
            new MutationObserver(() => b.setAttribute('n', String(Math.random()))).observe(a, { attributes: true });
            new MutationObserver(() => a.setAttribute('n', String(Math.random()))).observe(b, { attributes: true });
            a.setAttribute('n', '0');
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        #expect(webView.scriptErrors.contains(where: Self.isTimeLimit), "\(webView.scriptErrors)")
        #expect(try await webView.evaluateJavaScript("document.querySelectorAll('p').length") as? Int == 2)
    }

    @MainActor @Test func aQueueMicrotaskLoopInAClickHandlerIsStoppedAtTheTimeLimit() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(100)
        webView.loadHTMLString(
            "<button onclick='(function spin() { queueMicrotask(spin) })()'>Buy</button>",
            baseURL: URL(string: "https://shop.example/"))
        await #expect(throws: ScriptError.self) {
            _ = try await webView.evaluateJavaScript("document.querySelector('button').click()")
        }
        #expect(try await webView.evaluateJavaScript("document.title = 'ok'; document.title") as? String == "ok")
    }
}
