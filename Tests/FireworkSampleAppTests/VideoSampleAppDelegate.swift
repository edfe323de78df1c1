// Host code written as Firework's video sample app writes its AppDelegate
// (FireworkVideoSample/AppDelegate.swift): the SDK delegate switching over the error, the playback and
// feed loggers, and a CTA delegate that dismisses the player. The sample prints; here
// each line is kept. Its analytics logger, player design versions and live stream delegate are left
// out: ShopStage does not provide them.
import Foundation
import FireworkShopping

class VideoSampleAppDelegate: FireworkVideoSDKDelegate {

    var videoPlaybackLogger = VideoPlaybackLogger()
    var videoFeedLogger = VideoFeedLogger()
    var lines: [String] = []

    func application() -> Bool {

        /// Initialize the SDK as soon as app launches.
        FireworkVideoSDK.initializeSDK(delegate: self)

        /// Set the video playback event logger, this is optional
        FireworkVideoSDK.eventTracking.videoPlaybackDelegate = self.videoPlaybackLogger
        FireworkVideoSDK.eventTracking.feedDelegate = self.videoFeedLogger

        /// Enable CTA custom handling
        FireworkVideoSDK.ctaDelegate = self

        return true
    }

    func fireworkVideoDidLoadSuccessfully() {
        lines.append("FireworkVideo loaded successfully.")
    }

    func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {
        switch error {
        case .missingAppID:
            lines.append("FireworkVideo loaded with error due to missing app ID.")
        case .authenticationFailure:
            lines.append("FireworkVideo loaded with error due to authentication failure.")
        // The sample writes `default:`: against ShopStage's enum, which is not built for library
        // evolution, that draws "default will never be executed" (see FireworkVideoSDKError).
        @unknown default:
            break
        }
    }
}

extension VideoSampleAppDelegate: FireworkVideoCTADelegate {
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails) -> Bool {
        // Simple dismiss example:
        viewController.dismiss(animated: true, completion: nil)
        return true
    }
}
