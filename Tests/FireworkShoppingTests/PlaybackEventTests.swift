import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Records every playback callback, the five of FW 1.24.7 included.
@MainActor
final class AllPlaybackEvents: FireworkVideoPlaybackDelegate {
    var events: [String] = []
    var closedAt: [Double] = []

    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) { events.append("impression") }
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) { events.append("pause") }
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) { events.append("resume") }
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) { events.append("start") }
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) { events.append("firstQuartile") }
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) { events.append("midpoint") }
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) { events.append("thirdQuartile") }
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) { events.append("finish") }
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) { events.append("ctaTapped") }
    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) { events.append("shareTapped") }
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) { events.append("adStart") }
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) { events.append("adFinish") }
    func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails) { events.append("mute") }
    func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails) { events.append("unmute") }
    func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails) {
        events.append("close")
        closedAt.append(videoPlayback.position)
    }
    func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails) { events.append("autoPause") }
    func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails) { events.append("autoResume") }
}

/// Playback callbacks as the SDK sends them since 1.24.7, the version the seeds describe.
@MainActor
@Suite struct PlaybackEventTests {
    private func player(_ videos: [String]) throws -> (PlayerViewController, AllPlaybackEvents) {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkEventTracking()
        let recorder = AllPlaybackEvents()
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
        #expect(recorder.closedAt == [3])
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
}
