import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

@MainActor
struct WebViewTests {
    @Test func inlineScriptsRunInOrderThenDOMContentLoadedThenLoad() async throws {
        let webView = WKWebView.loaded(try Fixtures.text("html/action-banner.html"))
        let order = try await webView.evaluateJavaScript("order.join(' | ')") as? String
        #expect(order == "inline 1 | inline 2: 2 products | DOMContentLoaded | load")
        #expect(try await webView.string("document.readyState") == "complete")
    }

    @Test func aScriptSeesOnlyTheElementsBeforeIt() async throws {
        let webView = WKWebView.loaded(
            "<p id=a></p><script>var seen = !!document.getElementById('b')</script><p id=b></p>")
        #expect(try await webView.evaluateJavaScript("seen") as? Bool == false)
    }

    @Test func aMessagePostedFromAClickReachesSwift() throws {
        let configuration = WKWebViewConfiguration()
        let collector = MessageRecorder()
        configuration.userContentController.add(collector, name: "action")
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
        webView.loadHTMLString(try Fixtures.text("html/action-banner.html"), baseURL: URL(string: "https://shop.example/"))
        try webView.click(selector: "#close")
        #expect(collector.bodies.count == 1)
        let body = collector.bodies.first as? [String: Any]
        #expect(body?["status"] as? String == "close")
        #expect(body?["arg"] as? String == "3")
    }

    @Test func aLinkClickIsRecordedAndBlockedAndTheDocumentStays() async throws {
        let webView = WKWebView.loaded(try Fixtures.text("html/action-banner.html"))
        try webView.click(selector: "#cta")
        #expect(webView.navigations.map(\.url) == ["https://shop.example/campaigns/spring?utm=app"])
        #expect(webView.navigations.first?.navigationType == .linkActivated)
        #expect(webView.navigations.first?.policy == .cancel)
        #expect(try await webView.string("document.title") == "Spring sale")
    }

    @Test func anchorHrefResolvesAgainstBaseElement() async throws {
        let webView = WKWebView.loaded(try Fixtures.text("html/action-banner.html"))
        #expect(try await webView.string("document.querySelector('.product a').href") == "https://shop.example/p/1")
        #expect(
            try await webView.string("document.getElementById('cta').href")
                == "https://shop.example/campaigns/spring?utm=app")
    }

    @Test func clickOnNothingThrowsAClearError() throws {
        let webView = WKWebView.loaded("<p>hi</p>")
        #expect(throws: HeadlessWebViewError.noElementMatches(selector: ".missing")) {
            try webView.click(selector: ".missing")
        }
    }

    @Test func anInvalidSelectorIsASyntaxError() async throws {
        let webView = WKWebView.loaded("<p>hi</p>")
        let name = try await webView.string("try { document.querySelector('a[') ; 'none' } catch (e) { e.name }")
        #expect(name == "SyntaxError")
    }

    @Test func aScriptThatNeverEndsIsStoppedAndTheWebViewStaysUsable() async throws {
        let webView = WKWebView(frame: .zero)
        webView.scriptTimeLimit = .milliseconds(100)
        webView.loadHTMLString("<script>while (true) {}</script><p id=after>after</p>", baseURL: nil)
        #expect(webView.scriptErrors.contains { if case .timeLimitExceeded = $0 { true } else { false } })
        #expect(try await webView.string("document.getElementById('after').textContent") == "after")
    }

    @Test func aPromiseChainThatNeverEndsIsStoppedAndTheWebViewStaysUsable() async throws {
        let webView = WKWebView(frame: .zero)
        webView.scriptTimeLimit = .milliseconds(100)
        webView.loadHTMLString(
            "<script>(async () => { for (;;) await null })()</script><p id=after>after</p>", baseURL: nil)
        #expect(webView.scriptErrors.contains { if case .timeLimitExceeded = $0 { true } else { false } })
        #expect(try await webView.string("document.getElementById('after').textContent") == "after")
        // A MutationObserver ping-pong is stopped too: the script that started it ends with the
        // time-limit error, and later promise jobs still run.
        let stopped = await #expect(throws: (any Error).self) {
            _ = try await webView.evaluateJavaScript("""
                const p = document.getElementById('after');
                new MutationObserver(() => { p.dataset.n = String(Number(p.dataset.n || 0) + 1) })
                  .observe(p, { attributes: true });
                p.dataset.n = '0';
                """)
        }
        #expect(stopped.map { "\($0)" }?.contains("time limit") == true)
        #expect(try await webView.string("Promise.resolve().then(() => document.title = 'later'); 'now'") == "now")
        #expect(try await webView.string("document.title") == "later")
    }

    @Test func queueMicrotaskKeepsItsPlaceAmongThePagesPromiseJobs() async throws {
        // queueMicrotask's job is queued through ShopStage's own realm, the page's promise jobs through
        // the page's: one queue, in the order they were queued (WebKit: ABCFDE), a throwing job reported.
        let webView = WKWebView.loaded("<p id='out'></p>")
        _ = try await webView.evaluateJavaScript("""
            const out = [];
            Promise.resolve().then(() => out.push('A'));
            queueMicrotask(() => { out.push('B'); Promise.resolve().then(() => out.push('D')); queueMicrotask(() => out.push('E')); });
            Promise.resolve().then(() => out.push('C'));
            queueMicrotask(() => { throw new Error('boom'); });
            queueMicrotask(() => out.push('F'));
            Promise.resolve().then(() => Promise.resolve()).then(() => document.getElementById('out').textContent = out.join(''));
            """)
        #expect(try await webView.string("document.getElementById('out').textContent") == "ABCFDE")
        #expect(webView.scriptErrors.map { "\($0)" }.contains { $0.contains("boom") })
    }

    @Test func hundredThousandNestedDivsParseWithoutCrashing() async throws {
        let html = String(repeating: "<div>", count: 100_000) + "deep"
        let webView = WKWebView.loaded(html)
        #expect(webView.loadError == nil, "\(String(describing: webView.loadError))")
        let count = try await webView.evaluateJavaScript("document.getElementsByTagName('div').length") as? Int
        #expect(count == 100_000)
        #expect(try await webView.string("document.body.textContent") == "deep")
    }
}
