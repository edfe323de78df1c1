// Seed 004's snippets (the Firework iOS SDK README), in the README's order, verbatim but for the import
// (`import UIKit` / `import FireworkVideo` become `import FireworkShopping`). Each lives in its own
// namespace, so that the README's two `AppDelegate`s and two `ViewController`s can both exist. Where the
// README writes a placeholder (`<Color>`, `= // …`) or a line that no platform compiles (`addSubView`), or
// a line that cannot exist on Linux (Auto Layout, `@main`), the line says so next to it; nothing is left out.
// The README's own lines keep their length, beyond this repository's 120 columns.
// The content-source snippets keep their placeholder ids: Fixtures/firework/seed-placeholders.json serves them.
import Foundation
import FireworkShopping

// MARK: Using FireworkVideo: Initialization

enum Seed004Initialization {
    // @main — a test bundle has its own entry point; `@main` cannot mark a class in it.
    class AppDelegate: UIResponder, UIApplicationDelegate {

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {

            // Initialize the SDK to start using
            FireworkVideoSDK.initializeSDK()

            return true
        }

        // ... //
    }
}

// MARK: Displaying the Video Feed: Programmatic

enum Seed004ProgrammaticFeed {
    class ViewController: UIViewController {

        func addFeedToTabBarController() {
            let feedVC = VideoFeedViewController()
            feedVC.tabBarItem = UITabBarItem(title: "Videos", image: nil, selectedImage: nil)
            self.tabBarController?.viewControllers?.append(feedVC)
        }

        func pushFeedOnNavigationController() {
            let feedVC = VideoFeedViewController()
            self.navigationController?.pushViewController(feedVC, animated: true)
        }

        func embedFeedInViewController() {
            let feedVC = VideoFeedViewController()
            self.addChild(feedVC)
            self.view.addSubview(feedVC.view)
            feedVC.view.frame = self.view.bounds
            feedVC.willMove(toParent: self)
        }

    }
}

// MARK: Layouts (inline code)

@MainActor
enum Seed004Layouts {
    static func layouts() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController(layout: VideoFeedGridLayout())
        feedVC.layout = VideoFeedHorizontalLayout()
        return feedVC
    }
}

// MARK: Feed Customizations

@MainActor
enum Seed004FeedCustomizations {
    static func customize() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController()

        // Gets the default configuration
        var config = feedVC.viewConfiguration

        // Sets the feed  background to white
        config.backgroundColor = .white

        // Gets the feed item view configuration. This applies to all items in the feed.
        var itemConfig = config.itemView

        // Sets the corner radius to 4
        itemConfig.cornerRadius = 4
        // Sets the title layout insets to 0
        itemConfig.titleLayoutConfiguration.insets = .zero
        // Sets the title position to stacked
        itemConfig.titleLayoutConfiguration.titlePosition = .stacked
        // Sets the title to System 18
        itemConfig.title.font = .systemFont(ofSize: 18)
        // Sets the title number of lines to 1
        itemConfig.title.numberOfLines = 1
        // Sets the title color to black
        itemConfig.title.textColor = .black
        // Sets the title is hidden to false
        itemConfig.title.isHidden = false
        // Specifies if the sposored label should be shown on thumbnails
        itemConfig.sponsored.isHidden = false
        // Specifies if autoplay is enabled on thumbnails.
        itemConfig.autoplay.isEnabled = true

        // Updates the title configuration
        config.itemView = itemConfig

        // Must set the viewConfiguration property to apply the changes
        feedVC.viewConfiguration = config
        return feedVC
    }
}

// MARK: Video Player Customizations

/// The app's own share service, as `customApplicationActivities()` returns them.
final class SaveToWishlistActivity: UIActivity {
    override var activityTitle: String? { "Save to wishlist" }
}

@MainActor
enum Seed004PlayerCustomizations {
    /// The README calls this host function without showing it.
    static func customApplicationActivities() -> [UIActivity] { [SaveToWishlistActivity()] }

    static func customize() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController()

        // Gets the default configuration
        var config = feedVC.viewConfiguration

        // Gets the player content configuration
        var playerConfig = config.playerView

        // Show or hide the sharing button
        playerConfig.shareButton.isHidden = true

        // Show or hide the mute button
        playerConfig.muteButton.isHidden = true

        // Show or hide the playback button
        playerConfig.playbackButton.isHidden = true

        // Show or hide the replay badge. Default is hidden
        playerConfig.replayBadge.isHidden = false

        // Show or hide the playerView replay badge. Default is hidden
        playerConfig.playerView.replayBadge.isHidden = false

