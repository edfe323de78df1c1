// A plain, non-isolated factory, as hosts write them (and Firework's sample, `VideoFeedLayoutTypes`):
// it builds layouts and configures feeds from static functions with no actor annotation. In Swift 5
// mode this compiles against UIKit's main-actor view controllers, and against ShopStage's.
import Foundation
import FireworkVideo

class FeedFactory {
    static func horizontalLayout() -> VideoFeedHorizontalLayout {
        let layout = VideoFeedHorizontalLayout()
        layout.itemSpacing = 8
        layout.contentInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        return layout
    }

    static func styledFeed(source: VideoFeedContentSource) -> VideoFeedViewController {
        let feed = VideoFeedViewController(layout: horizontalLayout(), source: source)
        var config = feed.viewConfiguration
        config.backgroundColor = UIColor.systemGray
        config.itemView.cornerRadius = 12
        config.itemView.title.font = UIFont.preferredFont(forTextStyle: .body).withSize(12.0)
        config.itemView.title.textColor = UIColor.white.withAlphaComponent(0.9)
        config.adBadge.textColor = .white
        config.adBadge.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        config.playerView.playerStyle = .fit
        config.playerView.ctaButton.contentConfiguration.font = .systemFont(ofSize: 14, weight: .semibold)
        config.playerView.ctaButton.contentConfiguration.backgroundColor = .systemBlue
        config.playerView.videoCompleteAction = .advanceToNext
        feed.viewConfiguration = config
        return feed
    }

    static func playerStyle(named name: String) -> VideoPlayerContentConfiguration.VideoPlayerStyle {
        name == "fit" ? .fit : .fullBleed
    }
}
