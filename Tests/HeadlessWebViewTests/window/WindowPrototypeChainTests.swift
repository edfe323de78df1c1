import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The window's own interface, as in WebKit: `window` → `Window.prototype` → `WindowProperties` →
/// the window's `EventTarget.prototype` → `Object.prototype`.
@MainActor
struct WindowPrototypeChainTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    /// The fixture's probes, and the answers WebKitGTK 2.50 gives them (`Scripts/webkit-differential`
    /// taps the fixture's link in both engines).
    @Test func theWindowInterfaceAnswersAsInWebKit() async throws {
        let page = WKWebView.loaded(try Fixtures.text("actions/fidelity/window-interface.html"))
        let answers = try await value(page, "document.getElementById('answers').getAttribute('href')")
        let webKit = [
            "typeof=function", "instanceof=true/true/true", "constructor=true", "class=[object Window]",
            "chain=[object Window],[object WindowProperties],[object EventTarget],[object Object]",
            "own=-,-,document,Window,EventTarget,onclick,location,setTimeout,alert", "Window=function/true/false/true",
            "Window.prototype=object/false/false/false", "tag=none string/false/false/true", "members=constructor;",
            "name=Window/0/true", "new=TypeError: Illegal constructor", "call=TypeError: Illegal constructor",
            "setPrototypeOf=TypeError: Cannot set prototype of immutable prototype object", "Reflect=false",
        ]
        #expect(answers == "#" + webKit.joined(separator: ";"))
    }

    @Test func theWindowIsAWindowAndAnEventTarget() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const chain = [];
            for (let p = Object.getPrototypeOf(window); p !== null; p = Object.getPrototypeOf(p)) chain.push(Object.prototype.toString.call(p));
            [typeof Window, window instanceof Window, window instanceof EventTarget, window.constructor === Window,
             Object.prototype.toString.call(window), String(window), Object.getPrototypeOf(window) === Window.prototype,
             Object.getPrototypeOf(Object.getPrototypeOf(Window.prototype)) === EventTarget.prototype,
             Object.getPrototypeOf(Window) === EventTarget, Window.name, Window.length, chain.join(',')].join(' ')
            """)
        #expect(
            answer == "function true true true [object Window] [object Window] true true true Window 0 "
                + "[object Window],[object WindowProperties],[object EventTarget],[object Object]")
    }

    @Test func theWindowsOwnMembersAndTheInheritedOnes() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const own = (name) => Object.prototype.hasOwnProperty.call(window, name);
            [own('addEventListener'), own('dispatchEvent'), own('document'), own('Window'), own('HTMLElement'), own('onclick'),
             Object.getOwnPropertyDescriptor(window, Symbol.toStringTag) === undefined,
             window.addEventListener === EventTarget.prototype.addEventListener,
             JSON.stringify(Object.getOwnPropertyDescriptor(window, 'Window'), (k, v) => typeof v === 'function' ? 'fn' : v)].join(' ')
            """)
        #expect(answer == #"false false true true true true true true {"value":"fn","writable":true,"enumerable":false,"configurable":true}"#)
    }

    @Test func windowCannotBeConstructedOrCalled() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const errors = [];
            for (const make of [() => new Window(), () => Window()]) {
                try { make(); errors.push('made'); } catch (e) { errors.push(e instanceof TypeError ? e.message : 'other'); }
            }
            errors.join(' / ')
            """)
        #expect(answer == "Illegal constructor / Illegal constructor")
    }

    /// zone.js and analytics libraries wrap `EventTarget.prototype.addEventListener`: on a phone the
    /// wrapper sees the window's listeners too, bare calls included.
    @Test func aPatchOfEventTargetReachesTheWindow() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const seen = [];
            const original = EventTarget.prototype.addEventListener;
            EventTarget.prototype.addEventListener = function (type, listener, options) {
                seen.push(type);
                return original.call(this, type, listener, options);
            };
            let fired = 0;
            window.addEventListener('a', () => { fired++; });
            addEventListener('b', () => { fired++; });
            document.body.addEventListener('c', () => { fired++; });
            window.dispatchEvent(new Event('a'));
            dispatchEvent(new Event('b'));
            document.body.dispatchEvent(new Event('c'));
            seen.join(',') + ' ' + fired
            """)
        #expect(answer == "a,b,c 3")
    }

    /// The page reaches its EventTarget.prototype by walking the window's chain (as zone.js finds the
    /// prototype that owns `addEventListener`): a patch there reaches the nodes parsed before.
    @Test func aPatchThroughTheChainReachesTheNodesParsedBefore() async throws {
        let page = WKWebView.loaded("<p id=a>x</p>")
        let answer = try await value(page, """
            let owner = window;
            while (!Object.prototype.hasOwnProperty.call(owner, 'addEventListener')) owner = Object.getPrototypeOf(owner);
            owner.marked = function () { return 'marked ' + (this === window ? 'window' : this.id); };
            [window.marked(), document.getElementById('a').marked(), owner === EventTarget.prototype].join(' ')
            """)
        #expect(answer == "marked window marked a true")
    }

    @Test func eachWindowHasItsOwnChain() async throws {
        let first = WKWebView.loaded("<p>x</p>")
        let second = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe>")
        try second.settle()
        _ = try await value(first, "Window.prototype.shared = 'first'; EventTarget.prototype.alsoShared = 'first'; 'ok'")
        let answer = try await value(second, """
            const frame = document.querySelector('iframe').contentWindow;
            [typeof window.shared, typeof window.alsoShared, frame.Window !== Window, frame instanceof frame.Window,
             frame instanceof Window, Object.getPrototypeOf(frame) === frame.Window.prototype].join(' ')
            """)
        #expect(answer == "undefined undefined true true false true")
    }

    @Test func thePrototypeOfTheWindowStaysImmutable() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            let result;
            try { Object.setPrototypeOf(window, {}); result = 'changed'; } catch (e) { result = e instanceof TypeError ? 'TypeError' : 'other'; }
            [result, Reflect.setPrototypeOf(window, {}), Object.getPrototypeOf(window) === Window.prototype].join(' ')
            """)
        #expect(answer == "TypeError false true")
    }
}
