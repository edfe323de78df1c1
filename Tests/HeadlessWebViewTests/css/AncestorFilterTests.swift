import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A rule whose selector names its subject's ancestors (`.row > p`, `.x .b ~ .d`) is matched only for
/// an element whose ancestors bear those names (Cascade.js `ancestorNames`): what it matches stays what
/// WebKit matches, past sibling combinators, across case in a quirks document, after an ancestor's class
/// changes or the element moves. Each expected string is what WebKitGTK 2.50 answered.
@MainActor
struct AncestorFilterTests {
    static let body = """
        <style>.a > .b + .c { color: rgb(1, 1, 1) } .x .b ~ .d { color: rgb(2, 2, 2) } .row > p { color: rgb(3, 3, 3) }
        .on p { color: rgb(4, 4, 4) } #wrap .w { color: rgb(5, 5, 5) } linearGradient > stop { color: rgb(6, 6, 6) }
        div.deep span { color: rgb(7, 7, 7) } \(Self.unmatched)</style>
        <div class=x><div class=a><i class=b></i><i class=c id=c></i><i class=d id=d></i></div></div>
        <div class=ROW><p id=r>r</p></div>
        <div id=g><section><p id=t>t</p></section></div>
        <div id=wrap><b class=w id=w>w</b></div><b class=w id=w2>w2</b>
        <svg><linearGradient id=lg><stop id=st></stop></linearGradient></svg>
        <div class=deep><ul><li><em><span id=sp>s</span></em></li></ul></div>
        """
    /// Rules enough that name ancestors for the cascade to check them (Cascade.js `filteredAbove`), matching nothing here.
    static let unmatched = (1...8).map { ".f\($0) > * { outline-color: red }" }.joined(separator: " ")
    static let read = """
        const k = (e) => getComputedStyle(e).color.replace(/rgb\\((\\d+), \\d+, \\d+\\)/, '$1');
        const read = () => [c, d, r, t, w, w2, st, sp].map(k).join(',');
        """

    @Test func rulesOnAncestorsMatchAsInWebKitAndFollowChanges() async throws {
        let webView = WKWebView.loaded("<!doctype html>" + Self.body)
        let read = try await webView.string(
            Self.read + """
            const before = read();
            g.className = 'on'; wrap.appendChild(w2); document.querySelector('.x').className = 'y';
            before + ' / ' + read()
            """)
        #expect(read == "1,2,0,0,5,0,6,7 / 1,0,0,4,5,5,6,7")
    }

    @Test func aQuirksDocumentMatchesAnAncestorsClassInAnyCase() async throws {
        let webView = WKWebView.loaded(Self.body)
        #expect(try await webView.string(Self.read + "document.compatMode + ' ' + k(r)") == "BackCompat 3")
    }
}