        // Set the delay of the CTA button. Using 0 will result in no delay.
        playerConfig.ctaButton.behavior.delay = .constant(0)

        // Set the highlight delay of the CTA button. Using 0 will result in no delay and the button will be highlighted immediately.
        playerConfig.ctaButton.behavior.highlightDelay = .constant(0)

        // Adjusts the width of the CTA button by using one of the three available cases in the VideoPlayerCTAWidth enumeration
        playerConfig.ctaButton.width = .fullWidth

        // Show or hide the countdown timer. Default is hidden
        playerConfig.countdownTimerConfiguration.isHidden = false

        // Add UIActivity instances specific to your app
        playerConfig.shareButton.behavior.applicationActivities = customApplicationActivities()

        // Exclude certain UIActivity Types
        playerConfig.shareButton.behavior.excludedActivityTypes = [UIActivity.ActivityType.markupAsPDF]

        // Player launch behaviors
        // Using muteOnFirstLaunch will mute all videos when the player is launched for the first time
        // After the user unmutes the video the behavior will be retained across video launches.
        // Note: If the mute button is hidden this option is ignored
        playerConfig.onFirstLaunch = .muteOnFirstLaunch

        // Updates the player configuration
        config.playerView = playerConfig

        // Must set the viewConfiguration property to apply the changes
        feedVC.viewConfiguration = config
        return feedVC
    }
}

// MARK: Ad Badge Customizations

@MainActor
final class Seed004AdBadge {
    func customize() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController()

        // Gets the default configuration
        var config = feedVC.viewConfiguration

        // Gets the player content configuration
        var adBadgeConfig = config.adBadge

        // Sets the ad badge text color to white
        adBadgeConfig.textColor = .white

        // Sets the ad badge background color to translucent
        adBadgeConfig.backgroundColor = UIColor(white: 0, alpha: 0.3)

        // Sets the ad badge text to "Ad"
        adBadgeConfig.badgeText = .ad

        // Updates the title configuration
        config.adBadge = adBadgeConfig

        // Must set the viewConfiguration property to apply the changes
        feedVC.viewConfiguration = config
        return feedVC
    }
}

// MARK: Live Stream Event Callbacks

@MainActor
final class Seed004LiveStreamEvents: FireworkLiveStreamEventDelegate {
    var events: [String] = []

    func register() {
        // Assign a delegate
        // The README's line ends in a comment where the value goes (`= // Object to receive live stream events`),
        // and its fence is left open (` `` `): no platform compiles it. `self` stands in for the object.
        FireworkVideoSDK.eventTracking.liveStreamEventDelegate = self // Object to receive live stream events
    }

    func fireworkLiveStreamUserDidJoin(_ liveStream: LiveStreamEventDetails) { events.append("join \(liveStream.id)") }
    func fireworkLiveStreamDidStartPlaying(_ liveStream: LiveStreamEventDetails) {
        events.append("start \(liveStream.id)")
    }
    func fireworkLiveStreamUserDidLeave(_ liveStream: LiveStreamEventDetails) {
        events.append("leave \(liveStream.id)")
    }
    func fireworkLiveStreamUserDidSendChat(_ chat: LiveStreamMessageDetails, to liveStream: LiveStreamEventDetails) {
        events.append("chat \(chat.text)")
    }
    func fireworkLiveStreamUserDidSendLike(_ liveStream: LiveStreamEventDetails) { events.append("like") }
}

// MARK: Custom Call-To-Action Button Handling

@MainActor
final class Seed004CTAHandling: FireworkVideoCTADelegate {
    func register() {
        FireworkVideoSDK.ctaDelegate = self
    }

    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL) -> Bool {
        // Your custom action code here...
        return true
    }
}

// MARK: Feed Content Sources

@MainActor
final class Seed004ContentSources {
    func discover() -> VideoFeedViewController {
        VideoFeedViewController(source: .discover)
    }

    func channel() -> VideoFeedViewController {
        let channelID = "<Channel ID>"
        let feedVC = VideoFeedViewController(source: .channel(channelID: channelID))
        return feedVC
    }

    func channelPlaylist() -> VideoFeedViewController {
        let channelID = "<Your Channel ID>"
        let playlistID = "<Playlist ID>"
        let feedVC = VideoFeedViewController(source: .channelPlaylist(channelID: channelID, playlistID: playlistID))
        return feedVC
    }

    func playlistGroup() -> VideoFeedViewController {
        let playlistGroupID = "<Playlist ID>"
        let feedVC = VideoFeedViewController(source: .playlistGroup(groupID: playlistGroupID))
        return feedVC
    }

