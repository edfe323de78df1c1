import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

@MainActor
struct WindowTests {
    @Test func timersRunOnTheVirtualClock() async throws {
        let webView = WKWebView.loaded(
            "<script>var log = []; setTimeout(() => log.push('0ms'), 0); setTimeout(() => log.push('2s'), 2000); requestAnimationFrame(t => log.push('frame'))</script>"
        )
        #expect(try await webView.string("log.join(',')") == "")
        try webView.settle()
        #expect(try await webView.string("log.join(',')") == "0ms")
        try webView.advanceClock(by: .seconds(2))
        #expect(try await webView.string("log.join(',')") == "0ms,frame,2s")
    }

    @Test func fetchAndScriptsAndImagesAreRecordedAndBlocked() async throws {
        let webView = WKWebView.loaded(
            """
            <img src=/a.png onerror="window.imageFailed = true"><script src="https://cdn.example/lib.js" onerror="window.scriptFailed = true"></script>
            <script>var message; fetch('/api/items').catch(e => message = e.message)</script>
            """)
        try webView.settle()
        #expect(
            webView.blockedResources.map(\.url) == [
                "https://cdn.example/lib.js", "https://shop.example/api/items", "https://shop.example/a.png",
            ])
        #expect(try await webView.evaluateJavaScript("imageFailed && scriptFailed") as? Bool == true)
        #expect(try await webView.string("message")?.contains("blocked") == true)
    }

    @Test func failedImageLoadsReachEveryKindOfListener() async throws {
        // Error events do not bubble: capture listeners on the window and the document, the
        // image's own listener and its inline handler see them; a bubbling listener does not.
        let webView = WKWebView.loaded(
            """
            <div id=box><img id=one src=/a.png onerror="log.push('inline')"><img id=two src=/b.png></div>
            <script>
            var log = [];
            addEventListener('error', e => log.push('window-capture ' + e.target.id), true);
            document.addEventListener('error', e => log.push('document-capture ' + e.target.id), true);
            document.getElementById('two').addEventListener('error', e => log.push('target ' + e.target.id));
            document.getElementById('box').addEventListener('error', e => log.push('bubble ' + e.target.id));
            </script>
            """)
        try webView.settle()
        #expect(
            try await webView.string("log.join(', ')")
                == "window-capture one, document-capture one, inline, window-capture two, document-capture two, target two")
        #expect(webView.blockedResources.map(\.url) == ["https://shop.example/a.png", "https://shop.example/b.png"])
    }

    @Test func bareEventTargetCallsInAPageScriptActOnTheWindow() async throws {
        // `addEventListener('load', …)` with no `window.` is everywhere in real pages.
        let webView = WKWebView.loaded(
            """
            <script>
            var seen = [];
            function onPing(e) { seen.push(e.type); }
            addEventListener('ping', onPing);
            dispatchEvent(new Event('ping'));
            removeEventListener('ping', onPing);
            dispatchEvent(new Event('ping'));
            addEventListener('load', () => seen.push('load'));
            </script>
            """)
        #expect(try await webView.string("seen.join(',')") == "ping,load")
        #expect(webView.scriptErrors.isEmpty)
    }

    @Test func elementsWithAnIdAreNamedPropertiesOfTheWindow() async throws {
        let webView = WKWebView.loaded(
            """
            <button id=buyButton>Buy</button><div id=location></div>
            <script>
            var clicks = 0;
            buyButton.onclick = () => clicks++;
            var inserted = document.createElement('p');
            inserted.id = 'later';
            document.body.append(inserted);
            var sameElement = later === inserted;
            var locationKept = typeof location.href;
            var missing = typeof nowhere;
            </script>
            <script>var buyButton = 'shadowed by a var';</script>
            """)
        try webView.click(selector: "button")
        #expect(try await webView.evaluateJavaScript("clicks") as? Int == 1)
        #expect(try await webView.evaluateJavaScript("sameElement") as? Bool == true)
        #expect(try await webView.string("locationKept") == "string")
        #expect(try await webView.string("missing") == "undefined")
        #expect(try await webView.string("buyButton") == "shadowed by a var")
        #expect(webView.scriptErrors.isEmpty)
    }

    @Test func elementAnimateFinishesOnTheVirtualClock() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=banner></div>
            <script>
            var log = [];
            const a = banner.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, delay: 100 });
            a.onfinish = () => log.push('onfinish ' + a.playState);
            a.finished.then(() => log.push('finished'));
            const b = banner.animate({ transform: ['none', 'scale(2)'] }, { duration: 1000, iterations: Infinity });
            log.push(a.playState + ' ' + b.playState);
            </script>
            """)
        try webView.advanceClock(by: .milliseconds(399))
        #expect(try await webView.string("log.join(', ')") == "running running")
        try webView.advanceClock(by: .milliseconds(1))
        #expect(try await webView.string("log.join(', ')") == "running running, onfinish finished, finished")
        #expect(try await webView.string("b.playState + ' ' + (() => { try { b.finish() } catch (e) { return e.name } })()") == "running InvalidStateError")
        #expect(try await webView.string("b.cancel(); b.playState") == "idle")
        #expect(webView.scriptErrors.isEmpty)
    }

    @Test func blobsFilesReadersAndObjectURLs() async throws {
        let webView = WKWebView.loaded(
            """
            <script>
            var log = [];
            const blob = new Blob(['h\\u00e9', new Uint8Array([33]), new Blob(['?'])], { type: 'Text/Plain' });
            log.push(blob.size + ' ' + blob.type + ' ' + blob.slice(-2).size);
            blob.text().then((t) => log.push('text ' + t));
            const file = new File(['{"a":1}'], 'a.json', { type: 'application/json', lastModified: 5 });
            log.push(file.name + ' ' + file.lastModified + ' ' + (file instanceof Blob));
            const reader = new FileReader();
            reader.onload = () => log.push('data ' + reader.result + ' ' + reader.readyState);
            reader.readAsDataURL(new Blob(['hi'], { type: 'text/plain' }));
            const url = URL.createObjectURL(file);
            log.push(url.startsWith('blob:https://shop.example/'));
            fetch(url).then((r) => r.json()).then((j) => log.push('fetched ' + j.a));
            navigator.sendBeacon('/collect', new Blob([JSON.stringify({ e: 'view' })], { type: 'application/json' }));
            </script>
            """)
        try webView.settle()
        #expect(
            try await webView.string("log.join(' | ')")
                == "5 text/plain 2 | a.json 5 true | true | text hé!? | fetched 1 | data data:text/plain;base64,aGk= 2")
        #expect(webView.blockedResources.map(\.url).contains("https://shop.example/collect"))
        #expect(webView.scriptErrors.isEmpty)
    }

    @Test func intersectionObserverReportsEachTargetOnceAtTheNextFrame() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=banner>Sale</div><div id=later hidden>Later</div><p id=gone style="display: none">x</p>
            <script>
            var seen = [];
            const io = new IntersectionObserver((entries, observer) => {
              for (const e of entries) seen.push(e.target.id + ' ' + e.isIntersecting + ' ' + e.intersectionRatio);
              seen.push(observer === io);
            }, { threshold: [0.5, 0] });
            io.observe(banner); io.observe(later); io.observe(gone); io.observe(banner);
            </script>
            """)
        try webView.settle()
        #expect(try await webView.string("seen.join()") == "")
        try webView.advanceClock(by: .milliseconds(17))
        #expect(try await webView.string("seen.join() + ' | ' + io.thresholds.join()") == "banner true 1,later false 0,gone false 0,true | 0,0.5")
        try webView.advanceClock(by: .seconds(1))
        #expect(try await webView.evaluateJavaScript("seen.length") as? Int == 4)
        #expect(try await webView.string("(() => { try { new IntersectionObserver(() => {}, { threshold: 2 }) } catch (e) { return e.name } })()") == "RangeError")
    }

    @Test func legacyEventInitializersWork() async throws {
        let webView = WKWebView.loaded("<button id=go>Go</button>")
        let result = try await webView.string(
            """
            (() => {
              let seen = '';
              go.addEventListener('click', (e) => seen = [e.type, e.bubbles, e.cancelable, e.clientX, e.ctrlKey, e.button, e.detail].join());
              const e = document.createEvent('MouseEvents');
              let early;
              try { go.dispatchEvent(e) } catch (error) { early = error.name }
              e.initMouseEvent('click', true, true, window, 1, 0, 0, 12, 0, true, false, false, false, 0, null);
              go.dispatchEvent(e);
              return early + ' ' + seen;
            })()
            """)
        #expect(result == "InvalidStateError click,true,true,12,true,0,1")
    }

    @Test func aResourceProviderSuppliesAnExternalScript() async throws {
        let webView = WKWebView(frame: .zero)
        webView.resourceProvider = { kind, url in
            kind == .script && url.hasSuffix("lib.js") ? ProvidedResource(body: "window.lib = 'loaded'") : nil
        }
        webView.loadHTMLString(
            "<script src=lib.js></script><script>var seen = window.lib</script>",
            baseURL: URL(string: "https://shop.example/"))
        #expect(try await webView.string("seen") == "loaded")
    }

    /// Loads made with no provider go to Swift in batches, loads asked of a provider one by one: the
    /// records keep the page's order across both, every one of 300 images included.
    @Test func blockedResourcesKeepThePagesOrderWithAndWithoutAProvider() async throws {
        let webView = WKWebView(frame: .zero)
        webView.loadHTMLString("<script>fetch('/api').catch(() => {})</script><img src=before.png>", baseURL: URL(string: "https://shop.example/"))
        webView.resourceProvider = { kind, url in
            kind == .script && url.hasSuffix("lib.js") ? ProvidedResource(body: "window.lib = 'loaded'") : nil
        }
        let images = (0..<300).map { "<img src=p/\($0).png>" }.joined()
        _ = try await webView.evaluateJavaScript(
            "document.body.insertAdjacentHTML('beforeend', '\(images)'); document.body.append(Object.assign(document.createElement('script'), { src: 'lib.js' })); 1")
        let records = webView.blockedResources
        #expect(records.count == 303)
        #expect(records.prefix(2).map(\.url) == ["https://shop.example/api", "https://shop.example/before.png"])
        #expect(records.dropFirst(2).prefix(300).map(\.url) == (0..<300).map { "https://shop.example/p/\($0).png" })
        #expect(records.last?.url == "https://shop.example/lib.js")
        #expect(records.last?.provided == true)
        #expect(try await webView.string("window.lib") == "loaded")
    }

    @Test func dialogsAreRecordedAndAnsweredByPolicy() async throws {
        let webView = WKWebView(frame: .zero)
        webView.dialogAnswers = DialogAnswers(confirm: true, prompt: "Ada")
        webView.loadHTMLString(
            "<script>alert('hi'); var ok = confirm('sure?'); var name = prompt('name?', 'x')</script>", baseURL: nil)
        #expect(webView.dialogs.map(\.kind) == [.alert, .confirm, .prompt])
        #expect(try await webView.evaluateJavaScript("ok") as? Bool == true)
        #expect(try await webView.string("name") == "Ada")
    }

    @Test func navigatorIsAnIOSWebView() async throws {
        let webView = WKWebView.loaded("")
        #expect(try await webView.string("navigator.userAgent")?.contains("iPhone") == true)
        #expect(try await webView.string("navigator.userAgent")?.contains("AppleWebKit") == true)
    }

    @Test func localStorageIsPerWebViewAndInMemory() async throws {
        let webView = WKWebView.loaded("<script>localStorage.setItem('k', 'v')</script>")
        #expect(try await webView.string("localStorage.getItem('k')") == "v")
        let other = WKWebView.loaded("")
        #expect(try await other.evaluateJavaScript("localStorage.getItem('k')") is NSNull)
    }

    @Test func atobAndBtoaRoundTrip() async throws {
        let webView = WKWebView.loaded("")
        #expect(try await webView.string("btoa('shop')") == "c2hvcA==")
        #expect(try await webView.string("atob('c2hvcA==')") == "shop")
    }

    @Test func matchMediaAnswersForAnIPhoneInPortrait() async throws {
        let webView = WKWebView.loaded("")
        #expect(try await webView.evaluateJavaScript("matchMedia('(max-width: 600px)').matches") as? Bool == true)
        #expect(
            try await webView.evaluateJavaScript("matchMedia('(orientation: landscape)').matches") as? Bool == false)
    }

    @Test func userScriptsRunAtDocumentStartAndEnd() async throws {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.addUserScript(
            WKUserScript(
                source: "var log = ['start:' + document.readyState]", injectionTime: .atDocumentStart,
                forMainFrameOnly: true))
        configuration.userContentController.addUserScript(
            WKUserScript(
                source: "log.push('end:' + document.querySelectorAll('p').length)", injectionTime: .atDocumentEnd,
                forMainFrameOnly: true))
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.loadHTMLString("<p>1</p><script>log.push('inline')</script><p>2</p>", baseURL: nil)
        #expect(try await webView.string("log.join(',')") == "start:loading,inline,end:2")
    }

    @Test func evaluateJavaScriptCompletionHandlerGetsTheValueOrTheError() throws {
        let webView = WKWebView.loaded("")
        var value: Any?
        var failure: (any Error)?
        webView.evaluateJavaScript("1 + 2") { v, e in
            value = v; failure = e
        }
        #expect(value as? Int == 3 && failure == nil)
        webView.evaluateJavaScript("throw new TypeError('nope')") { v, e in
            value = v; failure = e
        }
        #expect(failure is ScriptError)
    }

    @Test func aHandlerAddedAfterLoadIsInstalled() throws {
        let webView = WKWebView.loaded("<button onclick=\"webkit.messageHandlers.late.postMessage('hi')\">b</button>")
        let collector = MessageRecorder()
        webView.configuration.userContentController.add(collector, name: "late")
        try webView.click(selector: "button")
        #expect(collector.bodies.first as? String == "hi")
    }

    @Test func urlFollowsTheWHATWGRules() async throws {
        let webView = WKWebView.loaded("")
        #expect(
            try await webView.string("new URL('../a/./b?x=1#h', 'https://Shop.Example:443/p/q/r').href")
                == "https://shop.example/p/a/b?x=1#h")
        #expect(try await webView.string("new URLSearchParams('a=1&b=x+y').get('b')") == "x y")
    }
}
