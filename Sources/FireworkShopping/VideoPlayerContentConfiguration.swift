import Foundation

/// The full-screen player's look and behaviour (the Firework iOS SDK README's "Video Player
/// Customizations", FW 1.10.0 to 1.18.0). A value type, applied when the feed's `viewConfiguration` is assigned back.
public struct VideoPlayerContentConfiguration: Sendable, Equatable {
    /// The share button. Hidden: ``PlayerViewController/share()`` throws ``FireworkPlayerError/shareButtonHidden``.
    public var shareButton = ShareButtonConfiguration()
    /// Hidden: the viewer cannot mute, and `onFirstLaunch` is ignored.
    public var muteButton = HideableConfiguration()
    /// Hidden: the viewer cannot pause or resume.
    public var playbackButton = HideableConfiguration()
    /// The replay badge, hidden by default.
    public var replayBadge = ReplayBadgeConfiguration()
    /// The player view's own badges (the Firework iOS SDK README sets `playerView.replayBadge` as well).
    public var playerView = VideoPlayerViewConfiguration()
    /// The video's call-to-action button: when it shows, when it highlights, how wide it is.
    public var ctaButton = VideoPlayerCTAConfiguration()
    /// The countdown to an upcoming live stream, hidden by default.
    public var countdownTimerConfiguration = CountdownTimerConfiguration()
    /// `.muteOnFirstLaunch`: the first player of the app's run starts muted, until the viewer unmutes.
    public var onFirstLaunch = VideoPlayerFirstLaunchBehavior.default
    /// What happens when a video plays to its end.
    public var videoCompleteAction = VideoPlayerCompleteAction.advanceToNext
    /// How the video fills the player.
    public var playerStyle = VideoPlayerStyle.fullBleed
    /// Which way the viewer swipes to the next video (Firework's video sample sets `.vertical`).
    public var scrollDirection = ScrollDirection.vertical
    /// The SDK's defaults.
    public init() {}

    /// Which way the viewer swipes between videos.
    public enum ScrollDirection: Sendable, Equatable {
        /// Up and down (the default).
        case vertical
        /// Left and right.
        case horizontal
    }

    /// How the video fills the player.
    public enum VideoPlayerStyle: Sendable, Equatable {
        /// The whole video shows, letterboxed.
        case fit
        /// The video fills the player, cropped (the default).
        case fullBleed
    }

    /// ShopStage's earlier name for ``VideoPlayerStyle``.
    public typealias PlayerStyle = VideoPlayerStyle
}

/// At a video's end: the next video of the feed plays (the last one stays ended), or the same one again.
public enum VideoPlayerCompleteAction: Sendable, Equatable {
    /// The same video plays again from its start, with its quartile callbacks again.
    case loop
    /// The next video of the feed plays; the last one stays ended (the default).
    case advanceToNext
}

/// The player's behaviour when it first launches in the app's run.
public enum VideoPlayerFirstLaunchBehavior: Sendable, Equatable {
    /// Sound on from the first launch.
    case `default`
    /// Every video plays muted until the viewer unmutes; the choice is kept across launches.
    case muteOnFirstLaunch
}

/// The player view's own chrome.
public struct VideoPlayerViewConfiguration: Sendable, Equatable {
    /// The replay badge: shown with either this or ``VideoPlayerContentConfiguration/replayBadge`` visible.
    public var replayBadge = ReplayBadgeConfiguration()
    /// The SDK's defaults.
    public init() {}
}

/// The badge on a video the viewer has watched to its end (FW 1.18.0).
public struct ReplayBadgeConfiguration: Sendable, Equatable {
    /// Hidden by default.
    public var isHidden = true
    /// Hidden.
    public init() {}
}

/// The countdown to an upcoming live stream, on a live stream's player.
public struct CountdownTimerConfiguration: Sendable, Equatable {
    /// Hidden by default.
    public var isHidden = true
    /// Hidden.
    public init() {}
}

/// The video's CTA button (FW 1.10.0 `width`; the story block's `contentConfiguration`).
public struct VideoPlayerCTAConfiguration: Sendable, Equatable {
    /// Its colours and font.
    public var contentConfiguration = ButtonContentConfiguration()
    /// When the button appears and when it highlights.
    public var behavior = VideoPlayerCTABehavior()
    /// How wide the button is (default ``VideoPlayerCTAWidth/sizeToFit``).
    public var width = VideoPlayerCTAWidth.sizeToFit
    /// The SDK's defaults: black button, white bold text, sized to fit, showing after 3 s and highlighting 2 s later.
    public init() {}
}

/// When the video's CTA button appears and highlights, on the virtual clock.
public struct VideoPlayerCTABehavior: Sendable, Equatable {
    /// When the button appears, from the video's start. `.constant(0)`: at once.
    public var delay = VideoPlayerCTADelay.constant(3)
    /// When it highlights, from its appearance. `.constant(0)`: highlighted as it appears.
    public var highlightDelay = VideoPlayerCTADelay.constant(2)
    /// Appears 3 s into the video, highlights 2 s after that.
    public init() {}
}

/// A delay in seconds, or as a fraction (0 to 1) of the video's length.
public enum VideoPlayerCTADelay: Sendable, Equatable {
    /// A number of seconds.
    case constant(TimeInterval)
    /// A fraction of the video's length, from 0 to 1 (values above 1 count as 1).
    case percentage(Double)

    /// Seconds into a video of `duration` seconds; negative or non-finite values count as 0.
    func seconds(of duration: Double) -> Double {
        let value: Double
        switch self {
        case .constant(let seconds): value = seconds
        case .percentage(let fraction): value = min(fraction, 1) * duration
        }
        return value.isFinite ? max(value, 0) : 0
    }
}

/// FW 1.10.0: the CTA button's width.
public enum VideoPlayerCTAWidth: Sendable, Equatable {
    /// The player's width less 16 points each side.
    case fullWidth
    /// Half the player's width, or the label's if wider.
    case compact
    /// The label's width.
    case sizeToFit
}

/// The player's share button.
public struct ShareButtonConfiguration: Sendable, Equatable {
    /// Hidden: the viewer cannot share.
    public var isHidden = false
    /// The links it shares and the share sheet's services.
    public var behavior = ShareButtonBehavior()
    /// Visible, with the default link base.
    public init() {}
}

/// What sharing does: the link it builds and the services the share sheet offers.
public struct ShareButtonBehavior: Sendable, Equatable {
    /// The base of shared links (a universal link or deep link); the SDK adds the `fwplayer` parameter.
    public var baseURL: URL? = nil
    /// The app's own services, shown in the share sheet after the system's.
    public var applicationActivities: [UIActivity]? = nil
    /// System services left out of the share sheet.
    public var excludedActivityTypes: [UIActivity.ActivityType]? = nil
    /// The default link base, and the system services only.
    public init() {}

    /// Equal when the base URL and excluded types match and the application activities are the same objects.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.baseURL == rhs.baseURL && lhs.excludedActivityTypes == rhs.excludedActivityTypes
            && lhs.applicationActivities?.count == rhs.applicationActivities?.count
            && zip(lhs.applicationActivities ?? [], rhs.applicationActivities ?? []).allSatisfy { $0 === $1 }
    }
}
