import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// `requestAnimationFrame` at 60 Hz of virtual time (HTML "run the animation frame callbacks").
@MainActor
struct AnimationFrameTests {
    @Test func framesFallAtMultiplesOfASixtiethOfASecondWithTheFrameTime() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var log = [];
            setTimeout(() => requestAnimationFrame((t) => log.push(['late', t, performance.now()])), 20);
            requestAnimationFrame((t) => log.push(['first', t]));
            requestAnimationFrame((t) => log.push(['second', t]));</script>
            """)
        try webView.advance(by: .milliseconds(16))
        #expect(try await webView.string("JSON.stringify(log)") == "[]")
        try webView.advance(by: .milliseconds(1))
        // One frame's callbacks share its time, n × 1000/60 ms.
        #expect(
            try await webView.string("JSON.stringify(log)")
                == #"[["first",16.666666666666668],["second",16.666666666666668]]"#)
        try webView.advance(by: .milliseconds(20))
        // Asked for at 20 ms: the frame at 33.3 ms, whose time it gets; it runs at 34 ms.
        #expect(
            try await webView.evaluateJavaScript("Math.abs(log[2][1] - 100 / 3) < 1e-9 && log[2][2] === 34") as? Bool
                == true)
    }

    @Test func aCallbackAskedForDuringAFrameRunsInTheNextOne() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var times = [];
            function tick(t) { times.push(Math.round(t)); if (times.length < 4) requestAnimationFrame(tick); }
            requestAnimationFrame(tick);</script>
            """)
        try webView.advance(by: .milliseconds(100))
        #expect(try await webView.string("times.join(',')") == "17,33,50,67")
    }

    @Test func cancellingALaterCallbackOfTheSameFrameStopsIt() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var log = []; let second;
            requestAnimationFrame(() => { log.push('first'); cancelAnimationFrame(second); });
            second = requestAnimationFrame(() => log.push('second'));
            const third = requestAnimationFrame(() => log.push('third'));
            cancelAnimationFrame(third);</script>
            """)
        try webView.advance(by: .milliseconds(50))
        #expect(try await webView.string("log.join(',')") == "first")
    }

    @Test func aPageThatNeverAsksForAFrameHasNoFrameTimer() throws {
        let webView = WKWebView.loaded("<p>still</p><script>document.querySelector('p').textContent = 'ready'</script>")
        #expect(webView.timeUntilNextTimer == nil)
        let asks = WKWebView.loaded("<script>requestAnimationFrame(() => {})</script>")
        #expect(asks.timeUntilNextTimer == .milliseconds(17))
        try asks.advance(by: .milliseconds(17))
        #expect(asks.timeUntilNextTimer == nil)
    }

    @Test func intersectionObserversReportOnTheFirstFrame() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=tile>tile</div><script>var seen = [];
            const observer = new IntersectionObserver((entries) => entries.forEach((e) =>
                seen.push(e.isIntersecting + '@' + Math.round(e.time))));
            observer.observe(document.getElementById('tile'));</script>
            """)
        try webView.settle()
        #expect(try await webView.string("seen.join(',')") == "")
        try webView.advance(by: .milliseconds(17))
        #expect(try await webView.string("seen.join(',')") == "true@17")
    }

    @Test func aFrameRunsItsCallbacksThenResizeThenIntersectionObservations() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=tile>tile</div><script>var order = [];
            new IntersectionObserver(() => order.push('intersection')).observe(tile);
            new ResizeObserver(() => order.push('resize')).observe(tile);
            requestAnimationFrame(() => order.push('callback'));</script>
            """)
        try webView.advance(by: .milliseconds(17))
        #expect(try await webView.string("order.join()") == "callback,resize,intersection")
    }
}

/// ResizeObserver on animation frames (Resize Observer §3), as WebKit: each observed element once on
/// the frame after `observe` (its last size starts at -1×-1), then only when its size changes.
@MainActor
struct ResizeObserverFrameTests {
    @Test func anObservedElementIsReportedOnceOnTheNextFrame() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=box></div><script>var log = [];
            const observer = new ResizeObserver((entries, o) => entries.forEach((e) => log.push([
                e.target.id, Math.round(performance.now()), e.contentRect.width, e.contentBoxSize[0].inlineSize,
                e.borderBoxSize[0].blockSize, e instanceof ResizeObserverEntry, o === observer])));
            observer.observe(document.getElementById('box'));</script>
            """)
        #expect(webView.timeUntilNextTimer == .milliseconds(17))
        try webView.advance(by: .milliseconds(17))
        #expect(try await webView.string("JSON.stringify(log)") == #"[["box",17,374,374,0,true,true]]"#)
        // The size has not changed since: later frames report nothing.
        _ = try await webView.evaluateJavaScript("requestAnimationFrame(() => {}); 0")
        try webView.advance(by: .milliseconds(100))
        #expect(try await webView.evaluateJavaScript("log.length") as? Int == 1)
    }

    @Test func disconnectingBeforeTheFrameReportsNothing() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=box></div><script>var calls = 0;
            const observer = new ResizeObserver(() => calls++);
            observer.observe(document.getElementById('box'));
            observer.disconnect();</script>
            """)
        try webView.advance(by: .milliseconds(50))
        #expect(try await webView.evaluateJavaScript("calls") as? Int == 0)
    }

    @Test func badArgumentsThrowTypeErrors() async throws {
        let webView = WKWebView.loaded("<div id=box></div>")
        let messages = try await webView.string(
            """
            [() => new ResizeObserver(), () => new ResizeObserver(() => {}).observe({}),
             () => new ResizeObserver(() => {}).observe(document.getElementById('box'), { box: 'margin-box' })]
                .map((f) => { try { f(); return 'no error'; } catch (e) { return e.name; } }).join(',')
            """)
        #expect(messages == "TypeError,TypeError,TypeError")
    }
}
