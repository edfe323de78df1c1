import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// A story block's delegate that keeps what it heard.
@MainActor
final class StoryBlockLog: StoryBlockViewControllerDelegate {
    var loaded = 0
    var errors: [StoryBlockError] = []

    func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController) { loaded += 1 }
    func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError) {
        errors.append(error)
    }
}

/// Story Block (Firework iOS SDK README, "Story Block"): embedded, loaded, played on the virtual clock.
@MainActor
@Suite(.serialized) struct StoryBlockTests {
    /// Embeds a story block on `source` as the README's snippet does, and waits for its load.
    private func embedded(
        _ source: StoryBlockContentSource, delegate: StoryBlockLog = StoryBlockLog()
    ) async throws -> (StoryBlockViewController, UIViewController) {
        let parent = UIViewController()
        let storyBlock = StoryBlockViewController(source: source)
        storyBlock.delegate = delegate
        parent.addChild(storyBlock)
        parent.view.addSubview(storyBlock.view)
        storyBlock.didMove(toParent: parent)
        await storyBlock.waitForLoad()
        return (storyBlock, parent)
    }

    @Test func storyBlockLoadsWhenTheReadmesSnippetEmbedsItAndTellsItsDelegateAfterwards() async throws {
        try Fixtures.resetFireworkSDK()
        let screen = Seed004StoryBlock.ViewController()
        screen.embedFeedInViewController()
        let storyBlock = try #require(screen.children.first as? StoryBlockViewController)
        #expect(storyBlock.view.superview === screen.view)
        // The load reports after embedding returns, so a delegate set now still hears it.
        let log = StoryBlockLog()
        storyBlock.delegate = log
        #expect(log.loaded == 0)
        await storyBlock.waitForLoad()
        #expect(log.loaded == 1)
        #expect(try storyBlock.player?.snapshot().status == .playing)
    }

    @Test func storyBlockPlaysOnTheVirtualClockEmbedded() async throws {
        try Fixtures.resetFireworkSDK()
        let playback = FireworkPlaybackRecorder()
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = playback
        let (storyBlock, _) = try await embedded(.channel(channelID: "ch_style"))
        let player = try #require(storyBlock.player)
        try player.advance(by: .seconds(6))
        let snapshot = try player.snapshot()
        #expect(snapshot.videoID == "v_runner")
        #expect(snapshot.position == 6)
        #expect(snapshot.chrome.presentationMode == .embedded)
        #expect(playback.events == ["impression", "start", "firstQuartile"])
        try player.advance(by: .seconds(14))
        #expect(try player.snapshot().videoID == "v_ad_juice")
    }

