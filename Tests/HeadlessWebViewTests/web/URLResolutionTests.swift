import Foundation
import Testing

/// `a.href`, `img.src` and every other resolved URL take a shortcut for plain http(s) URLs
/// (URL.js, `resolvePlainURL`); it must give what the WHATWG parser (`new URL`) gives.
struct URLResolutionTests {
    static let bases = [
        "https://shop.example/", "https://shop.example/campaigns/spring/index.html?utm=app#top",
        "https://shop.example", "http://cdn.shop-example.com/a/b", "https://shop.example/a/./b/../c",
        "https://Shop.Example/x", "https://shop.example:443/x", "about:blank", "file:///tmp/action.html",
    ]
    static let references = [
        "https://cdn.shop.example/img/sku-101.jpg", "/p/sku-101?src=emarketer", "/sale/summer?src=emarketer#tiles",
        "?page=2", "#reviews", "", "p/1", "../p/1", "./p/1", "//cdn.shop.example/x.png", "https://shop.example",
        "https://shop.example?x=1", "https://shop.example#f", "https://shop.example/a/../b", "/a/%2e%2E/b",
        "/a/.well-known", "https://shop.example:8080/x", "https://user@shop.example/", "HTTPS://shop.example/x",
        "https://shop.example/a b", "/a b", "/a'b?c'd", "/x?a\"b", "https://shop.example/%zz/%41", "/a|b",
        "https://shop.example./x", "https://1.2.3.4/x", "https://shop.example/a\\b", " /padded ", "/tab\there",
        "mailto:help@shop.example", "javascript:void(0)", "data:text/plain,hi", "https://xn--bcher-kva.example/",
        "/", "//", "/?", "/#", "https://shop.example/?q=a?b#c#d", "/p/\u{00E9}t\u{00E9}",
        "/a?b\\c", "#x\\y", "https://shop.example/p\\q?r\\s#t\\u",
    ]

    @Test(arguments: bases)
    func resolvedURLsMatchTheParser(base: String) throws {
        let page = try Page("<base href=\"\(base)\"><a id=a></a>", url: "https://shop.example/")
        let encoded = String(data: try JSONEncoder().encode(Self.references), encoding: .utf8) ?? "[]"
        let mismatches = try page.run("""
            (() => {
                const a = document.getElementById('a');
                const out = [];
                for (const ref of \(encoded)) {
                    a.setAttribute('href', ref);
                    let expected;
                    try { expected = new URL(ref, document.baseURI).href; } catch (e) { expected = ref; }
                    if (a.href !== expected) out.push(JSON.stringify(ref) + ' -> ' + a.href + ' (parser: ' + expected + ')');
                }
                return out.join('\\n');
            })()
            """)
        #expect(mismatches == "", "base \(base)")
    }

    /// A special URL's backslashes are slashes up to its query or fragment, and stay in them: what
    /// WebKitGTK 2.50 gives for each.
    @Test func backslashesAreSlashesOnlyBeforeTheQueryAndFragment() throws {
        let page = try Page("<p>x</p>", url: "https://shop.example/")
        let hrefs = try page.run("""
            [new URL('https://a/b\\\\c?d\\\\e#f\\\\g').href, new URL('\\\\x?y\\\\z', 'https://a/b/').href,
             new URL('#p\\\\q', 'https://a/b').href, new URL('mailto:a\\\\b?c\\\\d').href].join(' ')
            """)
        #expect(hrefs == #"https://a/b/c?d\e#f\g https://a/x?y\z https://a/b#p\q mailto:a\b?c\d"#)
    }
}
