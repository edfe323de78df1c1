import BambuserPlayer
import StageTesting

/// A Bambuser player delegate that records every call the player makes, in order, with the
/// stage's virtual time, and lets a test answer events as a host app would (``onEvent``). Set it as
/// the view's `pipController?.delegate` too and it records the picture-in-picture states.
///
/// ```swift
/// let calls = BambuserDelegateRecorder()
/// player.delegate = calls
/// try await stage.advance(by: .seconds(5))
/// calls.recorder.expect([.status(.playing), .event("provide-product-data")])
/// ```
@MainActor
public final class BambuserDelegateRecorder: BambuserPlayerViewDelegate, BambuserPictureInPictureDelegate {
    /// One delegate call, as a test compares it.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        /// `onNewEventReceived`: the event's type.
        case event(String)
        /// `onErrorOccurred`: the error's description.
        case error(String)
        /// `onVideoStatusChanged`.
        case status(BambuserVideoState)
        /// `onVideoProgress` (recorded only with ``recordsProgress``): the current time in seconds.
        case progress(Double)
        /// `onThumbnailTapped`.
        case thumbnailTapped
        /// `onPictureInPictureStateChanged` (when the recorder is also the picture-in-picture delegate).
        case pictureInPicture(PlayerPipState)

        /// `event <type>`, `error <message>`, `status <state>`, `progress <seconds>`, `thumbnailTapped`,
        /// `pictureInPicture <state>`.
        public var description: String {
            switch self {
            case .event(let type): "event \(type)"
            case .error(let message): "error \(message)"
            case .status(let state): "status \(state.rawValue)"
            case .progress(let time): "progress \(time)"
            case .thumbnailTapped: "thumbnailTapped"
            case .pictureInPicture(let state): "pictureInPicture \(state)"
            }
        }
    }

    /// The calls, in order, with virtual times.
    public let recorder: Recorder<Call>
    /// Every event's payload, in order (its data is not `Equatable`; read the fields a test needs).
    public private(set) var payloads: [BambuserEventPayload] = []
    /// Every error, in order, as the player handed it (cast to `BambuserStageError` to read its case).
    public private(set) var errors: [any Error] = []
    /// Every status, in order.
    public private(set) var states: [BambuserVideoState] = []
    /// Every picture-in-picture state, in order.
    public private(set) var pipStates: [PlayerPipState] = []
    /// Called with each event after it is recorded: the host's answer (hydrate, accept the cart…).
    public var onEvent: ((BambuserEventPayload) -> Void)?
    /// Progress arrives once a second of play; recorded only when a test asks.
    public var recordsProgress: Bool

    /// A recorder; `recordsProgress` records `onVideoProgress` too (once a second of play).
    ///
    /// - Parameters:
    ///   - recordsProgress: whether `onVideoProgress` calls are recorded.
    ///   - recorder: where the calls go (a new one on the stage's clock by default).
    public init(recordsProgress: Bool = false, recorder: Recorder<Call> = Recorder()) {
        self.recordsProgress = recordsProgress
        self.recorder = recorder
    }

    /// Records `.event(type)` and the payload, then calls ``onEvent``.
    public func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        recorder.record(.event(event.type))
        payloads.append(event)
        onEvent?(event)
    }

    /// Records `.error(description)` and the error.
    public func onErrorOccurred(_ id: String, error: any Error) {
        recorder.record(.error(String(describing: error)))
        errors.append(error)
    }

    /// Records `.status(state)`.
    public func onVideoStatusChanged(_ id: String, state: BambuserVideoState) {
        recorder.record(.status(state))
        states.append(state)
    }

    /// Records `.progress(currentTime)` when ``recordsProgress`` is on.
    public func onVideoProgress(_ id: String, duration: Double, currentTime: Double) {
        if recordsProgress { recorder.record(.progress(currentTime)) }
    }

    /// Records `.thumbnailTapped`.
    public func onThumbnailTapped(_ id: String) {
        recorder.record(.thumbnailTapped)
    }

    /// Records `.pictureInPicture(state)`.
    public func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState) {
        recorder.record(.pictureInPicture(state))
        pipStates.append(state)
    }

    /// Every event's type, in order (`show-started`, `provide-product-data`, …).
    public var eventTypes: [String] { payloads.map(\.type) }

    /// The product ids each `provide-product-data` asked for, one list per event, in order: what
    /// the host's hydration answers.
    public var requestedProductIDs: [[String]] {
        payloads.filter { $0.type == "provide-product-data" }.map { event in
            let products = event.fields["products"] as? [any Sendable] ?? []
            return products.compactMap { ($0 as? [String: any Sendable])?["id"] as? String }
        }
    }
}
