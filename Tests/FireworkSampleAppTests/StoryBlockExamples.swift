// Screens in the shape of Firework's video sample's story block and picture in picture examples
// (StoryBlockExampleViewController, PictureInPictureExampleViewController): their SDK-facing code — the
// lazily built block, its delegate, enabling picture in picture, the feed-id start and stop in do/catch,
// and the delegate with unnamed `FireworkVideo.PictureInPictureController` parameters. The sample's bar
// buttons, selectors and Auto Layout anchors are UIKit scaffolding with no Linux stand-in: left out.
import Foundation
import FireworkVideo

class StoryBlockExampleScreen: UIViewController {
    private(set) var failures: [String] = []

    private(set) lazy var storyBlock: StoryBlockViewController = {
        let storyBlock = StoryBlockViewController(
            source: StoryBlockContentSource.discover
        )
        storyBlock.delegate = self
        return storyBlock
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupStoryBlock()
    }

    private func setupStoryBlock() {
        view.backgroundColor = .systemBackground
        self.addChild(storyBlock)
        view.addSubview(storyBlock.view)
        storyBlock.view.translatesAutoresizingMaskIntoConstraints = false
        storyBlock.didMove(toParent: self)
    }
}

extension StoryBlockExampleScreen: StoryBlockViewControllerDelegate {
    func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController) {
    }

    func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError) {
        failures.append("Unable to load feed. Failed with error: \(error)")
    }
}

class PictureInPictureExampleScreen: UIViewController {
    private(set) var lines: [String] = []

    private(set) lazy var storyBlock: StoryBlockViewController = {
        let storyBlock = StoryBlockViewController(
            source: StoryBlockContentSource.discover
        )
        return storyBlock
    }()

    private(set) var isOnPictureInPicture: Bool = false

    override func viewDidLoad() {
        super.viewDidLoad()
        setupStoryBlock()
        setupPictureInPicture()
    }

    private func setupPictureInPicture() {
        // First enable picture in picture
        storyBlock.isPictureInPictureEnabled = true
        // After enabling picture in picture we can assign a delegate
        storyBlock.pictureInPictureDelegate = self
    }

    private func setupStoryBlock() {
        addChild(storyBlock)
        view.addSubview(storyBlock.view)
        storyBlock.didMove(toParent: self)
    }

    func enterPip() {
        do {
            try PictureInPictureController.start(with: storyBlock.feedID)
        } catch {
            lines.append("Error entering Picture-in-Picture: \(error)")
        }
    }

    func exitPip() {
        do {
            try PictureInPictureController.stop(with: storyBlock.feedID)
        } catch {
            lines.append("Error exiting Picture-in-Picture: \(error)")
        }
    }
}

extension PictureInPictureExampleScreen: PictureInPictureControllerDelegate {
    func pictureInPictureControllerWillStartPictureInPicture(_: FireworkVideo.PictureInPictureController) {
        lines.append("willStart")
    }

    func pictureInPictureControllerDidStartPictureInPicture(_: FireworkVideo.PictureInPictureController) {
        lines.append("didStart")
        isOnPictureInPicture = true
    }

    func pictureInPictureController(
        _: FireworkVideo.PictureInPictureController, failedToStartPictureInPictureWithError _: Error?
    ) {
        lines.append("failedToStart")
    }

    func pictureInPictureControllerDidStopPictureInPicture(_: FireworkVideo.PictureInPictureController) {
        lines.append("didStop")
        isOnPictureInPicture = false
    }
}
