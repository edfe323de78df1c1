import Foundation
import StageTesting
import ZappDownloads

/// Records the download notifications posted for one item: its states and progress, in order,
/// with the stage's virtual time (download threads post them; the recorder is thread-safe).
///
/// ```swift
/// let notifications = DownloadNotificationRecorder(center: center, identifier: "ep-1")
/// manager.startProcess(for: item)
/// _ = await manager.waitUntilFinished(identifier: "ep-1")
/// #expect(notifications.states.last == "completed")
/// ```
public final class DownloadNotificationRecorder: Sendable {
    /// One notification.
    public enum Notification: Sendable, Hashable, CustomStringConvertible {
        /// `stateChanged`: the status as posted.
        case state(String)
        /// `progressChanged`: the fraction done.
        case progress(Double)

        /// `state <status>` or `progress <fraction>`.
        public var description: String {
            switch self {
            case .state(let status): "state \(status)"
            case .progress(let value): "progress \(value)"
            }
        }
    }

    /// Every notification, in order, with virtual times.
    public let recorder: Recorder<Notification>
    private let center: NotificationCenter
    private let observers: [ObserverToken]

    /// Observes `identifier`'s state and progress notifications on `center` until the recorder goes.
    public init(center: NotificationCenter = .default, identifier: String, recorder: Recorder<Notification> = Recorder()) {
        self.center = center
        self.recorder = recorder
        observers = [
            ObserverToken(
                center.addObserver(
                    forName: HqmeNotificationName.stateChanged(identifier: identifier), object: nil, queue: nil
                ) { note in
                    recorder.record(.state(note.userInfo?[HqmeNotificationKey.status] as? String ?? "?"))
                }),
            ObserverToken(
                center.addObserver(
                    forName: HqmeNotificationName.progressChanged(identifier: identifier), object: nil, queue: nil
                ) { note in
                    recorder.record(.progress(note.userInfo?[HqmeNotificationKey.progress] as? Double ?? -1))
                }),
        ]
    }

    /// The states posted, in order.
    public var states: [String] {
        recorder.events.compactMap { if case .state(let status) = $0 { status } else { nil } }
    }

    /// The progress values posted, in order.
    public var progress: [Double] {
        recorder.events.compactMap { if case .progress(let value) = $0 { value } else { nil } }
    }

    deinit {
        for observer in observers { center.removeObserver(observer.token) }
    }
}

/// An observer token NotificationCenter hands back (`Sendable` on Apple platforms, not marked so
/// in swift-corelibs-foundation); only passed back to `removeObserver`.
private struct ObserverToken: @unchecked Sendable {
    let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
}
