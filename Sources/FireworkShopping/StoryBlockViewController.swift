import Foundation

/// A story block: a player embedded in the host's screen, playing a content source's videos one after
/// the other (the Firework iOS SDK README's "Story Block"; FW 0.18.0, 1.0.0, 1.12.0). The viewer can expand it to full
/// screen; it is the same virtual-clock player either way, and the shopping, playback and CTA delegates
/// hear it as they hear a feed's player.
///
/// ```swift
/// let storyBlockVC = StoryBlockViewController(source: .channel(channelID: "ch_style"))
/// storyBlockVC.delegate = self              // storyBlockDidLoadFeed / didFailToLoadFeed
/// addChild(storyBlockVC)
/// view.addSubview(storyBlockVC.view)       // its view loads: the block loads, then plays
/// await storyBlockVC.waitForLoad()
/// try storyBlockVC.player?.advance(by: .seconds(5))
/// ```
@preconcurrency @MainActor
public final class StoryBlockViewController: UIViewController, PictureInPictureOwner {
    /// Where the block's videos come from.
    public let source: StoryBlockContentSource
    /// Ads served in the block; ShopStage keeps it and serves none.
    public let adConfiguration: AdConfiguration
    /// The players' look and behaviour; a change applies at once, embedded or full screen.
    public var viewConfiguration = StoryBlockConfiguration() {
        didSet { applyConfiguration() }
    }
    /// Told when the block loads or fails to. Held weakly.
    public weak var delegate: (any StoryBlockViewControllerDelegate)?
    /// Names this block among the app's feeds (`PictureInPictureController.start(with:)`).
    public let feedID = UUID().uuidString
    /// Picture in picture for this block, managed by the SDK (FW 1.6.0).
    public var isPictureInPictureEnabled = false {
        didSet {
            if isPictureInPictureEnabled, pictureInPictureController == nil {
                pictureInPictureController = PictureInPictureController(owner: self)
            }
        }
    }
    /// Hears the SDK-managed picture in picture's transitions. Held weakly.
    public weak var pictureInPictureDelegate: (any PictureInPictureControllerDelegate)?
    /// The block's player, once loaded: drive the viewer's actions and read its snapshot through it.
    public private(set) var player: PlayerViewController?
    /// Whether the viewer expanded the block's player to full screen.
    public var isFullScreen: Bool { player?.presentationMode == .fullScreen }
    private var pictureInPictureController: PictureInPictureController?
    private var loading: Task<Void, Never>?

    /// A story block of `source`'s videos. Nothing loads until its view loads (the block is embedded).
    /// - Parameters:
    ///   - source: `.discover` by default.
    ///   - adConfiguration: ShopStage keeps it and serves no ads.
    public init(source: StoryBlockContentSource = .discover, adConfiguration: AdConfiguration = AdConfiguration()) {
        self.source = source
        self.adConfiguration = adConfiguration
        super.init()
    }

    /// The view loads when the block is embedded: it loads its videos, tells the delegate (after this call
    /// returns, as from the network), and starts playing unless autoplay is off.
    public override func viewDidLoad() {
        super.viewDidLoad()
        // The block loads with the SDK's state as it is now; the delegate hears of it later.
        let outcome = load()
        loading = Task { @MainActor [weak self] in
            guard let self else { return }
            switch outcome {
            case .success: delegate?.storyBlockDidLoadFeed(self)
            case .failure(let error): delegate?.storyBlock(self, didFailToLoadFeed: error)
            }
        }
    }

    /// Waits until the load its view started has been reported to the delegate.
    public func waitForLoad() async { await loading?.value }

    private func load() -> Result<Void, StoryBlockError> {
        let videos: [FireworkCatalog.Video]
        do {
            videos = try FeedContent.videos(for: source.feedSource)
        } catch {
            return .failure(StoryBlockError(error))
        }
        do {
            let player = try PlayerViewController(
                videos: videos, catalog: FireworkVideoSDK.configuration.catalog,
                contentConfiguration: viewConfiguration.feedConfiguration(for: viewConfiguration.embedded))
            player.presentationMode = .embedded
            addChild(player)
            view.addSubview(player.view)
            player.didMove(toParent: self)
            self.player = player
            if viewConfiguration.autoplay.isEnabled { try player.open() }
        } catch {
            return .failure(.unknownError(underlyingError: error))
        }
        return .success(())
    }

    /// Plays: the first video if none has started, else resumes (the app's call: no button needed).
    public func play() {
        guard let player else { return }
        do {
            switch try player.snapshot().status {
            case .idle: try player.open()
            case .paused: try player.resumeForApp()
            default: break
            }
        } catch {
            player.logger.warning("story block play failed: \(error)")
        }
    }

    /// Pauses the video playing (the app's call).
    public func pause() {
        guard let player, (try? player.snapshot().status) == .playing else { return }
        do { try player.pauseForApp() } catch { player.logger.warning("story block pause failed: \(error)") }
    }

    /// The viewer taps the block: the same player goes full screen, with the full-screen configuration.
    public func enterFullScreen() throws {
        guard let player else { throw FireworkPlayerError.noVideoShown }
        guard player.presentationMode == .embedded else { return }
        player.presentationMode = .fullScreen
        applyConfiguration()
        player.record("storyBlock.fullScreen")
    }

    /// The viewer closes the full-screen player: back in the block, still playing.
    public func exitFullScreen() {
        guard let player, player.presentationMode == .fullScreen else { return }
        player.presentationMode = .embedded
        applyConfiguration()
        player.record("storyBlock.embedded")
    }

    /// Taken off the screen (detached from its parent): the block pauses (FW 1.5.0).
    public override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil, player?.isPictureInPictureActive != true { pause() }
    }

    var playingPlayer: PlayerViewController? {
        guard let player, (try? player.snapshot().status) == .playing else { return nil }
        return player
    }

    func enablePictureInPicture(with controller: PictureInPictureController) {
        pictureInPictureController = controller
        isPictureInPictureEnabled = true
    }

    private func applyConfiguration() {
        guard let player else { return }
        let playerConfiguration = player.presentationMode == .embedded
            ? viewConfiguration.embedded : viewConfiguration.fullScreen
        player.contentConfiguration = viewConfiguration.feedConfiguration(for: playerConfiguration)
    }
}
