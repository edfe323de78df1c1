import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Elements under one parent that match the same rules, with the same user-agent display and no style
/// attribute, share one computed-values map (CSSValues.js `sharedValues`): what tells them apart still
/// does, and a change of one reaches it alone. Each expected string is what WebKitGTK 2.50 answered.
@MainActor
struct SharedComputedValuesTests {
    static let page = """
        <style>.a { color: rgb(1, 1, 1); margin-top: inherit } .a[data-x] { color: rgb(2, 2, 2) } .b { color: rgb(3, 3, 3) }
        #one { margin-top: 7px } #two { margin-top: 9px }</style>
        <div id=one><div class=a id=p1>1</div><div class=a id=p2>2</div><div class=a id=p3 hidden>3</div><span class=a id=s>s</span>
        <div class=a id=p4 style="color: rgb(4, 4, 4)">4</div><div class=a id=p5 data-x>5</div></div>
        <div id=two><div class=a id=q1>1</div></div>
        """

    private static let read = """
        const k = (e) => { const s = getComputedStyle(e); return s.color.replace(/rgb\\((\\d+), \\d+, \\d+\\)/, '$1') + s.display[0] + s.marginTop; };
        const read = () => [p1, p2, p3, s, p4, p5, q1].map(k).join(' ');
        """

    @Test func whatTellsElementsApartStillDoes() async throws {
        let webView = WKWebView.loaded(Self.page)
        #expect(try await webView.string(Self.read + "read()") == "1b7px 1b7px 1n7px 1i7px 4b7px 2b7px 1b9px")
    }

    @Test func aChangeOfOneElementReachesItAlone() async throws {
        let webView = WKWebView.loaded(Self.page)
        let read = try await webView.string(
            Self.read + """
            const before = read();
            p1.className = 'b'; p2.setAttribute('data-x', ''); one.style.marginTop = '5px';
            before + ' / ' + read()
            """)
        #expect(read == "1b7px 1b7px 1n7px 1i7px 4b7px 2b7px 1b9px / 3b0px 2b5px 1n5px 1i5px 4b5px 2b5px 1b9px")
    }
}
