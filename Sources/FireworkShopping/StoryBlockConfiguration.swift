/// A story block's player, embedded and full screen (the README's "Story Block Configuration", FW 1.12.0,
/// 1.18.0). The embedded members apply to the player in the block; `fullScreenPlayerView` to the
/// player expanded to full screen, where every member left at its default takes the embedded one
/// (the README: "Configurations for embedded mode are automatically propagated").
public struct StoryBlockConfiguration: Sendable, Equatable {
    public var shareButton = ShareButtonConfiguration()
    public var muteButton = HideableConfiguration()
    public var playbackButton = HideableConfiguration()
    public var ctaButton = VideoPlayerCTAConfiguration()
    public var replayBadge = ReplayBadgeConfiguration()
    public var countdownTimerConfiguration = CountdownTimerConfiguration()
    public var playerStyle = VideoPlayerContentConfiguration.VideoPlayerStyle.fullBleed
    public var videoCompleteAction = VideoPlayerCompleteAction.advanceToNext
    public var onFirstLaunch = VideoPlayerFirstLaunchBehavior.default
    /// The block starts playing by itself once loaded (FW 1.24: autoplay setting).
    public var autoplay = AutoplayConfiguration(isEnabled: true)
    public var adBadge = AdBadgeConfiguration()
    /// The player when the viewer expands the block.
    public var fullScreenPlayerView = VideoPlayerContentConfiguration()
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
