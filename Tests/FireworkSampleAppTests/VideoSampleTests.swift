import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// The video sample's AppDelegate and loggers, run.
@MainActor
@Suite struct VideoSampleTests {
    private func launch(appID: String? = "fw-demo-app") throws -> VideoSampleAppDelegate {
        try Fixtures.resetFireworkSDK(appID: appID)
        let appDelegate = VideoSampleAppDelegate()
        _ = appDelegate.application()
        return appDelegate
    }

    @Test func errorSwitchLogsTheAuthenticationFailure() throws {
        let appDelegate = try launch(appID: "someone-else")
        #expect(appDelegate.lines == ["sdk error: authentication"])
    }

    @Test func playbackLoggerHearsAVideoPlayedToItsEnd() throws {
        let appDelegate = try launch()
        let player = try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        try player.advance(by: .seconds(30))
        #expect(
            appDelegate.videoPlaybackLogger.lines == [
                "impression v_pasta", "start v_pasta", "25% v_pasta", "50% v_pasta", "75% v_pasta", "end v_pasta",
            ])
    }

    @Test func ctaDelegateThatDismissesThePlayerStopsItsPlayback() throws {
        let appDelegate = try launch()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        let player = try feed.tapThumbnail(at: 0)
        try player.advance(by: .seconds(3))  // the CTA button appears after its 3-second delay
        try player.tapVideoCTA()
        try player.advance(by: .seconds(30))
        #expect(feed.presentedViewController == nil)
        #expect(try player.snapshot().status == .closed)
        #expect(!appDelegate.videoPlaybackLogger.lines.contains("25% v_pasta"))
        #expect(try player.snapshot().openedURLs.isEmpty)
    }
}
