import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Firework's video sample's story block and picture in picture screens, run.
@MainActor
@Suite(.serialized) struct StoryBlockSampleTests {
    @Test func storyBlockExampleLoadsAndPlaysEveryVideoOfDiscover() async throws {
        try Fixtures.resetFireworkSDK()
        let screen = StoryBlockExampleScreen()
        _ = screen.view
        await screen.storyBlock.waitForLoad()
        #expect(screen.failures.isEmpty)
        let player = try #require(screen.storyBlock.player)
        #expect(player.feed.count == 5)
        #expect(try player.snapshot().status == .playing)
    }

    @Test func storyBlockExampleShowsTheFailureWhenTheSDKIsNotInitialized() async throws {
        try Fixtures.resetFireworkSDK(initialize: false)
        let screen = StoryBlockExampleScreen()
        _ = screen.view
        await screen.storyBlock.waitForLoad()
        #expect(screen.failures == ["Unable to load feed. Failed with error: \(FireworkPlayerError.sdkNotInitialized)"])
    }

    @Test func pictureInPictureExampleEntersAndExitsWithTheFeedID() throws {
        try Fixtures.resetFireworkSDK()
        let screen = PictureInPictureExampleScreen()
        _ = screen.view  // the block loads and plays: no await while it may enter picture in picture
        screen.enterPip()
        PictureInPictureController.settle()
        #expect(screen.isOnPictureInPicture)
        screen.exitPip()
        PictureInPictureController.settle()
        #expect(!screen.isOnPictureInPicture)
        #expect(screen.lines == ["willStart", "didStart", "didStop"])
    }

    @Test func pictureInPictureExampleReportsAStartBeforeTheBlockIsEnabled() throws {
        try Fixtures.resetFireworkSDK()
        let screen = PictureInPictureExampleScreen()
        screen.enterPip()  // before viewDidLoad enabled it
        let error = PictureInPictureError.notEnabled(feedID: screen.storyBlock.feedID)
        #expect(screen.lines == ["Error entering Picture-in-Picture: \(error)"])
    }
}
