import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `contentHtmlDoc` in the SDK's shape, and `renderOnWebkitView` loading it at the https base URL.
@MainActor
struct DocumentShapeTests {
    let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())

    func action(_ content: String, type: String? = "text/html") -> eMarketerAction {
        eMarketerAction(id: 5, contentType: type, content: content, tracker: tracker)
    }

    /// Renders `content`, collecting the clicks.
    func rendered(_ content: String) -> (WKWebView, Recorder<eMarketerActionClicked>) {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let box = Recorder<eMarketerActionClicked>()
        action(content).renderOnWebkitView(webView, clickedCallback: box.record)
        return (webView, box)
    }

    @Test func contentHtmlDocHasTheSDKsDocumentShape() throws {
        let doc = try #require(action("<p>Hi</p>").contentHtmlDoc)
        #expect(
            doc == "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\"></head>"
                + "<body style=\"visibility:hidden\" onload=\"document.body.style.visibility=''\">"
                + "<script src=\"https://counter.personyze.com/web-view.js?v=0\"></script><p>Hi</p>"
                + "<script>_S_T.new_elem(document.body, null)</script></body></html>")
    }

    @Test func contentHtmlDocNeedsExactlyTextHTML() {
        #expect(action("<p>").contentHtmlDoc != nil)
        for type in ["TEXT/HTML", "text/html; charset=utf-8", " text/html", "application/json"] {
            #expect(action("<p>", type: type).contentHtmlDoc == nil, "content type: \(type)")
        }
        #expect(action("<p>", type: nil).contentHtmlDoc == nil)
    }

    @Test func theRenderedPageIsInQuirksModeWithItsBodyShownOnLoad() async throws {
        let (webView, _) = rendered("<p id=x>Hi</p>")
        #expect(try await webView.evaluateJavaScript("document.compatMode") as? String == "BackCompat")
        #expect(try await webView.evaluateJavaScript("document.body.style.visibility") as? String == "")
        #expect(try await webView.evaluateJavaScript("document.head.querySelectorAll('script').length") as? Int == 0)
        #expect(
            try await webView.evaluateJavaScript("document.body.firstElementChild.src") as? String
                == "https://counter.personyze.com/web-view.js?v=0")
        #expect(
            try await webView.evaluateJavaScript("document.body.lastElementChild.text") as? String
                == "_S_T.new_elem(document.body, null)")
        #expect(webView.scriptErrors.isEmpty)
    }

    @Test func renderLoadsThePageAtTheHttpsBaseURL() throws {
        let (webView, _) = rendered("<p>Hi</p>")
        #expect(webView.url?.absoluteString == "https://counter.personyze.com/")
    }

    @Test func relativeLinksResolveAgainstTheHttpsBaseURL() throws {
        let (webView, box) = rendered("<a id=p href='/p/42'>P</a><a id=t href='#top'>T</a>")
        try webView.click(selector: "#p")
        try webView.click(selector: "#t")
        #expect(box.events.map(\.href) == ["https://counter.personyze.com/p/42", "https://counter.personyze.com/#top"])
    }

    @Test func theBaseURLIsConfigurable() throws {
        tracker.webViewBaseURL = try #require(URL(string: "https://shop.example/app/"))
        #expect(action("<p>").contentHtmlDoc?.contains("src=\"https://shop.example/app/web-view.js?v=0\"") == true)
        let (webView, box) = rendered("<a id=p href='p/42'>P</a>")
        try webView.click(selector: "#p")
        #expect(box.events.map(\.href) == ["https://shop.example/app/p/42"])
    }

    /// The document is kept per action, with the library URL it was made with: a base URL set after
    /// the first render is in the next document, and the page gets the library there.
    @Test func anActionsDocumentFollowsABaseURLSetAfterItsFirstRender() throws {
        let page = action("<a id=p href='p/42'>P</a>")
        let first = try #require(page.contentHtmlDoc)
        #expect(first.contains("src=\"https://counter.personyze.com/web-view.js?v=0\""))
        #expect(page.contentHtmlDoc == first)
        tracker.webViewBaseURL = try #require(URL(string: "https://shop.example/app/"))
        #expect(page.contentHtmlDoc?.contains("src=\"https://shop.example/app/web-view.js?v=0\"") == true)
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let box = Recorder<eMarketerActionClicked>()
        try page.render(on: webView, clickedCallback: box.record)
        try webView.click(selector: "#p")
        #expect(box.events.map(\.href) == ["https://shop.example/app/p/42"])
        #expect(webView.blockedResources.contains { $0.url == "https://shop.example/app/web-view.js?v=0" && $0.provided })
    }

    @Test func otherResourcesStillGoToTheWebViewsOwnProvider() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { kind, url in
            url == "https://cdn.example/x.js" ? ProvidedResource(body: "window.x = 'provided'") : nil
        }
        action("<script src='https://cdn.example/x.js'></script>").renderOnWebkitView(webView)
        #expect(try await webView.evaluateJavaScript("window.x") as? String == "provided")
    }

    @Test func theWebViewHasNoProviderAfterTheLoadWhenItHadNone() {
        let (webView, _) = rendered("<p>Hi</p>")
        #expect(webView.resourceProvider == nil)
        #expect(webView.blockedResources.contains { $0.url.hasSuffix("web-view.js?v=0") && $0.provided })
    }

    @Test func aMessageTheSDKCannotReadAsStringsIsDropped() async throws {
        let (webView, box) = rendered("<p>")
        _ = try await webView.evaluateJavaScript(
            "webkit.messageHandlers.emarketer.postMessage({clicked: 'close', arg: 1, href: ''})")
        #expect(box.events.isEmpty)
    }

    @Test func aMessageCarriesTheRenderedActionsIdAndMissingKeysAreEmpty() async throws {
        let (webView, box) = rendered("<p>")
        _ = try await webView.evaluateJavaScript(
            "webkit.messageHandlers.emarketer.postMessage({clicked: 'close', actionId: '999'})")
        #expect(box.events == [eMarketerActionClicked(actionId: 5, href: "", status: "close", arg: "")])
    }

    @Test func aMessageWithTheStatusKeyInsteadOfClickedHasAnEmptyStatus() async throws {
        let (webView, box) = rendered("<p>")
        _ = try await webView.evaluateJavaScript(
            "webkit.messageHandlers.emarketer.postMessage({status: 'close', arg: '1', href: ''})")
        #expect(box.events.map(\.status) == [""])
    }
}
