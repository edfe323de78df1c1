import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `Function.prototype.toString` says of ShopStage's functions what WebKit says of its native ones
/// (dom/FunctionStrings.js, ScriptEngine's realm hardening): libraries decide on that text.
@MainActor
struct FunctionStringTests {
    /// The fixture's probes, and the answers WebKitGTK 2.50 gives them (`Scripts/webkit-differential`
    /// taps the fixture's link in both engines).
    @Test func theFunctionsAnswerAsInWebKit() async throws {
        let page = WKWebView.loaded(try Fixtures.text("actions/fidelity/native-functions.html"))
        let answers = try await page.string("document.getElementById('answers').getAttribute('href')")
        func native(_ name: String) -> String { "function \(name)() {\\n    [native code]\\n}" }
        let webKit = [
            "sizzle=true/true/true/true/true", "method=" + native("querySelectorAll"), "getter=" + native("nodeType"),
            "setter=" + native("id"), "names=get nodeType/set id", "interface=" + native("HTMLElement"),
            "factory=" + native("Image"), "Window=" + native("Window"), "static=" + native("createObjectURL"),
            "timer=" + native("setTimeout"), "console=" + native("log"), "toString=" + native("toString"),
            "page=function pageOwn(a) { return a; }", "arrow=(a) => a", "builtin=" + native("push"),
            "object=TypeError: Type error",
        ]
        #expect(answers == "#" + webKit.joined(separator: ";"))
    }

    /// jQuery's selector engine takes the native paths it takes on a phone: `querySelectorAll`,
    /// `getElementsByClassName`, `compareDocumentPosition`.
    @Test func jQueryFindsTheNativeSelectorFunctions() async throws {
        let page = WKWebView.loaded(try Fixtures.text("real-library/jquery-tiles.html"))
        try page.settle()  // jQuery's ready callbacks run from a timer
        let support = try await page.string("""
            const s = jQuery.find.support;
            [s.qsa, s.getElementsByClassName, typeof jQuery.find.contains, jQuery('[data-sku="sku-203"] .emk-title').length].join(' ')
            """)
        #expect(support == "true true function 1")
    }

    /// A page's own functions keep their source, in every form the page can write one.
    @Test func aPagesFunctionsKeepTheirSource() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let sources = try await page.string("""
            class Tile extends HTMLElement { render() { return 1; } }
            async function load() { await 0; }
            function* items() { yield 1; }
            [String(Tile).slice(0, 10), String(Tile.prototype.render), String(load), String(items),
             Function.prototype.toString.call(Tile.prototype.render)].join(' | ')
            """)
        #expect(
            sources
                == "class Tile | render() { return 1; } | async function load() { await 0; } | function* items() { yield 1; } | render() { return 1; }")
    }

    /// A page that replaces its own `Function.prototype.toString` replaces it for itself alone.
    @Test func aPagesReplacementStaysInThePage() async throws {
        let first = WKWebView.loaded("<p>x</p>")
        _ = try await first.string("Function.prototype.toString = function () { return 'replaced'; }; String(function f() {})")
        #expect(try await first.string("String(function f() {})") == "replaced")
        let second = WKWebView.loaded("<p>x</p>")
        #expect(try await second.string("String(function f() {})") == "function f() {}")
        #expect(try await second.string("String(HTMLElement)") == "function HTMLElement() {\n    [native code]\n}")
    }
}
