import Foundation

/// A feed of video thumbnails from a content source (Firework iOS SDK README, "Displaying the Video
/// Feed"). Tapping a thumbnail tells the feed delegate and presents a ``PlayerViewController`` on the
/// feed, starting at that video.
///
/// ```swift
/// let layout = VideoFeedGridLayout()
/// layout.numberOfColumns = 3
/// let source = VideoFeedContentSource.hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport food)")
/// let feedVC = VideoFeedViewController(layout: layout, source: source)
/// feedVC.delegate = feedService      // videoFeedDidLoadFeed / didFailToLoadFeed
/// parent.addChild(feedVC)
/// parent.view.addSubview(feedVC.view)  // its view loads: the feed loads, the delegate hears it
/// await feedVC.waitForLoad()
/// let player = try feedVC.tapThumbnail(at: 0)
/// ```
@preconcurrency @MainActor
public final class VideoFeedViewController: UIViewController, PictureInPictureOwner {
    /// Where the feed's videos come from.
    public let source: VideoFeedContentSource
    /// How the thumbnails are laid out (a horizontal row by default, or a grid). Kept as set; ShopStage draws
    /// no thumbnails.
    public var layout: VideoFeedLayout
    /// The feed's and its player's look; the player a thumbnail opens gets it. Assign the changed value back.
    public var viewConfiguration = VideoFeedContentConfiguration()
    /// Told when the feed loads or fails to (the Firework iOS SDK README's feed delegate). Held weakly.
    public weak var delegate: (any VideoFeedViewControllerDelegate)?

    /// Ads served in the feed; ShopStage keeps it and serves none.
    public let adConfiguration: AdConfiguration
    /// Names this feed among the app's feeds, in its feed events (`FeedEventDetails.feedID`, FW 1.21.0).
    /// Unique per feed; its form is ShopStage's (the real one's is not documented).
    public let feedID = UUID().uuidString
    /// Picture in picture for this feed's player, managed by the SDK (FW 1.6.0). Set it before the
    /// player plays; `PictureInPictureController.start(with: feedID)` then works.
    public var isPictureInPictureEnabled = false {
        didSet {
            if isPictureInPictureEnabled, pictureInPictureController == nil {
                pictureInPictureController = PictureInPictureController(owner: self)
            }
        }
    }
    /// Hears the SDK-managed picture in picture's transitions. Held weakly.
    public weak var pictureInPictureDelegate: (any PictureInPictureControllerDelegate)?
    private var pictureInPictureController: PictureInPictureController?
    private var loading: Task<Void, Never>?

    /// A feed of `source`'s videos. Nothing loads until its view loads (the feed is shown or embedded).
    /// - Parameters:
    ///   - layout: a ``VideoFeedHorizontalLayout`` by default.
    ///   - source: `.discover` by default.
    ///   - adConfiguration: ShopStage keeps it and serves no ads.
    public init(
        layout: VideoFeedLayout = VideoFeedHorizontalLayout(), source: VideoFeedContentSource = .discover,
        adConfiguration: AdConfiguration = AdConfiguration()
    ) {
        self.layout = layout
        self.source = source
        self.adConfiguration = adConfiguration
        super.init()
    }

    /// The view loads when the feed is first shown or embedded: the feed starts loading, and the delegate
    /// hears how it went once the load is done (after this call returns, as from the network).
    public override func viewDidLoad() {
        super.viewDidLoad()
        // The fetch starts now, with the SDK's state as it is now; its result arrives later.
        let result = Result { () throws(VideoFeedError) in try videos() }
        loading = Task { @MainActor [weak self] in self?.report(result) }
    }

    /// Waits until the load its view started has been reported to the delegate.
    public func waitForLoad() async { await loading?.value }

    /// Loads the feed again and tells the delegate how it went.
    public func refresh() {
        report(Result { () throws(VideoFeedError) in try videos() })
    }

    private func report(_ result: Result<[VideoDetails], VideoFeedError>) {
        switch result {
        case .success: delegate?.videoFeedDidLoadFeed(self)
        case .failure(let error): delegate?.videoFeed(self, didFailToLoadFeed: error)
        }
    }

    /// The thumbnails, resolved against ``FireworkVideoSDK/configuration``'s catalog; a source that
    /// selects no video is `.contentSourceError(.emptyFeed)`; before `initializeSDK` succeeded,
    /// `.unknownError(FireworkPlayerError.sdkNotInitialized)`.
    public func videos() throws(VideoFeedError) -> [VideoDetails] {
        try loadedVideos().map(VideoDetails.init)
    }

    var playingPlayer: PlayerViewController? {
        guard let player = presentedViewController as? PlayerViewController,
            (try? player.snapshot().status) == .playing
        else { return nil }
        return player
    }

