import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `<iframe src="javascript:…">`: the script runs in the frame's window; a string result becomes
/// its new HTML document; `load` fires once either way.
@MainActor
struct IframeJavaScriptURLTests {
    /// A page that appends iframe `f` with `src` (a JavaScript string literal), counting its loads in `loads`.
    static func framed(src: String) throws -> WKWebView {
        let webView = WKWebView.loaded(
            "<body><script>var loads = 0; var f = document.createElement('iframe'); "
                + "f.onload = function () { loads++; }; f.src = \(src); document.body.appendChild(f);</script>")
        try webView.settle()
        return webView
    }

    @Test func aStringResultBecomesTheFramesDocument() async throws {
        let webView = try Self.framed(
            src: "\"javascript:'<p id=p>' + document.contentType + ' ' + document.URL + '</p>'\"")
        let seen = try await webView.string(
            "[loads, f.contentDocument.getElementById('p').textContent, f.contentDocument.contentType, "
                + "f.contentDocument.URL].join(' ')")
        #expect(seen == "1 text/html about:blank text/html about:blank")
    }

    @Test func anotherResultLeavesTheInitialDocumentAndTheFrameStillLoads() async throws {
        let webView = try Self.framed(src: "'javascript:window.ran = true; void 0'")
        let seen = try await webView.string(
            "[loads, f.contentWindow.ran, f.contentDocument.body.childNodes.length].join(' ')")
        #expect(seen == "1 true 0")
    }
}
