import Foundation
import HeadlessWebView
import ScriptEngine
import Testing

/// Pages that would never stop: each is stopped at its time limit and the web view stays usable.
struct RunawayPageTests {
    static func isTimeLimit(_ error: ScriptError) -> Bool {
        if case .timeLimitExceeded = error { true } else { false }
    }

    /// A web view with a 100 ms time limit that has loaded `html`.
    @MainActor static func page(_ html: String) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(100)
        webView.loadHTMLString(html, baseURL: URL(string: "https://shop.example/"))
        return webView
    }

    @MainActor @Test func manyLoopingScriptsStopTheLoadAtThePageTimeLimit() async throws {
        // Each script is stopped at its own limit; together they stop the load, not 40 limits later.
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(50)
        webView.pageTimeLimit = .milliseconds(300)
        let scripts = (0..<40).map { "<script>window.ran = \($0); for (;;) {}</script>" }.joined()
        webView.loadHTMLString(scripts + "<p id=after>", baseURL: URL(string: "https://shop.example/"))
        let error = try #require(webView.loadError as? ScriptError, "\(String(describing: webView.loadError))")
        guard case .timeLimitExceeded(let limit, let work) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(limit == .milliseconds(300))
        #expect(work == "<the scripts of one load>")
        let ran = try await webView.evaluateJavaScript("window.ran") as? Int ?? -1
        // 300 ms of 50 ms scripts: the first and a handful more (fewer on a loaded machine), never all 40.
        #expect(ran >= 0 && ran < 39, "ran \(ran)")
        #expect(try await webView.evaluateJavaScript("document.getElementById('after') === null") as? Bool == true)
    }

    @MainActor @Test func aPageWithinItsTimeLimitsLoadsWhole() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.pageTimeLimit = .seconds(5)
        let scripts = (0..<40).map { "<script>window.ran = \($0)</script>" }.joined()
        webView.loadHTMLString(scripts + "<p id=after>", baseURL: URL(string: "https://shop.example/"))
        #expect(webView.loadError == nil)
        #expect(try await webView.evaluateJavaScript("window.ran") as? Int == 39)
    }

    @MainActor @Test func mutationObserversThatFeedEachOtherAreStoppedAtTheTimeLimit() async throws {
        let webView = Self.page(
            """
            <p id=a></p><p id=b></p>
            <script>
            const a = document.getElementById('a'), b = document.getElementById('b');
            new MutationObserver(() => b.setAttribute('n', String(Math.random()))).observe(a, { attributes: true });
            new MutationObserver(() => a.setAttribute('n', String(Math.random()))).observe(b, { attributes: true });
            a.setAttribute('n', '0');
            </script>
            """)
        #expect(webView.scriptErrors.contains(where: Self.isTimeLimit), "\(webView.scriptErrors)")
        #expect(try await webView.evaluateJavaScript("document.querySelectorAll('p').length") as? Int == 2)
    }

    @MainActor @Test func aQueueMicrotaskLoopInAClickHandlerIsStoppedAtTheTimeLimit() async throws {
        let webView = Self.page(
            "<button onclick='(function spin() { queueMicrotask(spin) })()'>Buy</button>")
        await #expect(throws: ScriptError.self) {
            _ = try await webView.evaluateJavaScript("document.querySelector('button').click()")
        }
        #expect(try await webView.evaluateJavaScript("document.title = 'ok'; document.title") as? String == "ok")
    }

    @MainActor @Test func aLoopMakingFramesIsStoppedAtTheTimeLimit() async throws {
        // Each frame's first entry comes inside the page's: it must not restart the page's clock.
        let webView = Self.page(
            "<body><script>window.made = 0; while (made < 3000) { document.body.appendChild(document.createElement('iframe')).remove(); made++ }</script>")
        #expect(webView.scriptErrors.contains(where: Self.isTimeLimit), "\(webView.scriptErrors)")
        let made = try await webView.evaluateJavaScript("made") as? Int ?? -1
        #expect(made > 0 && made < 3000)
    }

    @MainActor @Test func aPageThatLoopsAfterItsFrameWasStoppedIsStoppedToo() async throws {
        // The frame's stop ends inside the page's entry: the page's own loop after it has the time left.
        let webView = Self.page(
            """
            <body><script>
            const f = document.createElement('iframe');
            f.srcdoc = "<script>for (;;) {}<\\/script>";
            try { document.body.appendChild(f) } catch (e) {}
            window.after = 1;
            for (;;) {}
            </script>
            """)
        #expect(webView.scriptErrors.contains(where: Self.isTimeLimit), "\(webView.scriptErrors)")
        #expect(try await webView.evaluateJavaScript("window.after") as? Int == 1)
    }

    @MainActor @Test func aStopInsideTheDOMsOwnOperationLeavesLaterPagesIntact() async throws {
        // The inserted script runs inside the insertion, while the DOM holds its custom element
        // reactions back: the stop ends the insertion without its `finally`. Both pages share one VM.
        let first = Self.page(
            """
            <body><script>
            customElements.define('stop-first', class extends HTMLElement {});
            const s = document.createElement('script');
            s.textContent = 'for (;;) {}';
            document.body.appendChild(s);
            </script>
            """)
        #expect(first.scriptErrors.contains(where: Self.isTimeLimit), "\(first.scriptErrors)")
        let second = Self.page("<body>")
        let answer = try await second.evaluateJavaScript(
            """
            const log = [];
            customElements.define('stop-second', class extends HTMLElement { connectedCallback() { log.push('connected'); } });
            document.body.appendChild(document.createElement('stop-second'));
            log.join()
            """) as? String
        #expect(answer == "connected")
    }
}
