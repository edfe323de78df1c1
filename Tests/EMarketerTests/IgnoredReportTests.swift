import EMarketer
import Foundation
import Testing

/// Reports the SDK never sends, and statuses it sends on as they are.
struct IgnoredReportTests {
    /// The kinds recorded besides the session starts.
    func recordedKinds(_ bench: TrackerBench) -> [PanelReport.Kind] {
        bench.panel.reports.map(\.kind).filter { $0 != .sessionStarted }
    }

    @Test(arguments: [0, -1])
    func reportsOnAnActionIdNotAboveZeroAreIgnored(id: Int) async throws {
        let bench = TrackerBench()
        bench.panel.add(PanelAction(id: id, content: "<p>odd</p>"))
        let action = try await bench.action(id)
        action.reportExecuted()
        action.reportClick()
        action.reportClose(dontShowSessions: 3)
        action.reportProductClick(productId: "p1")
        action.reportError(message: "x")
        #expect(recordedKinds(bench).isEmpty)
        bench.tracker.navigate(documentName: "Home")
        #expect(try await bench.visibleIds().contains(id))
    }

    @Test func aClickWithAnEmptyStatusIsIgnored() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(clicked: eMarketerActionClicked(actionId: 1, href: "", status: "", arg: "3"))
        #expect(bench.panel.reports.isEmpty)
    }

    @Test func aClickOnActionZeroIsIgnored() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 0, href: "", status: "target", arg: ""))
        #expect(bench.panel.reports.isEmpty)
    }

    @Test func productAndArticleClicksWithAnEmptyIdAreIgnored() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportProductClick(productId: "")
        recs.reportArticleClick(articleId: "")
        #expect(recordedKinds(bench).isEmpty)
        #expect(bench.panel.statistics(forAction: 2)?.clicks == 0)
    }

    @Test func cartAndPurchaseEventsWithAnEmptyProductIdAreIgnored() {
        let bench = TrackerBench()
        bench.tracker.productAddedToCart(productId: "")
        bench.tracker.productPurchased(productId: "")
        bench.tracker.done()
        #expect(bench.panel.reports.isEmpty)
    }

    @Test func anErrorClickIsRecordedAsAnErrorWithItsArgAsTheMessage() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "error", arg: "image failed"))
        let stats = bench.panel.statistics(forAction: 1)
        #expect(stats?.state == "not executed")
        #expect(stats?.lastError == "image failed")
    }

    @Test func anExecutedClickCountsAsShown() {
        let bench = TrackerBench()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "executed", arg: ""))
        #expect(bench.panel.statistics(forAction: 1)?.shown == 1)
    }

    @Test func anErrorWithAnEmptyMessageIsStillSent() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportError(message: "")
        #expect(bench.panel.reports.last?.kind == .error)
        #expect(bench.panel.reports.last?.message == "")
    }

    @Test func aStatusStillQueuedIsNotQueuedTwice() async throws {
        // Queued reports wait while the API key is malformed; the SDK drops the duplicates.
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        bench.tracker.initialize(apiKey: "short")
        banner.reportClick()
        banner.reportClick()
        banner.reportExecuted()
        banner.reportClose()
        bench.tracker.initialize(apiKey: String(repeating: "k", count: 40))
        bench.tracker.done()
        #expect(recordedKinds(bench) == [.click, .close])
    }

    @Test func aDroppedDuplicateStillSendsTheQueue() async throws {
        // The SDK's duplicate check leaves only its lock: the flush after it runs all the same.
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        bench.tracker.initialize(apiKey: "short")
        banner.reportClick()
        bench.tracker.initialize(apiKey: String(repeating: "k", count: 40))
        banner.reportClick()
        #expect(recordedKinds(bench) == [.click])
    }
}
