import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A page that names a node interface only to test `instanceof` (Splide's, Glide's and Swiper's
/// element checks) gets the window's constructor without its prototypes copied; what it sees is
/// WebKit's whichever it does first: the test, a read of the prototype, a patch, a construction.
@MainActor
struct InterfaceInstanceofTests {
    @Test func instanceofAnswersForEveryKindOfNode() async throws {
        let page = WKWebView.loaded("<div id=d></div><span>s</span>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const d = document.getElementById('d');
            const parsed = new DOMParser().parseFromString('<p>x</p>', 'text/html').body.firstChild;
            JSON.stringify([d instanceof HTMLElement, d instanceof HTMLDivElement, d instanceof HTMLSpanElement,
                document.body instanceof Element, document.createTextNode('x') instanceof Node, document instanceof Node,
                document.createComment('c') instanceof Text, window instanceof EventTarget, ({}) instanceof HTMLElement,
                parsed instanceof HTMLParagraphElement, Object.create(null) instanceof Node, 3 instanceof Node])
            """) as? String
        #expect(answer == "[true,true,false,true,true,true,false,true,false,true,false,false]")
    }

    /// The test first, the patch after: the patch reaches the nodes made before and after it, and
    /// the constructor's `prototype` is then WebIDL's data property, with no own symbol left.
    @Test func aPatchAfterAnInstanceofReachesEveryNode() async throws {
        let page = WKWebView.loaded("<div id=d></div>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const d = document.getElementById('d');
            const before = d instanceof HTMLElement;
            HTMLElement.prototype.hello = function () { return 'hi ' + this.localName; };
            const made = document.createElement('p');
            const d2 = Object.getOwnPropertyDescriptor(HTMLElement, 'prototype');
            JSON.stringify([before, d.hello(), made.hello(), d instanceof HTMLElement, made instanceof HTMLParagraphElement,
                Object.getPrototypeOf(d) === HTMLDivElement.prototype, d.constructor === HTMLDivElement,
                'value' in d2, d2.writable, d2.enumerable, d2.configurable,
                Object.getOwnPropertySymbols(HTMLElement).length, Object.getOwnPropertySymbols(Node).length])
            """) as? String
        #expect(answer == #"[true,"hi div","hi p",true,true,true,true,true,false,false,false,0,0]"#)
    }

    /// Each window's constructor answers for its own nodes only, as in WebKit, where a frame's
    /// element is not an `instanceof` its parent's `HTMLElement`.
    @Test func aFramesNodesAreNotInstancesOfItsParentsInterfaces() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe><p>out</p>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const frame = document.querySelector('iframe').contentWindow;
            const inner = frame.document.querySelector('p');
            const outer = document.querySelector('p');
            JSON.stringify([inner instanceof HTMLElement, inner instanceof frame.HTMLElement,
                outer instanceof frame.HTMLElement, outer instanceof HTMLElement, frame.document instanceof Node,
                frame.document instanceof frame.Node])
            """) as? String
        #expect(answer == "[false,true,false,true,false,true]")
    }

    /// Events a page constructs and the DOM's own wait on the realm's prototypes until a prototype of
    /// their family is read: `instanceof` answers for them in their window only, and a patch made
    /// afterwards reaches them (WebKitGTK 2.50's answers: Fixtures/actions/fidelity/interface-instanceof.html).
    @Test func eventsAnswerInstanceofBeforeAndAfterAPatch() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe><div id=d></div>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const d = document.getElementById('d');
            const frame = document.querySelector('iframe').contentWindow;
            const e = new CustomEvent('x', { detail: 1 });
            let seen = null;
            d.addEventListener('y', (ev) => { seen = ev; });
            d.dispatchEvent(new Event('y'));
            const created = document.createEvent('MouseEvent');
            const before = [e instanceof CustomEvent, e instanceof Event, e instanceof UIEvent, e.constructor === CustomEvent,
                seen instanceof Event, seen instanceof CustomEvent, created instanceof MouseEvent, created instanceof UIEvent,
                new frame.CustomEvent('z') instanceof CustomEvent, new frame.CustomEvent('z') instanceof frame.Event,
                e instanceof frame.Event, e.detail];
            Event.prototype.probedEvent = 'patched';
            class Mine extends CustomEvent { }
            const mine = new Mine('m');
            const after = [e.probedEvent, new Event('q').probedEvent, seen.probedEvent, mine instanceof CustomEvent, mine instanceof Mine,
                Object.getPrototypeOf(e) === CustomEvent.prototype, Object.getOwnPropertySymbols(CustomEvent).length];
            JSON.stringify([before, after])
            """) as? String
        #expect(answer == #"[[true,true,false,true,true,false,true,true,false,true,false,1],["patched","patched","patched",true,true,true,0]]"#)
    }

    /// A node's `constructor` read first (Swiper's plain-object test), then its prototype through it:
    /// the patch made there reaches the other nodes of the interface.
    @Test func aNodesConstructorThenItsPrototype() async throws {
        let page = WKWebView.loaded("<div id=d></div><div id=e></div>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const d = document.getElementById('d');
            const plain = 'constructor' in d && d.constructor === Object;
            const ctor = d.constructor;
            const early = [ctor === HTMLDivElement, ctor.name, document.body.constructor === HTMLBodyElement, d instanceof ctor];
            ctor.prototype.mark = 'patched';
            JSON.stringify([plain, ...early, document.getElementById('e').mark, document.createElement('div').mark,
                document.body.mark === undefined, Object.getPrototypeOf(d) === ctor.prototype])
            """) as? String
        #expect(answer == #"[false,true,"HTMLDivElement",true,true,"patched","patched",true,true]"#)
    }

    /// A node the page constructs, and an element of a class the page defines, before any read
    /// of a prototype.
    @Test func constructingBeforeAnyPrototypeIsRead() async throws {
        let page = WKWebView.loaded("<div id=d></div>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const d = document.getElementById('d');
            const early = d instanceof HTMLElement;
            const t = new Text('q');
            class Card extends HTMLElement { }
            customElements.define('x-card', Card);
            const card = document.createElement('x-card');
            let called = 'no throw';
            try { HTMLElement(); } catch (e) { called = e.constructor === TypeError; }
            let constructed = 'no throw';
            try { new HTMLElement(); } catch (e) { constructed = e.message; }
            JSON.stringify([early, t instanceof Text, t instanceof CharacterData, t.constructor === Text,
                Object.getPrototypeOf(t) === Text.prototype, card instanceof Card, card instanceof HTMLElement,
                Object.getPrototypeOf(Card.prototype) === HTMLElement.prototype, d instanceof HTMLElement,
                String(HTMLElement), HTMLElement.name, called, constructed])
            """) as? String
        #expect(answer == #"[true,true,true,true,true,true,true,true,true,"function HTMLElement() {\n    [native code]\n}","HTMLElement",true,"new.target is not a valid custom element constructor"]"#)
    }
}
