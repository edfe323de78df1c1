import Foundation
import ShopStageTesting
import Testing
import ZappDownloads

/// The download-button recorder: state changes and taps kept apart, the images suffix answered.
@MainActor
@Suite struct DownloadButtonRecorderTests {
    @Test func changesAndTapsAreKeptApartInOrder() {
        let calls = DownloadButtonRecorder()
        let button = ZPHqmeButton(delegate: calls, size: .zero, notificationCenter: NotificationCenter())
        button.hqmeButtonTapped()
        button.hqmeStateChange(to: .pending)
        button.hqmeButtonTapped()
        #expect(calls.changes == [.pending])
        #expect(calls.taps == [.initial, .pending])
        calls.recorder.expect([.tapped(.initial), .stateChanged(.pending), .tapped(.pending)])
    }

    @Test func theButtonTakesTheImagesSuffixTheRecorderAnswers() {
        let calls = DownloadButtonRecorder(imagesSuffix: "XYZ")
        let button = ZPHqmeButton(delegate: calls, size: .zero, notificationCenter: NotificationCenter())
        button.defineButtonsForStates()
        #expect(button.appearance == .image("generic_item_download_btnXYZ"))
    }
}
