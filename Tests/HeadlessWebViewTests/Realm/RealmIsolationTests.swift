import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A page reaches the DOM's and the prelude's functions; it must not reach their realms' globals
/// through them, while its own code generation keeps working.
struct RealmIsolationTests {
    @MainActor @Test func theDOMRealmsFunctionConstructorCompilesNothing() async throws {
        let webView = WKWebView.loaded("<p id=p>x</p>")
        let name = try await webView.string(
            "try { document.createElement.constructor('return this')(); 'reached' } catch (e) { e.name }")
        #expect(name == "EvalError")
        // The window's own interfaces lead to the page's own Function, and so to its own global.
        #expect(try await webView.evaluateJavaScript("document.constructor.constructor('return this')() === window") as? Bool == true)
        let asyncName = try await webView.string(
            "try { Object.getPrototypeOf(async function () {}).constructor; document.querySelector.constructor('return 1')(); 'reached' } catch (e) { e.name }")
        #expect(asyncName == "EvalError")
    }

    @MainActor @Test func thePreludesFunctionsLeadToNoOtherGlobal() async throws {
        let webView = WKWebView.loaded("<p>x</p>")
        let name = try await webView.string(
            "try { setTimeout.constructor('return this')(); 'reached' } catch (e) { e.name }")
        #expect(name == "EvalError")
    }

    /// From every interface on the window: every function on it or its prototype (the DOM's, shared
    /// by the windows of a VM) is frozen and compiles nothing; its prototype chain ends in the page's
    /// own `Object.prototype` (or `Error.prototype`), past the window's own interfaces.
    @MainActor @Test func whatAPageReachesOfTheDOMRealmIsFrozen() async throws {
        let webView = WKWebView.loaded("<p id=p>x</p>")
        let unfrozen = try await webView.string("""
            (() => {
                const found = [];
                // The page's own Array.prototype functions, which WebIDL's iterable lists (NodeList) hold.
                const pageArray = new Set([Array.prototype.values, Array.prototype.keys, Array.prototype.entries, Array.prototype.forEach]);
                // The DOM's interfaces: every constructor of the window but the page's own built-ins
                // (Function.prototype.toString says "[native code]" of both, as WebKit does).
                const builtIns = new Set(['Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'Date',
                    'Promise', 'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError',
                    'TypeError', 'URIError', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Map', 'Set', 'WeakMap', 'WeakSet',
                    'WeakRef', 'FinalizationRegistry', 'BigInt', 'Iterator', 'Uint8Array', 'Int8Array', 'Uint16Array',
                    'Int16Array', 'Uint32Array', 'Int32Array', 'Float16Array', 'Float32Array', 'Float64Array',
                    'Uint8ClampedArray', 'BigUint64Array', 'BigInt64Array']);
                const names = Object.getOwnPropertyNames(window).filter((n) => /^[A-Z]/.test(n) && typeof window[n] === 'function'
                    && window[n].prototype && !builtIns.has(n));
                for (const name of names) {
                    const face = window[name];
                    for (const holder of [face, face.prototype]) {
                        if (!holder) continue;
                        for (const key of Reflect.ownKeys(holder)) {
                            const d = Object.getOwnPropertyDescriptor(holder, key);
                            for (const f of [d.value, d.get, d.set]) {
                                if (typeof f !== 'function' || /^[A-Z]/.test(f.name) || pageArray.has(f)) continue;
                                if (!Object.isFrozen(f) || !Object.isFrozen(Object.getPrototypeOf(f))) found.push(name + '.' + String(key));
                            }
                        }
                    }
                    // The first object of the chain that is no interface's prototype is the page's own
                    // (past Window's WindowProperties, which is the window's own too).
                    const windowProperties = Object.getPrototypeOf(Window.prototype);
                    let p = face.prototype;
                    while (p && (names.some((n) => window[n].prototype === p) || p === windowProperties)) p = Object.getPrototypeOf(p);
                    // DOMException, one for every window, ends in the DOM realm's Error.prototype, frozen.
                    if (p !== Object.prototype && p !== Error.prototype && !(name === 'DOMException' && Object.isFrozen(p))) found.push(name + ' chain');
                }
                try { document.createElement.constructor('return this')(); found.push('Function'); } catch (e) { }
                return names.length + ' ' + found.length + (found.length ? ': ' + found.slice(0, 5).join(', ') : '');
            })()
            """)
        #expect(unfrozen?.hasSuffix(" 0") == true, "\(unfrozen ?? "")")
        #expect((Int(unfrozen?.split(separator: " ").first ?? "") ?? 0) > 100)
    }

    @MainActor @Test func thePagesOwnEvalFunctionAndInlineHandlersStillWork() async throws {
        let webView = WKWebView.loaded("<button id=b onclick=\"window.clicked = 1 + 1\">Buy</button>")
        #expect(try await webView.evaluateJavaScript("eval('20 + 1') + Function('return 21')()") as? Int == 42)
        #expect(try await webView.evaluateJavaScript("(() => {}).constructor('return 2')()") as? Int == 2)
        _ = try await webView.evaluateJavaScript("document.getElementById('b').click(); 0")
        #expect(try await webView.evaluateJavaScript("window.clicked") as? Int == 2)
    }
}
