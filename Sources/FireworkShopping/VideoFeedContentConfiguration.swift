import Foundation

/// A feed's and its player's look (the Firework iOS SDK README's "Feed Customizations", Firework's
/// sample apps). Value types: a change applies when the configuration is assigned back to
/// `viewConfiguration`. ShopStage keeps it all, shows it in ``PlayerSnapshot/chrome``, and the player's
/// buttons, CTA timing, first-launch muting and end-of-video action change what the headless player does.
///
/// ```swift
/// var config = feedVC.viewConfiguration
/// config.itemView.title.isHidden = true
/// config.playerView.playerStyle = .fit
/// config.playerView.ctaButton.behavior.delay = .constant(0)   // the video's CTA shows at once
/// config.playerView.shareButton.behavior.baseURL = URL(string: "https://example.com/watch")
/// config.adBadge.badgeText = .sponsored
/// feedVC.viewConfiguration = config                            // value type: assign it back
/// ```
public struct VideoFeedContentConfiguration: Sendable, Equatable {
    /// `nil`: the SDK's default background (black).
    public var backgroundColor: UIColor? = .black
    /// Applies to every thumbnail of the feed.
    public var itemView = VideoFeedItemContentConfiguration()
    /// The full-screen player the feed opens: its buttons, CTA timing, first-launch muting and end-of-video action.
    public var playerView = VideoPlayerContentConfiguration()
    /// The badge on ads, in feeds and the player (the Firework iOS SDK README's "Ad Badge Customizations").
    public var adBadge = AdBadgeConfiguration()
    /// The badge on a video the viewer has seen (FW 1.18.0). Hidden by default.
    public var replayBadge = ReplayBadgeConfiguration()
    /// The SDK's defaults.
    public init() {}
}

/// The badge shown on ads. ShopStage shows it in ``PlayerSnapshot/Chrome/adBadge`` when an ad plays.
public struct AdBadgeConfiguration: Sendable, Equatable {
    /// The badge's text colour (default white).
    public var textColor: UIColor = .white
    /// The badge's background colour (default black at 30% opacity).
    public var backgroundColor = UIColor(white: 0, alpha: 0.3)
    /// What the badge reads.
    public var badgeText: BadgeText = .ad
    /// The SDK's defaults: white `Ad` on translucent black.
    public init() {}

    /// The ad badge's wording.
    public enum BadgeText: Sendable, Equatable {
        /// `Ad`.
        case ad
        /// `Sponsored`.
        case sponsored

        /// What the badge reads.
        public var label: String {
            switch self {
            case .ad: "Ad"
            case .sponsored: "Sponsored"
            }
        }
    }
}

/// A thumbnail of the feed.
public struct VideoFeedItemContentConfiguration: Sendable, Equatable {
    /// The thumbnail's corner radius in points. Kept as set; ShopStage draws no thumbnails.
    public var cornerRadius: Double = 0
    /// The video title on the thumbnail.
    public var title = VideoFeedTitleConfiguration()
    /// Where the title sits relative to the thumbnail.
    public var titleLayoutConfiguration = VideoFeedTitleLayoutConfiguration()
    /// The sponsored label on ad thumbnails.
    public var sponsored = HideableConfiguration()
    /// Whether thumbnails play as the feed shows them. For a ``StoryBlockViewController`` ShopStage opens the
    /// player at once when it is enabled.
    public var autoplay = AutoplayConfiguration()
    /// The thumbnail's mute button, when it autoplays.
    public var muteButton = HideableConfiguration()
    /// The play icon over the thumbnail.
    public var playIcon = HideableConfiguration()
    /// The SDK's defaults.
    public init() {}
}

/// The title under or over a thumbnail. Kept as set; ShopStage draws no thumbnails.
public struct VideoFeedTitleConfiguration: Sendable, Equatable {
    /// Whether the title is hidden.
    public var isHidden = false
    /// The title's font (default system 14).
    public var font: UIFont = .systemFont(ofSize: 14)
    /// The most lines the title wraps to (default 2).
    public var numberOfLines = 2
    /// The title's colour (default white).
    public var textColor: UIColor = .white
    /// The SDK's defaults.
    public init() {}
}

/// How the title is laid out relative to the thumbnail.
public struct VideoFeedTitleLayoutConfiguration: Sendable, Equatable {
    /// Space around the title.
    public var insets = UIEdgeInsets.zero
    /// Over the thumbnail (`.nested`, the default) or under it (`.stacked`).
    public var titlePosition: TitlePosition = .nested
    /// The SDK's defaults.
    public init() {}

    /// Over the thumbnail, or under it.
    public enum TitlePosition: Sendable, Equatable {
        /// Over the thumbnail.
        case nested
        /// Under the thumbnail.
        case stacked
    }
}

/// A piece of chrome that can be hidden (a button, a badge, an icon).
public struct HideableConfiguration: Sendable, Equatable {
    /// Whether it is hidden; `false` by default.
    public var isHidden = false
    /// Visible.
    public init() {}
}

/// Whether a feed's thumbnails or a story block play by themselves.
public struct AutoplayConfiguration: Sendable, Equatable {
    /// Whether autoplay is on; `false` by default.
    public var isEnabled = false
    /// Autoplay off.
    public init() {}
    init(isEnabled: Bool) { self.isEnabled = isEnabled }
}
