import FireworkShopping
import StageTesting

/// A Firework playback delegate that records every callback the SDK makes, by a short name, in
/// order, with the stage's virtual time, and keeps the playback details each one carried.
///
/// ```swift
/// let playback = FireworkPlaybackRecorder()
/// tracking.videoPlaybackDelegate = playback
/// try player.advance(by: .seconds(16))
/// playback.recorder.expect(["impression", "start", "firstQuartile", "midpoint"])
/// #expect(playback.details(of: "midpoint").last?.progress == 0.5)
/// ```
@MainActor
public final class FireworkPlaybackRecorder: FireworkVideoPlaybackDelegate {
    /// Every callback, in order, with virtual times: `impression`, `start`, `pause`, `resume`,
    /// `firstQuartile`, `midpoint`, `thirdQuartile`, `finish`, `ctaTapped`, `shareTapped`, `adStart`,
    /// `adFinish`, `mute`, `unmute`, `close`, `autoPause`, `autoResume`.
    public let recorder: Recorder<String>
    /// What each callback carried, in the recorder's order.
    public private(set) var details: [VideoPlaybackDetails] = []

    /// A recorder; set it as `FireworkVideoSDK.playbackDelegate` (or the player's).
    ///
    /// - Parameter recorder: where the events go (a new one on the stage's clock by default).
    public init(recorder: Recorder<String> = Recorder()) {
        self.recorder = recorder
    }

    /// The callbacks so far, by name.
    public var events: [String] { recorder.events }

    /// The details every `name` callback carried, in order (`details(of: "close").map(\.position)`).
    public func details(of name: String) -> [VideoPlaybackDetails] {
        zip(recorder.events, details).filter { $0.0 == name }.map(\.1)
    }

    private func record(_ name: String, _ playback: VideoPlaybackDetails) {
        details.append(playback)
        recorder.record(name)
    }

    /// Records `impression`.
    public func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) {
        record("impression", videoPlayback)
    }
    /// Records `pause`.
    public func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) { record("pause", videoPlayback) }
    /// Records `resume`.
    public func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) { record("resume", videoPlayback) }
    /// Records `start`.
    public func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) { record("start", videoPlayback) }
    /// Records `firstQuartile`.
    public func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {
        record("firstQuartile", videoPlayback)
    }
    /// Records `midpoint`.
    public func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) {
        record("midpoint", videoPlayback)
    }
    /// Records `thirdQuartile`.
    public func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) {
        record("thirdQuartile", videoPlayback)
    }
    /// Records `finish`.
    public func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {
        record("finish", videoPlayback)
    }
    /// Records `ctaTapped`.
    public func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) {
        record("ctaTapped", videoPlayback)
    }
    /// Records `shareTapped`.
    public func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) {
        record("shareTapped", videoPlayback)
    }
    /// Records `adStart`.
    public func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) {
        record("adStart", videoPlayback)
    }
    /// Records `adFinish`.
    public func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) {
        record("adFinish", videoPlayback)
    }
    /// Records `mute`.
    public func fireworkVideoDidMute(_ videoPlayback: VideoPlaybackDetails) { record("mute", videoPlayback) }
    /// Records `unmute`.
    public func fireworkVideoDidUnmute(_ videoPlayback: VideoPlaybackDetails) { record("unmute", videoPlayback) }
    /// Records `close`.
    public func fireworkVideoDidClose(_ videoPlayback: VideoPlaybackDetails) { record("close", videoPlayback) }
    /// Records `autoPause`.
    public func fireworkVideoDidAutomaticallyPause(_ videoPlayback: VideoPlaybackDetails) {
        record("autoPause", videoPlayback)
    }
    /// Records `autoResume`.
    public func fireworkVideoDidAutomaticallyResume(_ videoPlayback: VideoPlaybackDetails) {
        record("autoResume", videoPlayback)
    }
}
