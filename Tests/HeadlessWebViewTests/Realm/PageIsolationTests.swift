import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// What one page does to what it can reach must not change what another page of the same VM sees
/// or reports, while its own patches keep working for itself (issue 17). Each test keeps two pages
/// live at once, a patching one and another, and makes a third after the patch.
@MainActor
struct PageIsolationTests {
    /// A page with a button whose clicks post `{ clicked: <id> }` to the `report` handler.
    private func reportingPage(_ collector: MessageRecorder, id: String) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(collector, name: "report")
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.loadHTMLString("""
            <ul><li>a</li><li>b</li></ul><button id=\(id)>buy</button>
            <script>
            document.addEventListener('click', (e) => webkit.messageHandlers.report.postMessage({ clicked: e.target.id }), true);
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        return webView
    }

    /// The DOM work every check page does after the patch: building, querying, attributes, a click.
    private func domStillWorks(_ webView: WKWebView, _ collector: MessageRecorder, id: String) async throws {
        let built = try await webView.string("""
            const li = document.createElement('li');
            li.setAttribute('data-x', '1');
            document.querySelector('ul').appendChild(li);
            Object.defineProperty(li, 'mine', { value: 2 });
            [document.querySelectorAll('li').length, li.dataset.x, li.mine, JSON.stringify({ a: [1] })].join(' ')
            """)
        #expect(built == "3 1 2 {\"a\":[1]}")
        try webView.click(selector: "#\(id)")
        #expect((collector.bodies.last as? [String: Any])?["clicked"] as? String == id)
    }

    /// Makes a live page, then a page that tries each of `attempts` (strict JavaScript statements
    /// that may use `spy`, which counts its calls): every attempt must be refused, the live page and
    /// a later one must work and report clicks, and the spy must never run. `check` runs on the live
    /// page after the attempts, before that.
    private func expectRefusedAndHarmless(
        _ attempts: [String], check: (WKWebView) async throws -> Void = { _ in }
    ) async throws {
        let collector = MessageRecorder()
        let live = reportingPage(collector, id: "live")
        let list = attempts.map { "() => { \($0) }," }.joined(separator: "\n")
        let attacker = WKWebView.loaded("""
            <script>
            'use strict';
            var spied = 0, refused = 0;
            const spy = function () { spied++; return '[object Error]'; };
            for (const attempt of [\(list)]) { try { attempt(); } catch (e) { refused++; } }
            </script>
            """)
        #expect(try await attacker.evaluateJavaScript("refused") as? Int == attempts.count)
        try await check(live)
        try await domStillWorks(live, collector, id: "live")
        let later = reportingPage(collector, id: "later")
        try await domStillWorks(later, collector, id: "later")
        #expect(try await later.evaluateJavaScript("document.body.injected === undefined && document.querySelectorAll('li').injected === undefined") as? Bool == true)
        #expect(try await attacker.evaluateJavaScript("spied") as? Int == 0)
    }

    @Test func aPageCannotReplaceTheDOMRealmsBuiltInsForOtherPages() async throws {
        try await expectRefusedAndHarmless([
            // The realm's Object.prototype, past its Function.prototype, reached from a DOM function.
            "Object.getPrototypeOf(Object.getPrototypeOf(document.createElement)).constructor.defineProperty = spy;",
            "Object.getPrototypeOf(document.body.getAttributeNames()).push = spy;",
            "Object.getPrototypeOf(document.createElement).call = spy;",
            "Object.defineProperty(Object.getPrototypeOf(Object.getPrototypeOf(document.createElement)), 'hasOwnProperty', { value: spy });",
            "Object.defineProperty(Object.getPrototypeOf(Object.getPrototypeOf(document.createElement)), 'injected', { get: spy });",
        ])
    }

    @Test func theDOMsSharedFunctionsTakeNoChangeFromAPage() async throws {
        try await expectRefusedAndHarmless([
            "EventTarget.prototype.addEventListener.call = spy;",
            "Object.setPrototypeOf(HTMLElement.prototype.click, { call: spy, apply: spy });",
            "Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get.call = spy;",
            "getComputedStyle.call = spy;",
            "NodeFilter.SHOW_ELEMENT = 0;",
        ]) { live in
            let usesCall = try await live.string("""
                const b = document.getElementById('live');
                let heard = 0;
                EventTarget.prototype.addEventListener.call(b, 'click', () => heard++);
                b.click();
                [heard, Object.getOwnPropertyNames(HTMLElement.prototype.click).includes('call'), NodeFilter.SHOW_ELEMENT].join(' ')
                """)
            #expect(usesCall == "1 false 1")
        }
    }

    @Test func thePreludesBuiltInsCannotBeReplacedForOtherPages() async throws {
        try await expectRefusedAndHarmless([
            "Object.getPrototypeOf(setTimeout).call = spy;",
            "Object.getPrototypeOf(Object.getPrototypeOf(setTimeout)).toString = spy;",
            "Object.getPrototypeOf(console).constructor.prototype.hasOwnProperty = spy;",
        ]) { live in
            _ = try await live.evaluateJavaScript("var fired = 0; setTimeout(() => fired++, 10); console.log({ a: 1 }, new Error('e')); 0")
            try live.advance(by: .milliseconds(10))
            #expect(try await live.evaluateJavaScript("fired") as? Int == 1)
            #expect(live.consoleRecords.last?.message == "{\"a\":1} Error: e")
        }
    }

    @Test func aPagesPatchesOfItsOwnBuiltInsApplyToItselfOnly() async throws {
        let collector = MessageRecorder()
        let live = reportingPage(collector, id: "live")
        let patching = WKWebView.loaded("""
            <script>
            var pushes = 0, parses = 0;
            const push = Array.prototype.push;
            Array.prototype.push = function (...items) { pushes++; return push.apply(this, items); };
            const parse = JSON.parse;
            JSON.parse = function (text) { parses++; return parse(text); };
            Object.prototype.injected = 'yes';
            var parsed;
            new Response('{"a": 1}').json().then((v) => { parsed = v; });
            </script>
            """)
        try patching.settle()
        // The page's own patches work for the page, the DOM's JSON bodies included.
        #expect(try await patching.evaluateJavaScript("[].push(1), [pushes, parses, parsed.a, ({}).injected].join(' ')") as? String == "1 1 1 yes")
        try await domStillWorks(live, collector, id: "live")
        let later = reportingPage(collector, id: "later")
        try await domStillWorks(later, collector, id: "later")
        #expect(try await later.evaluateJavaScript("[].push.toString().includes('native') && ({}).injected === undefined") as? Bool == true)
        #expect(try await patching.evaluateJavaScript("[pushes, parses].join(' ')") as? String == "1 1")
    }

    @Test func aPageThatStubsCryptoOrTheDOMImplementationStubsItsOwn() async throws {
        let stubbing = WKWebView.loaded("""
            <script>
            crypto.getRandomValues = (array) => array.fill(7);
            document.implementation.createHTMLDocument = () => 'stubbed';
            </script>
            """)
        let other = WKWebView.loaded("<p>x</p>")
        #expect(try await stubbing.evaluateJavaScript("crypto.getRandomValues(new Uint8Array(2)).join() + ' ' + document.implementation.createHTMLDocument('t')") as? String == "7,7 stubbed")
        #expect(try await other.evaluateJavaScript("""
            crypto.getRandomValues !== undefined && crypto.getRandomValues.toString().indexOf('fill') < 0
                && document.implementation.createHTMLDocument('t').title === 't' && crypto.randomUUID().length === 36
            """) as? Bool == true)
    }

    /// Each window has its own interfaces (WindowInterfaces.js): the patch is the page's alone.
    @Test func aPatchOfADOMPrototypeStaysInItsPage() async throws {
        let collector = MessageRecorder()
        let live = reportingPage(collector, id: "live")
        let patching = WKWebView.loaded("""
            <script>
            var wrapped = 0;
            const add = EventTarget.prototype.addEventListener;
            EventTarget.prototype.addEventListener = function (...args) { wrapped++; return add.apply(this, args); };
            document.addEventListener('click', () => {});
            </script>
            """)
        // The patching page's own patch applies to itself.
        #expect(try await patching.evaluateJavaScript("wrapped") as? Int == 1)
        _ = try await live.evaluateJavaScript("document.body.addEventListener('click', () => {}); 0")
        #expect(try await patching.evaluateJavaScript("wrapped") as? Int == 1)
        try await domStillWorks(live, collector, id: "live")
        let later = reportingPage(collector, id: "later")
        try await domStillWorks(later, collector, id: "later")
        #expect(try await patching.evaluateJavaScript("wrapped") as? Int == 1)
    }

    /// A page still reaches the DOM's own prototypes, with the DOM realm's `Object.getPrototypeOf`
    /// (the page's own answers with its window's copies): they are frozen, so what it does to them is
    /// refused and no other page sees it; assigning a method on one of its objects stays that object's.
    @Test func theDOMsOwnPrototypesReachedAroundTheWindowAreRefused() async throws {
        let realm = "const get = Object.getPrototypeOf(Object.getPrototypeOf(document.createElement)).constructor.getPrototypeOf;"
        try await expectRefusedAndHarmless([
            "\(realm) get(get(document.body)).click = spy;",
            "\(realm) Object.defineProperty(get(document.body), 'injected', { get: spy });",
            "\(realm) const p = get(document.createElement('li')); p.setAttribute = spy;",
            "\(realm) Object.setPrototypeOf(get(document.body), null);",
            "\(realm) delete get(document.querySelectorAll('li')).item;",
        ])
        let page = WKWebView.loaded("<button id=b>Buy</button>")
        let stubbed = try await page.string("""
            const b = document.getElementById('b');
            let stub = 0;
            b.click = () => stub++;
            b.click();
            const other = document.createElement('button');
            let heard = 0;
            other.addEventListener('click', () => heard++);
            other.click();
            [stub, heard, Object.keys(b).includes('click')].join(' ')
            """)
        #expect(stubbed == "1 1 true")
    }

    @Test func aPagesShadowTreesLeaveAnotherPagesStyleChangesLocal() async throws {
        // A page with shadow trees makes its own class changes recompute every element's style (a rule
        // of a shadow tree may select on the host); a page without any, live beside it or made after,
        // keeps recomputing only the subtree a change reaches: the untouched element keeps its values
        // without computing them again (its record's cascade version stands; a computation again may
        // find the same shared map, CSSValues.js `sharedValues`).
        let page = """
            <style>.open .panel { width: 40px }</style><div id=a><div class=panel></div></div><p id=other>x</p>
            """
        let check = """
            const other = document.getElementById('other'); getComputedStyle(other).width;
            const before = other._computedStyle.cascade;
            document.getElementById('a').classList.add('open'); getComputedStyle(other).width;
            [document.querySelector('.panel').offsetWidth, other._computedStyle.cascade === before].join(' ')
            """
        let live = WKWebView.loaded(page)
        let shadowed = WKWebView.loaded("<div id=host></div>" + page)
        #expect(try await shadowed.string("""
            document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<slot></slot>';
            \(check)
            """) == "40 false")
        #expect(try await live.string(check) == "40 true")
        #expect(try await WKWebView.loaded(page).string(check) == "40 true")
    }
}
