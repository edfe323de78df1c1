import Foundation

/// The download button's states (seed 003).
public enum ZPHqmeButtonState: String, Sendable, CaseIterable {
    case initial, pending, inProgress, completed, error

    /// The seed's state machine: initial → pending → inProgress → completed, error from any active
    /// state, back to initial after a cancel or delete, and from error to pending for a retry.
    public func canChange(to next: ZPHqmeButtonState) -> Bool {
        switch (self, next) {
        case (.initial, .pending), (.pending, .inProgress), (.pending, .completed), (.inProgress, .completed),
            (.pending, .error), (.inProgress, .error), (.error, .pending):
            true
        case (_, .initial):
            self != .initial
        default:
            false
        }
    }
}

/// What a download button exposes to its delegate (seed 003).
@MainActor
public protocol ZPHqmeButtonProtocol: AnyObject {
    var state: ZPHqmeButtonState { get }
    /// 0...1 while in progress.
    var progress: Double { get }
    /// Moves the button to `state` when the state machine allows it; calls `stateChanged` on a change.
    func hqmeStateChange(to state: ZPHqmeButtonState)
}

/// The screen or cell side of the download button (seed 003). The last three methods are optional.
@MainActor
public protocol ZPDownloadButtonDelegate: AnyObject {
    func hqmeButton(_ button: ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState)
    func hqmeButton(_ button: ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState)
    /// The item's StateChange notification name; `nil`: `"AssetDownloadStateChanged" + md5(identifier)`.
    func hqmeStateChangeNotificationName() -> String?
    /// The item's ProgressChange notification name; `nil`: `"AssetDownloadProgressChanged" + md5(identifier)`.
    func hqmeInProgressChangeNotificationName() -> String?
    /// Inserted into image names: `generic_item_download_btnXYZ`, `generic_item_downloading_btnXYZ_1`.
    func hqmeButtonCustomImagesSuffix() -> String?
}

extension ZPDownloadButtonDelegate {
    public func hqmeStateChangeNotificationName() -> String? { nil }
    public func hqmeInProgressChangeNotificationName() -> String? { nil }
    public func hqmeButtonCustomImagesSuffix() -> String? { nil }
}

/// What the button shows.
public enum ZPHqmeButtonAppearance: Sendable, Equatable {
    /// A named image of the app's images.
    case image(String)
    /// No pending image: the native pending animation.
    case pendingAnimation
    /// No downloading frames: an App Store-style ring filled to `progress`.
    case progressRing(progress: Double)
}

/// The app's button images, by name, resolved as seed 003 lists them.
public struct ZPHqmeButtonImages: Sendable, Equatable {
    public static let download = "generic_item_download_btn"
    public static let downloaded = "generic_item_downloaded_btn"
    public static let error = "generic_item_error_btn"
    public static let pending = "generic_item_pending_download"
    public static let downloadingFrame = "generic_item_downloading_btn"

    /// Names of the images the app ships.
    public var available: Set<String>

    public init(available: Set<String>) { self.available = available }

    /// The SDK's default set: the three mandatory images only.
    public static let mandatoryOnly = ZPHqmeButtonImages(available: [download, downloaded, error])

    /// Mandatory images missing for `suffix`.
    public func missingMandatory(suffix: String = "") -> [String] {
        [Self.download, Self.downloaded, Self.error].map { $0 + suffix }.filter { !available.contains($0) }
    }

    /// The appearance of `state` at `progress`; the suffix goes before `_N` of the frames.
    public func appearance(for state: ZPHqmeButtonState, progress: Double, suffix: String = "")
        -> ZPHqmeButtonAppearance
    {
        switch state {
        case .initial: return .image(Self.download + suffix)
        case .completed: return .image(Self.downloaded + suffix)
        case .error: return .image(Self.error + suffix)
        case .pending:
            return available.contains(Self.pending + suffix) ? .image(Self.pending + suffix) : .pendingAnimation
        case .inProgress:
            let frames = (0...9).map { "\(Self.downloadingFrame)\(suffix)_\($0)" }
            guard frames.allSatisfy(available.contains) else { return .progressRing(progress: progress) }
            return .image(frames[min(9, max(0, Int(progress * 10)))])
        }
    }
}

/// A headless download button bound to one item: follows the manager's notifications, tells its
/// delegate about state changes and taps, and resolves the image it would show.
@MainActor
public final class ZPHqmeButton: ZPHqmeButtonProtocol {
    public private(set) var state: ZPHqmeButtonState = .initial
    public private(set) var progress: Double = 0
    public weak var delegate: (any ZPDownloadButtonDelegate)?
    public let identifier: String
    public var images: ZPHqmeButtonImages
    /// Every state the button went through, oldest first (for tests).
    public private(set) var stateHistory: [ZPHqmeButtonState] = []

