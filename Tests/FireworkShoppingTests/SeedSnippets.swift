// The seeds' snippets, verbatim but for the import: they must compile against ShopStage.
// Each lives in a @MainActor class providing the names it references (`cartItems`, `AppTheme`).
import Foundation
import FireworkShopping

enum AppTheme {
    static let ctaButtonColor = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
}

// MARK: Seed 000: the shopping delegate

@MainActor
final class Seed000ShoppingDelegate: FireworkVideoShoppingDelegate {
    var cartItems: [String] = []

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var shoppingCartConfig = ShoppingCartIconConfiguration()
        // To show the shopping cart icon set to false
        shoppingCartConfig.isHidden = false
        // Next we can show or hide the red indicator on the shopping cart based on if the cart items are empty
        shoppingCartConfig.indicator.isHidden = cartItems.isEmpty
        // We must set the config on the configurator for the updates to take place
        productInfoViewConfigurator.shoppingCartIconConfiguration = shoppingCartConfig

        var detailConfig = ProductDetailsContentConfiguration()
        // The CTA button can also be configured
        var ctaButtonConfig = detailConfig.ctaButton
        // Here we update the background of the CTA
        ctaButtonConfig.buttonConfiguration.backgroundColor = AppTheme.ctaButtonColor
        // Updating the CTA Button label to Shop Now.
        ctaButtonConfig.text = .shopNow
        // There are other button properties that can be updated like font and text color.
        detailConfig.ctaButton = ctaButtonConfig
        // Customize unavailabe text. Default to "Unavailable".
        // The custom text need to be translated if your app supports multiple languages.
        detailConfig.unavailableText = .custom("custom text")
        productInfoViewConfigurator.productDetailsConfiguration = detailConfig

        // The product card can be configured
        var productCardConfig = ProductCardConfiguration()
        // Updating appearance mode
        productCardConfig.appearance = .light
        // Hiding the price labels
        productCardConfig.priceConfiguration.isHidden = true
        // Changing corner radius property
        productCardConfig.cornerRadius = 4
        // Changing CTA button Text
        productCardConfig.ctaConfig.text = .buyNow
        // Hiding CTA button
        productCardConfig.ctaConfig.isHidden = true
        productInfoViewConfigurator.productCardConfiguration = productCardConfig
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating) {
        // Fetch latest product info
        // based on product id list from host app server

        // Call hydration API
        for productID in products {
            productHydrator.hydrateProduct(productID) { productBuilder in
                // Update product info
                productBuilder
                    .name("Latest product name")
                    .description("Latest product description")
                    .isAvailable(true)

                // Update product variants.
                // The strategy can be merge or replace.
                // With merge strategy, we will merge these new variants into existing variants. We use variant id to match the variant.
                // With `replace` strategy, we will replace existing variants with these new variants.
                productBuilder.variants(.merge) { variantsBuilder in
                    // Build variant
                    variantsBuilder.variant("variant id1") { variantBuilder in
                        variantBuilder.name("Latest variant name1")
                            .formattedPrice(100, currencyCode: "USD")
                            .formattedOriginalPrice(120, currencyCode: "USD")
                            .url("Latest variant url1")
                            .imageUrl("Latest variant image url1")
                            .isAvailable(true)
                            .options([
                                "Color": "Latest variant color1",
                                "Size": "Latest variant size1"
                            ])
                        return variantBuilder
                    }

                    // Build variant
                    variantsBuilder.variant("variant id2") { variantBuilder in
                        variantBuilder.name("Latest variant name2")
                            .formattedPrice(110, currencyCode: "USD")
                            .formattedOriginalPrice(130, currencyCode: "USD")
                            .url("Latest variant url2")
                            .imageUrl("Latest variant image url2")
                            .isAvailable(true)
                            .options([
                                "Color": "Latest variant color2",
                                "Size": "Latest variant size2"
                            ])
                        return variantBuilder
                    }
                    return variantsBuilder
                }
                return productBuilder
            }
        }
    }

    // Implement didTapLinkButtonAt method to receive the tap link event
    func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            didTapLinkButtonAt item: SelectedProductVariant,
            fromVideo video: VideoDetails,
            withURL itemURL: String
        ) -> Bool {
            // Perform custom navigation here
            // Return true to indicate that the navigation is handled by your app
            return true
    }

    // Implement didTapProductVariant method to receive the tap product card event
    func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping,
            didTapProductVariant item: SelectedProductVariant,
            forVideo video: VideoDetails
        ) -> Bool {
            // Perform custom navigation here
            // Return true to indicate that the navigation is handled by your app
            return true
    }

    // Implement the following delegate method to customize the navigation
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapCartIconForVideo videoDetails: VideoDetails
    ) {
        // Perform custom navigation here
    }

    func useCustomCartAction() {
        // Customize handling cart icon click event
        FireworkVideoSDK.shopping.cartAction = .custom
    }

    func registerAsDelegate() {
        FireworkVideoSDK.shopping.delegate = self
    }

    func recordPurchase() {
        let totalPurchaseValue: Double = 42.5 // The total value of the purchase
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

@MainActor
final class Seed000LinkButtonDelegate: FireworkVideoShoppingDelegate {
    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        productInfoViewConfigurator.productDetailsConfiguration.linkButtonConfiguration.isHidden = true
    }
}

