/// A story block's player, embedded and full screen (the Firework iOS SDK README's "Story Block
/// Configuration", FW 1.12.0, 1.18.0). The embedded members apply to the player in the block;
/// `fullScreenPlayerView` to the player expanded to full screen, where every member left at its default
/// takes the embedded one (the README: "Configurations for embedded mode are automatically propagated").
///
/// ```swift
/// var configuration = StoryBlockConfiguration()
/// configuration.playbackButton.isHidden = true
/// configuration.ctaButton.width = .fullWidth   // propagated to full screen too
/// configuration.fullScreenPlayerView.playerStyle = .fit
/// storyBlock.viewConfiguration = configuration
/// ```
public struct StoryBlockConfiguration: Sendable, Equatable {
    /// The embedded player's share button.
    public var shareButton = ShareButtonConfiguration()
    /// The embedded player's mute button.
    public var muteButton = HideableConfiguration()
    /// The embedded player's play/pause button.
    public var playbackButton = HideableConfiguration()
    /// The embedded player's video CTA button: when it shows and highlights, how wide it is.
    public var ctaButton = VideoPlayerCTAConfiguration()
    /// The replay badge, hidden by default.
    public var replayBadge = ReplayBadgeConfiguration()
    /// The countdown to an upcoming live stream, hidden by default.
    public var countdownTimerConfiguration = CountdownTimerConfiguration()
    /// How the video fills the embedded player.
    public var playerStyle = VideoPlayerContentConfiguration.VideoPlayerStyle.fullBleed
    /// What happens when a video plays to its end.
    public var videoCompleteAction = VideoPlayerCompleteAction.advanceToNext
    /// `.muteOnFirstLaunch`: the first player of the app's run starts muted.
    public var onFirstLaunch = VideoPlayerFirstLaunchBehavior.default
    /// The block starts playing by itself once loaded (FW 1.24: autoplay setting).
    public var autoplay = AutoplayConfiguration(isEnabled: true)
    /// The badge on ads, embedded and full screen.
    public var adBadge = AdBadgeConfiguration()
    /// The player when the viewer expands the block.
    public var fullScreenPlayerView = VideoPlayerContentConfiguration()
    /// The SDK's defaults, with autoplay on.
    public init() {}

    /// The embedded player's configuration.
    var embedded: VideoPlayerContentConfiguration {
        var player = VideoPlayerContentConfiguration()
        player.shareButton = shareButton
        player.muteButton = muteButton
        player.playbackButton = playbackButton
        player.ctaButton = ctaButton
        player.replayBadge = replayBadge
        player.countdownTimerConfiguration = countdownTimerConfiguration
        player.playerStyle = playerStyle
        player.videoCompleteAction = videoCompleteAction
        player.onFirstLaunch = onFirstLaunch
        return player
    }

    /// The full-screen player's configuration: `fullScreenPlayerView`, with the embedded members the host
    /// changed wherever it left the full-screen one at its default.
    var fullScreen: VideoPlayerContentConfiguration {
        let defaults = VideoPlayerContentConfiguration()
        let embedded = embedded
        var result = fullScreenPlayerView
        func propagate<Member: Equatable>(_ member: WritableKeyPath<VideoPlayerContentConfiguration, Member>) {
            if result[keyPath: member] == defaults[keyPath: member] {
                result[keyPath: member] = embedded[keyPath: member]
            }
        }
        propagate(\.shareButton)
        propagate(\.muteButton)
        propagate(\.playbackButton)
        propagate(\.ctaButton)
        propagate(\.replayBadge)
        propagate(\.countdownTimerConfiguration)
        propagate(\.videoCompleteAction)
        propagate(\.onFirstLaunch)
        return result
    }

    /// A feed configuration around a player configuration, with the block's ad badge.
    func feedConfiguration(for player: VideoPlayerContentConfiguration) -> VideoFeedContentConfiguration {
        var configuration = VideoFeedContentConfiguration()
        configuration.playerView = player
        configuration.adBadge = adBadge
        return configuration
    }
}
