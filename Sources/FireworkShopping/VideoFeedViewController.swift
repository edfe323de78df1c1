import Foundation

/// A feed of video thumbnails from a content source (seed 004). Tapping a thumbnail tells the
/// feed delegate and presents a ``PlayerViewController`` on the feed, starting at that video.
///
/// ```swift
/// let layout = VideoFeedGridLayout()
/// layout.numberOfColumns = 3
/// let feedVC = VideoFeedViewController(layout: layout, source: .hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport (or food comedy))"))
/// feedVC.delegate = feedService      // videoFeedDidLoadFeed / didFailToLoadFeed
/// feedVC.refresh()
/// let player = try feedVC.tapThumbnail(at: 0)
/// ```
@MainActor
public final class VideoFeedViewController: UIViewController {
    public let source: VideoFeedContentSource
    public var layout: VideoFeedLayout
    public var viewConfiguration = VideoFeedContentConfiguration()
    /// Told when the feed loads or fails to (seed 004's "Video Feeds"). Held weakly.
    public weak var delegate: (any VideoFeedViewControllerDelegate)?

    public init(layout: VideoFeedLayout = VideoFeedHorizontalLayout(), source: VideoFeedContentSource = .discover) {
        self.layout = layout
        self.source = source
        super.init()
    }

    /// Loads the feed again and tells the delegate how it went.
    public func refresh() {
        do {
            _ = try videos()
            delegate?.videoFeedDidLoadFeed(self)
        } catch {
            delegate?.videoFeed(self, didFailToLoadFeed: error)
        }
    }

    /// The thumbnails, resolved against ``FireworkVideoSDK/configuration``'s catalog; a source that
    /// selects no video is `.contentSourceError(.emptyFeed)`.
    public func videos() throws(VideoFeedError) -> [VideoDetails] {
        try loadedVideos().map(VideoDetails.init)
    }

    /// Taps a thumbnail: `fireworkVideoDidTapThumbnail`, then the player opens on it.
    @discardableResult
    public func tapThumbnail(at index: Int) throws -> PlayerViewController {
        let catalog = FireworkVideoSDK.configuration.catalog
        let videos = try loadedVideos()
        guard videos.indices.contains(index) else { throw FireworkPlayerError.noSuchVideo(index: index) }
        let video = videos[index]
        FireworkVideoSDK.eventTracking.feedDelegate?.fireworkVideoDidTapThumbnail(
            FeedEventDetails(
                id: catalog.thumbnailID(of: video, in: source), source: source, videoID: video.id,
                caption: video.caption, index: index))
        let player = try PlayerViewController(videos: videos, catalog: catalog, contentConfiguration: viewConfiguration)
        present(player, animated: true)
        try player.open(videoAt: index)
        return player
    }

    private func loadedVideos() throws(VideoFeedError) -> [FireworkCatalog.Video] {
        let videos = try FireworkVideoSDK.configuration.catalog.videos(for: source)
        guard !videos.isEmpty else { throw .contentSourceError(.emptyFeed) }
        return videos
    }

    // MARK: Share links (seed 004: "Handling Share Link")

    public static func openVideoPlayer(
        with url: URL, _ feedConfig: VideoFeedContentConfiguration, _ presentingViewController: UIViewController,
        _ completion: ((Result<PlayerViewController, FireworkShareLinkError>) -> Void)? = nil
    ) {
        do {
            let value = try FireworkShareLink.value(in: url)
            openVideoPlayer(with: value, feedConfig, presentingViewController, completion)
        } catch {
            completion?(.failure(error))
        }
    }

    public static func openVideoPlayer(
        with url: URL, _ presentingViewController: UIViewController,
        _ completion: ((Result<PlayerViewController, FireworkShareLinkError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: url, VideoFeedContentConfiguration(), presentingViewController, completion)
    }

    public static func openVideoPlayer(
        with paramValue: String, _ presentingViewController: UIViewController,
        _ completion: ((Result<PlayerViewController, FireworkShareLinkError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: paramValue, VideoFeedContentConfiguration(), presentingViewController, completion)
    }

    /// Opens the player on the video a `fwplayer` value names and presents it.
    public static func openVideoPlayer(
        with paramValue: String, _ feedConfig: VideoFeedContentConfiguration,
        _ presentingViewController: UIViewController,
        _ completion: ((Result<PlayerViewController, FireworkShareLinkError>) -> Void)? = nil
    ) {
        let catalog = FireworkVideoSDK.configuration.catalog
        do {
            let video = try FireworkShareLink.video(for: paramValue, in: catalog)
            let player: PlayerViewController
            do {
                player = try PlayerViewController(videos: [video], catalog: catalog, contentConfiguration: feedConfig)
                presentingViewController.present(player, animated: true)
                try player.open()
            } catch {
                throw FireworkShareLinkError.playerFailed("\(error)")
            }
            completion?(.success(player))
        } catch let error as FireworkShareLinkError {
            completion?(.failure(error))
        } catch {
            completion?(.failure(.playerFailed("\(error)")))
        }
    }
}
