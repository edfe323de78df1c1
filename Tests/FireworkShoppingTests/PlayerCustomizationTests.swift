import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// The README's "Video Player Customizations" and "Ad Badge Customizations": kept, shown in the snapshot,
/// and changing what the viewer can do.
@MainActor
@Suite(.serialized) struct PlayerCustomizationTests {
    private func player(
        _ videoIDs: [String], _ configure: (inout VideoFeedContentConfiguration) -> Void = { _ in },
        playback: FireworkPlaybackRecorder? = nil
    ) throws -> PlayerViewController {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkVideoEventTracking()
        tracking.videoPlaybackDelegate = playback
        var configuration = VideoFeedContentConfiguration()
        configure(&configuration)
        let player = try PlayerViewController(
            videos: videoIDs.compactMap { catalog.video(id: $0) }, catalog: catalog,
            shopping: FireworkVideoShopping(), eventTracking: tracking, contentConfiguration: configuration)
        try player.open()
        return player
    }

    @Test func hiddenShareButtonRefusesTaps() throws {
        try Fixtures.resetFireworkSDK()
        let playback = FireworkPlaybackRecorder()
        let player = try player(["v_pasta"], { $0.playerView.shareButton.isHidden = true }, playback: playback)
        #expect(throws: FireworkPlayerError.shareButtonHidden) { try player.share() }
        #expect(!playback.events.contains("shareTapped"))
        #expect(try player.snapshot().chrome.isShareButtonVisible == false)
    }

