// Host screens in the shape of the wrappers' native view controllers: one embeds a three-column grid
// feed as a child, one pushes it on the navigation stack. Both copy the configuration, then set the
// loop action on the feed, then assign the copy back — which, as on a phone, drops the loop setting.
import Foundation
import FireworkVideo

class EmbeddedGridViewController: UIViewController {
    private(set) var gridVC: VideoFeedViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        embedFeedInViewController()
    }

    func embedFeedInViewController() {
        let gridVC = VideoFeedViewController()
        gridVC.view.backgroundColor = .systemBackground
        let layout = VideoFeedGridLayout()
        layout.numberOfColumns = 3
        layout.contentInsets = UIEdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
        gridVC.layout = layout
        var config = gridVC.viewConfiguration
        config.backgroundColor = .white
        gridVC.viewConfiguration.playerView.videoCompleteAction = .loop
        gridVC.viewConfiguration = config
        addChild(gridVC)
        view.addSubview(gridVC.view)
        gridVC.view.frame = view.bounds
        gridVC.willMove(toParent: self)
        self.gridVC = gridVC
    }
}

class PushingGridViewController: UIViewController {
    func pushFeedOnNavigationController() {
        let gridVC = VideoFeedViewController()
        gridVC.view.backgroundColor = .systemBackground
        let layout = VideoFeedGridLayout()
        layout.numberOfColumns = 3
        gridVC.layout = layout
        var config = gridVC.viewConfiguration
        config.playerView.videoCompleteAction = .loop  // set on the copy: this one is kept
        gridVC.viewConfiguration = config
        navigationController?.pushViewController(gridVC, animated: true)
    }
}
