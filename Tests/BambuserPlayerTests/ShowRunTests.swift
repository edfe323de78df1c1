import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

@MainActor
struct ShowRunTests {
    func run(style: CatalogHydrationHost.Style) async throws -> (HeadlessBambuserPlayerView, CatalogHydrationHost) {
        let (view, _) = try makeView(mode: .lenient)
        let host = CatalogHydrationHost(catalog: try Fixtures.bambuserCatalog("spring-catalog"), style: style)
        host.playerView = view
        view.delegate = host
        try await view.runToEnd()
        return (view, host)
    }

    @Test func theBuilderHostHydratesEveryProductOfTheShow() async throws {
        let (view, host) = try await run(style: .builder)
        #expect(host.failures.isEmpty)
        #expect(try view.snapshot().products.allSatisfy { $0.isHydrated })
    }

    @Test func theInterpolationHostFailsOnTheApostropheAtShowStartAndBeforeTheHighlight() async throws {
        let (view, host) = try await run(style: .interpolation)
        #expect(host.failures.map(\.id) == ["bmb-jeans", "bmb-jeans"])
        let requests = view.eventLog.filter { $0.name == "provide-product-data" }.map(\.time)
        #expect(requests == [0, 118])
    }

    @Test func theTimelineReadsInOrder() async throws {
        let (view, _) = try await run(style: .builder)
        let lines = ShowTimeline.lines(of: view.eventLog, show: view.show)
        #expect(lines.first == "[00:00.000] ■ status: playing")
        #expect(lines.contains("[02:00.000] → product-highlighted  bmb-jeans (LEVI-501)"))
        #expect(lines.last == "[08:00.000] → show-ended  {id: \"spring-live\"}")
    }

    @Test func theReportIsOneSelfContainedPageWithTheProductCards() async throws {
        let (view, _) = try await run(style: .builder)
        let html = ShowReport.html(show: view.show, log: view.eventLog, snapshot: try view.snapshot())
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("Levi&#39;s 501 Original"))
        #expect(html.contains("<s>$98.00</s>"))
        #expect(!html.contains("<script") && !html.contains("src="))
    }

    @Test func aScenarioScriptHandlesEventsInJavaScript() async throws {
        let url = Fixtures.url("shows/cart-scenario.js")
        let scenario = try BambuserScenario(source: String(contentsOf: url, encoding: .utf8), sourceName: "cart-scenario.js")
        try await scenario.run()
        let answers = scenario.playerView.eventLog.filter { $0.name == "cart-answer" }.map { $0.details["success"] }
        #expect(answers == [.bool(true), .bool(false)])
        #expect(try scenario.playerView.snapshot().cart == ["TEE-001-BLK-M": 1])
    }

    @Test func aShowWhoseTimelineNamesAnUnknownProductIsRefused() {
        let json = Data(#"{"id":"s","type":"live","title":"","durationSeconds":1,"products":[],"timeline":[{"at":1,"action":"highlight","product":"x"}]}"#.utf8)
        #expect(throws: BambuserStageError.invalidShow(
            source: "<show>", message: "timeline[0]: highlight of \"x\", which is not among the show's products")
        ) {
            try BambuserShow(json: json)
        }
    }
}