    @Test func hiddenMuteAndPlaybackButtonsRefuseTaps() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_pasta"]) {
            $0.playerView.muteButton.isHidden = true
            $0.playerView.playbackButton.isHidden = true
        }
        #expect(throws: FireworkPlayerError.muteButtonHidden) { try player.mute() }
        #expect(throws: FireworkPlayerError.playbackButtonHidden) { try player.pause() }
        let chrome = try player.snapshot().chrome
        #expect(!chrome.isMuteButtonVisible && !chrome.isPlaybackButtonVisible)
        #expect(try player.snapshot().status == .playing)
    }

    @Test func videoCTAButtonAppearsAfterItsDelayAndHighlightsLater() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_pasta"]) {
            $0.playerView.ctaButton.behavior.delay = .constant(4)
            $0.playerView.ctaButton.behavior.highlightDelay = .percentage(0.1)  // 3 s of 30
        }
        #expect(try player.snapshot().chrome.videoCTA?.isVisible == false)
        #expect(throws: FireworkPlayerError.videoCTANotShown(appearsAt: 4)) { try player.tapVideoCTA() }
        try player.advance(by: .seconds(4))
        let shown = try #require(try player.snapshot().chrome.videoCTA)
        #expect(shown.isVisible && !shown.isHighlighted)
        try player.advance(by: .seconds(3))
        #expect(try player.snapshot().chrome.videoCTA?.isHighlighted == true)
        try player.tapVideoCTA()
        #expect(try player.snapshot().openedURLs == ["https://kitchen.example/pasta"])
    }

    @Test func theReadmesPlayerCustomizationShowsInTheSnapshot() throws {
        try Fixtures.resetFireworkSDK()
        let feed = Seed004PlayerCustomizations.customize()
        let chrome = try feed.tapThumbnail(at: 4).snapshot().chrome  // v_pasta, with a CTA
        #expect(!chrome.isShareButtonVisible && !chrome.isMuteButtonVisible && !chrome.isPlaybackButtonVisible)
        #expect(chrome.videoCTA?.isVisible == true)  // delay .constant(0)
        #expect(chrome.videoCTA?.isHighlighted == true)  // highlightDelay .constant(0)
        #expect(chrome.videoCTA?.width == .fullWidth)
        let kept = feed.viewConfiguration.playerView
        #expect(kept.onFirstLaunch == .muteOnFirstLaunch)
        #expect(kept.shareButton.behavior.excludedActivityTypes == [.markupAsPDF])
        #expect(!kept.replayBadge.isHidden && !kept.playerView.replayBadge.isHidden)
        #expect(!kept.countdownTimerConfiguration.isHidden)
    }

    @Test func videoCompleteActionLoopPlaysTheSameVideoAgain() throws {
        try Fixtures.resetFireworkSDK()
        let playback = FireworkPlaybackRecorder()
        let player = try player(
            ["v_street", "v_pasta"], { $0.playerView.videoCompleteAction = .loop }, playback: playback)
        try player.advance(by: .seconds(13))
        #expect(try player.snapshot().videoID == "v_street")
        #expect(try player.snapshot().position == 1)
        #expect(
            playback.events == [
                "impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "finish", "start",
            ])
    }

    @Test func videoCompleteActionAdvanceToNextPlaysTheNextVideo() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_street", "v_pasta"]) { $0.playerView.videoCompleteAction = .advanceToNext }
        try player.advance(by: .seconds(13))
        #expect(try player.snapshot().videoID == "v_pasta")
    }

    @Test func replayBadgeShowsOnAVideoWatchedToItsEnd() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_street"]) {
            $0.playerView.videoCompleteAction = .loop
            $0.playerView.replayBadge.isHidden = false
        }
        #expect(try player.snapshot().chrome.isReplayBadgeVisible == false)
        try player.advance(by: .seconds(12))
        #expect(try player.snapshot().chrome.isReplayBadgeVisible)
    }

    @Test func muteOnFirstLaunchMutesUntilTheViewerUnmutesThenLaterLaunchesKeepTheSound() throws {
        try Fixtures.resetFireworkSDK()
        let playback = FireworkPlaybackRecorder()
        let first = try player(["v_pasta"], { $0.playerView.onFirstLaunch = .muteOnFirstLaunch }, playback: playback)
        #expect(try first.snapshot().isMuted)
        #expect(!playback.events.contains("mute"))  // the player's own muting is not the viewer's
        try first.unmute()
        let second = try player(["v_pasta"]) { $0.playerView.onFirstLaunch = .muteOnFirstLaunch }
        #expect(try second.snapshot().isMuted == false)
        // A fresh run whose mute button is hidden: the option is ignored.
        FireworkVideoSDK.reset(configuration: FireworkVideoSDK.configuration)
        let ignored = try player(["v_pasta"]) {
            $0.playerView.onFirstLaunch = .muteOnFirstLaunch
            $0.playerView.muteButton.isHidden = true
        }
        #expect(try ignored.snapshot().isMuted == false)
    }

    @Test func shareSheetOffersTheAppsActivitiesLessTheExcludedOnes() throws {
        try Fixtures.resetFireworkSDK()
        let player = try player(["v_pasta"]) {
            $0.playerView.shareButton.behavior.applicationActivities = [SaveToWishlistActivity()]
            $0.playerView.shareButton.behavior.excludedActivityTypes = [UIActivity.ActivityType.markupAsPDF]
        }
        try player.share()
        let sheet = try #require(player.timeline.last)
        #expect(sheet.name == "shareSheet.shown")
        #expect(sheet.details["activities"] == "Save to wishlist")
        #expect(sheet.details["excluded"] == "com.apple.UIKit.activity.MarkupAsPDF")
    }

    @Test func adBadgeColoursShowOnAnAd() throws {
        try Fixtures.resetFireworkSDK()
        let feed = Seed004AdBadge().customize()
        feed.viewConfiguration.adBadge.textColor = .systemYellow
        let player = try feed.tapThumbnail(at: 1)  // v_ad_juice
        let badge = try #require(try player.snapshot().chrome.adBadge)
        #expect(badge == .init(text: "Ad", textColor: "#FFCC00", backgroundColor: "#0000004D"))
        try player.swipeToNext()
        #expect(try player.snapshot().chrome.adBadge == nil)
    }

    @Test func countdownTimerShowsOnALiveStreamUnlessHidden() throws {
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("live"))
        let shown = try PlayerViewController(source: .singleContent(videoOrLiveStreamID: "ls_launch"))
        shown.contentConfiguration.playerView.countdownTimerConfiguration.isHidden = false
        try shown.open()
        #expect(try shown.snapshot().chrome.isCountdownTimerVisible)
        shown.contentConfiguration.playerView.countdownTimerConfiguration.isHidden = true
        #expect(try shown.snapshot().chrome.isCountdownTimerVisible == false)
    }

    @Test func theVideoSamplesWidgetSettingsAreKeptAndShown() throws {
        try Fixtures.resetFireworkSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        var config = feed.viewConfiguration
        config.itemView.playIcon.isHidden = false
        config.itemView.muteButton.isHidden = false
        config.playerView.scrollDirection = .horizontal
        config.playerView.playbackButton.isHidden = false
        feed.viewConfiguration = config
        #expect(feed.viewConfiguration.itemView.playIcon.isHidden == false)
        #expect(try feed.tapThumbnail(at: 0).snapshot().chrome.scrollDirection == .horizontal)
    }

    @Test func theReadmesFeedCustomizationAndLayoutsAreKept() throws {
        let feed = Seed004FeedCustomizations.customize()
        let config = feed.viewConfiguration
        #expect(config.backgroundColor == .white)
        #expect(config.itemView.cornerRadius == 4)
        #expect(config.itemView.titleLayoutConfiguration.titlePosition == .stacked)
        #expect(config.itemView.title.font.description == "System 18")
        #expect(config.itemView.title.numberOfLines == 1)
        #expect(config.itemView.title.textColor == .black)
        #expect(config.itemView.autoplay.isEnabled)
        #expect(Seed004Layouts.layouts().layout is VideoFeedHorizontalLayout)
    }

    @Test func playerStyleIsTheRealNameAndTheOldAliasStillCompiles() throws {
        var configuration = VideoPlayerContentConfiguration()
        let style: VideoPlayerContentConfiguration.PlayerStyle = .fit
        configuration.playerStyle = style
        let real: VideoPlayerContentConfiguration.VideoPlayerStyle = configuration.playerStyle
        #expect(real == .fit)
    }
}
