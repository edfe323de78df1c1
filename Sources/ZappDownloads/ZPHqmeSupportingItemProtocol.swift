import Foundation

/// A downloadable item, as Zapp's screens and cells hand it to the download manager (seed 003).
///
/// Only ``hqmeIdentifier`` and ``hqmeContentURL`` are required; the metadata members have
/// defaults so a plain model type conforms with two properties.
///
/// ```swift
/// struct Episode: ZPHqmeSupportingItemProtocol {
///     let hqmeIdentifier: String
///     let hqmeContentURL: URL?
/// }
/// ```
public protocol ZPHqmeSupportingItemProtocol {
    /// Stable identifier of the item; notification names and the store key derive from it.
    var hqmeIdentifier: String { get }
    /// The remote media: an `.mp4` (progressive) or an `.m3u8` playlist (HLS).
    var hqmeContentURL: URL? { get }
    /// Title shown on the downloaded-content screen.
    var hqmeTitle: String? { get }
    /// The item's model (Zapp's Atom entry) as JSON, stored beside the media for the offline screen.
    var hqmeModelJSON: Data? { get }
    /// Images to store with the item, by key (e.g. `"thumbnail"`).
    var hqmeImageURLs: [String: URL] { get }
}

extension ZPHqmeSupportingItemProtocol {
    public var hqmeTitle: String? { nil }
    public var hqmeModelJSON: Data? { nil }
    public var hqmeImageURLs: [String: URL] { [:] }
}

/// The state of an item as the seed's `getState(for:)` reports it.
public enum ZPHqmeItemState: String, Sendable, Codable, CaseIterable {
    /// Nothing playable is stored (never started, cancelled, deleted or failed).
    case notExists
    /// Queued or downloading.
    case inProgress
    /// Stored completely; ``ZPHqmeDelegate/getAvUrlAsset(forItem:)`` returns the local file.
    case completed
}

/// The stand-in for AVFoundation's `AVURLAsset`: the URL an item plays from.
public final class AVURLAsset: Sendable {
    /// The local file (mp4) or local playlist (HLS) when the item is complete, the remote URL otherwise.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }
}
