import Foundation

/// Why a download failed or a store could not be read: each case names what and where.
public enum HqmeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The item has no content URL, or one that is neither http(s) nor file.
    case invalidContentURL(identifier: String, url: String?)
    /// The server answered with a status other than 200/206.
    case httpStatus(Int, url: URL)
    /// The transfer failed (connection refused or dropped, timeout) after the allowed retries.
    case transport(url: URL, message: String)
    /// The transfer stalled (no data for the timeout), averaged less than the minimum rate, or the
    /// item's download passed its deadline (``HqmeDownloadManager/Configuration``).
    case timedOut(url: URL, message: String)
    /// A URL the client will not fetch: not http(s), or one whose request would put a control
    /// character or space on the wire (a segment URI or redirect target with `%0D%0A` in its host).
    case refusedURL(url: String, reason: String)
    /// A response the client cannot read as HTTP says (a `Content-Length` that is not a number of bytes).
    case malformedResponse(url: URL, message: String)
    /// The body ended before the length the server announced.
    case truncated(url: URL, expected: Int64, received: Int64)
    /// A playlist that cannot be parsed; `line` is 1-based.
    case malformedPlaylist(url: URL, line: Int, message: String)
    /// A live playlist (no `#EXT-X-ENDLIST`) cannot be stored for offline playback.
    case livePlaylist(url: URL)
    /// A master playlist with no variant.
    case noVariant(url: URL)
    /// The file system refused an operation.
    case fileSystem(path: String, message: String)
    /// The store's `items.json` cannot be decoded.
    case corruptStore(path: String, message: String)
    /// Another manager (in this process or another) is writing the store: one writer per store at a time.
    case storeInUse(path: String, holder: Int32?)
    /// The process stopped while the item was downloading and resuming is turned off.
    case interrupted
    /// The download was cancelled.
    case cancelled

    /// What failed and where: the item, URL, line or path, and why.
    public var description: String {
        switch self {
        case .invalidContentURL(let identifier, let url):
            "item \(identifier): invalid content URL \(url.map { "'\($0)'" } ?? "(none)")"
        case .httpStatus(let status, let url):
            "HTTP \(status) for \(url.absoluteString)"
        case .transport(let url, let message):
            "transfer of \(url.absoluteString) failed: \(message)"
        case .timedOut(let url, let message):
            "transfer of \(url.absoluteString) timed out: \(message)"
        case .refusedURL(let url, let reason):
            "refused to fetch '\(url)': \(reason)"
        case .malformedResponse(let url, let message):
            "\(url.absoluteString): malformed response: \(message)"
        case .truncated(let url, let expected, let received):
            "\(url.absoluteString): body ended after \(received) of \(expected) bytes"
        case .malformedPlaylist(let url, let line, let message):
            "\(url.absoluteString):\(line): \(message)"
        case .livePlaylist(let url):
            "\(url.absoluteString) is a live playlist (no #EXT-X-ENDLIST): it cannot be stored for offline playback"
        case .noVariant(let url):
            "\(url.absoluteString): master playlist lists no variant"
        case .fileSystem(let path, let message):
            "\(path): \(message)"
        case .corruptStore(let path, let message):
            "\(path): unreadable download store: \(message)"
        case .storeInUse(let path, let holder):
            "\(path): the download store is in use by another manager"
                + (holder.map { " (process \($0))" } ?? "")
                + ": one writer per store; wait for it to finish or use another directory"
        case .interrupted:
            "the download was interrupted when the process stopped"
        case .cancelled:
            "the download was cancelled"
        }
    }
}
