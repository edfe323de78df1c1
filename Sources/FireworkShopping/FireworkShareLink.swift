import Foundation

/// Share links (seed 004): a base URL plus the `fwplayer` query parameter naming the video.
///
/// The parameter's value is `<channelID>:<videoID>`, each made of letters, digits, `_` and `-`:
/// `https://fw.tv/watch?fwplayer=ch_style:v_runner`.
public enum FireworkShareLink {
    public static let parameterName = "fwplayer"
    /// Used when `shareButton.behavior.baseURL` is not set.
    public static let defaultBaseURL = URL(string: "https://fw.tv/watch")!

    /// The parameter's value for a video.
    public static func value(for video: VideoDetails) -> String { "\(video.channelID):\(video.videoID)" }

    /// The link the share button shares.
    public static func url(for video: VideoDetails, baseURL: URL?) -> URL {
        let base = baseURL ?? defaultBaseURL
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return base }
        var items = (components.queryItems ?? []).filter { $0.name != parameterName }
        items.append(URLQueryItem(name: parameterName, value: value(for: video)))
        components.queryItems = items
        return components.url ?? base
    }

    /// The `fwplayer` value carried by a received link.
    public static func value(in url: URL) throws(FireworkShareLinkError) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let value = components.queryItems?.first(where: { $0.name == parameterName })?.value
        else { throw .missingParameter(url: url.absoluteString) }
        return value
    }

    /// Splits a `fwplayer` value into its channel and video ids.
    public static func parse(value: String) throws(FireworkShareLinkError) -> (channelID: String, videoID: String) {
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
        return (String(parts[0]), String(parts[1]))
    }

    /// The catalog video a value names.
    static func video(for value: String, in catalog: FireworkCatalog) throws(FireworkShareLinkError)
        -> FireworkCatalog.Video
    {
        let (channelID, videoID) = try parse(value: value)
        guard let video = catalog.video(id: videoID) else { throw .unknownVideo(videoID) }
        guard video.channelID == channelID else { throw .videoNotInChannel(videoID: videoID, channelID: channelID) }
        return video
    }
}

/// Why a share link cannot open a player.
public enum FireworkShareLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingParameter(url: String)
    case malformedValue(String, reason: String)
    case unknownVideo(String)
    case videoNotInChannel(videoID: String, channelID: String)
    case playerFailed(String)

    public var description: String {
        switch self {
        case .missingParameter(let url): "\(url) has no '\(FireworkShareLink.parameterName)' query parameter"
        case .malformedValue(let value, let reason): "malformed fwplayer value '\(value)': \(reason)"
        case .unknownVideo(let id): "no video '\(id)' in the catalog"
        case .videoNotInChannel(let video, let channel): "video '\(video)' is not in channel '\(channel)'"
        case .playerFailed(let message): "the player could not open: \(message)"
        }
    }
}
