// A playback logger in the shape of the video sample's: every FireworkVideoPlaybackDelegate callback,
// each recorded as one line (event and video id).
import Foundation
import FireworkVideo

class VideoPlaybackLogger: FireworkVideoPlaybackDelegate {
    var lines: [String] = []

    private func log(_ event: String, _ details: VideoPlaybackDetails) {
        lines.append("\(event) \(details.videoID)")
    }

    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) { log("share", videoPlayback) }
    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) { log("impression", videoPlayback) }
    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) { log("pause", videoPlayback) }
    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) { log("resume", videoPlayback) }
    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) { log("start", videoPlayback) }
    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) { log("25%", videoPlayback) }
    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) { log("50%", videoPlayback) }
    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) { log("75%", videoPlayback) }
    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) { log("end", videoPlayback) }
    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) { log("cta", videoPlayback) }
    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) { log("ad start", videoPlayback) }
    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) { log("ad end", videoPlayback) }
}
