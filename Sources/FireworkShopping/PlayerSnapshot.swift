/// What the viewer sees at one moment: the video, the product cards and drawer as configured
/// and hydrated, the cart icon, the toasts shown so far, the embedded cart, the web views opened.
public struct PlayerSnapshot: Sendable, Equatable, Decodable {
    /// Where the player is in the current video.
    public enum Status: String, Sendable, Decodable {
        /// `idle` before a video is shown; `playing`, `paused`, `ended` (played to its end or left by a swipe) for the
        /// current video; `closed` once the viewer or the host closed the player.
        case idle, playing, paused, ended, closed
    }

    /// A product card shown over the video, one per hydrated product the video is tagged with.
    public struct ProductCard: Sendable, Equatable, Decodable {
        /// The product the card shows.
        public var productID: ProductID
        /// The product's name, as hydrated.
        public var name: String
        /// Whether the product is available, as hydrated.
        public var isAvailable: Bool
        /// The default variant's price, formatted in its currency; `nil` when the price is hidden.
        public var price: String?
        /// The default variant's image, hydrated ones included (FW 1.24.4).
        public var imageUrl: String?
        /// ``ProductCardConfiguration/Appearance`` as a string: `"light"` or `"dark"`.
        public var appearance: String
        /// The card's corner radius in points (``ProductCardConfiguration/cornerRadius``).
        public var cornerRadius: Double
        /// `nil` when the card's CTA is hidden.
        public var ctaLabel: String?
    }

    /// One variant of the product in the drawer, as hydrated.
    public struct Variant: Sendable, Equatable, Decodable {
        /// The variant's identifier.
        public var id: ProductVariantID
        /// The variant's name.
        public var name: String
        /// The price formatted in the variant's currency and the player's locale (`$100.00`); `nil` when it has none.
        public var price: String?
        /// The original price (shown struck through), formatted like ``price``; `nil` when it has none.
        public var originalPrice: String?
        /// Whether the variant can be bought.
        public var isAvailable: Bool
        /// The variant's options (for example `["Color": "Blue", "Size": "M"]`).
        public var options: [String: String]
        /// The product page the link button opens for this variant.
        public var url: String?
        /// The variant's image URL.
        public var imageUrl: String?
    }

    /// The drawer's CTA button, as ``ProductDetailsContentConfiguration`` configured it.
    public struct CTAButton: Sendable, Equatable, Decodable {
        /// The button's text: `Add to cart` or `Shop now` (``ShoppingCTAButtonText/label``).
        public var label: String
        /// The background colour as `#RRGGBB[AA]`.
        public var backgroundColor: String
        /// The text colour as `#RRGGBB[AA]`.
        public var textColor: String
        /// The font as `Name size` (for example `System-Bold 16`).
        public var font: String
    }

    /// The product details drawer.
    public struct ProductDrawer: Sendable, Equatable, Decodable {
        /// The product the drawer shows.
        public var productID: ProductID
        /// The product's name.
        public var name: String
        /// The product's description.
        public var description: String
        /// Whether the product is available.
        public var isAvailable: Bool
        /// The variant the viewer chose, or the default one; `nil` when the product has no variants.
        public var selectedVariantID: ProductVariantID?
        /// Every variant of the product, in hydration order.
        public var variants: [Variant]
        /// `nil` when the product or the chosen variant is unavailable: ``unavailableText`` shows instead.
        public var ctaButton: CTAButton?
        /// The text shown instead of the CTA button when the product or variant is unavailable; `nil` otherwise.
        public var unavailableText: String?
        /// Whether the link button (open the product page in the SDK's web view) shows.
        public var isLinkButtonVisible: Bool

        /// The variant whose id is ``selectedVariantID``, if any.
        public var selectedVariant: Variant? { variants.first { $0.id == selectedVariantID } }
    }

    /// The shopping cart icon over the video.
    public struct CartIcon: Sendable, Equatable, Decodable {
        /// Whether the cart icon shows (``ShoppingCartIconConfiguration/isHidden`` is `false`).
        public var isVisible: Bool
        /// Whether the cart icon's indicator shows.
        public var isIndicatorVisible: Bool
    }

    /// A toast the player showed, after a CTA answer or the CTA deadline.
    public struct Toast: Sendable, Equatable, Decodable {
        /// Whether a toast reports success or failure.
        public enum Kind: String, Sendable, Decodable {
            /// `success` for ``ShoppingCTAFeedback/success(message:)`` and its default, `failure` for a failure or a
            /// missed 2-second deadline.
            case success, failure
        }
        /// Success or failure.
        public var kind: Kind
        /// The text shown (`Added to cart`, `Failed to add to cart`, or the host's message).
        public var message: String
        /// Seconds of virtual time when it was shown.
        public var time: Double
    }

