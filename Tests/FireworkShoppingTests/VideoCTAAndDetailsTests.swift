import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
final class RealCTAHandler: FireworkVideoCTADelegate {
    var handled: [String] = []
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails) -> Bool {
        handled.append("\(video.videoID) \(url.absoluteString)")
        return true
    }
}

/// The video's own CTA button and the playback details the SDK hands over.
@MainActor
@Suite struct VideoCTAAndDetailsTests {
    private func player(_ videos: [String], tracking: FireworkVideoEventTracking = .init()) throws
        -> PlayerViewController
    {
        let catalog = try Fixtures.fireworkCatalog()
        let player = try PlayerViewController(
            videos: videos.compactMap { catalog.video(id: $0) }, catalog: catalog, eventTracking: tracking)
        try player.open()
        try player.advance(by: .seconds(3))  // the CTA button appears after its 3-second delay
        return player
    }

    @Test func ctaDelegateWithTheVideoHandlesTheURL() throws {
        try Fixtures.resetFireworkSDK()
        let handler = RealCTAHandler()
        FireworkVideoSDK.ctaDelegate = handler
        let player = try player(["v_pasta"])
        try player.tapVideoCTA()
        #expect(handler.handled == ["v_pasta https://kitchen.example/pasta"])
        #expect(try player.snapshot().openedURLs.isEmpty)
        #expect(player.timeline.last?.name == "videoCTA.handledByApp")
    }

    @Test func ctaDelegateInSeed004sFormHandlesTheURL() throws {
        try Fixtures.resetFireworkSDK()
        let handler = Seed004CTAHandling()
        handler.register()
        let player = try player(["v_pasta"])
        try player.tapVideoCTA()
        #expect(try player.snapshot().openedURLs.isEmpty)
        #expect(player.timeline.last?.name == "videoCTA.handledByApp")
    }

    @Test func withoutACTADelegateTheSDKOpensTheURL() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_pasta"])
        try player.tapVideoCTA()
        #expect(try player.snapshot().openedURLs == ["https://kitchen.example/pasta"])
    }

    @Test func detailsCarryProgressAndTheCTAURL() throws {
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        let player = try player(["v_pasta"], tracking: tracking)
        try player.advance(by: .seconds(16))
        let midpoint = try #require(recorder.details(of: "midpoint").last)
        #expect(midpoint.progress == 0.5)
        #expect(midpoint.ctaActionURL == "https://kitchen.example/pasta")
        #expect(midpoint.ctaActionType == "url")
        #expect(midpoint.caption == "Pasta in 10 minutes")
    }

    @Test func videoStartedAfterTheOneBeforeEndedIsAutoplay() throws {
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        let player = try player(["v_street", "v_yoga"], tracking: tracking)
        try player.advance(by: .seconds(13))
        #expect(recorder.details(of: "start").last { $0.videoID == "v_street" }?.isAutoplay == false)
        #expect(recorder.details(of: "start").last { $0.videoID == "v_yoga" }?.isAutoplay == true)
    }

    @Test func adDetailsCarryTheAdBadge() throws {
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        _ = try player(["v_ad_juice"], tracking: tracking)
        #expect(recorder.details(of: "adStart").last?.badge == "Ad")
    }

    @Test func adBadgeTextFollowsTheConfiguration() throws {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        var config = VideoFeedContentConfiguration()
        config.adBadge.badgeText = .sponsored
        let player = try PlayerViewController(
            videos: ["v_ad_juice"].compactMap { catalog.video(id: $0) }, catalog: catalog, eventTracking: tracking,
            contentConfiguration: config)
        try player.open()
        #expect(recorder.details(of: "adStart").last?.badge == "Sponsored")
    }

    @Test func headlessPlayerReportsAZeroPlayerSize() throws {
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        _ = try player(["v_pasta"], tracking: tracking)
        let start = try #require(recorder.details(of: "start").last)
        #expect(start.playerSize == .zero)
        #expect(start.playerSize.description == "0x0")
    }

    @Test func playbackVideoIDIsAnEncodedIDThatOpensTheSameVideo() throws {
        try Fixtures.resetFireworkSDK()
        let tracking = FireworkVideoEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        _ = try player(["v_pasta"], tracking: tracking)
        let videoID: EncodedID = try #require(recorder.details(of: "start").last).videoID
        let feed = VideoFeedViewController(source: .singleContent(contentID: videoID))
        #expect(try feed.videos().map(\.videoID) == ["v_pasta"])
    }
}
