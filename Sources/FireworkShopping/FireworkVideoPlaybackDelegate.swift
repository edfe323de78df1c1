/// Playback events: seed 004's list, then the five callbacks of FW 1.24.7. All methods have empty defaults.
///
/// As the SDK sends them since 1.24.7 (the version the seeds describe): a video *finishes* only when it
/// plays to its end — swiping away or closing the player does not finish it; `DidResume` follows only
/// the viewer's own play; the player's own pause and resume (ShopStage: when the app goes to the
/// background and comes back) are `DidAutomaticallyPause` / `DidAutomaticallyResume`.
@MainActor
public protocol FireworkVideoPlaybackDelegate: AnyObject {
    /// Called when a video appears on the screen but the video playback has not started
    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails)
    /// The video played to its end.
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails)
    /// The viewer closed the player on this video.
    func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails)
    func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails)
}

extension FireworkVideoPlaybackDelegate {
    public func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails) {}
    public func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails) {}
}
