import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

@MainActor
struct ButtonStateTests {
    let item = HqmeItem(identifier: "ep", contentURL: URL(string: "http://127.0.0.1:9/ep.mp4"))

    func button(_ delegate: DownloadButtonRecorder, images: ZPHqmeButtonImages = .mandatoryOnly) -> ZPHqmeButton {
        ZPHqmeButton(
            item: item, delegate: delegate, hqmeDelegate: nil, images: images, notificationCenter: NotificationCenter())
    }

    @Test func buttonGoesInitialPendingInProgressCompletedAndTellsItsDelegate() {
        let delegate = DownloadButtonRecorder()
        let button = button(delegate)
        #expect(button.state == .initial)
        for state in [ZPHqmeButtonState.pending, .inProgress, .completed] { button.hqmeStateChange(to: state) }
        #expect(delegate.changes == [.pending, .inProgress, .completed])
    }

    @Test func errorIsReachableFromEveryActiveStateOnly() {
        #expect(ZPHqmeButtonState.pending.canChange(to: .error))
        #expect(ZPHqmeButtonState.inProgress.canChange(to: .error))
        #expect(!ZPHqmeButtonState.initial.canChange(to: .error))
        #expect(!ZPHqmeButtonState.completed.canChange(to: .error))
    }

    @Test func hostMaySetCompletedOrInProgressOnAFreshButton() {
        let delegate = DownloadButtonRecorder()
        let completed = button(delegate)
        completed.hqmeStateChange(to: .completed)
        #expect(completed.state == .completed && completed.progress == 1)
        let inProgress = button(delegate)
        inProgress.hqmeStateChange(to: .inProgress)
        #expect(inProgress.state == .inProgress)
        #expect(delegate.changes == [.completed, .inProgress])
    }

    @Test func changingToTheCurrentStateTellsTheDelegateNothing() {
        let delegate = DownloadButtonRecorder()
        let button = button(delegate)
        button.hqmeStateChange(to: .initial)
        button.hqmeStateChange(to: .pending)
        button.hqmeStateChange(to: .pending)
        #expect(delegate.changes == [.pending])
    }

    @Test func tapReportsTheCurrentState() {
        let delegate = DownloadButtonRecorder()
        let button = button(delegate)
        button.tap()
        button.hqmeStateChange(to: .pending)
        button.tap()
        #expect(delegate.taps == [.initial, .pending])
    }

    @Test func mandatoryImagesCarryTheCustomSuffix() {
        let images = ZPHqmeButtonImages.mandatoryOnly
        #expect(images.appearance(for: .initial, progress: 0, suffix: "XYZ") == .image("generic_item_download_btnXYZ"))
        #expect(images.appearance(for: .completed, progress: 1) == .image("generic_item_downloaded_btn"))
        #expect(images.appearance(for: .error, progress: 0) == .image("generic_item_error_btn"))
        #expect(
            images.missingMandatory(suffix: "XYZ") == [
                "generic_item_download_btnXYZ", "generic_item_downloaded_btnXYZ", "generic_item_error_btnXYZ",
            ])
    }

    @Test func downloadingFramesFollowProgressWithTheSuffixBeforeTheIndex() {
        let frames = (0...9).map { "generic_item_downloading_btnXYZ_\($0)" }
        let images = ZPHqmeButtonImages(available: ZPHqmeButtonImages.mandatoryOnly.available.union(frames))
        #expect(
            images.appearance(for: .inProgress, progress: 0.15, suffix: "XYZ")
                == .image("generic_item_downloading_btnXYZ_1"))
        #expect(
            images.appearance(for: .inProgress, progress: 1, suffix: "XYZ")
                == .image("generic_item_downloading_btnXYZ_9"))
    }

    @Test func missingFramesFallBackToAProgressRing() {
        let images = ZPHqmeButtonImages(available: ["generic_item_downloading_btn_0"])
        #expect(images.appearance(for: .inProgress, progress: 0.4) == .progressRing(progress: 0.4))
    }

    @Test func pendingImageIsUsedWhenPresentElseTheNativeAnimation() {
        #expect(ZPHqmeButtonImages.mandatoryOnly.appearance(for: .pending, progress: 0) == .pendingAnimation)
        let images = ZPHqmeButtonImages(available: ["generic_item_pending_downloadXYZ"])
        #expect(
            images.appearance(for: .pending, progress: 0, suffix: "XYZ") == .image("generic_item_pending_downloadXYZ"))
    }

    @Test func buttonOfACompletedItemStartsCompleted() async throws {
        let stage = try DownloadStage()
        defer { stage.cleanUp() }
        let clip = await stage.downloaded("clip", path: "/clip.mp4")
        let button = ZPHqmeButton(
            item: clip, delegate: nil, hqmeDelegate: stage.manager, notificationCenter: stage.center)
        #expect(button.state == .completed)
        #expect(button.appearance == .image("generic_item_downloaded_btn"))
    }
}
