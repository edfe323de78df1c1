import EMarketer
import Foundation
import Testing

struct JSONLinesTests {
    @Test func reportsRoundTripThroughAJSONLinesFile() async throws {
        let bench = TrackerBench()
        let recs = try await bench.action(2)
        recs.reportExecuted()
        recs.reportProductClick(productId: "p1")
        recs.reportClose(dontShowSessions: 2)
        let file = Fixture.temporaryFile("reports.jsonl")
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
        let file = Fixture.temporaryFile("reports.jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try bench.panel.writeReports(to: file)
        let replay = EMarketerPanel(actions: bench.panel.actions)
        replay.load(reports: try EMarketerPanel.readReports(from: file))
        #expect(replay.statistics() == bench.panel.statistics())
        #expect(replay.currentSession == 1)
    }

    @Test func aJournalGetsEveryReportAsItIsRecorded() async throws {
        let file = Fixture.temporaryFile("journal.jsonl")
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
