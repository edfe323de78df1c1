import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// A picture in picture delegate that keeps the calls, and can ask to start again from `willStart`.
@MainActor
final class PictureInPictureLog: PictureInPictureControllerDelegate {
    var calls: [String] = []
    var startAgainFromWillStart = false

    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        calls.append("willStart")
        if startAgainFromWillStart {
            pictureInPictureController.start()
            try? PictureInPictureController.start()
        }
    }

    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        calls.append("didStart")
    }

    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        failedToStartPictureInPictureWithError error: (any Error)?
    ) {
        calls.append("failed \(error.map { "\($0)" } ?? "nil")")
    }

    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        calls.append("willStop")
    }

    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        calls.append("didStop")
    }

    func pictureInPictureController(
        _ pictureInPictureController: PictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) {
        calls.append("restore")
        completionHandler(true)
    }
}

/// Picture in picture (Firework iOS SDK README, "Picture in Picture (PiP)", "Enhanced APIs").
@MainActor
@Suite(.serialized) struct PictureInPictureTests {
    /// A playing story block with picture in picture enabled, as Firework's sample sets it up.
    /// No `await` while it lives: picture in picture is the process's, and another test must not run meanwhile.
    private func playingStoryBlock(_ log: PictureInPictureLog) throws -> StoryBlockViewController {
        let storyBlock = StoryBlockViewController(source: .channel(channelID: "ch_kitchen"))
        storyBlock.isPictureInPictureEnabled = true
        storyBlock.pictureInPictureDelegate = log
        let parent = UIViewController()
        parent.addChild(storyBlock)
        parent.view.addSubview(storyBlock.view)
        storyBlock.didMove(toParent: parent)
        return storyBlock
    }

    @Test func enteringTheBackgroundStartsPictureInPictureForAnEnabledStoryBlock() throws {
        try Fixtures.resetFireworkSDK()
        let log = PictureInPictureLog()
        let storyBlock = try playingStoryBlock(log)
        let player = try #require(storyBlock.player)
        UIApplication.shared.enterBackground()
        #expect(log.calls.isEmpty)  // AVKit calls back later, never inside the call
        PictureInPictureController.settle()
        #expect(log.calls == ["willStart", "didStart"])
        #expect(try player.snapshot().chrome.isPictureInPictureActive)
        // In the window the video keeps playing through the background.
        try player.enterBackground()
        try player.advance(by: .seconds(2))
        #expect(try player.snapshot().status == .playing)
        #expect(player.timeline.map(\.name).contains("pictureInPicture.started"))
        UIApplication.shared.enterForeground()
    }

    @Test func startCalledAgainFromWillStartDoesNotRecurse() throws {
        try Fixtures.resetFireworkSDK()
        let log = PictureInPictureLog()
        log.startAgainFromWillStart = true
        let storyBlock = try playingStoryBlock(log)
        try PictureInPictureController.start(with: storyBlock.feedID)
        PictureInPictureController.settle()
        #expect(log.calls == ["willStart", "didStart"])
    }

    @Test func theFeedIDAPIsThrowForAFeedWithoutPictureInPicture() throws {
        try Fixtures.resetFireworkSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        #expect(throws: PictureInPictureError.notEnabled(feedID: feed.feedID)) {
            try PictureInPictureController.start(with: feed.feedID)
        }
        #expect(throws: PictureInPictureError.notEnabled(feedID: feed.feedID)) {
            try PictureInPictureController.stop(with: feed.feedID)
        }
    }

    @Test func startAndStopWithTheFeedIDAsFireworksSampleDoes() throws {
        try Fixtures.resetFireworkSDK()
        let log = PictureInPictureLog()
        let storyBlock = try playingStoryBlock(log)
        try PictureInPictureController.start(with: storyBlock.feedID)
        PictureInPictureController.settle()
        try PictureInPictureController.stop(with: storyBlock.feedID)
        PictureInPictureController.settle()
        #expect(log.calls == ["willStart", "didStart", "willStop", "didStop"])
        #expect(try storyBlock.player?.snapshot().chrome.isPictureInPictureActive == false)
    }

    @Test func theReadmesControllerForAFeedStartsOnItsPlayingPlayer() throws {
        try Fixtures.resetFireworkSDK()
        let snippet = Seed004PictureInPicture()
        let feed = snippet.setUp()
        let controller = try #require(snippet.pipViewControlelr)
        let log = PictureInPictureLog()
        controller.delegate = log
        #expect(feed.isPictureInPictureEnabled)
        #expect(!controller.isPictureInPicturePossible)  // nothing plays yet
        let player = try feed.tapThumbnail(at: 0)
        #expect(controller.isPictureInPicturePossible)
        controller.start()
        PictureInPictureController.settle()
        #expect(controller.isPictureInPictureActive)
        #expect(player.isPictureInPictureActive)
        try PictureInPictureController.stop()
        PictureInPictureController.settle()
        #expect(log.calls == ["willStart", "didStart", "willStop", "didStop"])
    }

    @Test func startWithNothingPlayingReportsTheFailureToTheDelegate() throws {
        try Fixtures.resetFireworkSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        let log = PictureInPictureLog()
        let controller = PictureInPictureController(videoFeed: feed)
        controller.delegate = log
        controller.start()
        #expect(log.calls.isEmpty)
        PictureInPictureController.settle()
        #expect(log.calls == ["failed feed '\(feed.feedID)' plays no video to show in picture in picture"])
        #expect(!controller.isPictureInPictureActive)
    }

    @Test func restoringTheInterfaceStopsPictureInPicture() throws {
        try Fixtures.resetFireworkSDK()
        let log = PictureInPictureLog()
        let storyBlock = try playingStoryBlock(log)
        let controller = PictureInPictureController(storyBlock: storyBlock)  // its delegate: the block's
        controller.start()
        PictureInPictureController.settle()
        controller.restoreUserInterface()
        PictureInPictureController.settle()
        #expect(log.calls == ["willStart", "didStart", "restore", "willStop", "didStop"])
        #expect(try storyBlock.player?.snapshot().chrome.isPictureInPictureActive == false)
    }

    @Test func aRecorderObservesTheStatesWithTheirVirtualTimes() throws {
        try Fixtures.resetFireworkSDK()
        let pip = FireworkPictureInPictureRecorder()
        let log = PictureInPictureLog()
        let storyBlock = try playingStoryBlock(log)
        storyBlock.pictureInPictureDelegate = pip
        let player = try #require(storyBlock.player)
        try player.advance(by: .seconds(2))
        UIApplication.shared.enterBackground()
        PictureInPictureController.settle()
        pip.recorder.expect(["willStart", "didStart"])
        try PictureInPictureController.stop(with: storyBlock.feedID)
        PictureInPictureController.settle()
        #expect(pip.events == ["willStart", "didStart", "willStop", "didStop"])
        #expect(try player.snapshot().chrome.isPictureInPictureActive == false)
        let started = try #require(player.timeline.first { $0.name == "pictureInPicture.started" })
        #expect(started.time == .seconds(2))
        UIApplication.shared.enterForeground()
    }

    @Test func backgroundWithoutAnEnabledFeedStartsNothing() throws {
        try Fixtures.resetFireworkSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        let player = try feed.tapThumbnail(at: 0)
        UIApplication.shared.enterBackground()
        PictureInPictureController.settle()
        #expect(!player.isPictureInPictureActive)
        UIApplication.shared.enterForeground()
    }
}
