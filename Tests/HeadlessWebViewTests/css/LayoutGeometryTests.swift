import Foundation
import HeadlessWebView
import Testing

/// The layout model's geometry against real WebKit: every expected number below was read from
/// WebKitGTK 2.50 (MiniBrowser through WebKitWebDriver's `execute/sync`, an 800×600 viewport) on
/// the same page, with the same script. The pages hold no text whose width matters, since the
/// model measures text with an average advance, not the font's.
@MainActor
struct LayoutGeometryTests {
    static let page = """
        <!doctype html><html><head><style>
        body { margin: 8px; }
        #a { width: 50%; padding: 10px; border: 2px solid; margin: 5px; height: 20px }
        #b { display: flex; height: 40px }
        #b1 { flex: 1 } #b2 { width: 100px }
        #c { box-sizing: border-box; width: 300px; padding: 0 20px; border: 5px solid; height: 50px; margin: 0 auto }
        #rel { position: relative; height: 100px; margin-top: 12px }
        #abs { position: absolute; right: 10px; top: 20px; width: 30px; height: 40px }
        #scroller { width: 200px; height: 100px; overflow: auto; border: 1px solid }
        #inner { width: 500px; height: 300px }
        #wrap { display: flex; flex-wrap: wrap; width: 250px; gap: 10px }
        .t { width: 100px; height: 30px }
        #col { display: flex; flex-direction: column; height: 200px; justify-content: space-between;
          align-items: center }
        .c { width: 50px; height: 20px }
        #track { display: flex; transform: translate3d(-100px, 0, 0); width: 300px }
        .s { flex-shrink: 0; width: 150px; height: 10px }
        </style></head><body>
        <div id="a"></div>
        <div id="b"><div id="b1"></div><div id="b2"></div></div>
        <div id="c"></div>
        <div id="rel"><div id="abs"></div></div>
        <div id="scroller"><div id="inner"></div></div>
        <div id="wrap"><div class="t" id="t1"></div><div class="t" id="t2"></div><div class="t" id="t3"></div></div>
        <div id="col"><div class="c" id="c1"></div><div class="c" id="c2"></div><div class="c" id="c3"></div></div>
        <div id="none" style="display:none"><div id="inside"></div></div>
        <p id="p" style="line-height: 20px; margin: 10px 0">x</p>
        <div id="track"><div class="s" id="s1"></div><div class="s" id="s2"></div><div class="s" id="s3"></div></div>
        </body></html>
        """

    /// Per element: getBoundingClientRect x, y, width, height; offsetLeft, offsetTop, offsetWidth,
    /// offsetHeight, offsetParent (id or tag); clientWidth, clientHeight, scrollWidth, scrollHeight.
    static let measure = """
        (() => {
        const ids = ['a','b','b1','b2','c','rel','abs','scroller','inner','wrap','t1','t2','t3','col','c1','c2','c3',
          'none',
          'inside','p','track','s1','s2','s3'];
        const o = {};
        for (const id of ids) {
          const e = document.getElementById(id); const r = e.getBoundingClientRect();
          o[id] = [r.x, r.y, r.width, r.height, e.offsetLeft, e.offsetTop, e.offsetWidth, e.offsetHeight,
            e.offsetParent ? (e.offsetParent.id || e.offsetParent.tagName) : null, e.clientWidth, e.clientHeight,
            e.scrollWidth, e.scrollHeight].join(' ');
        }
        return JSON.stringify(o);
        })()
        """

