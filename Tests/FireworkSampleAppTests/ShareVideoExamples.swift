// Host code written as Firework's video sample app opens share links
// (FireworkVideoSample/ShareVideoExamplesViewController.swift).
import Foundation
import FireworkVideo

class ShareVideoExamplesViewController: UIViewController {

    let shareLinkURL: URL
    let encodedFWPlayerParameter: String

    var embeddedVideoFeedViewController: VideoFeedViewController?

    init(shareLinkURL: URL, encodedFWPlayerParameter: String) {
        self.shareLinkURL = shareLinkURL
        self.encodedFWPlayerParameter = encodedFWPlayerParameter
        super.init()
    }

    func openShareLink() {
        VideoFeedViewController.openVideoPlayer(
            with: self.shareLinkURL,
            VideoFeedContentConfiguration(),
            self,
            true,
            self.shareCompletionHandler()
        )
    }

    func openEncodedParameter() {
        VideoFeedViewController.openVideoPlayer(
            with: self.encodedFWPlayerParameter,
            VideoFeedContentConfiguration(),
            self,
            self.shareCompletionHandler()
        )
    }

    private func shareCompletionHandler(
    ) -> (Result<VideoFeedViewController, VideoFeedError>) -> Void {
        return { [weak self] result in
            guard let feedViewController = try? result.get() else {
                return
            }
            let layout = VideoFeedGridLayout()
            layout.numberOfColumns = 3

            feedViewController.layout = layout

            var config = VideoFeedContentConfiguration()
            config.backgroundColor = UIColor.lightGray
            config.itemView.cornerRadius = 10

            let customURL = URL(string: "yourAppScheme://your.app")
            config.playerView.shareButton.behavior.baseURL = customURL

            feedViewController.viewConfiguration = config

            self?.embeddedVideoFeedViewController = feedViewController
        }
    }
}
