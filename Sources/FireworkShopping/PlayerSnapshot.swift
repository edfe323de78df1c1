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
    /// Whether the viewer muted the player.
    public var isMuted: Bool
}
