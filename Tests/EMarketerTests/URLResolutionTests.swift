import EMarketer
import HeadlessWebView
import ScriptEngine
import Testing

/// Rule 3's resolution, by the page's own `URL` (the DOM's URL.js: the library keeps no copy).
@MainActor
struct URLResolutionTests {
    func resolve(_ reference: String, against base: String) throws -> String? {
        let webView = WKWebView(frame: .zero)
        webView.loadHTMLString("<p>page</p>", baseURL: nil)
        let context = try #require(webView.scriptContext)
        try context.evaluate(ClickCaptureScript.source, sourceName: "click-capture.js")
        let call =
            "emarketerClickCapture.resolveURL(\(try ScriptValue.string(reference).jsonString()), \(try ScriptValue.string(base).jsonString()))"
        return try context.evaluate(call).stringValue
    }

    @Test(arguments: [
        (
            "../../p/42?size=m#reviews", "https://shop.example/collections/summer/",
            "https://shop.example/p/42?size=m#reviews"
        ),
        ("/cart", "https://shop.example/a/b", "https://shop.example/cart"),
        ("hats.html", "https://shop.example/a/b", "https://shop.example/a/hats.html"),
        ("//cdn.example", "https://shop.example/", "https://cdn.example/"),
        ("?q=1", "https://shop.example/a?x#y", "https://shop.example/a?q=1"),
        ("#top", "https://shop.example/a?x#y", "https://shop.example/a?x#top"),
        ("HTTPS://Shop.Example", "about:blank", "https://shop.example/"),
        (" caf\u{e9} x.html ", "https://shop.example/", "https://shop.example/caf%C3%A9%20x.html"),
        ("#close", "about:blank", "about:blank#close"),
        ("relative.html", "about:blank", "relative.html"),
    ])
    func referencesResolveAsABrowsersAnchorHref(reference: String, base: String, expected: String) throws {
        #expect(try resolve(reference, against: base) == expected)
    }
}
