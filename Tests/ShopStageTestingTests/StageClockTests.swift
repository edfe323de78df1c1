import EMarketer
import FireworkShopping
import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// One virtual clock drives every page, player and the panel on a stage.
@MainActor
@Suite struct StageClockTests {
    @Test func oneAdvanceFiresTheTimersOfEveryPageInDueTimeOrder() async throws {
        let stage = try await Stage()
        let messages = MessageRecorder(recorder: Recorder(clock: stage.clock))
        try await stage.run { stage in
            let pages = [page(posting: [("a", 300)], to: messages), page(posting: [("b", 100), ("b", 500)], to: messages)]
            try await stage.advance(by: .seconds(1))
            #expect(pages.allSatisfy { $0.now == .seconds(1) })
        }
        #expect(messages.recorder.recorded.map(\.time) == [.milliseconds(100), .milliseconds(300), .milliseconds(500)])
        #expect(messages.recorder.events.map(\.body) == [#""b""#, #""a""#, #""b""#])
    }

    @Test func aPageLoadedLaterCountsItsTimersFromItsOwnLoad() async throws {
        let stage = try await Stage()
        let messages = MessageRecorder(recorder: Recorder(clock: stage.clock))
        try await stage.run { stage in
            try await stage.advance(by: .seconds(10))
            let late = page(posting: [("late", 250)], to: messages)
            try await stage.advance(by: .seconds(1))
            #expect(late.now == .seconds(1))
            #expect(try await late.evaluateJavaScript("Math.round(performance.now())") as? Int == 1000)
        }
        #expect(messages.recorder.recorded.map(\.time) == [.milliseconds(10_250)])
        #expect(stage.now == .seconds(11))
    }

    @Test func aFireworkPlayerAndAPageMoveTogether() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = Fixtures.feed(videos: [.init(id: "v1", channelID: "ch", caption: "Clip", duration: 30)])
            let player = try PlayerViewController(
                videos: feed.videos, catalog: feed, shopping: FireworkVideoShopping(),
                eventTracking: FireworkEventTracking())
            let webView = page(posting: [], to: MessageRecorder())
            try player.open()
            try await stage.advance(by: .seconds(2))
            #expect(player.now == .seconds(2))
            #expect(webView.now == .seconds(2))
            #expect(stage.scope.members.count == 2)
        }
    }

    @Test func thePanelReadsTheStageClock() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            _ = try await eMarketerTracker.inst.getResult()
            try await stage.advance(by: .seconds(90 * 60))
            eMarketerTracker.inst.navigate(documentName: "Home")  // queued: the next result is a request
            _ = try await eMarketerTracker.inst.getResult()
        }
        #expect(stage.panelClock.now == VirtualClock.defaultEpoch.addingTimeInterval(90 * 60))
        let sessions = stage.panel.reportRecorder().recorded.filter { $0.event.hasPrefix("sessionStarted") }
        #expect(sessions.map(\.time) == [.zero, .seconds(90 * 60)])
    }

    @Test func insideAStageTheMainGroupAndTheTrackerAreTheStages() async throws {
        let stage = try await Stage()
        let shared = try #require(ScriptContextGroup.main)
        await stage.run { stage in
            #expect(ScriptContextGroup.main === stage.scope.group)
            #expect(eMarketerTracker.inst === stage.tracker)
        }
        #expect(ScriptContextGroup.main === shared)
        #expect(eMarketerTracker.inst !== stage.tracker)
    }

    @Test func aManualPanelClockIsItsVirtualClockReadAsADate() {
        let clock = ManualPanelClock()
        clock.advance(by: .milliseconds(1500))
        clock.advance(by: .seconds(-5))
        #expect(clock.elapsed == .milliseconds(1500))
        #expect(clock.now == VirtualClock.defaultEpoch.addingTimeInterval(1.5))
    }
}

/// A web view on the running stage whose page posts each `(body, delay)` to `messages` after `delay` ms.
@MainActor
private func page(posting timers: [(String, Int)], to messages: MessageRecorder) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.userContentController.add(messages, name: "timer")
    let webView = WKWebView(frame: .zero, configuration: configuration)
    let script = timers.map { "setTimeout(() => webkit.messageHandlers.timer.postMessage('\($0.0)'), \($0.1));" }
    webView.loadHTMLString("<script>\(script.joined())</script>", baseURL: URL(string: "https://shop.example/"))
    return webView
}

/// A page made later on a stage reads the stage's date, as the panel does.
@MainActor
@Test func aPageMadeLaterReadsTheStagesDateAsThePanelDoes() async throws {
    let stage = try await Stage()
    try await stage.run { stage in
        try await stage.advance(by: .seconds(90))
        let late = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        late.loadHTMLString("<p>late</p>", baseURL: URL(string: "https://shop.example/"))
        let pageDate = try await late.evaluateJavaScript("Date.now()") as? Int
        #expect(pageDate == Int(exactly: stage.panelClock.now.timeIntervalSince1970 * 1000))
    }
}