    /// WebKit's answers to `measure`.
    static let webKit: [String: String] = [
        "a": "13 8 416 44 13 8 416 44 BODY 412 40 412 40",
        "b": "8 57 784 40 8 57 784 40 BODY 784 40 784 40",
        "b1": "8 57 684 40 8 57 684 40 BODY 684 40 684 40",
        "b2": "692 57 100 40 692 57 100 40 BODY 100 40 100 40",
        "c": "250 97 300 50 250 97 300 50 BODY 290 40 290 40",
        "rel": "8 159 784 100 8 159 784 100 BODY 784 100 784 100",
        "abs": "752 179 30 40 744 20 30 40 rel 30 40 30 40",
        "scroller": "8 259 202 102 8 259 202 102 BODY 200 100 500 300",
        "inner": "9 260 500 300 9 260 500 300 BODY 500 300 500 300",
        "wrap": "8 361 250 70 8 361 250 70 BODY 250 70 250 70",
        "t1": "8 361 100 30 8 361 100 30 BODY 100 30 100 30",
        "t2": "118 361 100 30 118 361 100 30 BODY 100 30 100 30",
        "t3": "8 401 100 30 8 401 100 30 BODY 100 30 100 30",
        "col": "8 431 784 200 8 431 784 200 BODY 784 200 784 200",
        "c1": "375 431 50 20 375 431 50 20 BODY 50 20 50 20",
        "c2": "375 521 50 20 375 521 50 20 BODY 50 20 50 20",
        "c3": "375 611 50 20 375 611 50 20 BODY 50 20 50 20",
        "none": "0 0 0 0 0 0 0 0  0 0 0 0",
        "inside": "0 0 0 0 0 0 0 0  0 0 0 0",
        "p": "8 641 784 20 8 641 784 20 BODY 784 20 784 20",
        "track": "-92 671 300 10 8 671 300 10 BODY 300 10 450 10",
        "s1": "-92 671 150 10 0 0 150 10 track 150 10 150 10",
        "s2": "58 671 150 10 150 0 150 10 track 150 10 150 10",
        "s3": "208 671 150 10 300 0 150 10 track 150 10 150 10",
    ]

    func loaded(_ html: String, width: Double = 800, height: Double = 600) -> WKWebView {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        webView.loadHTMLString(html, baseURL: URL(string: "https://shop.example/"))
        return webView
    }

    @Test func boxesAsWebKitLaysThemOut() async throws {
        let webView = loaded(Self.page)
        let json = try #require(try await webView.evaluateJavaScript(Self.measure) as? String)
        let measured = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        for (id, expected) in Self.webKit.sorted(by: { $0.key < $1.key }) {
            #expect(measured[id] == expected, "#\(id)")
        }
    }

    @Test func theDocumentsSizesAndHitTesting() async throws {
        let webView = loaded(Self.page)
        let documentSizes = try await webView.evaluateJavaScript("""
            [innerWidth, innerHeight, document.documentElement.scrollWidth, document.documentElement.scrollHeight,
             document.documentElement.clientWidth, document.documentElement.clientHeight,
             document.body.offsetHeight].join(' ')
            """) as? String
        #expect(documentSizes == "800 600 800 689 800 600 673")
        let hits = try await webView.evaluateJavaScript("""
            [[20, 20], [300, 80], [390, 110], [600, 5], [10, 590]]
              .map(([x, y]) => { const e = document.elementFromPoint(x, y); return e ? (e.id || e.tagName) : null; })
              .join(' ')
            """) as? String
        #expect(hits == "a b1 c HTML col")
    }

    @Test func scrollingClampsAndMovesTheContent() async throws {
        let webView = loaded(Self.page)
        let scrolled = try await webView.evaluateJavaScript("""
            const s = document.getElementById('scroller'); s.scrollTop = 1000; s.scrollLeft = 50;
            const r = document.getElementById('inner').getBoundingClientRect();
            [s.scrollTop, s.scrollLeft, r.y, r.x].join(' ')
            """) as? String
        #expect(scrolled == "200 50 60 -41")
    }

