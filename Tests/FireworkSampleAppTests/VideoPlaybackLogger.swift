// Host code written as Firework's video sample app writes its playback logger
// (FireworkVideoSample/VideoPlaybackLogger.swift), keeping the lines it prints.
import Foundation
import FireworkShopping

class VideoPlaybackLogger: FireworkVideoPlaybackDelegate {
    var lines: [String] = []

    func fireworkVideoDidTapShareButton(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Share Button Tap for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidRecordImpression(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Record Impression for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidPause(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Pause Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidResume(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Resume Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidStartPlaying(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Start Playing Video \(videoPlayback.videoID)")
    }

    func fireworkVideoReachedFirstQuartile(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Reach First Quartile for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoReachedMidPoint(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Reach Mid Point for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoReachedThirdQuartile(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Reach Third Quartile for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidFinishPlaying(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Finish Playing Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidTapCTAButton(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Tap CTA Button for Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidStartPlayingAd(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Start Playing Ad Video \(videoPlayback.videoID)")
    }

    func fireworkVideoDidFinishPlayingAd(_ videoPlayback: VideoPlaybackDetails) {
        lines.append("Did Finish Playing Ad Video \(videoPlayback.videoID)")
    }
}
