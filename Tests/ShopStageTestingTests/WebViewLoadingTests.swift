import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A page in one line: `WKWebView.loaded(_:)` and `string(_:)`.
@MainActor
@Suite struct WebViewLoadingTests {
    @Test func aLoadedWebViewHasRunItsScripts() async throws {
        let webView = WKWebView.loaded("<p id=p>hi</p><script>document.getElementById('p').textContent = 'ready'</script>")
        #expect(try await webView.string("document.getElementById('p').textContent") == "ready")
    }

    @Test func theDefaultBaseURLIsTheShopsAndAnotherCanBeGiven() async throws {
        #expect(WKWebView.loaded("<p>").url?.absoluteString == "https://shop.example/")
        let webView = WKWebView.loaded("<a href=sale>sale</a>", baseURL: "https://store.example/en/")
        #expect(try await webView.string("document.querySelector('a').href") == "https://store.example/en/sale")
    }

    @Test func stringIsNilForAValueThatIsNotAString() async throws {
        let webView = WKWebView.loaded("<p>")
        #expect(try await webView.string("1 + 1") == nil)
        #expect(try await webView.string("'1' + 1") == "11")
    }

    @Test func stringThrowsTheScriptsError() async throws {
        let webView = WKWebView.loaded("<p>")
        await #expect(throws: (any Error).self) { try await webView.string("throw new TypeError('nope')") }
    }
}
