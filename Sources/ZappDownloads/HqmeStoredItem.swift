import Foundation

/// One item of the download store: what the offline screen lists.
public struct HqmeStoredItem: Sendable, Codable, Equatable {
    /// How the item is stored.
    public enum Kind: String, Sendable, Codable {
        /// One progressive file.
        case mp4
        /// A local playlist and its segments, keys and init sections.
        case hls
    }

    /// Where the item's download stands.
    public enum Status: String, Sendable, Codable {
        /// `pending`: queued; `downloading`: transferring; `completed`: stored and playable; `failed`:
        /// see ``HqmeStoredItem/failure``.
        case pending, downloading, completed, failed
    }

    /// The item's identity.
    public var identifier: String
    /// The item's title, if it had one.
    public var title: String?
    /// The remote media downloaded.
    public var contentURL: URL
    /// One file (mp4) or a playlist with its segments (HLS).
    public var kind: Kind
    /// Where the download stands.
    public var status: Status
    /// 0...1: bytes for mp4, segments weighted by duration for HLS.
    public var progress: Double
    /// Bytes of media stored (all files for HLS), set when completed.
    public var byteCount: Int64
    /// Path of the playable file relative to the store directory, set when completed.
    public var localPath: String?
    /// Stored images by key, paths relative to the store directory.
    public var images: [String: String]
    /// Whether `model.json` was stored with the item.
    public var hasModel: Bool
    /// Why the item failed, when it did.
    public var failure: String?
    /// When the item was first started.
    public var createdAt: Date

    /// `"mp4"` or `"hls"` from the URL's path extension (HLS when it ends in `.m3u8`/`.m3u`).
    static func kind(of url: URL) -> Kind {
        let ext = url.pathExtension.lowercased()
        return ext == "m3u8" || ext == "m3u" ? .hls : .mp4
    }

    /// The playable local file (mp4) or playlist (HLS) of a completed item of the store in `directory`.
    public func localURL(inStore directory: URL) -> URL? {
        guard status == .completed, let localPath else { return nil }
        return ItemStore(directory: directory).absoluteURL(localPath)
    }

    /// The three-state view of ``status`` that `getState(for:)` reports.
    public var state: ZPHqmeItemState {
        switch status {
        case .pending, .downloading: .inProgress
        case .completed: .completed
        case .failed: .notExists
        }
    }
}
