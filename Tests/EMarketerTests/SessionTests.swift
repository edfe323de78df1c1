import EMarketer
import Foundation
import Testing

/// Sessions and closes as the SDK counts them, scenario by scenario (fidelity sheet §4.1).
/// "Filtered" means left out of a response that replaces the cached result (after `navigate`).
struct SessionTests {
    /// The ids a fresh response gives: `navigate` makes the next response replace the cache.
    func freshIds(_ bench: TrackerBench) async throws -> [Int] {
        bench.tracker.navigate(documentName: "Home")
        return try await bench.visibleIds()
    }

    /// A new session (at the next request), then the ids its first response gives.
    func nextSessionIds(_ bench: TrackerBench) async throws -> [Int] {
        bench.tracker.startNewSession()
        return try await bench.visibleIds()
    }

    @Test func theFirstRequestOpensSessionOne() async throws {
        let bench = TrackerBench()
        #expect(bench.panel.currentSession == 0)
        _ = try await bench.visibleIds()
        #expect(bench.panel.currentSession == 1)
        #expect(bench.panel.reports.first?.kind == .sessionStarted)
    }

    @Test func reportCloseWithoutSessionsNeverHidesTheAction() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose()
        #expect(try await bench.visibleIds() == [1, 2])
        #expect(try await freshIds(bench) == [1, 2])
        #expect(try await nextSessionIds(bench) == [1, 2])
        #expect(bench.panel.reports.last { $0.kind == .close }?.arg == "0")
    }

    @Test func aCloseForZeroOrNegativeSessionsNeverHidesTheAction() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 0)
        try await bench.action(1).reportClose(dontShowSessions: -3)
        #expect(try await freshIds(bench) == [1, 2])
        #expect(bench.panel.reports.filter { $0.kind == .close }.map(\.arg) == ["0", "0"])
    }

    @Test(arguments: ["", "abc", " 2 ", "1.5"])
    func aCloseArgThatIsNotAWholeNumberAboveZeroIsRecordedButHidesNothing(arg: String) async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.tracker.reportActionClicked(
            clicked: eMarketerActionClicked(actionId: 1, href: "", status: "close", arg: arg))
        #expect(try await freshIds(bench) == [1, 2])
        #expect(bench.panel.reports.last { $0.kind == .close }?.arg == arg)
        #expect(bench.panel.statistics(forAction: 1)?.closes == 1)
    }

    @Test func aCloseForOneSessionIsFilteredInTheRestOfTheSessionAndReturnedInTheNext() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 1)
        #expect(try await freshIds(bench) == [2])
        #expect(try await nextSessionIds(bench) == [1, 2])
    }

    @Test func aCloseForTwoSessionsIsFilteredInTheNextSessionAndReturnedInTheOneAfter() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 2)
        #expect(try await freshIds(bench) == [2])
        #expect(try await nextSessionIds(bench) == [2])
        #expect(try await nextSessionIds(bench) == [1, 2])
    }

    @Test func withinTheSessionTheCachedResultKeepsTheClosedAction() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 1)
        // The close's response is merged into the cached result: cached actions stay.
        #expect(try await bench.visibleIds() == [1, 2])
    }

    @Test func theLastCloseWinsOverAnEarlierLongerOne() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportClose(dontShowSessions: 5)
        banner.reportClose(dontShowSessions: 1)
        #expect(try await freshIds(bench) == [2])
        #expect(try await nextSessionIds(bench) == [1, 2])
    }

    @Test func aLaterCloseWithoutSessionsDoesNotLiftAnEarlierOne() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        banner.reportClose(dontShowSessions: 2)
        banner.reportClose()
        #expect(try await nextSessionIds(bench) == [2])
    }

    @Test func repeatedStartNewSessionBeforeTheNextRequestCountsOnce() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 2)
        bench.tracker.startNewSession()
        bench.tracker.startNewSession()
        bench.tracker.startNewSession()
        #expect(try await bench.visibleIds() == [2])
        #expect(bench.panel.currentSession == 2)
        #expect(try await nextSessionIds(bench) == [1, 2])
        #expect(bench.panel.currentSession == 3)
    }

    @Test func startNewSessionOpensTheSessionAtTheNextRequest() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.tracker.startNewSession()
        #expect(bench.panel.currentSession == 1)
        _ = try await bench.visibleIds()
        #expect(bench.panel.currentSession == 2)
    }

    @Test func aNewSessionIsAskedForNinetyMinutesLessFiveSecondsAfterTheSessionStart() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 1)
        bench.clock.advance(by: .seconds(89 * 60 + 54))
        #expect(try await freshIds(bench) == [2])
        #expect(bench.panel.currentSession == 1)
        bench.clock.advance(by: .seconds(1))
        #expect(try await freshIds(bench) == [1, 2])
        #expect(bench.panel.currentSession == 2)
    }

    @Test func withNothingQueuedGetResultAnswersFromTheCacheWithoutARequest() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.clock.advance(by: .seconds(3 * 60 * 60))
        _ = try await bench.visibleIds()
        #expect(bench.panel.currentSession == 1)
    }

    @Test func aCloseInTheRequestThatOpensANewSessionLosesThatSession() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        bench.clock.advance(by: EMarketerPanel.sessionLength)
        banner.reportClose(dontShowSessions: 1)  // set, then counted down by its own response
        #expect(bench.panel.currentSession == 2)
        #expect(try await freshIds(bench) == [1, 2])

        let other = TrackerBench()
        let otherBanner = try await other.action(1)
        other.tracker.startNewSession()
        otherBanner.reportClose(dontShowSessions: 2)
        #expect(try await freshIds(other) == [2])
        #expect(try await nextSessionIds(other) == [1, 2])
    }

    @Test func aBlockedActionLeftOutOfAResponseIsReportedDontShow() async throws {
        let bench = TrackerBench()
        try await bench.action(1).reportClose(dontShowSessions: 2)
        _ = try await nextSessionIds(bench)
        let dontShow = bench.panel.reports.filter { $0.kind == .dontShow }
        #expect(dontShow.map(\.actionId) == [1])
        #expect(dontShow.map(\.session) == [2])
    }

    @Test func navigateReplacesTheCachedResultAndAnEmptyNameIsIgnored() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.tracker.navigate(documentName: "")
        bench.tracker.navigate(documentName: "Cart page")
        _ = try await bench.visibleIds()
        #expect(bench.panel.reports.filter { $0.kind == .navigate }.map(\.documentName) == ["Cart page"])
    }

    @Test func aResponseIsMergedIntoTheCachedResult() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.panel.add(PanelAction(id: 3, name: "Late", content: "<p>late</p>"))
        bench.tracker.productAddedToCart(productId: "p1")
        #expect(try await bench.visibleIds() == [1, 2, 3])
    }

    @Test func startNewSessionDropsTheCachedResult() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.panel.add(PanelAction(id: 1, name: "Banner v2", content: "<p>v2</p>"))
        #expect(try await nextSessionIds(bench) == [1, 2])
        #expect(try await bench.action(1).name == "Banner v2")
    }
}
