import EMarketer
import Foundation
import ShopStageTesting
import Testing

/// A tracker on its own panel and manual clock, with two HTML actions.
struct TrackerBench {
    let clock = ManualPanelClock()
    let panel = EMarketerPanel(actions: [
        PanelAction(id: 1, name: "Banner", content: "<a href='https://shop.example/'>Shop</a>"),
        PanelAction(id: 2, name: "Recs", content: "<div data-emarketer-click-target='products p1'>P1</div>"),
    ])
    let tracker: eMarketerTracker

    init() {
        tracker = eMarketerTracker(panel: panel, clock: clock)
    }

    func action(_ id: Int) async throws -> eMarketerAction {
        try #require(try await tracker.getResult().actions.first { $0.id == id })
    }

    func visibleIds() async throws -> [Int] {
        try await tracker.getResult().actions.map(\.id)
    }
}

struct ReportTests {
    @Test func reportExecutedCountsAsShown() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportExecuted()
        banner.reportExecuted()
        #expect(bench.panel.statistics(forAction: 1)?.shown == 2)
        #expect(bench.panel.statistics(forAction: 1)?.state == "executed")
    }

    @Test func reportClickCountsAClickAndCTR() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        for _ in 0..<4 { banner.reportExecuted() }
        banner.reportClick()
        let stats = try #require(bench.panel.statistics(forAction: 1))
        #expect(stats.clicks == 1)
        #expect(stats.targetClicks == 1)
        #expect(stats.ctr == 0.25)
    }

    @Test func reportCloseCountsACloseAndCloseRate() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportExecuted()
        banner.reportExecuted()
        banner.reportClose()
        let stats = try #require(bench.panel.statistics(forAction: 1))
        #expect(stats.closes == 1)
        #expect(stats.closeRate == 0.5)
        #expect(stats.clicks == 0)
        #expect(bench.panel.reports.last?.dontShowSessions == 0)
    }

    @Test func reportProductClickCountsAProductClickAndAClick() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportExecuted()
        recs.reportProductClick(productId: "p1")
        let stats = try #require(bench.panel.statistics(forAction: 2))
        #expect(stats.productClicks == 1)
        #expect(stats.clicks == 1)
        #expect(stats.ctr == 1)
        #expect(bench.panel.reports.last?.productId == "p1")
    }

    @Test func reportArticleClickCountsAnArticleClick() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportArticleClick(articleId: "a9")
        #expect(bench.panel.statistics(forAction: 2)?.articleClicks == 1)
        #expect(bench.panel.reports.last?.articleId == "a9")
    }

    @Test func reportErrorMarksTheActionNotExecutedWithTheMessage() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportExecuted()
        banner.reportError(message: "image failed to load")
        let stats = try #require(bench.panel.statistics(forAction: 1))
        #expect(stats.state == "not executed")
        #expect(stats.lastError == "image failed to load")
        #expect(stats.errors == 1)
    }

    @Test func productPurchasedAfterAProductClickIsTheActionsContribution() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportExecuted()
        recs.reportProductClick(productId: "p1")
        bench.tracker.productPurchased(productId: "p1")
        bench.tracker.productPurchased(productId: "p-other")
        bench.tracker.done()
        let stats = try #require(bench.panel.statistics(forAction: 2))
        #expect(stats.purchases == 1)
        #expect(stats.contributionRate == 0.5)
        #expect(bench.panel.statistics(forAction: 1)?.purchases == 0)
    }

    @Test func aPurchaseBeforeTheClickIsNoContribution() async throws {
        let bench = TrackerBench()
        bench.tracker.productPurchased(productId: "p1")
        bench.tracker.done()
        try await bench.action(2).reportProductClick(productId: "p1")
        #expect(bench.panel.statistics(forAction: 2)?.purchases == 0)
    }

    @Test func productsPurchasedBuysTheWholeCart() async throws {
        let bench = TrackerBench()
        try await bench.action(2).reportProductClick(productId: "p1")
        bench.tracker.productAddedToCart(productId: "p1")
        bench.tracker.productAddedToCart(productId: "p2")
        bench.tracker.productsPurchased()
        bench.tracker.done()
        #expect(bench.panel.statistics(forAction: 2)?.purchases == 1)
        #expect(bench.panel.statistics(forAction: 2)?.contributionRate == 0.5)
        bench.tracker.productsPurchased()  // the cart is empty now
        bench.tracker.done()
        #expect(bench.panel.statistics(forAction: 2)?.contributionRate == 0.5)
    }

    @Test func reportsCarryTheSessionAndTheClockTime() async throws {
        let bench = TrackerBench()
        let start = bench.clock.now
        try await bench.action(1).reportClick()
        bench.clock.advance(by: .seconds(60))
        try await bench.action(1).reportClick()
        let clicks = bench.panel.reports.filter { $0.kind == .click }
        #expect(clicks.map(\.session) == [1, 1])
        #expect(clicks.map(\.time) == [start, start.addingTimeInterval(60)])
    }

    @Test func statisticsDescriptionReadsAsALine() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportExecuted()
        banner.reportClick()
        let line = try #require(bench.panel.statistics(forAction: 1)).description
        #expect(line.hasPrefix(#"action 1 "Banner": shown 1, clicks 1 (CTR 100.0%), closes 0 (close rate 0.0%)"#))
    }
}

struct ReportActionClickedTests {
    @Test func targetBecomesAClickWithItsHref() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "https://shop.example/", status: "target", arg: ""))
        #expect(bench.panel.reports.last?.kind == .click)
        #expect(bench.panel.reports.last?.href == "https://shop.example/")
    }

    @Test func closeBecomesACloseForArgSessions() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "close", arg: "3"))
        let close = bench.panel.reports.last { $0.kind == .close }
        #expect(close?.dontShowSessions == 3)
        #expect(close?.arg == "3")
        #expect(close?.href == nil)
    }

    @Test func closeWithAnArgThatIsNotANumberKeepsTheArgAndNoSessions() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "close", arg: "soon"))
        #expect(bench.panel.reports.last?.dontShowSessions == nil)
        #expect(bench.panel.reports.last?.arg == "soon")
    }

    @Test func productAndArticleBecomeTheirClicks() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 2, href: "", status: "product", arg: "p1"))
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 2, href: "", status: "article", arg: "a1"))
        let stats = bench.panel.statistics(forAction: 2)
        #expect(stats?.productClicks == 1)
        #expect(stats?.articleClicks == 1)
    }

    @Test func anUnknownStatusIsSentOnAsTheSDKSendsIt() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "hover", arg: "x"))
        let last = bench.panel.reports.last
        #expect(last?.kind == .actionStatus)
        #expect(last?.status == "hover")
        #expect(last?.arg == "x")
    }
}

struct GetResultTests {
    @Test func getResultReturnsThePanelsActionsInOrder() async throws {
        let bench = TrackerBench()
        #expect(try await bench.visibleIds() == [1, 2])
    }

    @Test func theCompletionHandlerFormGivesTheSameActions() {
        let bench = TrackerBench()
        let ids = Recorder<[Int]>()
        bench.tracker.getResult { result, error in
            #expect(error == nil)
            ids.record(result?.actions.map(\.id) ?? [])
        }
        ids.expect([[1, 2]])
    }

    @Test func actionsReportToTheTrackerThatReturnedThem() async throws {
        let first = TrackerBench()
        let second = TrackerBench()
        try await first.action(1).reportClick()
        #expect(first.panel.statistics(forAction: 1)?.clicks == 1)
        #expect(second.panel.reports.isEmpty)
    }
}
