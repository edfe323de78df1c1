import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

@MainActor
struct ShowEventTests {
    @Test func playSendsShowStartedThenProvideProductDataForEveryProduct() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        #expect(delegate.eventTypes == ["show-started", "provide-product-data"])
        #expect(delegate.requestedProductIDs == [["bmb-tee", "bmb-jeans", "bmb-cap", "bmb-coffee"]])
        #expect(delegate.states == [.playing])
    }

    @Test func provideProductDataCarriesIdRefAndUrlInTheIOSShape() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        let event = try #require(delegate.payloads.last)
        let inner = try #require(event.data["event"] as? [String: Any])
        let products = try #require(inner["products"] as? [[String: Any]])
        #expect(products.first?["id"] as? String == "bmb-tee")
        #expect(products.first?["ref"] as? String == "TEE-001")
        #expect(products.first?["url"] as? String == "https://shop.example.com/p/tee-001")
    }

    @Test func aHighlightReRequestsOnlyProductsNotYetHydrated() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        try await view.advance(by: .seconds(130))
        // The tee was hydrated: only the jeans are asked for again, before their highlight.
        #expect(delegate.requestedProductIDs == [["bmb-tee", "bmb-jeans", "bmb-cap", "bmb-coffee"], ["bmb-jeans"]])
        #expect(delegate.eventTypes.filter { $0 == "product-highlighted" }.count == 2)
    }

    @Test func theShowEndsAtItsEndCue() async throws {
        let (view, delegate) = try makeView()
        try await view.runToEnd()
        #expect(delegate.eventTypes.last == "show-ended")
        #expect(delegate.states == [.playing, .completed])
        #expect(view.currentPlayerState == .completed)
        let ended = try #require(view.eventLog.first { $0.name == "show-ended" })
        #expect(ended.time == 480)
    }

    @Test func anEventsListDeliversOnlyThoseEvents() async throws {
        let (view, delegate) = try makeView(events: ["provide-product-data"])
        view.play()
        await view.settle()
        #expect(delegate.eventTypes == ["provide-product-data"])
        let started = try #require(view.eventLog.first { $0.name == "show-started" })
        #expect(started.delivered == false)
    }

    @Test func anUnknownShowIsReportedToTheDelegate() async throws {
        let player = BambuserVideoPlayer()
        let view = player.createPlayerView(videoConfiguration: .init(type: .live(id: "nope"), events: ["*"], configuration: [:]))
        let delegate = BambuserDelegateRecorder()
        view.delegate = delegate
        view.play()
        await view.settle()
        #expect(delegate.errors.count == 1)
        #expect("\(delegate.errors[0])".contains("no show with id \"nope\""))
    }

    @Test func pauseStopsTheTimelineAndPlayResumesIt() async throws {
        let (view, delegate) = try makeView()
        view.play()
        try await view.advance(by: .seconds(10))
        view.pause()
        try await view.advance(by: .seconds(100))
        #expect(!delegate.eventTypes.contains("product-highlighted"))
        view.play()
        try await view.advance(by: .seconds(21))
        #expect(delegate.eventTypes.filter { $0 == "product-highlighted" }.count == 1)
        #expect(delegate.states == [.playing, .paused, .playing])
    }
}
