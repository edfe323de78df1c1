import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The viewport is the web view's frame: the layout, the window's sizes and media queries read it,
/// and changing the frame fires `resize` and the media query lists' `change` on the next frame.
@MainActor
struct LayoutViewportTests {
    @Test func aFrameWithNoAreaIsAnIPhonesViewport() async throws {
        let webView = WKWebView.loaded("<div id=box></div>")
        #expect(webView.viewportSize == (390, 844))
        #expect(
            try await webView.string(
                "[innerWidth, innerHeight, outerWidth, devicePixelRatio, screen.width, box.offsetWidth].join(' ')")
                == "390 844 390 3 390 374")
        #expect(try await webView.evaluateJavaScript("matchMedia('(orientation: portrait)').matches") as? Bool == true)
    }

    @Test func theFramesSizeIsTheViewport() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        webView.loadHTMLString(
            "<style>@media (min-width: 800px) { #box { width: 50vw } }</style><div id=box></div>", baseURL: nil)
        #expect(
            try await webView.string(
                "[innerWidth, innerHeight, box.offsetWidth, matchMedia('(orientation: landscape)').matches].join(' ')")
                == "1024 768 512 true")
    }

    @Test func changingTheFrameFiresResizeAndMediaQueryChangesOnTheNextFrame() async throws {
        let webView = WKWebView.loaded(
            """
            <style>#box { width: 100px } @media (min-width: 600px) { #box { width: 300px } }</style>
            <div id=box></div><script>var log = [];
            const wide = matchMedia('(min-width: 600px)');
            wide.addEventListener('change', (e) => log.push('change ' + e.matches + ' ' + e.media + ' '
                + (e instanceof MediaQueryListEvent)));
            addEventListener('resize', () => log.push('resize ' + innerWidth + ' ' + box.offsetWidth));</script>
            """)
        #expect(try await webView.evaluateJavaScript("box.offsetWidth") as? Int == 100)
        webView.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        // The sizes change at once; the events wait for the frame, as a browser's rendering steps do.
        #expect(try await webView.string("[innerWidth, box.offsetWidth, log.length].join(' ')") == "800 300 0")
        try webView.settle(within: .milliseconds(100))
        #expect(
            try await webView.string("log.join('; ')")
                == "resize 800 300; change true (min-width: 600px) true")
        // The same size again is no change.
        webView.frame = CGRect(x: 10, y: 10, width: 800, height: 600)
        try webView.settle(within: .milliseconds(100))
        #expect(try await webView.evaluateJavaScript("log.length") as? Int == 2)
    }

    /// The model is computed only when a page asks for a size: a page that never asks pays nothing.
    @Test func theLayoutIsComputedOnlyWhenAPageAsksForASize() async throws {
        let webView = WKWebView.loaded(
            "<div id=box style='width: 40%'>text</div><script>box.textContent = 'more'; box.className = 'x';</script>")
        #expect(try await webView.evaluateJavaScript("document._layout === undefined") as? Bool == true)
        // A block's width that its ancestors alone decide needs none (WidthWithoutLayoutTests); its height does.
        #expect(try await webView.evaluateJavaScript("box.offsetWidth") as? Int == 150)
        #expect(try await webView.evaluateJavaScript("document._layout === undefined") as? Bool == true)
        #expect(try await webView.evaluateJavaScript("box.offsetHeight") as? Int == 19)
        #expect(try await webView.evaluateJavaScript("document._layout !== undefined") as? Bool == true)
    }

    /// What a layout reads of an element's styles outlives the layout while they stand: lengths in
    /// viewport units and rem follow the frame and the root's font size all the same.
    @Test func viewportAndRootFontSizeLengthsFollowTheirChangesFromLayoutToLayout() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        webView.loadHTMLString(
            "<style>#box { width: 10rem; height: 10vh; margin-left: 5vw }</style><p id=text>a</p><div id=box></div>",
            baseURL: nil)
        let sizes = "[box.offsetWidth, box.offsetHeight, box.offsetLeft].join(' ')"
        #expect(try await webView.string(sizes) == "160 80 28")
        // A text's change lays out again with the same styles.
        #expect(try await webView.string("text.firstChild.data = 'ab'; " + sizes) == "160 80 28")
        webView.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(try await webView.string(sizes) == "160 60 48")
        #expect(try await webView.string("document.documentElement.style.fontSize = '20px'; " + sizes) == "200 60 48")
    }

    @Test func aChangeOfStyleOrTextIsSeenByTheNextRead() async throws {
        let webView = WKWebView.loaded("<span id=label>ab</span><div id=box style='width: 100px'></div>")
        #expect(
            try await webView.string("""
                const before = [label.offsetWidth, box.offsetWidth];
                label.firstChild.data = 'abcdefgh'; box.style.width = '50%';
                [before, label.offsetWidth > before[0], box.offsetWidth].join(' ')
                """) == "17,100 true 187")
    }
}

/// IntersectionObserver on the layout model, against real WebKit: the expected entries are what
/// WebKitGTK 2.50 delivered for the same page (an 800×600 viewport, through WebKitWebDriver), a
/// slide just past its clipping track's edge included (intersecting, with a ratio of 0).
@MainActor
struct LayoutIntersectionTests {
    static let carousel = """
        <!doctype html><html><body>
        <style>
        #viewport { width: 300px; overflow: hidden }
        #track { display: flex }
        .slide { flex: 0 0 300px; height: 100px }
        #far { margin-top: 2000px; height: 50px }
        </style>
        <div id=viewport><div id=track><div class=slide id=s1></div><div class=slide id=s2></div></div></div>
        <div id=far></div>
        <script>var log = [];
        const observer = new IntersectionObserver((entries) => entries.forEach((e) => log.push(
            e.target.id + ':' + e.isIntersecting + ':' + e.intersectionRatio + ':' + e.boundingClientRect.x)),
            { threshold: [0, 0.5, 1] });
        for (const id of ['s1', 's2', 'far']) observer.observe(document.getElementById(id));
        </script></body></html>
        """

    @Test func targetsAreReportedOnTheFirstFrameThenOnEachChange() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        webView.loadHTMLString(Self.carousel, baseURL: URL(string: "https://shop.example/"))
        try webView.settle(within: .milliseconds(50))
        let first = try await webView.string("log.join(' ')")
        #expect(first == "s1:true:1:8 s2:true:0:308 far:false:0:8")
        // A carousel's move: both slides half in view, on the next frame.
        _ = try await webView.evaluateJavaScript("log = []; track.style.transform = 'translateX(-150px)'; 0")
        try webView.settle(within: .milliseconds(50))
        let moved = try await webView.string("log.join(' ')")
        #expect(moved == "s1:true:0.5:-142 s2:true:0.5:158")
        // A scroll of the viewport.
        _ = try await webView.evaluateJavaScript("log = []; scrollTo(0, 1800); 0")
        try webView.settle(within: .milliseconds(50))
        let scrolled = try await webView.string("log.join(' ')")
        #expect(scrolled == "s1:false:0:-142 s2:false:0:158 far:true:1:8")
    }
}
