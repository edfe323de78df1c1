import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// The documents of one VM share the DOM's realm (its classes and compiled code) and each has
/// a window of its own: what a page declares, stores or is given stays in that page, and work
/// on one page between uses of another finds the other as it was left.
@MainActor
struct SharedRealmTests {
    @Test func pagesOfOneGroupKeepTheirOwnGlobalsAndWindowObjects() async throws {
        let first = WKWebView.loaded("<p id=only-first>1</p><script>var shared = 'first'; localStorage.setItem('k', 'first'); navigator.stubbed = true</script>")
        let second = WKWebView.loaded("<p id=only-second>2</p><script>var shared = 'second'</script>")
        #expect(try await first.string("shared") == "first")
        #expect(try await second.string("shared") == "second")
        #expect(try await second.string("String(localStorage.getItem('k'))") == "null")
        #expect(try await second.evaluateJavaScript("navigator.stubbed === undefined") as? Bool == true)
        #expect(try await first.string("document.querySelector('p').id") == "only-first")
        #expect(try await second.string("document.querySelector('p').id") == "only-second")
        #expect(try await first.evaluateJavaScript("window.document === document && location.href") as? String == "https://shop.example/")
        // The window's own objects are made on first read, kept, and [Replaceable] as in browsers.
        #expect(try await first.evaluateJavaScript("""
            navigator === window.navigator && localStorage === window.localStorage && history === window.history
                && screen.width === 390 && (window.screen = 'mine', screen === 'mine') && typeof CSS.escape === 'function'
            """) as? Bool == true)
        #expect(try await second.evaluateJavaScript("screen.width") as? Int == 390)
    }

    @Test func timersAndClicksOfOnePageActOnItsDocumentAfterAnotherPageRan() async throws {
        let configuration = WKWebViewConfiguration()
        let collector = MessageRecorder()
        configuration.userContentController.add(collector, name: "action")
        let first = WKWebView(frame: .zero, configuration: configuration)
        first.loadHTMLString("""
            <ul id=list></ul><button id=b>buy</button>
            <script>
            setTimeout(() => document.getElementById('list').append(document.createElement('li')), 100);
            document.getElementById('b').addEventListener('click', () =>
                webkit.messageHandlers.action.postMessage({ items: document.querySelectorAll('li').length }));
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        let second = WKWebView.loaded("<ul><li>a</li><li>b</li><li>c</li></ul><button id=b>other</button>")
        try first.advanceClock(by: .milliseconds(100))
        #expect(try await second.evaluateJavaScript("document.querySelectorAll('li').length") as? Int == 3)
        try first.click(selector: "#b")
        #expect((collector.bodies.first as? [String: Any])?["items"] as? Int == 1)
        #expect(try await first.evaluateJavaScript("document.querySelectorAll('li').length") as? Int == 1)
    }