    private let notificationCenter: NotificationCenter
    private var observers: [any NSObjectProtocol] = []

    /// Binds the button to `item`; its first state follows `hqmeDelegate?.getState(for:)`.
    public init(
        item: any ZPHqmeSupportingItemProtocol, delegate: (any ZPDownloadButtonDelegate)?,
        hqmeDelegate: (any ZPHqmeDelegate)? = ZAAppConnector.sharedInstance().hqmeDelegate,
        images: ZPHqmeButtonImages = .mandatoryOnly, notificationCenter: NotificationCenter = .default
    ) {
        identifier = item.hqmeIdentifier
        self.delegate = delegate
        self.images = images
        self.notificationCenter = notificationCenter
        switch hqmeDelegate?.getState(for: item) ?? .notExists {
        case .notExists: state = .initial
        case .inProgress:
            state = .inProgress
            progress = (hqmeDelegate as? HqmeDownloadManager)?.progress(for: item) ?? 0
        case .completed:
            state = .completed
            progress = 1
        }
        let stateName =
            delegate?.hqmeStateChangeNotificationName().map { Notification.Name($0) }
            ?? HqmeNotificationName.stateChanged(identifier: identifier)
        let progressName =
            delegate?.hqmeInProgressChangeNotificationName().map { Notification.Name($0) }
            ?? HqmeNotificationName.progressChanged(identifier: identifier)
        (hqmeDelegate as? HqmeDownloadManager)?.addNotificationNames(
            state: stateName, progress: progressName, identifier: identifier)
        observers.append(observe(stateName) { button, info in button.apply(state: info) })
        observers.append(observe(progressName) { button, info in button.apply(progress: info) })
    }

    isolated deinit {
        for observer in observers { notificationCenter.removeObserver(observer) }
    }

    /// What the button shows now.
    public var appearance: ZPHqmeButtonAppearance {
        images.appearance(for: state, progress: progress, suffix: delegate?.hqmeButtonCustomImagesSuffix() ?? "")
    }

    /// A tap: the delegate decides what to do with the current state.
    public func tap() {
        delegate?.hqmeButton(self, tappedWithState: state)
    }

    public func hqmeStateChange(to next: ZPHqmeButtonState) {
        guard state.canChange(to: next) else { return }
        state = next
        if next == .initial || next == .pending { progress = 0 }
        if next == .completed { progress = 1 }
        stateHistory.append(next)
        delegate?.hqmeButton(self, stateChanged: next)
    }

    private func apply(state info: NotificationInfo) {
        guard let status = info.status else { return }
        switch status {
        case "pending":
            if state != .pending { hqmeStateChange(to: .initial) }
            hqmeStateChange(to: .pending)
        case "downloading":
            if state == .initial { hqmeStateChange(to: .pending) }
            hqmeStateChange(to: .inProgress)
        case "completed":
            // A download too quick to report progress still shows the seed's whole sequence.
            if state == .initial { hqmeStateChange(to: .pending) }
            if state == .pending { hqmeStateChange(to: .inProgress) }
            hqmeStateChange(to: .completed)
        case "failed":
            if state == .initial { hqmeStateChange(to: .pending) }
            hqmeStateChange(to: .error)
        default:
            hqmeStateChange(to: .initial)
        }
        apply(progress: info)
    }

    private func apply(progress info: NotificationInfo) {
        guard let fraction = info.progress, state == .inProgress else { return }
        progress = fraction
    }

    private func observe(
        _ name: Notification.Name, _ handle: @escaping @MainActor (ZPHqmeButton, NotificationInfo) -> Void
    ) -> any NSObjectProtocol {
        notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            let info = NotificationInfo(
                status: notification.userInfo?[HqmeNotificationKey.status] as? String,
                progress: notification.userInfo?[HqmeNotificationKey.progress] as? Double)
            let deliver = { @Sendable @MainActor [weak self] in
                guard let self else { return }
                handle(self, info)
            }
            // The manager posts on the main actor, synchronously: handle those at once, anything else later.
            if notification.object is HqmeDownloadManager {
                MainActor.assumeIsolated { deliver() }
            } else {
                Task { @MainActor in deliver() }
            }
        }
    }
}

/// What the button reads from the manager's notifications.
private struct NotificationInfo: Sendable {
    var status: String?
    var progress: Double?
}