    /// Lengths (em, rem, vw, vh, calc), an image sized by its attributes, flex alignment, auto
    /// margins and shrinking, an inline block, a list's padding, a fixed box and the window's scroll,
    /// as WebKitGTK 2.50 measured them (800×600 viewport). Per element: getBoundingClientRect x, y,
    /// width, height; offsetTop, clientWidth, clientHeight.
    @Test func lengthsFlexAndFixedBoxesAsWebKitMeasuresThem() async throws {
        let webView = loaded(
            """
            <!doctype html><html><head><style>
            html { font-size: 10px }
            body { margin: 0; font-size: 16px; line-height: 20px }
            #em { width: 10em; height: 2rem; margin-left: 5vw; padding: 0.5em }
            #vh { height: 10vh; width: 25vw; border: 3px solid; box-sizing: border-box }
            #img1 { display: block }
            #row { display: flex; align-items: center; height: 60px; justify-content: space-between;
              padding: 0 10px }
            #row > div { height: 20px; width: 30px }
            #row > #grow { flex: 1 1 0; margin: 0 5px }
            #fixed { position: fixed; bottom: 10px; left: 20px; width: 50px; height: 30px }
            #mid { display: flex; justify-content: center; gap: 6px }
            #mid > i { display: block; width: 40px; height: 40px; flex: none }
            #calc { width: calc(100% - 40px); margin: 0 auto; height: 5px }
            #shrink { display: flex; width: 200px }
            #shrink > div { width: 150px; height: 5px }
            #ib { display: inline-block; width: 100px; height: 30px; vertical-align: top }
            ul { margin: 0 }
            </style></head><body>
            <div id="em"></div>
            <div id="vh"></div>
            <img id="img1" width="120" height="60">
            <div id="row"><div id="r1"></div><div id="grow"></div><div id="r3"></div></div>
            <div id="mid"><i id="m1"></i><i id="m2"></i><i id="m3"></i></div>
            <div id="calc"></div>
            <div id="shrink"><div id="sh1"></div><div id="sh2"></div></div>
            <div id="ibw"><span id="ib"></span></div>
            <ul id="list"><li id="li1" style="height:20px"></li></ul>
            <div id="fixed"></div><div id="spacer" style="height:1000px"></div>
            </body></html>
            """)
        let json = try #require(
            try await webView.evaluateJavaScript("""
                (() => {
                const o = {};
                for (const id of ['em','vh','img1','row','r1','grow','r3','mid','m1','m2','m3','calc','shrink','sh1',
                  'sh2','ibw','ib','list','li1','fixed']) {
                  const e = document.getElementById(id); const r = e.getBoundingClientRect();
                  o[id] = [r.x, r.y, r.width, r.height, e.offsetTop, e.clientWidth, e.clientHeight].join(' ');
                }
                window.scrollTo(0, 50);
                o.scrolled = [scrollY, document.documentElement.scrollTop,
                  document.getElementById('em').getBoundingClientRect().y,
                  document.getElementById('fixed').getBoundingClientRect().y,
                  document.documentElement.scrollHeight].join(' ');
                return JSON.stringify(o);
                })()
                """) as? String)
        let measured = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        let webKit = [
            "em": "40 0 176 36 0 176 36", "vh": "0 36 200 60 36 194 54", "img1": "0 96 120 60 96 120 60",
            "row": "0 156 800 60 156 800 60", "r1": "10 176 30 20 176 30 20", "grow": "45 176 710 20 176 710 20",
            "r3": "760 176 30 20 176 30 20", "mid": "0 216 800 40 216 800 40", "m1": "334 216 40 40 216 40 40",
            "m2": "380 216 40 40 216 40 40", "m3": "426 216 40 40 216 40 40", "calc": "20 256 760 5 256 760 5",
            "shrink": "0 261 200 5 261 200 5", "sh1": "0 261 100 5 261 100 5", "sh2": "100 261 100 5 261 100 5",
            "ibw": "0 266 800 30 266 800 30", "ib": "0 266 100 30 266 100 30", "list": "0 296 800 20 296 800 20",
            "li1": "40 296 760 20 296 760 20", "fixed": "20 560 50 30 560 50 30", "scrolled": "50 50 -50 560 1316",
        ]
        for (id, expected) in webKit.sorted(by: { $0.key < $1.key }) {
            #expect(measured[id] == expected, "#\(id)")
        }
    }

    /// SVG shapes are not laid out: a shape takes its <svg>'s rectangle (where a close icon can be
    /// seen and tapped), and has no CSS box for client* to measure, as in a browser.
    @Test func anSVGShapeTakesItsSVGsRectangle() async throws {
        let webView = loaded(
            """
            <!doctype html><body style="margin: 0">
            <svg id=icon width=24 height=24 style="display: block; margin-left: 10px">
              <path id=cross d="M0 0L24 24"/></svg>
            """)
        let measured = try await webView.string("""
            const r = cross.getBoundingClientRect();
            [r.x, r.y, r.width, r.height, cross.getClientRects().length, cross.clientWidth, icon.clientWidth].join(' ')
            """)
        #expect(measured == "10 0 24 24 1 0 24")
    }
}
