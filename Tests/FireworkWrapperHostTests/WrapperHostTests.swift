import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Host code in the shape of the React Native and Flutter wrappers' iOS code, run against ShopStage.
@MainActor
@Suite(.serialized) struct WrapperHostTests {
    @Test func launchStartsTheSDKAndLogsTheVersion() throws {
        try Fixtures.resetFireworkSDK(initialize: false)
        let app = BridgeAppDelegate()
        #expect(app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        #expect(app.log == ["FireworkVideo 1.44.9 loaded successfully."])
        try Fixtures.resetFireworkSDK(appID: nil, initialize: false)
        _ = app.application(UIApplication.shared, didFinishLaunchingWithOptions: [:])
        #expect(app.log.last == "FireworkVideo failed: missing app ID.")
    }

    @Test func embeddedGridLoadsAndLosesItsLoopSettingAsOnAPhone() async throws {
        try Fixtures.resetFireworkSDK()
        let screen = EmbeddedGridViewController()
        _ = screen.view  // viewDidLoad embeds the grid
        let grid = try #require(screen.gridVC)
        let recorder = FireworkFeedRecorder()
        grid.delegate = recorder
        #expect((grid.layout as? VideoFeedGridLayout)?.numberOfColumns == 3)
        #expect(grid.view.backgroundColor == .systemBackground)
        #expect(grid.viewConfiguration.backgroundColor == .white)
        // The copy assigned last did not carry `.loop`: the player advances, as it would on a phone.
        #expect(grid.viewConfiguration.playerView.videoCompleteAction == .advanceToNext)
        await grid.waitForLoad()
        #expect(recorder.loaded == 1)
    }

    @Test func pushedGridKeepsTheLoopSetOnItsCopy() throws {
        try Fixtures.resetFireworkSDK()
        let root = PushingGridViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.pushFeedOnNavigationController()
        let grid = try #require(navigation.topViewController as? VideoFeedViewController)
        let player = try grid.tapThumbnail(at: 3)  // v_street, 12 s
        try player.advance(by: .seconds(13))
        #expect(try player.snapshot().videoID == "v_street")
    }

    @Test func nonIsolatedFactoryBuildsAStyledFeed() throws {
        try Fixtures.resetFireworkSDK()
        let feed = FeedFactory.styledFeed(source: .channel(channelID: "ch_style"))
        #expect((feed.layout as? VideoFeedHorizontalLayout)?.itemSpacing == 8)
        #expect(feed.viewConfiguration.itemView.title.font.description == "System 12")
        #expect(feed.viewConfiguration.itemView.title.textColor.description == "#FFFFFFE6")
        let player = try feed.tapThumbnail(at: 1)  // the ad
        let chrome = try player.snapshot().chrome
        #expect(chrome.playerStyle == FeedFactory.playerStyle(named: "fit"))
        #expect(chrome.adBadge?.backgroundColor == "#0000004D")
        #expect(chrome.videoCTA?.font == "System-Semibold 14")
        #expect(chrome.videoCTA?.backgroundColor == UIColor.systemBlue.description)
    }

    @Test func storyBlockBridgeForwardsTheLoad() async throws {
        try Fixtures.resetFireworkSDK()
        let bridge = StoryBlockBridge()
        var feedIDs: [String] = []
        bridge.onFeedID = { feedIDs.append($0) }
        let block = bridge.makeStoryBlock(
            StoryBlockOptions(source: .channel(channelID: "ch_kitchen"), showShareButton: false))
        let host = UIViewController()
        host.addChild(block)
        host.view.addSubview(block.view)
        block.didMove(toParent: host)
        #expect(feedIDs == [block.feedID])
        await block.waitForLoad()
        #expect(bridge.events == ["onStoryBlockLoadFinished"])
        let player = try #require(block.player)
        #expect(throws: FireworkPlayerError.shareButtonHidden) { try player.share() }
        bridge.pause()
        #expect(try player.snapshot().status == .paused)
        bridge.play()
        #expect(try player.snapshot().status == .playing)
    }

    // No `await` here: picture in picture is the process's, and no other test may run while this block lives.
    @Test func storyBlockBridgeForwardsPictureInPicture() throws {
        try Fixtures.resetFireworkSDK()
        let bridge = StoryBlockBridge()
        let block = bridge.makeStoryBlock(
            StoryBlockOptions(source: .channel(channelID: "ch_kitchen"), enablePictureInPicture: true))
        let host = UIViewController()
        host.addChild(block)
        host.view.addSubview(block.view)
        block.didMove(toParent: host)
        try PictureInPictureController.start(with: block.feedID)
        PictureInPictureController.settle()
        try PictureInPictureController.stop(with: block.feedID)
        PictureInPictureController.settle()
        #expect(bridge.events == ["onPipWillStart", "onPipDidStart", "onPipDidStop"])
    }

    @Test func customProductCardViewCompilesAndUpdates() throws {
        let card = BrandedProductCardView()
        let video = VideoDetails(try #require(Fixtures.fireworkCatalog().video(id: "v_runner")))
        card.updateViewForProduct(
            ProductCardDetails(productID: "p_runner", name: "Runner", isAvailable: true, price: "$89.99"),
            associatedTo: video)
        #expect(card.shownProductID == "p_runner")
        card.prepareForReuse()
        #expect(card.shownProductID == nil)
    }
}
