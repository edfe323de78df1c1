import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

@MainActor
struct RenderTests {
    let clock = ManualPanelClock()
    let panel = EMarketerPanel(actions: [
        PanelAction(id: 1, name: "Banner", content: "<a id='go' href='https://shop.example/'>Go</a>"),
        PanelAction(id: 2, name: "Recs JSON", contentType: "application/json", content: "[]"),
    ])

    func action(_ id: Int) async throws -> eMarketerAction {
        let tracker = eMarketerTracker(panel: panel, clock: clock)
        return try #require(try await tracker.getResult().actions.first { $0.id == id })
    }

    @Test func renderingReportsTheActionExecuted() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        try await action(1).renderOnWebkitView(webView)
        #expect(panel.statistics(forAction: 1)?.shown == 1)
        #expect(panel.statistics(forAction: 1)?.state == "executed")
    }

    @Test func aMessageThePagePostsAsItLoadsIsReportedAfterExecuted() async throws {
        // On a phone the page loads after renderOnWebkitView has reported the action executed.
        let selfCheck =
            "<script>webkit.messageHandlers.emarketer.postMessage({clicked:'error',arg:'no stock',href:''})</script>"
        panel.add(PanelAction(id: 4, name: "Self-check", content: selfCheck))
        let tracker = eMarketerTracker(panel: panel, clock: clock)
        let action = try #require(try await tracker.getResult().actions.first { $0.id == 4 })
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        action.renderOnWebkitView(webView) { clicked in tracker.reportActionClicked(clicked: clicked) }
        #expect(panel.reports.filter { $0.actionId == 4 }.map(\.kind) == [.executed, .error])
        #expect(panel.statistics(forAction: 4)?.state == "not executed")
    }

    @Test func renderingANonHTMLActionIsAClearError() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let json = try await action(2)
        #expect(throws: eMarketerError.notHTML(actionId: 2, contentType: "application/json")) {
            try json.render(on: webView)
        }
    }

    @Test func renderOnWebkitViewOfANonHTMLActionDoesNothing() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let json = try await action(2)
        let reportsBefore = panel.reports.count
        json.renderOnWebkitView(webView) { _ in }
        #expect(webView.url == nil)
        #expect(panel.reports.count == reportsBefore)
        #expect(panel.statistics(forAction: 2)?.state == "not shown")
    }

    @Test func anActionWhoseScriptNeverEndsIsStillReportedExecutedAndTheTrackerKeepsWorking() async throws {
        let runaway = PanelAction(id: 3, name: "Runaway", content: try Fixtures.text("actions/rules/runaway-script.html"))
        panel.add(runaway)
        let tracker = eMarketerTracker(panel: panel, clock: clock)
        let action = try #require(try await tracker.getResult().actions.first { $0.id == 3 })
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(100)
        action.renderOnWebkitView(webView)
        let stats = try #require(panel.statistics(forAction: 3))
        #expect(stats.state == "executed")  // as the SDK reports it: the page was loaded
        #expect(stats.errors == 0)
        #expect(webView.scriptErrors.contains { if case .timeLimitExceeded = $0 { true } else { false } })

        // The tracker, the panel and a fresh web view still work.
        let banner = try #require(try await tracker.getResult().actions.first { $0.id == 1 })
        let other = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        var clicks: [eMarketerActionClicked] = []
        banner.renderOnWebkitView(other) { clicks.append($0) }
        try other.click(selector: "#go")
        #expect(clicks.map(\.status) == ["target"])
    }

    @Test func renderThrowsForAScriptThatNeverEndsAndReportsNothing() async throws {
        let runaway = eMarketerAction(
            id: 3, contentType: "text/html", content: try Fixtures.text("actions/rules/runaway-script.html"),
            tracker: eMarketerTracker(panel: panel, clock: clock))
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.scriptTimeLimit = .milliseconds(100)
        #expect(throws: eMarketerError.self) { try runaway.render(on: webView) }
        #expect(panel.reports.isEmpty)
    }

    @Test func renderingAgainReplacesTheMessageHandler() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let banner = try await action(1)
        var first: [eMarketerActionClicked] = []
        var second: [eMarketerActionClicked] = []
        banner.renderOnWebkitView(webView) { first.append($0) }
        banner.renderOnWebkitView(webView) { second.append($0) }
        try webView.click(selector: "#go")
        #expect(first.isEmpty)
        #expect(second.count == 1)
    }

    @Test func renderingWithoutACallbackStillBlocksNavigationAndCapturesNothing() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        try await action(1).renderOnWebkitView(webView)
        try webView.click(selector: "#go")
        #expect(panel.statistics(forAction: 1)?.clicks == 0)
    }
}
