import Foundation
import HeadlessWebView
import ScriptEngine

// Only this target's tests need it: the DOM itself, below `WKWebView`, is what they test (an SDK's
// user loads a page through `WKWebView.loaded(_:)` in ShopStageTesting).

/// A DOM with `html` loaded; `run` evaluates a script and returns its value as a string.
struct Page {
    let dom: DOMContext

    init(_ html: String, url: String = "https://shop.example/") throws {
        dom = try DOMContext(name: "test")
        try dom.load(html: html, url: url)
    }

    func run(_ script: String) throws -> String {
        try dom.scriptContext.evaluate(script).description
    }
}
