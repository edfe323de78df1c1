import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// A web view's virtual time has the shape of a player's and a context's: `advance(by:)`, `now`.
@MainActor
struct VirtualTimeShapeTests {
    @Test func advanceByFiresTheTimersThatFallDueAndMovesNow() async throws {
        let webView = WKWebView.loaded("<script>var log = []; setTimeout(() => log.push('1s'), 1000)</script>")
        #expect(webView.now == .zero)
        try webView.advance(by: .milliseconds(999))
        #expect(try await webView.string("log.join(',')") == "")
        try webView.advance(by: .milliseconds(1))
        #expect(try await webView.string("log.join(',')") == "1s")
        #expect(webView.now == .seconds(1))
    }

    @Test func advanceClockIsTheSameClock() throws {
        let webView = WKWebView.loaded("<p>x</p>")
        try webView.advanceClock(by: .milliseconds(250))
        try webView.advance(by: .milliseconds(250))
        #expect(webView.now == .milliseconds(500))
    }

    @Test func aWebViewWithNoPageIsAtTimeZero() {
        #expect(WKWebView(frame: .zero).now == .zero)
    }

    @Test func eachPageHasItsOwnClock() throws {
        let webView = WKWebView.loaded("<p>first</p>")
        try webView.advance(by: .seconds(5))
        webView.loadHTMLString("<p>second</p>", baseURL: URL(string: "https://shop.example/"))
        #expect(webView.now == .zero)
    }
}