    func dynamicContent() -> VideoFeedViewController {
        let channelID = "<Channel ID>"
        let parameters: DynamicContentParameters = ["<cohort key>": ["<cohort value 1>", "<cohort value 2>"]]
        let feedVC = VideoFeedViewController(source: .dynamicContent(channelID: channelID, parameters: parameters))
        return feedVC
    }

    func singleHashtag() -> VideoFeedViewController {
        let channelID = "<Channel ID>"
        let singleHashtag = "dogs"
        let feedVC = VideoFeedViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: singleHashtag))
        return feedVC
    }

    func hashtagExpression() -> VideoFeedViewController {
        let channelID = "<Channel ID>"
        let filterExpression = "(and sport (or food comedy))"
        let feedVC = VideoFeedViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: filterExpression))
        return feedVC
    }

    func singleContent() -> VideoFeedViewController {
        let videoOrLiveStreamID = "<Video or LiveStream ID>"
        let feedVC = VideoFeedViewController(source: .singleContent(videoOrLiveStreamID: videoOrLiveStreamID))
        return feedVC
    }
}

// MARK: Story Block: Programmatic

enum Seed004StoryBlock {
    class ViewController: UIViewController {

        func embedFeedInViewController() {
            let storyBlockVC = StoryBlockViewController()
            self.addChild(storyBlockVC)
            self.view.addSubview(storyBlockVC.view)
            storyBlockVC.view.frame = self.view.bounds
            storyBlockVC.willMove(toParent: self)
        }

    }
}

// MARK: Story Block Content Source

@MainActor
final class Seed004StoryBlockSources {
    func discover() -> StoryBlockViewController {
        StoryBlockViewController(source: .discover)
    }

    func channel() -> StoryBlockViewController {
        let channelID = "<Channel ID>"
        let feedVC = StoryBlockViewController(source: .channel(channelID: channelID))
        return feedVC
    }

    func channelPlaylist() -> StoryBlockViewController {
        let channelID = "<Your Channel ID>"
        let playlistID = "<Playlist ID>"
        let feedVC = StoryBlockViewController(source: .channelPlaylist(channelID: channelID, playlistID: playlistID))
        return feedVC
    }

    func dynamicContent() -> StoryBlockViewController {
        let channelID = "<Channel ID>"
        let parameters: DynamicContentParameters = ["<cohort key>": ["<cohort value 1>", "<cohort value 2>"]]
        let feedVC = StoryBlockViewController(source: .dynamicContent(channelID: channelID, parameters: parameters))
        return feedVC
    }

    func singleHashtag() -> StoryBlockViewController {
        let channelID = "<Channel ID>"
        let singleHashtag = "dogs"
        let storyBlock = StoryBlockViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: singleHashtag))
        return storyBlock
    }

    func hashtagExpression() -> StoryBlockViewController {
        let channelID = "<Channel ID>"
        let filterExpression = "(and sport (or food comedy))"
        let storyBlock = StoryBlockViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: filterExpression))
        return storyBlock
    }

    func singleContent() -> StoryBlockViewController {
        let videoOrLiveStreamID = "<Video or LiveStream ID>"
        let storyBlock = StoryBlockViewController(source: .singleContent(videoOrLiveStreamID: videoOrLiveStreamID))
        return storyBlock
    }
}

// MARK: Story Block Configuration

@MainActor
enum Seed004StoryBlockConfiguration {
    static func configure(_ storyBlock: StoryBlockViewController) {
        var configuration = StoryBlockConfiguration()

        // 1. Embedded mode
        // 1.1 Configuring the sharing URL
        configuration.shareButton.behavior.baseURL = URL(string: "your.custom.url")

        // 1.2 Configuring CTA
        configuration.ctaButton.contentConfiguration.backgroundColor = .systemPink // README: `= <Color>`, a placeholder
        configuration.ctaButton.contentConfiguration.textColor = .white // README: `= <Color>`, a placeholder
        configuration.ctaButton.contentConfiguration.font = .systemFont(ofSize: 15, weight: .semibold) // `= <Font>`

        // 1.3 Configuring Replay badge visibility
        configuration.replayBadge.isHidden = false

        // 1.4 Show or hide the countdown timer. Default is hidden
        configuration.countdownTimerConfiguration.isHidden = false

        // 2. Full Screen Configuration using `fullScreenPlayerView` property
        configuration.fullScreenPlayerView.playerStyle = .fit

        // Setting configuration
        storyBlock.viewConfiguration = configuration
    }
}

// MARK: Shopping

@MainActor
final class Seed004ShoppingSetup {
    func assign(_ yourDelegate: any FireworkVideoShoppingDelegate) {
        FireworkVideoSDK.shopping.delegate = yourDelegate // README: `= <Your delegate>`, a placeholder
    }

