import Foundation

/// A feed of video thumbnails from a content source (seed 004). Tapping a thumbnail tells the
/// feed delegate and presents a ``PlayerViewController`` on the feed, starting at that video.
///
/// ```swift
/// let feedVC = VideoFeedViewController(source: .hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport (or food comedy))"))
/// let player = try feedVC.tapThumbnail(at: 0)
/// ```
@MainActor
public final class VideoFeedViewController: UIViewController {
    public let source: VideoFeedContentSource
    public var viewConfiguration = VideoFeedContentConfiguration()

    public init(source: VideoFeedContentSource = .discover) {
        self.source = source
        super.init()
    }

    /// The thumbnails, resolved against ``FireworkVideoSDK/configuration``'s catalog.
    public func videos() throws(VideoFeedError) -> [VideoDetails] {
        try FireworkVideoSDK.configuration.catalog.videos(for: source).map(VideoDetails.init)
    }

    /// Taps a thumbnail: `fireworkVideoDidTapThumbnail`, then the player opens on it.
    @discardableResult
    public func tapThumbnail(at index: Int) throws -> PlayerViewController {
        let catalog = FireworkVideoSDK.configuration.catalog
        let videos = try catalog.videos(for: source)
        guard videos.indices.contains(index) else { throw FireworkPlayerError.noSuchVideo(index: index) }
        FireworkVideoSDK.eventTracking.feedDelegate?.fireworkVideoDidTapThumbnail(
            FeedEventDetails(videoID: videos[index].id, caption: videos[index].caption, index: index))
        let player = try PlayerViewController(videos: videos, catalog: catalog, contentConfiguration: viewConfiguration)
        present(player, animated: true)
        try player.open(videoAt: index)
        return player
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
