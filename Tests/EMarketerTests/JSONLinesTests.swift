import EMarketer
import Foundation
import ShopStageTesting
import Testing

struct JSONLinesTests {
    @Test func reportsRoundTripThroughAJSONLinesFile() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportExecuted()
        recs.reportProductClick(productId: "p1")
        recs.reportClose(dontShowSessions: 2)
        let file = ScratchDirectory.path("reports.jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try bench.panel.writeReports(to: file)
        let read = try EMarketerPanel.readReports(from: file)
        #expect(read == bench.panel.reports)
    }

    @Test func eachReportIsOneLineOfSortedJSON() async throws {
        let bench = TrackerBench()
        try await bench.action(2).reportProductClick(productId: "p1")
        let line = try #require(bench.panel.reports.last).jsonLine()
        #expect(
            line == #"{"actionId":2,"kind":"productClick","productId":"p1","session":1,"time":"2026-01-01T00:00:00Z"}"#)
    }

    @Test func statisticsReadBackFromAFileEqualTheLiveOnes() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportExecuted()
        banner.reportClick()
        banner.reportClose(dontShowSessions: 1)
        let file = ScratchDirectory.path("reports.jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try bench.panel.writeReports(to: file)
        let replay = EMarketerPanel(actions: bench.panel.actions)
        replay.load(reports: try EMarketerPanel.readReports(from: file))
        #expect(replay.statistics() == bench.panel.statistics())
        #expect(replay.currentSession == 1)
    }

    @Test func aJournalGetsEveryReportAsItIsRecorded() async throws {
        let file = ScratchDirectory.path("journal.jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let panel = EMarketerPanel(actions: [PanelAction(id: 9, content: "<p>")], journal: file)
        let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
        let action = try #require(try await tracker.getResult().actions.first)
        action.reportExecuted()
        action.reportClick()
        #expect(try EMarketerPanel.readReports(from: file).map(\.kind) == [.sessionStarted, .executed, .click])
    }

    @Test func aBadLineIsAnErrorWithItsLineNumber() throws {
        let text = """
            {"kind":"click","session":1,"time":"2026-01-01T00:00:00Z","actionId":1}

            {"kind":"teleport","session":1,"time":"2026-01-01T00:00:00Z"}
            """
        #expect(throws: eMarketerError.self) { try PanelReport.parseJSONLines(text, path: "r.jsonl") }
        do {
            _ = try PanelReport.parseJSONLines(text, path: "r.jsonl")
        } catch let error as eMarketerError {
            guard case .reportLine(let path, let line, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "r.jsonl")
            #expect(line == 3)
        }
    }
}

/// A panel rebuilt from the journal of a whole session story gives the same numbers and closes.
struct JournalRoundTripTests {
    @Test func aPanelRebuiltFromTheJournalGivesTheSameStatisticsAndCloses() async throws {
        let file = ScratchDirectory.path("story.jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let actions = [
            PanelAction(id: 1, name: "Banner", content: "<p>"), PanelAction(id: 2, name: "Recs", content: "<p>"),
        ]
        let panel = EMarketerPanel(actions: actions, journal: file)
        let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
        let result = try await tracker.getResult()
        for action in result.actions { action.reportExecuted() }
        result.actions[1].reportProductClick(productId: "p1")
        result.actions[0].reportClose(dontShowSessions: 2)
        tracker.reportActionClicked(clicked: eMarketerActionClicked(actionId: 2, href: "", status: "hover", arg: "x"))
        tracker.logUserData(field: "email", value: "ann@example.com")
        tracker.productViewed(productId: "p1")
        tracker.productLiked(productId: "p1")
        tracker.productAddedToCart(productId: "p1")
        tracker.navigate(documentName: "Cart")
        tracker.productsPurchased()
        tracker.startNewSession()
        _ = try await tracker.getResult()

        let replay = EMarketerPanel(actions: actions)
        replay.load(reports: try EMarketerPanel.readReports(from: file))
        #expect(replay.reports == panel.reports)
        #expect(replay.statistics() == panel.statistics())
        #expect(replay.productStatistics() == panel.productStatistics())
        #expect(replay.currentSession == 2)
        let closes = replay.reports.filter { $0.kind == .close }
        #expect(closes.map(\.dontShowSessions) == [2])
        #expect(replay.reports.contains { $0.kind == .dontShow && $0.actionId == 1 && $0.session == 2 })
    }
}
