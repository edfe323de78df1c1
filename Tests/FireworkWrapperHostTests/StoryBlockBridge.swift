// A bridge in the shape of the wrappers' story block components: it builds the block from options the
// JavaScript or Dart side sends, hands the block's feed id back, forwards the load and picture in
// picture callbacks as closures, and exposes play and pause. Also a custom product card view, as the
// React Native sample declares one.
import Foundation
import FireworkVideo

struct StoryBlockOptions {
    var source: StoryBlockContentSource = .discover
    var showShareButton = true
    var showPlaybackButton = true
    var completeAction = VideoPlayerCompleteAction.advanceToNext
    var enablePictureInPicture = false
}

class StoryBlockBridge: StoryBlockViewControllerDelegate, PictureInPictureControllerDelegate {
    var events: [String] = []
    private(set) var storyBlockVC: StoryBlockViewController?
    var onFeedID: ((String) -> Void)?

    func makeStoryBlock(_ options: StoryBlockOptions) -> StoryBlockViewController {
        let storyBlockVC = StoryBlockViewController(source: options.source, adConfiguration: AdConfiguration())
        var configuration = StoryBlockConfiguration()
        configuration.shareButton.isHidden = !options.showShareButton
        configuration.playbackButton.isHidden = !options.showPlaybackButton
        configuration.fullScreenPlayerView.playbackButton.isHidden = !options.showPlaybackButton
        configuration.videoCompleteAction = options.completeAction
        storyBlockVC.viewConfiguration = configuration
        storyBlockVC.isPictureInPictureEnabled = options.enablePictureInPicture
        storyBlockVC.delegate = self
        storyBlockVC.pictureInPictureDelegate = self
        onFeedID?(storyBlockVC.feedID)
        storyBlockVC.beginAppearanceTransition(true, animated: false)
        storyBlockVC.endAppearanceTransition()
        self.storyBlockVC = storyBlockVC
        return storyBlockVC
    }

    func play() { storyBlockVC?.play() }
    func pause() { storyBlockVC?.pause() }

    func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController) {
        events.append("onStoryBlockLoadFinished")
    }

    func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError) {
        events.append("onStoryBlockLoadFinished error=\(error)")
    }

    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        events.append("onPipWillStart")
    }

    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        events.append("onPipDidStart")
    }

    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: PictureInPictureController) {
        events.append("onPipDidStop")
    }
}

class BrandedProductCardView: UIView, ProductCardViewRepresentable {
    private(set) var shownProductID: String?

    func prepareForReuse() {
        shownProductID = nil
    }

    func updateViewForProduct(_ product: ProductCardDetails, associatedTo video: VideoDetails) {
        shownProductID = product.productID
    }
}
