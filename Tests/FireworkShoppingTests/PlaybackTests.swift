import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
@Suite struct PlaybackTests {
    @Test func milestonesComeInOrderAtTheirTimes() throws {
        let h = try PlayerHarness(videos: ["v_runner"])
        try h.player.open()
        try h.player.advance(by: .seconds(21))
        #expect(h.playback.events == ["impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "finish"])
        let times = h.player.timeline.filter {
            ["firstQuartile", "midpoint", "thirdQuartile", "finish"].contains($0.name)
        }
        .map(\.time)
        #expect(times == [.seconds(5), .seconds(10), .seconds(15), .seconds(20)])
    }

    @Test func pauseDelaysTheRemainingMilestones() throws {
        let h = try PlayerHarness(videos: ["v_runner"])
        try h.player.open()
        try h.player.advance(by: .seconds(4))
        try h.player.pause()
        try h.player.advance(by: .seconds(10))
        #expect(!h.playback.events.contains("firstQuartile"))
        try h.player.resume()
        try h.player.advance(by: .seconds(1))
        #expect(h.playback.events == ["impression", "start", "pause", "resume", "firstQuartile"])
        #expect(h.player.timeline.first { $0.name == "firstQuartile" }?.time == .seconds(15))
    }

    @Test func endOfVideoAdvancesToTheNextAndAdsReportAdEvents() throws {
        let h = try PlayerHarness(videos: ["v_street", "v_ad_juice"])
        try h.player.open()
        try h.player.advance(by: .seconds(21))
        #expect(h.playback.events.suffix(4) == ["finish", "impression", "adStart", "adFinish"])
        #expect(try h.player.snapshot().status == .ended)
    }

    @Test func swipingOnDoesNotFinishTheVideoLeft() throws {
        let h = try PlayerHarness(videos: ["v_runner", "v_yoga"])
        try h.player.open()
        try h.player.advance(by: .seconds(2))
        try h.player.swipeToNext()
        // FW 1.24.7: finished only when played to its end
        #expect(h.playback.events == ["impression", "start", "impression", "start"])
        #expect(h.player.timeline.contains { $0.name == "video.left" && $0.videoID == "v_runner" })
        #expect(try h.player.snapshot().videoID == "v_yoga")
        #expect(throws: FireworkPlayerError.endOfFeed) { try h.player.swipeToNext() }
    }

    @Test func shareTellsTheDelegateAndBuildsTheLink() throws {
        let h = try PlayerHarness(videos: ["v_yoga"])
        h.player.contentConfiguration.playerView.shareButton.behavior.baseURL = URL(string: "https://app.example/v")
        try h.player.open()
        let url = try h.player.share()
        #expect(url.absoluteString.hasPrefix("https://app.example/v#fwplayer="))
        #expect(try FireworkShareLink.parse(value: FireworkShareLink.value(in: url)).videoID == "v_yoga")
        #expect(h.playback.events.last == "shareTapped")
    }

    @Test func videoCTATapIsReportedAndOpensItsURL() throws {
        let h = try PlayerHarness(videos: ["v_pasta"])
        try h.player.open()
        try h.player.advance(by: .seconds(3))  // the CTA button appears after its 3-second delay
        try h.player.tapVideoCTA()
        #expect(h.playback.events.last == "ctaTapped")
        #expect(try h.player.snapshot().openedURLs == ["https://kitchen.example/pasta"])
    }

    @Test func closeDoesNotFinishAndRefusesFurtherActions() throws {
        let h = try PlayerHarness(videos: ["v_runner"])
        try h.player.open()
        try h.player.close()
        #expect(h.playback.events == ["impression", "start"])
        #expect(try h.player.snapshot().status == .closed)
        #expect(throws: FireworkPlayerError.playerClosed) { try h.player.open() }
    }

    @Test func pausingAPausedVideoIsAnError() throws {
        let h = try PlayerHarness(videos: ["v_runner"])
        try h.player.open()
        try h.player.pause()
        #expect(throws: FireworkPlayerError.notPlaying(status: "paused")) { try h.player.pause() }
    }
}

/// A playback delegate that pauses the player on the first quartile.
@MainActor
final class PausingOnFirstQuartile: FireworkVideoPlaybackDelegate {
    weak var player: PlayerViewController?

    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {
        try? player?.pause()
    }
}

@MainActor
@Suite struct PlaybackDelegateTimingTests {
    @Test func delegateReactsAtTheEventsVirtualTime() throws {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkEventTracking()
        let pausing = PausingOnFirstQuartile()
        tracking.videoPlaybackDelegate = pausing
        let player = try PlayerViewController(
            videos: [try #require(catalog.video(id: "v_runner"))], catalog: catalog,
            shopping: FireworkVideoShopping(), eventTracking: tracking)
        pausing.player = player
        try player.open()
        try player.advance(by: .seconds(60))
        let pause = try #require(player.timeline.first { $0.name == "pause" })
        #expect(pause.time == .seconds(5))
        #expect(try player.snapshot().position == 5)
        #expect(try player.snapshot().status == .paused)
    }
}
