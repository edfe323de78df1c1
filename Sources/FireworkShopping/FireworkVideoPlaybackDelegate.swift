/// Playback events: the Firework iOS SDK README's list, then the five callbacks of FW 1.24.7. All
/// methods have empty defaults.
///
/// As the SDK sends them since 1.24.7 (the versions the README describes): a video *finishes* only when it
/// plays to its end — swiping away or closing the player does not finish it; `DidResume` follows only
/// the viewer's own play; the player's own pause and resume (ShopStage: when the app goes to the
/// background and comes back) are `DidAutomaticallyPause` / `DidAutomaticallyResume`.
///
/// In ShopStage the callbacks come on the main actor as the headless player plays on virtual time: a
/// 20-second video reaches its midpoint after `advance(by: .seconds(10))`.
///
/// ```swift
/// final class PlaybackLog: FireworkVideoPlaybackDelegate {
///     var events: [String] = []
///     func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) {
///         events.append("start \(videoPlayback.videoID)")
///     }
///     func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {
///         events.append("finish \(videoPlayback.videoID)")
///     }
/// }
///
/// let log = PlaybackLog()  // held weakly
/// FireworkVideoSDK.eventTracking.videoPlaybackDelegate = log
/// ```
@MainActor
public protocol FireworkVideoPlaybackDelegate: AnyObject {
    /// Called when a video appears on the screen but the video playback has not started.
    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer paused the video.
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer resumed the video after pausing it (not after an automatic pause).
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails)
    /// The video started playing from its beginning (also when it loops).
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails)
    /// The video reached a quarter of its length (not sent for ads).
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails)
    /// The video reached half its length (not sent for ads).
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails)
    /// The video reached three quarters of its length (not sent for ads).
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails)
    /// The video played to its end.
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer tapped the video's own CTA button.
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer tapped the share button.
    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails)
    /// An ad started playing.
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    /// An ad played to its end.
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer muted the video.
    func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer unmuted the video.
    func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer closed the player on this video.
    func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails)
    /// The player paused by itself (ShopStage: the app went to the background).
    func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails)
    /// The player resumed by itself after an automatic pause (ShopStage: the app came back to the foreground).
    func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails)
}

extension FireworkVideoPlaybackDelegate {
    /// Default: does nothing.
    public func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails) {}
    /// Default: does nothing.
    public func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails) {}
}
