// Host code written as Firework's sample apps write their feeds (FireworkVideoShoppingSample's
// HomeViewController, FireworkVideoSample's VideoFeedLogger and feed examples).
import FireworkVideo

class HomeViewController: UIViewController {

    static let channelID = "ch_style"
    static let playlistID = "pl_move"

    lazy var feedViewController: VideoFeedViewController = {
        let layout = VideoFeedHorizontalLayout()
        layout.itemSpacing = 8
        layout.contentInsets = UIEdgeInsets(top: 10,
                                            left: 16,
                                            bottom: 10,
                                            right: 16)
        let source = VideoFeedContentSource.channelPlaylist(
            channelID: Self.channelID,
            playlistID: Self.playlistID
        )
        let feed = VideoFeedViewController(layout: layout,
                                           source: source)
        var config = feed.viewConfiguration
        config.backgroundColor = AppTheme.backgroundColor
        config.itemView.cornerRadius = 12
        config.itemView.title.isHidden = false
        config.itemView.title.font = UIFont.systemFont(ofSize: 12)
        config.itemView.title.numberOfLines = 2
        config.itemView.titleLayoutConfiguration.insets = .init(top: 8, left: 4, bottom: 4, right: 4)
        config.itemView.title.textColor = AppTheme.labelColor
        config.itemView.titleLayoutConfiguration.titlePosition = .stacked
        config.playerView.playerStyle = .fit
        feed.viewConfiguration = config
        return feed
    }()
}

class VideoFeedLogger: FireworkVideoFeedDelegate {
    var lines: [String] = []

    func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails) {
        switch eventDetails.source {
        case .playlistGroup:
            lines.append("playlist thumbnail \(eventDetails.id)")
        default:
            lines.append("video thumbnail \(eventDetails.id)")
        }
    }
}

class FeedLoadLogger: VideoFeedViewControllerDelegate {
    var lines: [String] = []

    func videoFeedDidLoadFeed(_ viewController: FireworkVideo.VideoFeedViewController) {
        lines.append("loaded")
    }

    func videoFeed(
        _ viewController: FireworkVideo.VideoFeedViewController, didFailToLoadFeed error: FireworkVideo.VideoFeedError
    ) {
        if case let FireworkVideo.VideoFeedError.contentSourceError(contentSourceError) = error {
            lines.append("content source error: \(contentSourceError.errorDescription)")
        } else if case let FireworkVideo.VideoFeedError.unknownError(underlyingError) = error {
            lines.append("unknown error: \(underlyingError.localizedDescription)")
        }
    }
}

/// An exhaustive-with-default switch over the content sources, as the UI extensions write one.
func cacheKey(for source: VideoFeedContentSource) -> String {
    switch source {
    case .discover: return "discover"
    case .channel(let channelID): return "channel-\(channelID)"
    case .channelPlaylist(let channelID, let playlistID): return "playlist-\(channelID)-\(playlistID)"
    case .playlistGroup(let groupID): return "group-\(groupID)"
    case .dynamicContent(let channelID, _): return "dynamic-\(channelID)"
    case .hashtagPlaylist(let channelID, let filterExpression): return "hashtag-\(channelID)-\(filterExpression)"
    case .skuPlaylist(let channelID, let productIDs): return "sku-\(channelID)-\(productIDs.joined(separator: ","))"
    case .singleContent(let contentID): return "single-\(contentID)"
    case .videoAds(let adChannelId, _): return "ads-\(adChannelId)"
    case .unknownContent: return "unknown"
    @unknown default: return "unknown"
    }
}
