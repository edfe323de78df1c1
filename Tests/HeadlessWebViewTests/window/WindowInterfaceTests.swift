import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Each window has its own DOM interfaces (WindowInterfaces.js), as in a browser: a page's patches
/// reach every object of the page, made before or after, and no other page.
@MainActor
struct WindowInterfaceTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    @Test func aPatchReachesTheNodesParsedBeforeAndMadeAfter() async throws {
        let page = WKWebView.loaded("<p id=a>x</p><script>Element.prototype.mark = function () { return 'patched ' + this.id; };</script><p id=b>y</p>")
        let marks = try await value(page, """
            const c = document.createElement('p'); c.id = 'c';
            [document.getElementById('a').mark(), document.getElementById('b').mark(), c.mark()].join(', ')
            """)
        #expect(marks == "patched a, patched b, patched c")
        let other = WKWebView.loaded("<p id=a>x</p>")
        #expect(try await value(other, "typeof document.getElementById('a').mark") == "undefined")
    }

    @Test func objectsMadeBeforeTheFirstNameMoveToTheWindowsPrototypes() async throws {
        let page = WKWebView.loaded("<ul><li>1</li></ul>")
        // The page names no interface until the list and the event exist.
        let answer = try await value(page, """
            const list = document.querySelectorAll('li');
            let heard;
            document.body.addEventListener('x', (e) => { heard = e; });
            document.body.dispatchEvent(new (document.createEvent('Event').constructor)('x'));
            const li = list[0];
            [li instanceof HTMLLIElement, Object.getPrototypeOf(li) === HTMLLIElement.prototype, li.constructor === HTMLLIElement,
             list instanceof NodeList, heard instanceof Event, li instanceof Object, document instanceof Document,
             Object.prototype.toString.call(li), String(list)].join(' ')
            """)
        #expect(answer == "true true true true true true true [object HTMLLIElement] [object NodeList]")
    }

    @Test func eachWindowHasItsOwnConstructorsChainedAsTheInterfaces() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe>")
        try page.settle()
        let answer = try await value(page, """
            const w = document.querySelector('iframe').contentWindow;
            const p = w.document.querySelector('p');
            [w.HTMLElement !== HTMLElement, p instanceof w.HTMLParagraphElement, !(p instanceof HTMLParagraphElement),
             Object.getPrototypeOf(HTMLElement) === Element, Object.getPrototypeOf(HTMLElement.prototype) === Element.prototype,
             Object.getPrototypeOf(EventTarget.prototype) === Object.prototype, HTMLElement.name, Element.prototype.constructor === Element,
             Node.ELEMENT_NODE, typeof URL.createObjectURL].join(' ')
            """)
        #expect(answer == "true true true true true true HTMLElement true 1 function")
    }

    @Test func theWindowsConstructorsMakeObjectsAndAreSubclassable() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            class Ping extends Event { constructor() { super('ping'); this.extra = 1; } }
            const ping = new Ping();
            const text = new Text('t');
            const option = new Option('o', 'v');
            let threw = '';
            try { Event('x'); } catch (e) { threw = e.constructor === TypeError ? 'TypeError' : 'other'; }
            [ping instanceof Event, ping.type, ping.extra, text instanceof CharacterData, text.data,
             option instanceof HTMLOptionElement, Option.prototype === HTMLOptionElement.prototype, threw,
             new URL('/a', 'https://x.example/b').href, new DOMParser().parseFromString('<i>1</i>', 'text/html') instanceof Document].join(' ')
            """)
        #expect(answer == "true ping 1 true t true true TypeError https://x.example/a true")
    }

    @Test func interfaceMembersAreReplaceableWindowProperties() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const first = Element;
            const d = Object.getOwnPropertyDescriptor(window, 'Element');
            window.Element = 5;
            [typeof d.value, d.writable, d.enumerable, first === document.body.constructor.__proto__.__proto__, Element].join(' ')
            """)
        #expect(answer == "function true false true 5")
    }

    @Test func exceptionsCompareEqualAcrossFrames() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe>")
        try page.settle()
        let answer = try await value(page, """
            const w = document.querySelector('iframe').contentWindow;
            let e;
            try { w.document.createElement('1bad'); } catch (x) { e = x; }
            [e.name, e.constructor === w.DOMException, e.constructor === DOMException].join(' ')
            """)
        #expect(answer == "InvalidCharacterError true true")
    }

    /// The page's own readers of a prototype answer with the window's copy even for an object made
    /// before the page named its interface.
    @Test func prototypeReadersAnswerWithTheWindowsCopies() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const a = document.createEvent('BeforeUnloadEvent'), b = document.createEvent('MouseEvent'), c = document.createRange();
            const pa = Object.getPrototypeOf(a), pb = Reflect.getPrototypeOf(b), pc = c.__proto__;
            [pa === BeforeUnloadEvent.prototype, pb === MouseEvent.prototype, pc === Range.prototype,
             Object.getPrototypeOf(pa) === Event.prototype, Object.getPrototypeOf(Object.create(null)) === null].join(' ')
            """)
        #expect(answer == "true true true true true")
    }

    @Test func aDetachedElementsQueryResultIsTheWindowsNodeList() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const detached = document.createElement('div');
            detached.innerHTML = '<b>1</b><noscript>n</noscript>';
            const list = detached.querySelectorAll('b');
            [list instanceof NodeList, detached.children instanceof HTMLCollection, detached.lastChild instanceof HTMLElement].join(' ')
            """)
        #expect(answer == "true true true")
    }
    /// A page that names only XMLHttpRequest (jQuery's start-up does) gets its own XMLHttpRequest and
    /// EventTarget copies (its XHRs and their `upload` targets on them) while its nodes stay where they
    /// are; whatever way it then reaches a node's interface or EventTarget.prototype, its nodes see its patches.
    @Test func namingXMLHttpRequestGivesItsCopiesAndNodesFollowWhenReached() async throws {
        let page = WKWebView.loaded("<p id=a>x</p><script>new XMLHttpRequest();</script><p id=b>y</p>")
        let own = try await value(page, """
            XMLHttpRequest.prototype.mark = function () { return 'xhr'; };
            const xhr = new XMLHttpRequest(), upload = xhr.upload;
            [xhr.mark(), xhr instanceof XMLHttpRequest, Object.getPrototypeOf(xhr) === XMLHttpRequest.prototype,
             Object.getPrototypeOf(upload) === Object.getPrototypeOf(XMLHttpRequest.prototype)].join(' ')
            """)
        #expect(own == "xhr true true true")
        // EventTarget.prototype reached through the page's own Object.getPrototypeOf of XMLHttpRequest.prototype.
        let reached = try await value(page, """
            const target = Object.getPrototypeOf(XMLHttpRequest.prototype);
            target.tag = function () { return 'patched ' + (this.id || 'xhr'); };
            const made = document.createElement('p'); made.id = 'c';
            [document.getElementById('a').tag(), document.getElementById('b').tag(), made.tag(), new XMLHttpRequest().tag(),
             target === EventTarget.prototype].join(', ')
            """)
        #expect(reached == "patched a, patched b, patched c, patched xhr, true")
        let other = WKWebView.loaded("<p id=a>x</p>")
        #expect(try await value(other, "typeof document.getElementById('a').tag + ' ' + typeof new XMLHttpRequest().mark") == "undefined undefined")
    }

    @Test func aNodeInterfaceNamedAfterXMLHttpRequestMovesTheNodes() async throws {
        let page = WKWebView.loaded("<p id=a>x</p><script>new XMLHttpRequest();</script>")
        let answer = try await value(page, """
            const a = document.getElementById('a');
            EventTarget.prototype.listenTwice = function () { return 'twice'; };
            Element.prototype.mark = function () { return 'element ' + this.id; };
            [a.listenTwice(), a.mark(), a.constructor === HTMLParagraphElement, Object.getPrototypeOf(a) === HTMLParagraphElement.prototype,
             new XMLHttpRequest().listenTwice()].join(' ')
            """)
        #expect(answer == "twice element a true true twice")
    }

    @Test func aNodesConstructorReadAfterXMLHttpRequestIsTheWindows() async throws {
        let page = WKWebView.loaded("<p id=a>x</p><script>new XMLHttpRequest();</script>")
        let answer = try await value(page, """
            const ctor = document.getElementById('a').constructor;
            ctor.prototype.mark = function () { return 'mark'; };
            [ctor === HTMLParagraphElement, document.createElement('p').mark(), document.getElementById('a').mark()].join(' ')
            """)
        #expect(answer == "true mark mark")
    }
}
