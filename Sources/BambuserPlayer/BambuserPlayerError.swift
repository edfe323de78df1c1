import Foundation

/// The real SDK's player errors, with exactly the cases BambuserCommerceSDK 3.0.2's public interface
/// declares (2.x had the first three; 3.0 moved in four of ``PlayerError``'s), so host code that catches
/// or switches over them compiles unchanged.
///
/// ShopStage's shoppable-video player throws the first three as the SDK does
/// (``BambuserVideoPlayer/createShoppableVideoPlayer(videoConfiguration:)`` and
/// ``BambuserVideoPlayer/createShoppableVideoPlayerCollection(videoConfiguration:page:pageSize:)``); the
/// rest come from the network and tracking layers, which a headless player has none of, so it never
/// throws them. Its own failures are ``BambuserStageError``. The descriptions are ShopStage's wording
/// (the real texts are not in the public interface). `Hashable` as in 2.x, where host code compared
/// with `==`.
public enum BambuserPlayerError: Error, LocalizedError, Hashable {
    /// `createShoppableVideoPlayer` was given a `.playlist` or `.sku` type instead of `.videoId`.
    case invalidTypeForUniqueShoppableVideo
    /// `createShoppableVideoPlayerCollection` was given a `.videoId` type.
    case invalidTypeForShoppableVideoList
    /// No video with the id asked for.
    case videoNotFound
    /// A URL the SDK could not use. Never thrown headlessly.
    case badUrl(URL?)
    /// The server answered with an HTTP error status. Never thrown headlessly.
    case invalidStatus(Int, url: URL?)
    /// A `track(event:with:)` call failed. Never thrown headlessly.
    case failedToTrack
    /// A video could not be loaded. Never thrown headlessly.
    case failedToLoadVideo(String)

    /// What `localizedDescription` shows (ShopStage's wording).
    public var errorDescription: String? {
        switch self {
        case .invalidTypeForUniqueShoppableVideo: return "The video type cannot be played as a single shoppable video."
        case .invalidTypeForShoppableVideoList: return "The video type cannot be played as a shoppable video list."
        case .videoNotFound: return "The video was not found."
        case .badUrl(let url): return "Bad URL: \(url?.absoluteString ?? "none")."
        case .invalidStatus(let status, let url): return "HTTP status \(status) from \(url?.absoluteString ?? "an unknown URL")."
        case .failedToTrack: return "The event could not be tracked."
        case .failedToLoadVideo(let message): return "The video could not be loaded: \(message)"
        }
    }
}

/// The 0.3 – 2.3 SDKs' network and tracking errors, with the cases the 2.x public interface declares
/// (`failedToLoadVideo` from 2.0; 3.0 removed the type). Like ``BambuserPlayerError``, kept for host
/// code that matches on them; ShopStage never throws them.
public enum PlayerError: LocalizedError {
    /// A URL the SDK could not use.
    case badUrl(URL?)
    /// The server sent no data.
    case noData
    /// The server's JSON could not be read.
    case invalidJson(String)
    /// The server answered with an HTTP error status.
    case invalidStatus(Int, url: URL?)
    /// Anything else.
    case unknownError
    /// A `track(event:with:)` call failed.
    case failedToTrack
    /// A video could not be loaded (2.0+).
    case failedToLoadVideo(String)

    /// What `localizedDescription` shows (ShopStage's wording).
    public var errorDescription: String? {
        switch self {
        case .badUrl(let url): return BambuserPlayerError.badUrl(url).errorDescription
        case .noData: return "The server sent no data."
        case .invalidJson(let message): return "Invalid JSON: \(message)"
        case .invalidStatus(let status, let url): return BambuserPlayerError.invalidStatus(status, url: url).errorDescription
        case .unknownError: return "An unknown error occurred."
        case .failedToTrack: return BambuserPlayerError.failedToTrack.errorDescription
        case .failedToLoadVideo(let message): return BambuserPlayerError.failedToLoadVideo(message).errorDescription
        }
    }
}
