import Foundation

/// A feed's and its player's look (seed 004's "Feed Customizations", Firework's sample apps). Value
/// types: a change applies when the configuration is assigned back to `viewConfiguration`. ShopStage
/// keeps it all, shows it in ``PlayerSnapshot/chrome``, and the player's buttons, CTA timing,
/// first-launch muting and end-of-video action change what the headless player does.
public struct VideoFeedContentConfiguration: Sendable, Equatable {
    /// `nil`: the SDK's default background (black).
    public var backgroundColor: UIColor? = .black
    /// Applies to every thumbnail of the feed.
    public var itemView = VideoFeedItemContentConfiguration()
    public var playerView = VideoPlayerContentConfiguration()
    /// The badge on ads, in feeds and the player (seed 004's "Ad Badge Customizations").
    public var adBadge = AdBadgeConfiguration()
    /// The badge on a video the viewer has seen (FW 1.18.0). Hidden by default.
    public var replayBadge = ReplayBadgeConfiguration()
    public init() {}
}

public struct AdBadgeConfiguration: Sendable, Equatable {
    public var textColor: UIColor = .white
    public var backgroundColor = UIColor(white: 0, alpha: 0.3)
    public var badgeText: BadgeText = .ad
    public init() {}

    public enum BadgeText: Sendable, Equatable {
        case ad
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
    public var cornerRadius: Double = 0
    public var title = VideoFeedTitleConfiguration()
    public var titleLayoutConfiguration = VideoFeedTitleLayoutConfiguration()
    public var sponsored = HideableConfiguration()
    public var autoplay = AutoplayConfiguration()
    /// The thumbnail's mute button, when it autoplays.
    public var muteButton = HideableConfiguration()
    /// The play icon over the thumbnail.
    public var playIcon = HideableConfiguration()
    public init() {}
}

public struct VideoFeedTitleConfiguration: Sendable, Equatable {
    public var isHidden = false
    public var font: UIFont = .systemFont(ofSize: 14)
    public var numberOfLines = 2
    public var textColor: UIColor = .white
    public init() {}
}

public struct VideoFeedTitleLayoutConfiguration: Sendable, Equatable {
    public var insets = UIEdgeInsets.zero
    public var titlePosition: TitlePosition = .nested
    public init() {}

    /// Over the thumbnail, or under it.
    public enum TitlePosition: Sendable, Equatable {
        case nested
        case stacked
    }
}

public struct HideableConfiguration: Sendable, Equatable {
    public var isHidden = false
    public init() {}
}

public struct AutoplayConfiguration: Sendable, Equatable {
    public var isEnabled = false
    public init() {}
    init(isEnabled: Bool) { self.isEnabled = isEnabled }
}