    func recordPurchase() {
        // The README leaves the value out (`= // The total value…`), which parses as `= FireworkVideoSDK
        // .trackPurchase(…)` and cannot compile anywhere; a value stands in.
        let totalPurchaseValue: Double = 10 // The total value of the purchase
        FireworkVideoSDK.trackPurchase(
                    orderID: "<Order ID of User Purchase>",
                    value: totalPurchaseValue,
                    currencyCode: Locale.current.currencyCode,
                    countryCode: Locale.current.regionCode,
                    [
                        "additionalKey1": "additionalValue1",
                        "additionalKey2": "additionalValue2",
                        "additionalKey3": "additionalValue3"
                    ]
                )
    }
}

// MARK: Force Refresh (inline code) and Share Link

@MainActor
final class Seed004ShareLinks {
    var results: [Result<VideoFeedViewController, VideoFeedError>] = []

    func refresh(_ feedVC: VideoFeedViewController) {
        feedVC.refresh()
    }

    func customizeShareURL(_ feedVC: VideoFeedViewController) {
        var config = feedVC.viewConfiguration
        config.playerView.shareButton.behavior.baseURL = URL(string: "<Base URL for your Universal Link or Deeplink>")
        feedVC.viewConfiguration = config
    }

    /// The README's right-hand sides are comments where the values go (`= // The view controller…`); the
    /// parameters stand in for them. Its completions hold only a comment; here they also keep the result,
    /// after that comment, for the tests.
    func open(url receivedURL: URL, paramValue receivedParamValue: String, viewController presenter: UIViewController) {
        let viewController = presenter // The view controller that should present the video player
        let url = receivedURL // The received url that contains the `fwplayer` query parameter
        // Optionally a custom player config can be applied to the presented video player
        let feedConfig: VideoFeedContentConfiguration = VideoFeedContentConfiguration() // Custom video player configuration
        VideoFeedViewController.openVideoPlayer(with: url, feedConfig, viewController) { result in /* Called after successfully presenting the video player */ self.results.append(result) }

        // Or you can pass the value of the `fwplayer` query parameter directly into method

        let paramValue = receivedParamValue // The value of the `fwplayer` query parameter
        VideoFeedViewController.openVideoPlayer(with: paramValue, viewController) { result in /* Called after successfully presenting the video player */ self.results.append(result) }
    }
}

// MARK: Picture in Picture (PiP)

@MainActor
final class Seed004PictureInPicture {
    var pipViewControlelr: PictureInPictureController?
    let source = VideoFeedContentSource.channel(channelID: "ch_style")
    let adConfiguration = AdConfiguration()

    func setUp() -> VideoFeedViewController {
       let feedVC = VideoFeedViewController(
         layout: VideoFeedHorizontalLayout(),
         source: source,
         adConfiguration: adConfiguration)
         pipViewControlelr = PictureInPictureController(videoFeed: feedVC)
        return feedVC
    }
}

// MARK: Troubleshooting: View Controller Lifecycle Management

@MainActor
enum Seed004Lifecycle {
    static func attach(_ feedToAttach: VideoFeedViewController, to parentViewController: UIViewController) {
        let feedVC = feedToAttach // README: `= //... `, a placeholder

        parentViewController.addChild(feedVC)

        // parentViewController.view.addSubView(feedVC.view) — README's spelling: UIKit has no `addSubView`,
        // so no platform compiles this line; the method is `addSubview`:
        parentViewController.view.addSubview(feedVC.view)

        feedVC.view.translatesAutoresizingMaskIntoConstraints = false

        // ... Set feed constraint
        // NSLayoutConstraint.activate(
        //     constraints
        // )
        // Auto Layout cannot exist on Linux: ShopStage lays nothing out (and `constraints` is the README's
        // placeholder).

        feedVC.didMove(toParent: parentViewController)
    }

    static func detach(_ feedVC: VideoFeedViewController) {
        feedVC.willMove(toParent: nil) // Let's the child VC know it will be detached from the parent

        feedVC.removeFromParent()

        // feedVC.view.removeSuperview() — README's spelling: UIKit has no `removeSuperview`, so no platform
        // compiles this line; the method is `removeFromSuperview`:
        feedVC.view.removeFromSuperview()
    }
}

// MARK: Troubleshooting: SDK Initialization

@MainActor
final class Seed004AppDelegate: FireworkVideoSDKDelegate {
    var messages: [String] = []
    func print(_ message: String) { messages.append(message) }

    func application() -> Bool {
        // Override point for customization after application launch.
        FireworkVideoSDK.initializeSDK(delegate: self)
        return true
    }