    @Test func storyBlockFiresTheShoppingPlaybackAndCTADelegatesAsAFeedDoes() async throws {
        try Fixtures.resetFireworkSDK()
        let shopping = FireworkShoppingRecorder()
        FireworkVideoSDK.shopping.delegate = shopping
        let playback = FireworkPlaybackRecorder()
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = playback
        let (storyBlock, _) = try await embedded(.channel(channelID: "ch_style"))
        let cta = Seed004CTAHandling()
        cta.register()
        let player = try #require(storyBlock.player)
        #expect(
            shopping.calls.prefix(2) == [
                "willDisplayProductInfo v_runner", "updateDetailsForProducts p_runner,p_bottle",
            ])
        try player.openProduct("p_runner")
        try player.tapCTA()
        #expect(shopping.ctaItems.map(\.productID) == ["p_runner"])
        try player.advance(by: .seconds(23))  // into the ad after v_runner, its CTA shown
        #expect(try player.snapshot().videoID == "v_ad_juice")
        try player.tapVideoCTA()
        #expect(playback.events.contains("ctaTapped"))
        #expect(player.timeline.last?.name == "videoCTA.handledByApp")
    }

    @Test func storyBlockOfAnUnknownChannelFailsWithAContentSourceError() async throws {
        try Fixtures.resetFireworkSDK()
        let log = StoryBlockLog()
        let (storyBlock, _) = try await embedded(.channel(channelID: "ch_gone"), delegate: log)
        #expect(log.errors == [.contentSourceError(.channelNotFound("ch_gone"))])
        #expect(log.loaded == 0)
        #expect(storyBlock.player == nil)
    }

    @Test func storyBlockUsedBeforeInitializeSDKFailsToLoad() async throws {
        try Fixtures.resetFireworkSDK(initialize: false)
        let log = StoryBlockLog()
        _ = try await embedded(.discover, delegate: log)
        #expect(log.errors == [.unknownError(underlyingError: FireworkPlayerError.sdkNotInitialized)])
    }

    @Test func storyBlockConfigurationShowsEmbeddedAndPropagatesToFullScreen() async throws {
        try Fixtures.resetFireworkSDK()
        let (storyBlock, _) = try await embedded(.channel(channelID: "ch_kitchen"))
        Seed004StoryBlockConfiguration.configure(storyBlock)
        let player = try #require(storyBlock.player)
        let embedded = try player.snapshot().chrome
        #expect(embedded.presentationMode == .embedded)
        #expect(embedded.videoCTA?.backgroundColor == UIColor.systemPink.description)
        #expect(embedded.videoCTA?.font == "System-Semibold 15")
        try storyBlock.enterFullScreen()
        #expect(storyBlock.isFullScreen)
        let fullScreen = try player.snapshot().chrome
        #expect(fullScreen.presentationMode == .fullScreen)
        #expect(fullScreen.playerStyle == .fit)
        // Set only on the embedded configuration: propagated to the full-screen player.
        #expect(fullScreen.videoCTA?.backgroundColor == UIColor.systemPink.description)
        #expect(player.contentConfiguration.playerView.shareButton.behavior.baseURL == URL(string: "your.custom.url"))
        #expect(!player.contentConfiguration.playerView.replayBadge.isHidden)
        storyBlock.exitFullScreen()
        #expect(try player.snapshot().chrome.presentationMode == .embedded)
        #expect(try player.snapshot().status == .playing)
    }

    @Test func fullScreenKeepsItsOwnSettingOverTheEmbeddedOne() async throws {
        try Fixtures.resetFireworkSDK()
        let (storyBlock, _) = try await embedded(.channel(channelID: "ch_kitchen"))
        var configuration = StoryBlockConfiguration()
        configuration.shareButton.isHidden = true
        configuration.fullScreenPlayerView.playerStyle = .fullBleed
        configuration.fullScreenPlayerView.ctaButton.width = .compact
        configuration.ctaButton.width = .fullWidth
        storyBlock.viewConfiguration = configuration
        let player = try #require(storyBlock.player)
        #expect(try player.snapshot().chrome.isShareButtonVisible == false)
        #expect(throws: FireworkPlayerError.shareButtonHidden) { try player.share() }
        try storyBlock.enterFullScreen()
        let chrome = try player.snapshot().chrome
        #expect(chrome.isShareButtonVisible == false)
        #expect(chrome.videoCTA?.width == .compact)
    }

    @Test func storyBlockPausesWhenDetachedAndPlaysOnRequest() async throws {
        try Fixtures.resetFireworkSDK()
        let (storyBlock, parent) = try await embedded(.channel(channelID: "ch_kitchen"))
        #expect(storyBlock.parent === parent)
        storyBlock.willMove(toParent: nil)
        storyBlock.removeFromParent()
        storyBlock.view.removeFromSuperview()
        let player = try #require(storyBlock.player)
        #expect(try player.snapshot().status == .paused)
        storyBlock.play()
        #expect(try player.snapshot().status == .playing)
        storyBlock.pause()
        #expect(try player.snapshot().status == .paused)
    }

    @Test func storyBlockWithAutoplayOffWaitsForPlay() async throws {
        try Fixtures.resetFireworkSDK()
        let parent = UIViewController()
        let storyBlock = StoryBlockViewController(source: .channel(channelID: "ch_kitchen"))
        storyBlock.viewConfiguration.autoplay.isEnabled = false
        parent.addChild(storyBlock)
        parent.view.addSubview(storyBlock.view)
        await storyBlock.waitForLoad()
        let player = try #require(storyBlock.player)
        #expect(try player.snapshot().status == .idle)
        storyBlock.play()
        #expect(try player.snapshot().videoID == "v_pasta")
    }

    @Test func everyReadmeStoryBlockSourceLoadsFromThePlaceholderCatalog() async throws {
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("seed-placeholders"))
        let sources = Seed004StoryBlockSources()
        let blocks = [
            sources.discover(), sources.channel(), sources.channelPlaylist(), sources.dynamicContent(),
            sources.singleHashtag(), sources.hashtagExpression(), sources.singleContent(),
        ]
        for block in blocks { _ = block.view }  // all load now, on the placeholder catalog
        var first: [String?] = []
        for block in blocks {
            await block.waitForLoad()
            first.append(try block.player?.snapshot().videoID)
        }
        #expect(
            first == [
                "v_dogs", "v_dogs", "v_playlist", "v_dogs", "v_dogs", "v_sport_food", "<Video or LiveStream ID>",
            ])
    }
}
