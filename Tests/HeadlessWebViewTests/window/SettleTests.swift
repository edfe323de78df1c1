import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// `settle(within:)`: a user's pause on virtual time — due timers, microtasks and animation frames,
/// until nothing is left to run or the bound.
@MainActor
struct SettleTests {
    @Test func runsTimersAndFramesUntilQuietAndStopsTheClockAtTheLastOne() async throws {
        // A slide as carousels make it: a 300 ms timer, then a frame, then a microtask.
        let webView = WKWebView.loaded(
            """
            <script>var log = [];
            setTimeout(() => { log.push('slid'); requestAnimationFrame(() => {
                log.push('frame'); Promise.resolve().then(() => log.push('microtask')); }); }, 300);</script>
            """)
        try webView.settle(within: .seconds(1))
        #expect(try await webView.string("log.join(',')") == "slid,frame,microtask")
        // The frame after 300 ms is frame 19, at 316.67 ms, run at 317 ms: the clock stops there, not at the bound.
        #expect(webView.now == .milliseconds(317))
        #expect(webView.timeUntilNextTimer == nil)
    }

    @Test func aPageWithNothingPendingDoesNotMove() throws {
        let webView = WKWebView.loaded("<p>quiet</p>")
        try webView.settle(within: .seconds(1))
        #expect(webView.now == .zero)
    }

    @Test func timersBeyondTheBoundWait() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var log = []; setTimeout(() => log.push('soon'), 10);
            setTimeout(() => log.push('autoplay'), 5000)</script>
            """)
        try webView.settle(within: .seconds(1))
        #expect(try await webView.string("log.join(',')") == "soon")
        #expect(webView.now == .milliseconds(10))
        #expect(webView.timeUntilNextTimer == .milliseconds(4990))
    }

    @Test func aPageThatAnimatesForeverStopsAtTheBound() async throws {
        let webView = WKWebView.loaded(
            "<script>var count = 0; (function loop() { count++; requestAnimationFrame(loop); })();</script>")
        try webView.settle(within: .seconds(1))
        // 60 frames in the second (the first call ran at load, not in a frame).
        let frames = try await webView.evaluateJavaScript("count") as? Int ?? 0
        #expect((60...61).contains(frames), "\(frames)")
        #expect(webView.now <= .seconds(1))
        #expect(webView.now > .milliseconds(983))
    }

    @Test func untilASelectorMatchesStopsWhenItDoes() async throws {
        let webView = WKWebView.loaded(
            """
            <script>setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<a class=tile>x</a>'), 250);
            setTimeout(() => { window.late = true; }, 400);</script>
            """)
        try webView.settle(within: .seconds(10), until: ".tile")
        #expect(webView.now == .milliseconds(250))
        #expect(try await webView.evaluateJavaScript("window.late === undefined") as? Bool == true)
    }

    @Test func untilASelectorThatNeverMatchesNamesItAndTheBound() throws {
        let webView = WKWebView.loaded("<script>setTimeout(() => {}, 3000)</script>")
        #expect(throws: HeadlessWebViewError.noElementMatchesWithin(selector: ".never", bound: .seconds(2))) {
            try webView.settle(within: .seconds(2), until: ".never")
        }
        #expect(
            HeadlessWebViewError.noElementMatchesWithin(selector: ".never", bound: .seconds(2)).description
                == "no element matches the selector '.never' within 2.0 seconds of virtual time")
        #expect(throws: HeadlessWebViewError.self) { try webView.settle(within: .seconds(1), until: "a[") }
        do {
            try webView.settle(within: .seconds(1), until: "a[")
        } catch HeadlessWebViewError.invalidSelector(let selector, _) {
            #expect(selector == "a[")
        }
    }

    @Test func cssTransitionsEndWithinASettle() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.pane { opacity: 0; transition: opacity 0.6s } .pane.show { opacity: 1 }</style>
            <div class=pane id=pane></div><script>var ended = false;
            pane.addEventListener('transitionend', () => { ended = true; });
            setTimeout(() => pane.classList.add('show'), 0);</script>
            """)
        try webView.settle(within: .seconds(1))
        #expect(try await webView.evaluateJavaScript("ended") as? Bool == true)
    }

    @Test func anIntervalOfZeroHitsTheCallbackLimitNotAHang() throws {
        let webView = WKWebView.loaded("<script>setInterval(() => {}, 0)</script>")
        #expect(throws: ScriptError.self) { try webView.settle(within: .seconds(1000)) }
    }
}
