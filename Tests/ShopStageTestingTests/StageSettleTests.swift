import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// `Stage.settle(within:)`: a user's pause for everything on the stage, in lock step.
@MainActor
@Suite struct StageSettleTests {
    @Test func twoPagesSettleTogetherAndTheClockStopsAtTheLastTimer() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let slide = WKWebView.loaded(
                "<script>var log = []; setTimeout(() => requestAnimationFrame(() => log.push('slid')), 600)</script>")
            let fade = WKWebView.loaded("<script>var log = []; setTimeout(() => log.push('faded'), 150)</script>")
            try await stage.settle(within: .seconds(1))
            #expect(try await slide.string("log.join()") == "slid")
            #expect(try await fade.string("log.join()") == "faded")
            // The frame after 600 ms is frame 37 (616.7 ms), run at 617 ms: the stage and both pages stop there.
            #expect(stage.now == .milliseconds(617))
            #expect(slide.now == .milliseconds(617) && fade.now == .milliseconds(617))
        }
    }

    @Test func untilStopsAsSoonAsItHoldsAndTimersBeyondTheBoundWait() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let page = WKWebView.loaded(
                """
                <script>setTimeout(() =>
                    document.body.append(Object.assign(document.createElement('a'), { id: 'tile' })), 300);
                setTimeout(() => { window.autoplay = true; }, 5000);</script>
                """)
            let found = try await stage.settle(within: .seconds(1)) {
                try page.currentDocumentHas("#tile")
            }
            #expect(found)
            #expect(stage.now == .milliseconds(300))
            let quiet = try await stage.settle(within: .seconds(1))
            #expect(!quiet)
            #expect(stage.now == .milliseconds(300))
            #expect(try await page.evaluateJavaScript("window.autoplay === undefined") as? Bool == true)
        }
    }
}

extension WKWebView {
    /// Whether an element of the page matches `selector` now (a settle of zero length until it matches).
    fileprivate func currentDocumentHas(_ selector: String) throws -> Bool {
        do {
            try settle(within: .zero, until: selector)
            return true
        } catch HeadlessWebViewError.noElementMatchesWithin {
            return false
        }
    }
}
