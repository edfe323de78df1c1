import Foundation

/// The stand-in for AVFoundation's `AVURLAsset`: the URL an item plays from.
public final class AVURLAsset: Sendable {
    /// The local file (mp4) or local playlist (HLS) when the item is complete, the remote URL otherwise.
    public let url: URL

    /// An asset playing from `url`.
    public init(url: URL) {
        self.url = url
    }
}
