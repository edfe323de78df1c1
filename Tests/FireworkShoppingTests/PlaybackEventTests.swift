import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Playback callbacks as the SDK sends them since 1.24.7, the version the seeds describe.
@MainActor
@Suite struct PlaybackEventTests {
    private func player(_ videos: [String]) throws -> (PlayerViewController, FireworkPlaybackRecorder) {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkEventTracking()
        let recorder = FireworkPlaybackRecorder()
        tracking.videoPlaybackDelegate = recorder
        let player = try PlayerViewController(
            videos: videos.compactMap { catalog.video(id: $0) }, catalog: catalog, eventTracking: tracking)
        try player.open()
        return (player, recorder)
    }

    @Test func finishedOnlyWhenTheVideoPlaysToItsEnd() throws {
        let (player, recorder) = try player(["v_street", "v_yoga"])
        try player.advance(by: .seconds(11))
        #expect(!recorder.events.contains("finish"))
        try player.advance(by: .seconds(1))
        #expect(recorder.events.suffix(3) == ["finish", "impression", "start"])
    }

    @Test func closingTellsDidCloseWhereThePlayerWas() throws {
        let (player, recorder) = try player(["v_runner"])
        try player.advance(by: .seconds(3))
        try player.close()
        #expect(recorder.events == ["impression", "start", "close"])
        #expect(recorder.details(of: "close").map(\.position) == [3])
    }

    @Test func adLeftBeforeItsEndIsNotAFinishedAd() throws {
        let (player, recorder) = try player(["v_ad_juice", "v_yoga"])
        try player.advance(by: .seconds(2))
        try player.swipeToNext()
        #expect(recorder.events == ["impression", "adStart", "impression", "start"])
    }

    @Test func muteAndUnmuteAreReportedOnceEach() throws {
        let (player, recorder) = try player(["v_runner"])
        try player.mute()
        try player.mute()
        #expect(try player.snapshot().isMuted)
        try player.unmute()
        #expect(recorder.events.suffix(2) == ["mute", "unmute"])
        #expect(try !player.snapshot().isMuted)
    }

    @Test func backgroundPausesAutomaticallyAndForegroundResumes() throws {
        let (player, recorder) = try player(["v_runner"])
        try player.advance(by: .seconds(4))
        try player.enterBackground()
        try player.advance(by: .seconds(10))
        try player.enterForeground()
        try player.advance(by: .seconds(1))
        #expect(recorder.events == ["impression", "start", "autoPause", "autoResume", "firstQuartile"])
        #expect(player.timeline.first { $0.name == "firstQuartile" }?.time == .seconds(15))
    }

    @Test func viewersPauseOutlastsTheForegroundAndOnlyTheirPlayIsAResume() throws {
        let (player, recorder) = try player(["v_runner"])
        try player.pause()
        try player.enterBackground()
        try player.enterForeground()
        #expect(try player.snapshot().status == .paused)
        try player.resume()
        #expect(recorder.events == ["impression", "start", "pause", "resume"])
    }

    @Test func dismissingThePlayerClosesIt() throws {
        let (player, recorder) = try player(["v_runner"])
        let screen = UIViewController()
        screen.present(player, animated: true)
        try player.advance(by: .seconds(3))
        player.dismiss(animated: true)
        try player.advance(by: .seconds(20))
        #expect(screen.presentedViewController == nil)
        #expect(recorder.events == ["impression", "start", "close"])
        #expect(try player.snapshot().status == .closed)
    }

    @Test func dismissingTheFeedUnderThePlayerClosesThePlayerToo() throws {
        try Fixtures.resetFireworkSDK()
        let recorder = FireworkPlaybackRecorder()
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = recorder
        let screen = UIViewController()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        screen.present(feed, animated: true)
        let player = try feed.tapThumbnail(at: 0)
        screen.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
        #expect(feed.presentedViewController == nil)
        #expect(recorder.events == ["impression", "start", "close"])
        #expect(try player.snapshot().status == .closed)
    }

    @Test func dismissingThePlayersOwnPresentationKeepsThePlayerUp() throws {
        let (player, recorder) = try player(["v_runner"])
        let screen = UIViewController()
        screen.present(player, animated: true)
        let sheet = UIViewController()
        player.present(sheet, animated: true)
        player.dismiss(animated: true)
        #expect(player.presentedViewController == nil)
        #expect(screen.presentedViewController === player)
        #expect(recorder.events == ["impression", "start"])
    }
}