// MARK: Seed 004: initialization, playback and feed events, content sources, share links

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
}

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

@MainActor
final class Seed004ShoppingSetup {
    func assign(_ yourDelegate: any FireworkVideoShoppingDelegate) {
        FireworkVideoSDK.shopping.delegate = yourDelegate
    }

    func recordPurchase() {
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

@MainActor
final class Seed004ContentSources {
    func discover() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController(source: .discover)
        return feedVC
    }

    func channel() -> VideoFeedViewController {
        let channelID = "ch_style"
        let feedVC = VideoFeedViewController(source: .channel(channelID: channelID))
        return feedVC
    }

    func channelPlaylist() -> VideoFeedViewController {
        let channelID = "ch_style"
        let playlistID = "pl_move"
        let feedVC = VideoFeedViewController(source: .channelPlaylist(channelID: channelID, playlistID: playlistID))
        return feedVC
    }

    func playlistGroup() -> VideoFeedViewController {
        let playlistGroupID = "pg_home"
        let feedVC = VideoFeedViewController(source: .playlistGroup(groupID: playlistGroupID))
        return feedVC
    }

    func dynamicContent() -> VideoFeedViewController {
        let channelID = "ch_style"
        let parameters: DynamicContentParameters = ["segment": ["athletes", "runners"]]
        let feedVC = VideoFeedViewController(source: .dynamicContent(channelID: channelID, parameters: parameters))
        return feedVC
    }

    func singleHashtag() -> VideoFeedViewController {
        let channelID = "ch_style"
        let singleHashtag = "sport"
        let feedVC = VideoFeedViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: singleHashtag))
        return feedVC
    }

    func hashtagExpression() -> VideoFeedViewController {
        let channelID = "ch_style"
        let filterExpression = "(and sport (or food comedy))"
        let feedVC = VideoFeedViewController(source: .hashtagPlaylist(channelID: channelID, filterExpression: filterExpression))
        return feedVC
    }

    func singleContent() -> VideoFeedViewController {
        let videoOrLiveStreamID = "v_yoga"
        let feedVC = VideoFeedViewController(source: .singleContent(videoOrLiveStreamID: videoOrLiveStreamID))
        return feedVC
    }
}

@MainActor
final class Seed004ShareLinks {
    var results: [Result<VideoFeedViewController, VideoFeedError>] = []

    func customizeShareURL(_ feedVC: VideoFeedViewController) {
        var config = feedVC.viewConfiguration
        config.playerView.shareButton.behavior.baseURL = URL(string: "<Base URL for your Universal Link or Deeplink>")
        feedVC.viewConfiguration = config
    }

    func open(url: URL, paramValue: String, viewController: UIViewController) {
        // Optionally a custom player config can be applied to the presented video player
        let feedConfig: VideoFeedContentConfiguration = VideoFeedContentConfiguration() // Custom video player configuration
        VideoFeedViewController.openVideoPlayer(with: url, feedConfig, viewController) { result in self.results.append(result) }

        // Or you can pass the value of the `fwplayer` query parameter directly into method
        VideoFeedViewController.openVideoPlayer(with: paramValue, viewController) { result in self.results.append(result) }
    }
}

@MainActor
final class Seed004Feeds {
    func layouts() -> VideoFeedViewController {
        let feedVC = VideoFeedViewController(layout: VideoFeedGridLayout())
        feedVC.layout = VideoFeedHorizontalLayout()
        return feedVC
    }

    func customize() -> VideoFeedViewController {
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

    func refresh(_ feedVC: VideoFeedViewController) {
        feedVC.refresh()
    }
}

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

@MainActor
final class Seed004LiveStreamEvents: FireworkLiveStreamEventDelegate {
    func register() {
        // Assign a delegate
        FireworkVideoSDK.eventTracking.liveStreamEventDelegate = self
    }
}

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
        feedVC.viewConfiguration = config
        return feedVC
    }
}