    func fireworkVideoDidLoadSuccessfully() {
        print("FireworkVideo loaded successfully.")
    }

    func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {
        switch error {
        case .missingAppID:
            print("FireworkVideo loaded with error due to missing FireworkVideo app ID.")
        case .authenticationFailure:
            print("FireworkVideo loaded with error due to authentication failure.")
        @unknown default:
            break
        }
    }
} // The README's snippet ends without this brace: as written, it compiles nowhere.

/// The same snippet in the README's own class shape (`UIResponder, UIApplicationDelegate`, launch method).
enum Seed004SDKInitialization {
    // @main — a test bundle has its own entry point; `@main` cannot mark a class in it.
    class AppDelegate: UIResponder, UIApplicationDelegate, FireworkVideoSDKDelegate {
        var messages: [String] = []
        func print(_ message: String) { messages.append(message) }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            // Override point for customization after application launch.
            FireworkVideoSDK.initializeSDK(delegate: self)
            return true
        }

        func fireworkVideoDidLoadSuccessfully() {
            print("FireworkVideo loaded successfully.")
        }

        func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {
            switch error {
            case .missingAppID:
                print("FireworkVideo loaded with error due to missing FireworkVideo app ID.")
            case .authenticationFailure:
                print("FireworkVideo loaded with error due to authentication failure.")
            @unknown default:
                break
            }
        }
    } // The README leaves this brace out.
}

// MARK: Troubleshooting: Video Feeds

@MainActor
final class VideoFeedService: VideoFeedViewControllerDelegate {
    var messages: [String] = []
    func print(_ message: String) { messages.append(message) }

    func videoFeedDidLoadFeed(_ viewController: FireworkVideo.VideoFeedViewController) {
        print("Video feed on view controller \(viewController) loaded.")
    }

    func videoFeed(_ viewController: FireworkVideo.VideoFeedViewController, didFailToLoadFeed error: FireworkVideo.VideoFeedError) {
        if case let FireworkVideo.VideoFeedError.contentSourceError(contentSourceError) =  error {
            print("Video feed on view controller \(viewController) loaded with error \(contentSourceError.errorDescription).")
        } else if case let FireworkVideo.VideoFeedError.unknownError(underlyingError) = error {
            print("Video feed on view controller \(viewController) loaded with error \(underlyingError.localizedDescription).")
        }
    }
}

// MARK: Troubleshooting: Missing or Empty Video Feeds

@MainActor
enum Seed004MissingFeeds {
    static func remove(_ videoFeedViewController: VideoFeedViewController) {
        /// Removing videoFeedViewController from it's parent view controller

        videoFeedViewController.willMove(toParent: nil)
        videoFeedViewController.view.removeFromSuperview()
        videoFeedViewController.removeFromParent()
    }
}

// MARK: Data Reporting

@MainActor
final class Seed004PlaybackDelegate: FireworkVideoPlaybackDelegate {
    var events: [String] = []

    /// Called when a video appears on the screen but the video playback has not started
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) { events.append("impression") }

    /// Called when a video has paused playback
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) { events.append("pause") }

    /// Called when a video has resumed playback
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) { events.append("resume") }

    /// Called when a video has started playing
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) { events.append("start") }

    /// Called when the first quarter of the video has been played
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) { events.append("firstQuartile") }

    /// Called when the first half of the video has been played
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) { events.append("midpoint") }

    /// Called when the third quarter of the video has been played
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) { events.append("thirdQuartile") }

    /**
     Called when the video playback has completed.

     There are many actions that can cause a video to finish playback including:
       - User swiping to the next or previous video
       - User dismissing the current video
       - Video reaches end of playback and either advances to the next video or loops the beginning of the current video

     - Parameter videoPlayback: The details of the video playback
    */
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) { events.append("finish") }

    /// Called when the user has tapped on the CTA button that appeared during the video playback
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) { events.append("ctaTapped") }

    /// Called when the user has tapped on the share button that appeared during the video playback
    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) { events.append("shareTapped") }

    /// Called when an ad video has started playing
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) { events.append("adStart") }

    /// Called when the ad video playback has completed.
    /// - Parameter videoPlayback: The details of the video playback
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) { events.append("adFinish") }
}

@MainActor
final class Seed004FeedDelegate: FireworkVideoFeedDelegate {
    var tapped: [FeedEventDetails] = []

    /// Called when the a video thumbnail is tapped by the user
    /// - Parameter eventDetails: The details of the feed event
    func fireworkVideoDidTapThumbnail(_ eventDetails: FeedEventDetails) { tapped.append(eventDetails) }
}
