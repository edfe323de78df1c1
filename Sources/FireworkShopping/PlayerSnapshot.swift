/// What the viewer sees at one moment: the video, the product cards and drawer as configured
/// and hydrated, the cart icon, the toasts shown so far, the embedded cart, the web views opened.
public struct PlayerSnapshot: Sendable, Equatable, Decodable {
    public enum Status: String, Sendable, Decodable {
        case idle, playing, paused, ended, closed
    }

    public struct ProductCard: Sendable, Equatable, Decodable {
        public var productID: ProductID
        public var name: String
        public var isAvailable: Bool
        /// The default variant's price, formatted in its currency; `nil` when the price is hidden.
        public var price: String?
        /// The default variant's image, hydrated ones included (FW 1.24.4).
        public var imageUrl: String?
        public var appearance: String
        public var cornerRadius: Double
        /// `nil` when the card's CTA is hidden.
        public var ctaLabel: String?
    }

    public struct Variant: Sendable, Equatable, Decodable {
        public var id: ProductVariantID
        public var name: String
        public var price: String?
        public var originalPrice: String?
        public var isAvailable: Bool
        public var options: [String: String]
        public var url: String?
        public var imageUrl: String?
    }

    public struct CTAButton: Sendable, Equatable, Decodable {
        public var label: String
        public var backgroundColor: String
        public var textColor: String
        public var font: String
    }

    /// The product details drawer.
    public struct ProductDrawer: Sendable, Equatable, Decodable {
        public var productID: ProductID
        public var name: String
        public var description: String
        public var isAvailable: Bool
        public var selectedVariantID: ProductVariantID?
        public var variants: [Variant]
        /// `nil` when the product or the chosen variant is unavailable: ``unavailableText`` shows instead.
        public var ctaButton: CTAButton?
        public var unavailableText: String?
        public var isLinkButtonVisible: Bool

        public var selectedVariant: Variant? { variants.first { $0.id == selectedVariantID } }
    }

    public struct CartIcon: Sendable, Equatable, Decodable {
        public var isVisible: Bool
        public var isIndicatorVisible: Bool
    }

    public struct Toast: Sendable, Equatable, Decodable {
        public enum Kind: String, Sendable, Decodable {
            case success, failure
        }
        public var kind: Kind
        public var message: String
        /// Seconds of virtual time when it was shown.
        public var time: Double
    }

    public struct EmbeddedCart: Sendable, Equatable, Decodable {
        public var title: String?
    }

    public var status: Status
    /// The video's position in the feed; -1 before one is open.
    public var index: Int
    public var videoID: String?
    public var caption: String?
    /// Seconds played into the current video.
    public var position: Double
    public var productCards: [ProductCard]
    public var drawer: ProductDrawer?
    /// `nil` for a video without products.
    public var cartIcon: CartIcon?
    public var toasts: [Toast]
    /// URLs the SDK opened in its own web view (link button, product card, video CTA), oldest first.
    public var openedURLs: [String]
    public var embeddedCart: EmbeddedCart?
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
        case fullScreen
        /// Inside a story block, on the host's screen.
        case embedded
    }

    /// What the player shows around the video (the README's "Video Player Customizations", "Ad Badge
    /// Customizations"); colours as `#RRGGBB[AA]`, fonts as `Name size`.
    public struct Chrome: Sendable, Equatable {
        public var presentationMode = PresentationMode.fullScreen
        public var playerStyle = VideoPlayerContentConfiguration.VideoPlayerStyle.fullBleed
        /// Which way the viewer swipes between videos.
        public var scrollDirection = VideoPlayerContentConfiguration.ScrollDirection.vertical
        public var isShareButtonVisible = true
        public var isMuteButtonVisible = true
        public var isPlaybackButtonVisible = true
        public var isPictureInPictureActive = false
        /// On a video the viewer has watched to its end, unless the replay badge is hidden.
        public var isReplayBadgeVisible = false
        /// On a live stream, unless the countdown timer is hidden.
        public var isCountdownTimerVisible = false
        /// On an ad.
        public var adBadge: AdBadge?
        /// The video's own CTA button, if it has one.
        public var videoCTA: VideoCTAButton?

        public struct AdBadge: Sendable, Equatable {
            public var text: String
            public var textColor: String
            public var backgroundColor: String
        }

        public struct VideoCTAButton: Sendable, Equatable {
            public var label: String
            public var url: String
            /// Seconds into the video when it appears (`ctaButton.behavior.delay`).
            public var appearsAt: Double
            public var isVisible: Bool
            /// Highlighted `highlightDelay` after it appears.
            public var isHighlighted: Bool
            public var width: VideoPlayerCTAWidth
            public var backgroundColor: String
            public var textColor: String
            public var font: String
        }
    }
}
