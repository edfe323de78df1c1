import Foundation
import ScriptEngine

/// Share links as the real SDK writes them (Firework's sample app): the `fwplayer` parameter in the
/// URL's **fragment**, its value base64-encoded JSON naming the video —
/// `https://fw.tv/#fwplayer=eyJjaGFubmVsIjoi…` for `{"channel":"bJDywZ","v":1,"video_id":"5mGDLb",…}`.
///
/// Received links may also carry the parameter in the query (`?fwplayer=…`, the older form), and the
/// value may be ShopStage's earlier `<channelID>:<videoID>`.
public enum FireworkShareLink {
    /// `fwplayer`: the parameter that carries the video in a share link.
    public static let parameterName = "fwplayer"
    /// Used when `shareButton.behavior.baseURL` is not set.
    public static let defaultBaseURL = URL(string: "https://fw.tv/")!

    /// The video a link names.
    public struct Target: Sendable, Equatable {
        /// The channel's encoded id (`channel` in the JSON).
        public var channelID: String
        /// The video's encoded id (`video_id` in the JSON).
        public var videoID: String
    }

    /// The parameter's value for a video: base64 JSON, keys sorted, no padding (as the sample's link).
    public static func value(for video: VideoDetails) -> String {
        let payload: ScriptValue = [
            "channel": .string(video.channelID), "feed_type": "channel", "v": 1, "video_id": .string(video.videoID),
        ]
        // The JSON writer cannot fail on strings and an integer.
        let json = (try? payload.jsonString()) ?? "{}"
        return Data(json.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    /// The link the share button shares: the base URL with `#fwplayer=<value>`.
    public static func url(for video: VideoDetails, baseURL: URL?) -> URL {
        let base = baseURL ?? defaultBaseURL
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return base }
        components.fragment = "\(parameterName)=\(value(for: video))"
        return components.url ?? base
    }

    /// The `fwplayer` value a received link carries, in its fragment or its query.
    public static func value(in url: URL) throws(FireworkShareLinkError) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .missingParameter(url: url.absoluteString)
        }
        // The fragment has the query's `name=value&…` shape: parse it as one.
        var fragment = URLComponents()
        fragment.percentEncodedQuery = components.percentEncodedFragment
        let items = (fragment.queryItems ?? []) + (components.queryItems ?? [])
        guard let value = items.first(where: { $0.name == parameterName })?.value, !value.isEmpty else {
            throw .missingParameter(url: url.absoluteString)
        }
        return value
    }

    /// The channel and video a `fwplayer` value names.
    public static func parse(value: String) throws(FireworkShareLinkError) -> Target {
        if value.contains(":") { return try parseColonForm(value) }
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else {
            throw .malformedValue(value, reason: "not base64")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let fields = object as? [String: Any] else {
            throw .malformedValue(value, reason: "the decoded value is not a JSON object")
        }
        guard let channelID = fields["channel"] as? String, !channelID.isEmpty else {
            throw .malformedValue(value, reason: "no \"channel\" string in the decoded JSON")
        }
        guard let videoID = fields["video_id"] as? String, !videoID.isEmpty else {
            throw .malformedValue(value, reason: "no \"video_id\" string in the decoded JSON")
        }
        return Target(channelID: channelID, videoID: videoID)
    }

    private static func parseColonForm(_ value: String) throws(FireworkShareLinkError) -> Target {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .malformedValue(value, reason: "expected '<channelID>:<videoID>' (one ':'), found \(parts.count - 1)")
        }
        for (name, part) in zip(["channel id", "video id"], parts) {
            guard !part.isEmpty else { throw .malformedValue(value, reason: "the \(name) is empty") }
            if let bad = part.first(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
                throw .malformedValue(value, reason: "the \(name) contains '\(bad)'")
            }
        }
        return Target(channelID: String(parts[0]), videoID: String(parts[1]))
    }

    /// The catalog video a value names.
    static func video(for value: String, in catalog: FireworkCatalog) throws(VideoFeedError) -> FireworkCatalog.Video {
        let target: Target
        do { target = try parse(value: value) } catch { throw .unknownError(underlyingError: error) }
        guard let video = catalog.video(id: target.videoID) else {
            throw .contentSourceError(.contentNotFound(target.videoID))
        }
        guard video.channelID == target.channelID else {
            throw .unknownError(
                underlyingError: FireworkShareLinkError.videoNotInChannel(
                    videoID: target.videoID, channelID: target.channelID))
        }
        return video
    }
}

/// Why a share link names no video; `openVideoPlayer` hands it over as
/// `VideoFeedError.unknownError(underlyingError:)`.
public enum FireworkShareLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The link has no `fwplayer` parameter in its fragment or query.
    case missingParameter(url: String)
    /// The `fwplayer` value cannot be decoded; `reason` says why.
    case malformedValue(String, reason: String)
    /// The video exists, but not in the channel the link names.
    case videoNotInChannel(videoID: String, channelID: String)

    /// What is wrong, in words, quoting the link or value.
    public var description: String {
        switch self {
        case .missingParameter(let url):
            "\(url) has no '\(FireworkShareLink.parameterName)' parameter in its fragment or query"
        case .malformedValue(let value, let reason): "malformed fwplayer value '\(value)': \(reason)"
        case .videoNotInChannel(let video, let channel): "video '\(video)' is not in channel '\(channel)'"
        }
    }
}
