import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Elements under one parent that match the same rules, with the same user-agent display and style
/// attribute, share one computed-values map (CSSValues.js `sharedValues`), and so do the root elements
/// of the realm's documents (`rootValuesHolder`): what tells them apart still does, and a change of one
/// reaches it alone. Each expected string is what WebKitGTK 2.50 answered.
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

    @Test func elementsWithTheSameStyleAttributeShareTheirValuesUntilOneChanges() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.a { margin-top: 3px }</style>
            <div><p class=a id=x1 style="color: rgb(4, 4, 4)">1</p><p class=a id=x2 style="color: rgb(4, 4, 4)">2</p>
            <p class=a id=x3 style="color: rgb(5, 5, 5)">3</p><p class=a id=x4>4</p></div>
            """)
        let read = try await webView.string(
            """
            const read = () => [x1, x2, x3, x4].map((e) => { const s = getComputedStyle(e); return s.color + ' ' + s.marginTop; }).join(', ');
            const before = read();
            x1.style.color = 'rgb(6, 6, 6)'; x4.setAttribute('style', 'color: rgb(4, 4, 4)');
            before + ' / ' + read()
            """)
        #expect(
            read
                == "rgb(4, 4, 4) 3px, rgb(4, 4, 4) 3px, rgb(5, 5, 5) 3px, rgb(0, 0, 0) 3px / "
                + "rgb(6, 6, 6) 3px, rgb(4, 4, 4) 3px, rgb(5, 5, 5) 3px, rgb(4, 4, 4) 3px")
    }

    @Test func theRootsOfOtherWebViewsShareTheirValuesButNotTheirViewportOrStyle() async throws {
        let page = "<style>html { font-size: 20px } .r { width: 2rem; height: 10vw }</style><div class=r id=r></div>"
        let read = "getComputedStyle(r).width + ' ' + getComputedStyle(r).height + ' ' + innerWidth"
        let first = WKWebView.loaded(page)
        let wide = WKWebView(frame: CGRect(x: 0, y: 0, width: 800, height: 600), configuration: WKWebViewConfiguration())
        wide.loadHTMLString(page, baseURL: URL(string: "https://shop.example/"))
        let rootStyled = WKWebView.loaded("<html style='font-size: 10px'>" + page)
        let again = WKWebView.loaded(page)
        #expect(try await first.string(read) == "40px 39px 390")
        #expect(try await wide.string(read) == "40px 80px 800")
        #expect(try await rootStyled.string(read) == "20px 39px 390")
        #expect(try await again.string(read) == "40px 39px 390")
    }
}
