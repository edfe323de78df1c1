import StageTesting
import ZappDownloads

/// A download button's delegate that records the states the button moves through and the taps
/// it reports, in order, with the stage's virtual time.
///
/// ```swift
/// let calls = DownloadButtonRecorder()
/// let button = manager.createHqmeButton(withDelegate: calls, size: CGSize(width: 40, height: 40))
/// // … the download runs …
/// #expect(calls.changes == [.pending, .inProgress, .completed])
/// ```
@MainActor
public final class DownloadButtonRecorder: ZPHqmeButtonDelegate {
    /// One delegate call.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        /// `hqmeButton(_:stateChanged:)`.
        case stateChanged(ZPHqmeButtonState)
        /// `hqmeButton(_:tappedWithState:)`: the state the button was in when tapped.
        case tapped(ZPHqmeButtonState)

        /// `stateChanged <state>` or `tapped <state>`.
        public var description: String {
            switch self {
            case .stateChanged(let state): "stateChanged \(state)"
            case .tapped(let state): "tapped \(state)"
            }
        }
    }

    /// The calls, in order, with virtual times.
    public let recorder: Recorder<Call>
    /// What `hqmeButtonCustomImagesSuffix()` answers (default: none).
    public var imagesSuffix: String?

    /// A recorder; hand it to `createHqmeButton(withDelegate:size:)`.
    ///
    /// - Parameters:
    ///   - imagesSuffix: what `hqmeButtonCustomImagesSuffix()` answers.
    ///   - recorder: where the calls go (a new one on the stage's clock by default).
    public init(imagesSuffix: String? = nil, recorder: Recorder<Call> = Recorder()) {
        self.imagesSuffix = imagesSuffix
        self.recorder = recorder
    }

    /// The states the button changed to, in order.
    public var changes: [ZPHqmeButtonState] {
        recorder.events.compactMap { if case .stateChanged(let state) = $0 { state } else { nil } }
    }

    /// The states the button was tapped in, in order.
    public var taps: [ZPHqmeButtonState] {
        recorder.events.compactMap { if case .tapped(let state) = $0 { state } else { nil } }
    }

    /// Records `.stateChanged(state)`.
    public func hqmeButton(_ button: any ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) {
        recorder.record(.stateChanged(state))
    }

    /// Records `.tapped(state)`.
    public func hqmeButton(_ button: any ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {
        recorder.record(.tapped(state))
    }

    /// Answers ``imagesSuffix``.
    public func hqmeButtonCustomImagesSuffix() -> String? { imagesSuffix }
}
