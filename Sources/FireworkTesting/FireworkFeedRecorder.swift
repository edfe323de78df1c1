import FireworkShopping
import StageTesting

/// A Firework feed's delegate that records each load and each failure to load, in order, with the
/// stage's virtual time.
///
/// ```swift
/// let feed = FireworkFeedRecorder()
/// feedVC.delegate = feed
/// feedVC.refresh()
/// #expect(feed.errors == [.contentSourceError(.channelNotFound("ch_gone"))])
/// ```
@MainActor
public final class FireworkFeedRecorder: VideoFeedViewControllerDelegate {
    /// One delegate call.
    public enum Call: Sendable, Equatable, CustomStringConvertible {
        /// `videoFeedDidLoadFeed`.
        case loaded
        /// `videoFeed(_:didFailToLoadFeed:)`.
        case failed(VideoFeedError)

        /// `loaded` or `failed <error>`.
        public var description: String {
            switch self {
            case .loaded: "loaded"
            case .failed(let error): "failed \(error)"
            }
        }
    }

    /// The calls, in order, with virtual times.
    public let recorder: Recorder<Call>

    /// A recorder; set it as the feed's `delegate`.
    ///
    /// - Parameter recorder: where the calls go (a new one on the stage's clock by default).
    public init(recorder: Recorder<Call> = Recorder()) {
        self.recorder = recorder
    }

    /// How many times the feed loaded.
    public var loaded: Int { recorder.events.filter { $0 == .loaded }.count }

    /// The errors the feed failed with, in order.
    public var errors: [VideoFeedError] {
        recorder.events.compactMap { if case .failed(let error) = $0 { error } else { nil } }
    }

    /// Records `.loaded`.
    public func videoFeedDidLoadFeed(_ viewController: VideoFeedViewController) {
        recorder.record(.loaded)
    }

    /// Records `.failed(error)`.
    public func videoFeed(_ viewController: VideoFeedViewController, didFailToLoadFeed error: VideoFeedError) {
        recorder.record(.failed(error))
    }
}
