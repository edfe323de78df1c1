import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Live stream event callbacks (README, "Live Stream Event Callbacks"; Firework's video sample's five methods).
@MainActor
@Suite(.serialized) struct LiveStreamTests {
    @Test func liveStreamCallbacksFireForLiveContent() throws {
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("live"))
        let events = Seed004LiveStreamEvents()
        events.register()
        let feed = VideoFeedViewController(source: .singleContent(videoOrLiveStreamID: "ls_launch"))
        let player = try feed.tapThumbnail(at: 0)
        try player.sendChat("Is it waterproof?")
        try player.sendLike()
        try player.close()
        #expect(
            events.events == [
                "join ls_launch", "start ls_launch", "chat Is it waterproof?", "like", "leave ls_launch",
            ])
    }

    @Test func swipingAwayFromALiveStreamLeavesIt() throws {
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("live"))
        let events = Seed004LiveStreamEvents()
        events.register()
        let player = try VideoFeedViewController(source: .channel(channelID: "ch_live")).tapThumbnail(at: 0)
        try player.swipeToNext()
        #expect(events.events == ["join ls_launch", "start ls_launch", "leave ls_launch"])
    }

    @Test func aRecordedVideoFiresNoLiveStreamEventsAndTakesNoChat() throws {
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("live"))
        let events = Seed004LiveStreamEvents()
        events.register()
        let player = try VideoFeedViewController(source: .singleContent(videoOrLiveStreamID: "v_teaser"))
            .tapThumbnail(at: 0)
        #expect(throws: FireworkPlayerError.notALiveStream(videoID: "v_teaser")) { try player.sendChat("hi") }
        #expect(throws: FireworkPlayerError.notALiveStream(videoID: "v_teaser")) { try player.sendLike() }
        try player.close()
        #expect(events.events.isEmpty)
    }
}
