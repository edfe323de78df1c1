// An app delegate in the shape of the one in Firework's video sample (FireworkVideoSample): it starts
// the SDK with itself as delegate, installs a playback and a feed logger, switches over the start-up
// error, and handles CTA taps by dismissing the player. Its lines are kept for the tests.
import Foundation
import FireworkVideo

class VideoSampleAppDelegate: FireworkVideoSDKDelegate {
    var videoPlaybackLogger = VideoPlaybackLogger()
    var videoFeedLogger = VideoFeedLogger()
    var lines: [String] = []

    func application() -> Bool {
        FireworkVideoSDK.initializeSDK(delegate: self)
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = self.videoPlaybackLogger
        FireworkVideoSDK.eventTracking.feedDelegate = self.videoFeedLogger
        FireworkVideoSDK.ctaDelegate = self
        return true
    }

    func fireworkVideoDidLoadSuccessfully() {
        lines.append("sdk ready")
    }

    func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {
        switch error {
        case .missingAppID:
            lines.append("sdk error: no app id")
        case .authenticationFailure:
            lines.append("sdk error: authentication")
        // The sample ends in `default:`: against ShopStage's enum, which is not built for library
        // evolution, that draws "default will never be executed" (see FireworkVideoSDKError).
        @unknown default:
            break
        }
    }
}

extension VideoSampleAppDelegate: FireworkVideoCTADelegate {
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails) -> Bool {
        viewController.dismiss(animated: true, completion: nil)
        return true
    }
}