    @Test func aHandlerThatRunsScriptInAnotherPageReturnsToTheFirst() async throws {
        let other = WKWebView.loaded("<p class=x>other</p><p class=x>other</p>")
        let configuration = WKWebViewConfiguration()
        let relay = RelayHandler(other: other)
        configuration.userContentController.add(relay, name: "relay")
        let page = WKWebView(frame: .zero, configuration: configuration)
        page.loadHTMLString("""
            <p class=x>mine</p>
            <script>
            webkit.messageHandlers.relay.postMessage('go');
            var after = document.querySelectorAll('.x').length + ' ' + document.createElement('i').ownerDocument.querySelector('p').textContent;
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        #expect(relay.seen == 2)
        #expect(try await page.string("after") == "1 mine")
    }

    @Test func valuesTheDOMMakesBelongToThePage() async throws {
        let webView = WKWebView.loaded("<p>x</p>")
        let checks = try await webView.string("""
            [
                (() => { try { document.createElement('p').appendChild('not a node'); } catch (e) { return e instanceof TypeError; } })(),
                (() => { try { document.body.appendChild(null); } catch (e) { return e instanceof TypeError && e.constructor === TypeError; } })(),
                (() => { try { new TextDecoder('latin2'); } catch (e) { return e instanceof RangeError; } })(),
                (() => { try { new IntersectionObserver(() => {}, { threshold: [2] }); } catch (e) { return e instanceof RangeError; } })(),
                fetch('https://shop.example/x') instanceof Promise,
                new Response('{}').json() instanceof Promise,
                structuredClone(new Date(5)) instanceof Date,
                structuredClone(new Map([[1, 2]])) instanceof Map,
                Array.isArray(structuredClone([1])),
                document.createElement('div') instanceof HTMLElement,
                new Text('t').ownerDocument === document,
                new Image().ownerDocument === document,
                new TextEncoder().encode('é') instanceof Uint8Array,
                new TextDecoder().decode(new Uint8Array([104, 105]).buffer) === 'hi',
                crypto.getRandomValues(new Uint8Array(4)) instanceof Uint8Array,
            ].join(' ')
            """)
        #expect(checks == Array(repeating: "true", count: 15).joined(separator: " "))
        _ = try await webView.evaluateJavaScript("var parsed; new Response('{\"a\": [1]}').json().then((v) => { parsed = v; })")
        try webView.settle()
        #expect(try await webView.evaluateJavaScript("parsed.constructor === Object && parsed.a instanceof Array") as? Bool == true)
    }

    @Test func aPageThatReplacesItsTimersDoesNotChangeWhatTheDOMCalls() async throws {
        let webView = WKWebView.loaded("""
            <script>
            var events = [];
            window.setTimeout = function () { throw new Error('stubbed'); };
            window.Promise = function NotAPromise() {};
            const xhr = new XMLHttpRequest();
            xhr.onerror = () => events.push('error');
            xhr.open('GET', '/api/cart');
            xhr.send();
            </script>
            """)
        try webView.advanceClock(by: .milliseconds(1))
        #expect(try await webView.string("events.join()") == "error")
        #expect(try await webView.evaluateJavaScript("typeof fetch('/x').then") as? String == "function")
    }

    @Test func eventTimeStampsReadTheirPagesVirtualClock() async throws {
        let early = WKWebView.loaded("<p>a</p>")
        let webView = WKWebView.loaded("""
            <script>
            var stamps = [];
            document.addEventListener('ping', (e) => stamps.push(e.timeStamp));
            setTimeout(() => document.dispatchEvent(new Event('ping')), 250);
            </script>
            """)
        try early.advanceClock(by: .seconds(5))
        try webView.advanceClock(by: .milliseconds(250))
        #expect(try await webView.evaluateJavaScript("stamps.join() + ' ' + performance.now()") as? String == "250 250")
    }

    @Test func aPageThatNeverEndsStopsOnlyItselfAndOtherPagesStayUsable() async throws {
        let healthy = WKWebView.loaded("<p id=ok>ok</p>")
        let runaway = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        runaway.scriptTimeLimit = .milliseconds(50)
        runaway.loadHTMLString("<p>x</p><script>while (true) {}</script>", baseURL: URL(string: "https://shop.example/"))
        #expect(runaway.scriptErrors.contains { if case .timeLimitExceeded = $0 { true } else { false } })
        #expect(try await runaway.evaluateJavaScript("document.querySelectorAll('p').length") as? Int == 1)
        #expect(try await healthy.string("document.getElementById('ok').textContent") == "ok")
    }

    @Test func documentsOfAGroupAreCollectedWhenTheirWebViewsGo() throws {
        let group = try ScriptContextGroup()
        let keeper = try ScriptContext(group: group)
        let refs = try keeper.evaluateHandle("[]")
        let weaken = try keeper.evaluateHandle("(refs, page) => { refs.push(new WeakRef(page)); }")
        for _ in 0..<10 {
            let page = try DOMContext(group: group)
            try page.load(html: "<ul>" + String(repeating: "<li>item</li>", count: 200) + "</ul>", url: "https://shop.example/")
            _ = try weaken.call(handles: [refs, try keeper.handle(for: page.scriptContext.globalObject)])
        }
        // A page loaded last stays the DOM realm's current window until another is entered.
        _ = try DOMContext(group: group)
        keeper.collectGarbage()
        let gone = try keeper.evaluateHandle("(refs) => refs.filter((r) => r.deref() === undefined).length").call(handles: [refs])
        #expect((try gone.value().intValue ?? 0) >= 7)
    }
}

/// Runs script in another web view from inside a message handler.
@MainActor
final class RelayHandler: WKScriptMessageHandler {
    let other: WKWebView
    var seen = 0
    init(other: WKWebView) { self.other = other }
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        other.evaluateJavaScript("document.querySelectorAll('.x').length") { value, _ in
            self.seen = value as? Int ?? -1
        }
    }
}
