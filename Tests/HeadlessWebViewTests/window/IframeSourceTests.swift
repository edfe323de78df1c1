import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// `<iframe src>` served by the web view's resource provider (same origin only), and the user
/// scripts WebKit runs in nested frames (`forMainFrameOnly: false`).
@MainActor
struct IframeSourceTests {
    /// A web view at https://shop.example/shop/ whose provider serves `pages` by URL, recording what it was asked.
    @MainActor struct Served {
        final class Asked { var urls: [String] = [] }
        let webView: WKWebView
        let asked = Asked()

        init(_ pages: [String: String], configuration: WKWebViewConfiguration = WKWebViewConfiguration(), html: String) {
            webView = WKWebView(frame: .zero, configuration: configuration)
            let asked = self.asked
            webView.resourceProvider = { _, url in
                asked.urls.append(url)
                return pages[url].map { ProvidedResource(body: $0, contentType: "text/html") }
            }
            webView.loadHTMLString(html, baseURL: URL(string: "https://shop.example/shop/"))
        }
    }

    @Test func aSrcTheProviderServesLoadsWithItsScriptsAtItsURL() async throws {
        let served = Served(
            [
                "https://shop.example/shop/frame.html": "<p id=p>framed</p><script src=lib.js></script>",
                "https://shop.example/shop/lib.js": "var libraryURL = document.currentScript.src",
            ],
            html: "<iframe id=f src=frame.html onload=\"window.loaded = f.contentDocument.getElementById('p').textContent\"></iframe>")
        let webView = served.webView
        #expect(try await webView.string("f.contentDocument.URL") == "https://shop.example/shop/frame.html")
        #expect(try await webView.string("loaded") == "framed")
        #expect(try await webView.string("f.contentWindow.libraryURL") == "https://shop.example/shop/lib.js")
        #expect(webView.blockedResources.filter { $0.kind == .subdocument }.map(\.provided) == [true])
    }

    @Test func aSrcTheProviderDoesNotServeLoadsNothingAndIsRecorded() async throws {
        let served = Served([:], html: "<iframe id=f src=missing.html onload='window.loaded = true'></iframe>")
        let webView = served.webView
        #expect(try await webView.string("f.contentDocument.URL") == "about:blank")
        #expect(try await webView.evaluateJavaScript("loaded") as? Bool == true)
        #expect(
            webView.blockedResources.map(\.description) == ["subdocument https://shop.example/shop/missing.html (blocked)"])
    }

    @Test func aCrossOriginSrcIsNeverAskedOfTheProvider() async throws {
        let served = Served(
            ["https://elsewhere.example/frame.html": "<p>should not load</p>"],
            html: "<iframe id=f src=https://elsewhere.example/frame.html></iframe>")
        let webView = served.webView
        #expect(served.asked.urls.isEmpty)
        #expect(try await webView.string("f.contentDocument.URL") == "about:blank")
        #expect(
            webView.blockedResources.map(\.description) == ["subdocument https://elsewhere.example/frame.html (blocked)"])
    }

    @Test func settingSrcLaterNavigatesTheFrameAsATask() async throws {
        let served = Served(["https://shop.example/shop/next.html": "<title>next</title>"], html: "<iframe id=f></iframe>")
        let webView = served.webView
        _ = try await webView.evaluateJavaScript("f.src = 'next.html'")
        #expect(try await webView.string("f.contentDocument.title") == "")
        try webView.settle()
        #expect(try await webView.string("f.contentDocument.title") == "next")
    }

    @Test func userScriptsRunInNestedFramesOnlyWhenNotForTheMainFrameOnly() async throws {
        let configuration = WKWebViewConfiguration()
        let controller = configuration.userContentController
        controller.addUserScript(
            WKUserScript(source: "window.everyFrame = true", injectionTime: .atDocumentStart, forMainFrameOnly: false))
        controller.addUserScript(
            WKUserScript(source: "window.mainOnly = true", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let served = Served([:], configuration: configuration, html: "<iframe id=f srcdoc='<p>child</p>'></iframe>")
        let webView = served.webView
        #expect(try await webView.string("[window.everyFrame, window.mainOnly].join()") == "true,true")
        #expect(
            try await webView.string("[f.contentWindow.everyFrame, f.contentWindow.mainOnly].join()") == "true,")
    }

    @Test func messageHandlersAreThereInNestedFrames() async throws {
        let configuration = WKWebViewConfiguration()
        let collector = MessageRecorder()
        configuration.userContentController.add(collector, name: "bridge")
        _ = Served(
            [:], configuration: configuration,
            html: "<iframe srcdoc=\"<script>webkit.messageHandlers.bridge.postMessage('from the frame')</script>\"></iframe>")
        #expect(collector.bodies.map { $0 as? String } == ["from the frame"])
    }

    @Test func aServedTextResourceIsShownAsABrowserShowsText() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { _, url in
            url.hasSuffix("notes.txt") ? ProvidedResource(body: "a < b\n", contentType: "text/plain; charset=utf-8") : nil
        }
        webView.loadHTMLString("<iframe id=f src=notes.txt></iframe>", baseURL: URL(string: "https://shop.example/"))
        #expect(
            try await webView.string("f.contentDocument.contentType + ' ' + f.contentDocument.body.innerHTML")
                == "text/plain <pre>a &lt; b\n</pre>")
    }
}