    /// The cart the SDK presented for ``ShoppingCTAAction/showEmbeddedCart``, from the host's cart provider.
    public struct EmbeddedCart: Sendable, Equatable, Decodable {
        /// The title of the host's cart view controller, if it set one.
        public var title: String?
    }

    /// Where the player is in the current video.
    public var status: Status
    /// The video's position in the feed; -1 before one is open.
    public var index: Int
    /// The current video's encoded id; `nil` before one is shown.
    public var videoID: String?
    /// The current video's caption; `nil` before one is shown.
    public var caption: String?
    /// Seconds played into the current video.
    public var position: Double
    /// One card per product of the current video that has been hydrated, in the video's product order.
    public var productCards: [ProductCard]
    /// The product details drawer, when the viewer opened one.
    public var drawer: ProductDrawer?
    /// `nil` for a video without products.
    public var cartIcon: CartIcon?
    /// Every toast shown so far, oldest first.
    public var toasts: [Toast]
    /// URLs the SDK opened in its own web view (link button, product card, video CTA), oldest first.
    public var openedURLs: [String]
    /// The embedded cart, while it is open.
    public var embeddedCart: EmbeddedCart?
    /// Whether a CTA was tapped and the host has not answered yet (the 2-second deadline is running).
    public var isCTAPending: Bool
    /// Whether the player is muted (by the viewer, or by `.muteOnFirstLaunch`).
    public var isMuted: Bool
    /// The player's buttons and badges over the video, as configured.
    public var chrome = Chrome()

    enum CodingKeys: String, CodingKey {
        case status, index, videoID, caption, position, productCards, drawer, cartIcon, toasts, openedURLs
        case embeddedCart, isCTAPending, isMuted
    }

    /// Where the player shows.
    public enum PresentationMode: String, Sendable, Equatable {
        /// Full screen, as a feed opens the player.
        case fullScreen
        /// Inside a story block, on the host's screen.
        case embedded
    }

    /// What the player shows around the video (the Firework iOS SDK README's "Video Player Customizations",
    /// "Ad Badge Customizations"); colours as `#RRGGBB[AA]`, fonts as `Name size`.
    public struct Chrome: Sendable, Equatable {
        /// Full screen or embedded in a story block.
        public var presentationMode = PresentationMode.fullScreen
        /// How the video fits the screen (``VideoPlayerContentConfiguration/VideoPlayerStyle``).
        public var playerStyle = VideoPlayerContentConfiguration.VideoPlayerStyle.fullBleed
        /// Which way the viewer swipes between videos.
        public var scrollDirection = VideoPlayerContentConfiguration.ScrollDirection.vertical
        /// Whether the share button shows.
        public var isShareButtonVisible = true
        /// Whether the mute button shows.
        public var isMuteButtonVisible = true
        /// Whether the play/pause button shows.
        public var isPlaybackButtonVisible = true
        /// Whether the player is in picture in picture.
        public var isPictureInPictureActive = false
        /// On a video the viewer has watched to its end, unless the replay badge is hidden.
        public var isReplayBadgeVisible = false
        /// On a live stream, unless the countdown timer is hidden.
        public var isCountdownTimerVisible = false
        /// On an ad.
        public var adBadge: AdBadge?
        /// The video's own CTA button, if it has one.
        public var videoCTA: VideoCTAButton?

        /// The ad badge shown on an ad.
        public struct AdBadge: Sendable, Equatable {
            /// The badge's text (`Ad` or `Sponsored`).
            public var text: String
            /// The text colour as `#RRGGBB[AA]`.
            public var textColor: String
            /// The background colour as `#RRGGBB[AA]`.
            public var backgroundColor: String
        }

        /// The video's own call-to-action button (not the shopping CTA).
        public struct VideoCTAButton: Sendable, Equatable {
            /// The button's label, from the video.
            public var label: String
            /// The URL the button opens.
            public var url: String
            /// Seconds into the video when it appears (`ctaButton.behavior.delay`).
            public var appearsAt: Double
            /// Whether the button shows at the current position (the position has reached ``appearsAt``).
            public var isVisible: Bool
            /// Highlighted `highlightDelay` after it appears.
            public var isHighlighted: Bool
            /// How wide the button is.
            public var width: VideoPlayerCTAWidth
            /// The background colour as `#RRGGBB[AA]`.
            public var backgroundColor: String
            /// The text colour as `#RRGGBB[AA]`.
            public var textColor: String
            /// The font as `Name size`.
            public var font: String
        }
    }
}
