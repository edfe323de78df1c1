import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// `<iframe>`: nested same-origin documents with windows of their own (Frames.js, NestedFrames.swift).
@MainActor
struct IframeTests {
    @Test func anInsertedIframeHasASynchronousAboutBlankDocument() async throws {
        let webView = WKWebView.loaded("<body></body>")
        let answer = try await webView.string(
            """
            var log = [];
            var frame = document.createElement('iframe');
            frame.onload = () => log.push('load');
            document.body.appendChild(frame);
            [log.join(), frame.contentDocument.URL, frame.contentDocument.documentElement.outerHTML,
             frame.contentDocument.readyState].join(' | ')
            """)
        #expect(answer == "load | about:blank | <html><head></head><body></body></html> | complete")
    }

    @Test func theNestedWindowIsAnotherGlobalWhoseObjectsPassDirectly() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        let answer = try await webView.string(
            """
            var frame = f, child = f.contentWindow;
            child.eval('var shared = {n: 1}; function bump(o) { o.n++; return o; }');
            var mine = {n: 41};
            [child !== window, child.document === f.contentDocument, child.shared.n, child.bump(mine) === mine, mine.n,
             typeof window.shared, child.Array !== Array].join()
            """)
        #expect(answer == "true,true,1,true,42,undefined,true")
    }

    @Test func framesParentTopAndFrameElementName() async throws {
        let webView = WKWebView.loaded("<iframe id=a></iframe><iframe id=b name=second></iframe>")
        let answer = try await webView.string(
            """
            var inner = a.contentDocument.createElement('iframe');
            a.contentDocument.body.appendChild(inner);
            [frames.length, frames[0] === a.contentWindow, window[1] === b.contentWindow, window.frames === window,
             a.contentWindow.parent === window, a.contentWindow.top === window, window.parent === window,
             a.contentWindow.frameElement === a, String(window.frameElement), inner.contentWindow.top === window,
             inner.contentWindow.parent === a.contentWindow, a.contentWindow.length, a.contentWindow.frames[0] === inner.contentWindow,
             a.contentDocument.defaultView === a.contentWindow, b.contentWindow.name].join()
            """)
        #expect(answer == "2,true,true,true,true,true,true,true,null,true,true,1,true,true,second")
    }

    @Test func srcdocLoadsAsATaskWithItsScriptsInTheNestedWindow() async throws {
        let webView = WKWebView.loaded("<body></body>")
        _ = try await webView.evaluateJavaScript(
            """
            var log = [];
            var frame = document.createElement('iframe');
            frame.srcdoc = '<p id=p>inside</p><script>var mark = "child"; parent.log.push("script " + document.getElementById("p").textContent)<\\/script>';
            frame.onload = () => log.push('iframe load ' + frame.contentDocument.URL + ' ' + frame.contentWindow.mark);
            document.body.appendChild(frame);
            log.push('inserted ' + frame.contentDocument.URL);
            """)
        #expect(try await webView.string("log.join(', ')") == "inserted about:blank")
        try webView.settle()
        #expect(
            try await webView.string("log.join(', ')")
                == "inserted about:blank, script inside, iframe load about:srcdoc child")
        #expect(try await webView.evaluateJavaScript("typeof mark") as? String == "undefined")
    }

    @Test func eventsFireInTheOrderABrowserFiresThem() async throws {
        let webView = WKWebView.loaded(
            """
            <script>
            var log = [];
            document.addEventListener('DOMContentLoaded', () => log.push('parent DOMContentLoaded'));
            addEventListener('load', () => log.push('parent load'));
            </script>
            <iframe id=f onload="log.push('iframe load')" srcdoc="<script>
              document.addEventListener('DOMContentLoaded', () => parent.log.push('child DOMContentLoaded'));
              addEventListener('load', () => parent.log.push('child load'));
            </script>"></iframe>
            <script>log.push('script after the iframe sees ' + frames.length + ' frame')</script>
            """)
        #expect(
            try await webView.string("log.join(', ')")
                == "script after the iframe sees 1 frame, parent DOMContentLoaded, child DOMContentLoaded, child load, iframe load, parent load"
        )
    }

    @Test func theNestedWindowsTimersRunOnTheWebViewsClock() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        _ = try await webView.evaluateJavaScript(
            """
            var log = [];
            f.contentWindow.eval("setTimeout(() => parent.log.push('child 1s at ' + Date.now() + ' ' + (document === frameElement.contentDocument)), 1000); var repeat = setInterval(() => parent.log.push('tick ' + performance.now()), 400);");
            setTimeout(() => log.push('parent 500ms'), 500);
            """)
        try webView.advance(by: .milliseconds(900))
        _ = try await webView.evaluateJavaScript("f.contentWindow.eval('clearInterval(repeat)')")
        try webView.advance(by: .milliseconds(200))
        let start = 1_767_225_600_000
        #expect(
            try await webView.string("log.join(', ')")
                == "tick 400, parent 500ms, tick 800, child 1s at \(start + 1000) true")
    }

    @Test func removingTheIframeDiscardsItsDocumentAndTimers() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        _ = try await webView.evaluateJavaScript(
            """
            var log = [];
            var frame = f, child = f.contentWindow;
            child.eval("setTimeout(() => parent.log.push('late child timer'), 100)");
            f.remove();
            """)
        try webView.advance(by: .seconds(1))
        #expect(
            try await webView.string(
                "[String(frame.contentDocument), String(frame.contentWindow), frames.length, log.length].join()")
                == "null,null,0,0")
    }

    @Test func nodesAdoptAndImportAcrossTheParentAndNestedDocuments() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe><p id=mine>parent text</p>")
        let answer = try await webView.string(
            """
            var inner = f.contentDocument;
            var moved = inner.adoptNode(mine);
            inner.body.appendChild(moved);
            var copy = document.importNode(inner.body, true);
            var made = inner.createElement('b');
            document.body.appendChild(made);
            [moved.ownerDocument === inner, inner.body.innerHTML, document.getElementById('mine'),
             copy.ownerDocument === document, copy.firstChild.textContent, made.ownerDocument === document].join()
            """)
        #expect(answer == "true,<p id=\"mine\">parent text</p>,,true,parent text,true")
    }

    @Test func anErrorInANestedDocumentsScriptIsTheWebViewsScriptError() throws {
        let webView = WKWebView.loaded(#"<iframe srcdoc="<script>throw new Error('inside the frame')</script>"></iframe>"#)
        #expect(webView.scriptErrors.map { "\($0)" }.contains { $0.contains("inside the frame") })
    }

    @Test func windowOpenMakesNoWindowAndIsRecordedAsANavigation() async throws {
        let webView = WKWebView.loaded("<body></body>")
        #expect(try await webView.evaluateJavaScript("window.open('/deal', 'promo') === null") as? Bool == true)
        #expect(webView.navigations.map { "\($0.url) \($0.target)" } == ["https://shop.example/deal promo"])
    }

    @Test func aRunawayScriptInAFrameIsStoppedAndTheWebViewGoesOn() async throws {
        // Same-origin frames share one thread: the stop ends the parent's entry that loaded the frame
        // too, and how much of the frame's parse after its script is left then depends on the
        // collector (under Scripts/stress's continuous collection, none: no body). What must hold is
        // that both documents go on.
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(500)
        webView.loadHTMLString(
            "<iframe id=f srcdoc='<script>for (;;) {}</script>'></iframe>", baseURL: URL(string: "https://shop.example/"))
        #expect(webView.scriptErrors.contains { if case .timeLimitExceeded = $0 { true } else { false } })
        #expect(
            try await webView.string(
                """
                const d = f.contentDocument;
                (d.body || d.documentElement || d).appendChild(d.createElement('p'));
                document.body.appendChild(document.createElement('p'));
                [frames.length, d.querySelectorAll('p').length, document.querySelectorAll('p').length].join(' ')
                """) == "1 1 1")
    }

    @Test func aFramePostsMessagesToItsParentWithItsWindowAsSource() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var got = []; addEventListener('message', e => got.push(e.data + ' from ' + e.origin + ' ' + (e.source === frames[0])))</script>
            <iframe srcdoc="<script>parent.postMessage('hello', '*')</script>"></iframe>
            """)
        try webView.settle()
        #expect(try await webView.string("got.join()") == "hello from https://shop.example true")
    }
}
