import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
@Suite struct ScenarioTests {
    @Test func fixtureScenarioIsDetectedByItsFireworkKey() throws {
        let data = try Data(contentsOf: Fixtures.url("firework/scenario.json"))
        #expect(FireworkScenario.isScenario(data))
        #expect(!FireworkScenario.isScenario(Data(#"{"show": {}}"#.utf8)))
        #expect(!FireworkScenario.isScenario(Data("not json".utf8)))
    }

    @Test func fixtureScenarioRunsToTheEnd() throws {
        let scenario = try FireworkScenario.load(contentsOf: Fixtures.url("firework/scenario.json"))
        var lines: [String] = []
        let result = try scenario.run { lines.append($0) }
        if ProcessInfo.processInfo.environment["FW_PRINT"] != nil { print(lines.joined(separator: "\n")) }
        #expect(result.stepErrors.isEmpty)
        #expect(result.finalSnapshot.status == .closed)
        #expect(result.purchases.map(\.orderID) == ["order-1001"])
        let names = result.timeline.map(\.name)
        #expect(names.contains("hydration.unknownProduct") == false)
        #expect(names.contains("cart.shown"))
        #expect(names.contains("ad.start"))
        #expect(lines.first == "[00:00.000] viewer.open  video=v_runner")
        #expect(lines.contains("[00:05.400] cta.completed  video=v_runner action=showEmbeddedCart token=1"))
        #expect(lines.last?.hasPrefix("— end: closed") == true)
    }

    @Test func lateScriptedAnswerTimesOutInTheTimeline() throws {
        var scenario = try FireworkScenario.load(contentsOf: Fixtures.url("firework/scenario.json"))
        scenario.app.cta = try JSONDecoder().decode(
            FireworkScenario.App.CTA.self, from: Data(#"{"action": "feedbackOnly", "delay": 2.5}"#.utf8))
        let result = try scenario.run { _ in }
        let names = result.timeline.map(\.name)
        let timedOut = try #require(names.firstIndex(of: "cta.timedOut"))
        let late = try #require(names.firstIndex(of: "cta.lateCompletionIgnored"))
        #expect(timedOut < late)
        #expect(result.timeline[late].time == .milliseconds(7500))
        #expect(result.stepErrors.count == 1)  // closeCart: the cart never opened
    }

    @Test func hugeScriptedDelayNeverAnswersInsteadOfTrapping() throws {
        var scenario = try FireworkScenario.load(contentsOf: Fixtures.url("firework/scenario.json"))
        scenario.app.cta = try JSONDecoder().decode(
            FireworkScenario.App.CTA.self, from: Data(#"{"action": "feedbackOnly", "delay": 1e300}"#.utf8))
        let result = try scenario.run { _ in }
        let names = result.timeline.map(\.name)
        #expect(names.contains("cta.timedOut"))
        #expect(!names.contains("cta.completed"))
    }

    @Test func unknownViewerActionNamesItsPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fw-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        try Data(#"{"firework": {"catalog": {}, "viewer": [{"at": 0, "do": "open"}, {"at": 1, "do": "dance"}]}}"#.utf8)
            .write(to: file)
        #expect(throws: FireworkFixtureError.self) { _ = try FireworkScenario.load(contentsOf: file) }
        do {
            _ = try FireworkScenario.load(contentsOf: file)
        } catch let error as FireworkFixtureError {
            #expect(error.description.contains("firework.viewer[1].do"))
            #expect(error.description.contains("unknown action 'dance'"))
        }
    }

    @Test(arguments: [
        (#""until": -9223372036854775808"#, "firework.until", "not -9223372036854776000"),
        (#""until": 1e300"#, "firework.until", "not 1e+300"),
        (#""until": 86401"#, "firework.until", "from 0 to 86400"),
    ])
    func sessionOutsideADayNamesItsPath(until: String, path: String, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fw-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("long.json")
        try Data(#"{"firework": {"catalog": {}, "viewer": [{"at": 0, "do": "open"}], \#(until)}}"#.utf8).write(to: file)
        do {
            _ = try FireworkScenario.load(contentsOf: file)
            Issue.record("\(until) was accepted")
        } catch let error as FireworkFixtureError {
            #expect(error.description.contains(path), "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func stepPastADayNamesItsPath() throws {
        let data = Data(#"{"at": 1e300, "do": "open"}"#.utf8)
        #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(FireworkScenario.Step.self, from: data) }
    }

    @Test func scenarioBuiltInCodeGetsTheFilesRule() throws {
        var scenario = try FireworkScenario.load(contentsOf: Fixtures.url("firework/scenario.json"))
        scenario.until = -.infinity
        #expect {
            _ = try scenario.run { _ in }
        } throws: { error in
            "\(error)".contains("firework.until") && "\(error)".contains("not -Infinity")
        }
    }

    @Test func timelineEntriesBecomeJSONLines() {
        let entry = FireworkTimelineEntry(
            time: .milliseconds(5400), name: "cta.completed", videoID: "v_runner", details: ["token": "1"])
        #expect(entry.jsonLine == #"{"details":{"token":"1"},"event":"cta.completed","time":5.4,"videoID":"v_runner"}"#)
    }
}