    func enablePictureInPicture(with controller: PictureInPictureController) {
        pictureInPictureController = controller
        isPictureInPictureEnabled = true
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
                id: catalog.thumbnailID(of: video, in: source), source: source, feedID: feedID, videoID: video.id,
                caption: video.caption, index: index))
        return try openPlayer(at: index)
    }

    /// Presents the player on the feed, at the video at `index`.
    @discardableResult
    func openPlayer(at index: Int) throws -> PlayerViewController {
        let videos = try loadedVideos()
        guard videos.indices.contains(index) else { throw FireworkPlayerError.noSuchVideo(index: index) }
        let player = try PlayerViewController(
            videos: videos, catalog: FireworkVideoSDK.configuration.catalog, contentConfiguration: viewConfiguration)
        present(player, animated: true)
        try player.open(videoAt: index)
        return player
    }

    private func loadedVideos() throws(VideoFeedError) -> [FireworkCatalog.Video] {
        try FeedContent.videos(for: source)
    }

    // MARK: Share links (Firework iOS SDK README: "Handling Share Link"; Firework's sample since v1.10.0)

    /// Opens the video a share link names: a feed of that video is presented on
    /// `presentingViewController`, its player open, and the completion gets the feed.
    ///
    /// The link carries `fwplayer` in its fragment (the real SDK's form) or its query; see
    /// ``FireworkShareLink``. A link that names no video of the catalog fails with a ``VideoFeedError``:
    /// `.contentSourceError(.contentNotFound(_:))`, or `.unknownError` wrapping a ``FireworkShareLinkError``.
    ///
    /// ```swift
    /// // in the app's universal link handler, as Firework's sample does
    /// VideoFeedViewController.openVideoPlayer(with: url, VideoFeedContentConfiguration(), root, true) { result in
    ///     if case .failure(let error) = result { print("cannot open shared video: \(error)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the received share link.
    ///   - feedConfig: the look of the feed and its player.
    ///   - presentingViewController: where the feed is presented.
    ///   - animated: whether the presentation is animated (no visible difference headlessly).
    ///   - completion: the presented feed, or why nothing opened.
    public static func openVideoPlayer(
        with url: URL, _ feedConfig: VideoFeedContentConfiguration, _ presentingViewController: UIViewController,
        _ animated: Bool, _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)? = nil
    ) {
        let value: String
        do { value = try FireworkShareLink.value(in: url) } catch {
            completion?(.failure(.unknownError(underlyingError: error)))
            return
        }
        openVideoPlayer(with: value, feedConfig, presentingViewController, animated, completion)
    }

    /// The share link overload without the `animated` flag (the Firework iOS SDK README's form); animated.
    public static func openVideoPlayer(
        with url: URL, _ feedConfig: VideoFeedContentConfiguration, _ presentingViewController: UIViewController,
        _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: url, feedConfig, presentingViewController, true, completion)
    }

    /// The share link overload with the default feed configuration; animated.
    public static func openVideoPlayer(
        with url: URL, _ presentingViewController: UIViewController,
        _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: url, VideoFeedContentConfiguration(), presentingViewController, true, completion)
    }

    /// Opens the video a `fwplayer` value names (the value alone, without the link around it).
    public static func openVideoPlayer(
        with paramValue: String, _ feedConfig: VideoFeedContentConfiguration,
        _ presentingViewController: UIViewController,
        _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: paramValue, feedConfig, presentingViewController, true, completion)
    }

    /// The `fwplayer` value overload with the default feed configuration; animated.
    public static func openVideoPlayer(
        with paramValue: String, _ presentingViewController: UIViewController,
        _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)? = nil
    ) {
        openVideoPlayer(with: paramValue, VideoFeedContentConfiguration(), presentingViewController, true, completion)
    }

    private static func openVideoPlayer(
        with paramValue: String, _ feedConfig: VideoFeedContentConfiguration,
        _ presentingViewController: UIViewController, _ animated: Bool,
        _ completion: ((Result<VideoFeedViewController, VideoFeedError>) -> Void)?
    ) {
        do {
            let video = try FireworkShareLink.video(for: paramValue, in: FireworkVideoSDK.configuration.catalog)
            let feed = VideoFeedViewController(source: .singleContent(contentID: video.id))
            feed.viewConfiguration = feedConfig
            presentingViewController.present(feed, animated: animated)
            do { try feed.openPlayer(at: 0) } catch { throw VideoFeedError.unknownError(underlyingError: error) }
            completion?(.success(feed))
        } catch let error as VideoFeedError {
            completion?(.failure(error))
        } catch {
            completion?(.failure(.unknownError(underlyingError: error)))
        }
    }
}

/// The feed's ad settings (FW 0.2.0's initializer argument). The real fields are not established.
public struct AdConfiguration: Sendable, Equatable {
    /// The default ad settings.
    public init() {}
}
