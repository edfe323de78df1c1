import FireworkShopping
import ShopStageTesting
import Testing

/// The Firework feed recorder: loads and failures, in order.
@MainActor
@Suite struct FireworkFeedRecorderTests {
    @Test func aFeedThatLoadsIsCountedAndOneThatFailsKeepsItsError() throws {
        try Fixtures.resetFireworkSDK()
        let feed = FireworkFeedRecorder()
        let loading = VideoFeedViewController(source: .channel(channelID: "ch_style"))
        loading.delegate = feed
        loading.refresh()
        let failing = VideoFeedViewController(source: .channel(channelID: "ch_gone"))
        failing.delegate = feed
        failing.refresh()
        #expect(feed.loaded == 1)
        #expect(feed.errors == [.contentSourceError(.channelNotFound("ch_gone"))])
        feed.recorder.expect([.loaded, .failed(.contentSourceError(.channelNotFound("ch_gone")))])
    }
}
