import Foundation
import HostThreads

/// A headless download button: follows the manager's notifications for one item, tells its delegate
/// about state changes and taps, and resolves the image it would show.
///
/// Two ways to get one, as in the real SDK and in ShopStage's first form:
/// `hqmeDelegate?.createHqmeButton(withDelegate:size:)` (it follows the notification names its delegate
/// returns, none when they are `nil`; the host syncs it with `getState(for:)`), or
/// ``init(item:delegate:hqmeDelegate:images:notificationCenter:)``, bound to an item and starting in its
/// state.
///
/// Its state lives on the main actor; the ``ZPHqmeButtonProtocol`` members, not bound to an actor as in
/// the real SDK, may be called from any thread and hop there.
@MainActor
public final class ZPHqmeButton: ZPHqmeButtonProtocol {
    private var currentState = ZPHqmeButtonState.initial
    private var shownProgress: Double = 0
    private let delegateReference = WeakDelegateReference()
    /// The item's identity, when the button was made for an item.
    public let identifier: String?
    /// The container's size the button was made for.
    public var size: CGSize
    /// The images the app ships: what ``appearance`` resolves against.
    public var images: ZPHqmeButtonImages
    /// The custom image suffix, read from the delegate by ``defineButtonsForStates()``.
    public private(set) var imagesSuffix = ""
    /// Every state the button went through, oldest first (for tests).
    public private(set) var stateHistory: [ZPHqmeButtonState] = []

    private let notificationCenter: NotificationCenter
    private var observers: [any NSObjectProtocol] = []

    /// Binds the button to `item`; its first state follows `hqmeDelegate?.getState(for:)`.
    public init(
        item: any ZPHqmeSupportingItemProtocol, delegate: (any ZPHqmeButtonDelegate)?,
        hqmeDelegate: (any ZAAppDelegateConnectorHqmeProtocol)? = ZAAppConnector.sharedInstance().hqmeDelegate,
        images: ZPHqmeButtonImages = .mandatoryOnly, notificationCenter: NotificationCenter = .default
    ) {
        let identifier = item.hqmeIdentifier
        self.identifier = identifier
        delegateReference.object = delegate
        self.images = images
        self.notificationCenter = notificationCenter
        size = .zero
        switch hqmeDelegate?.getState(for: item) ?? .notExists {
        case .notExists: currentState = .initial
        case .inProgress:
            currentState = .inProgress
            shownProgress = Double(hqmeDelegate?.getProgress(for: item) ?? 0)
        case .completed:
            currentState = .completed
            shownProgress = 1
        }
        let stateName =
            delegate?.hqmeStateChangeNotificationName().map { Notification.Name($0) }
            ?? HqmeNotificationName.stateChanged(identifier: identifier)
        let progressName =
            delegate?.hqmeInProgressChangeNotificationName().map { Notification.Name($0) }
            ?? HqmeNotificationName.progressChanged(identifier: identifier)
        (hqmeDelegate as? HqmeDownloadManager)?.addNotificationNames(
            state: stateName, progress: progressName, identifier: identifier)
        defineButtonsForStates()
        follow(state: stateName, progress: progressName)
    }

    /// A button that knows no item: it follows the notifications its delegate names (none when the
    /// delegate returns `nil`) and starts `initial`, as `createHqmeButton(withDelegate:size:)` makes it.
    public init(
        delegate: any ZPHqmeButtonDelegate, size: CGSize, images: ZPHqmeButtonImages = .mandatoryOnly,
        notificationCenter: NotificationCenter = .default
    ) {
        identifier = nil
        delegateReference.object = delegate
        self.size = size
        self.images = images
        self.notificationCenter = notificationCenter
        defineButtonsForStates()
        if let state = delegate.hqmeStateChangeNotificationName(),
            let progress = delegate.hqmeInProgressChangeNotificationName()
        {
            follow(state: Notification.Name(state), progress: Notification.Name(progress))
        }
    }

    isolated deinit {
        for observer in observers { notificationCenter.removeObserver(observer) }
    }

    /// What the button shows now.
    public var appearance: ZPHqmeButtonAppearance {
        images.appearance(for: currentState, progress: shownProgress, suffix: imagesSuffix)
    }

    /// A tap (ShopStage's first spelling of ``hqmeButtonTapped()``).
    public func tap() {
        hqmeButtonTapped()
    }

    // MARK: - ZPHqmeButtonProtocol, from any thread

    /// Told of state changes and taps; held weakly. Any thread may set it.
    public nonisolated var delegate: (any ZPHqmeButtonDelegate)? {
        get { delegateReference.object as? any ZPHqmeButtonDelegate }
        set { delegateReference.object = newValue }
    }

    /// Setting it moves the button whatever the state before (as ``hqmeStateChange(to:)``).
    public nonisolated var state: ZPHqmeButtonState {
        get { MainActorHop.sync { self.currentState } }
        set { MainActorHop.sync { self.move(to: newValue) } }
    }

    /// 0...1.
    public nonisolated var progress: Double {
        MainActorHop.sync { self.shownProgress }
    }

    /// A tap: the delegate's `hqmeButton(_:tappedWithState:)` with the current state, on the main actor.
    public nonisolated func hqmeButtonTapped() {
        MainActorHop.sync { self.delegate?.hqmeButton(self, tappedWithState: self.currentState) }
    }

    /// Moves the button to `next`, whatever the state before: hosts sync a fresh button to a stored
    /// item (`.completed`, `.inProgress`) and set `.pending` themselves after `startProcess`. The
    /// manager's notifications follow the download order (``ZPHqmeButtonState/canChange(to:)``).
    public nonisolated func hqmeStateChange(to next: ZPHqmeButtonState) {
        MainActorHop.sync { self.move(to: next) }
    }

    /// Does what follows a change to `newState` — the progress shown, ``stateHistory``, the delegate's
    /// `stateChanged` — without moving the button (``hqmeStateChange(to:)`` moves it).
    public nonisolated func hqmeStateDidChanged(from oldState: ZPHqmeButtonState, to newState: ZPHqmeButtonState) {
        MainActorHop.sync { self.didChange(to: newState) }
    }

    /// Shows `progress`, clamped to 0...1.
    public nonisolated func hqmeProgressChanged(to progress: CGFloat) {
        let fraction = min(1, max(0, Double(progress)))
        MainActorHop.sync { self.shownProgress = fraction }
    }

    /// Reads the delegate's custom image suffix again (``imagesSuffix``).
    public nonisolated func defineButtonsForStates() {
        MainActorHop.sync { self.imagesSuffix = self.delegate?.hqmeButtonCustomImagesSuffix() ?? "" }
    }

    // MARK: - State changes

    private func move(to next: ZPHqmeButtonState) {
        guard next != currentState else { return }
        currentState = next
        didChange(to: next)
    }

    /// What follows a change: the progress shown, the history and the delegate.
    private func didChange(to newState: ZPHqmeButtonState) {
        if newState == .initial || newState == .pending { shownProgress = 0 }
        if newState == .completed { shownProgress = 1 }
        stateHistory.append(newState)
        delegate?.hqmeButton(self, stateChanged: newState)
    }

    // MARK: - Following the manager

    /// One step of the download order, when it allows it.
    private func advance(to next: ZPHqmeButtonState) {
        if currentState.canChange(to: next) { move(to: next) }
    }

    private func apply(state info: NotificationInfo) {
        guard let status = info.status else { return }
        switch status {
        case "pending":
            if currentState != .pending { advance(to: .initial) }
            advance(to: .pending)
        case "downloading":
            if currentState == .initial { advance(to: .pending) }
            advance(to: .inProgress)
        case "completed":
            // A download too quick to report progress still shows the seed's whole sequence.
            if currentState == .initial { advance(to: .pending) }
            if currentState == .pending { advance(to: .inProgress) }
            advance(to: .completed)
        case "failed":
            if currentState == .initial { advance(to: .pending) }
            advance(to: .error)
        default:
            advance(to: .initial)
        }
        apply(progress: info)
    }

    private func apply(progress info: NotificationInfo) {
        guard let fraction = info.progress, currentState == .inProgress else { return }
        shownProgress = min(1, max(0, fraction))
    }

    private func follow(state stateName: Notification.Name, progress progressName: Notification.Name) {
        observers.append(observe(stateName) { button, info in button.apply(state: info) })
        observers.append(observe(progressName) { button, info in button.apply(progress: info) })
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

/// The button's weak delegate, readable and settable from any thread.
private final class WeakDelegateReference: @unchecked Sendable {
    // @unchecked: `object` is read and written under `lock`.
    private let lock = NSLock()
    private weak var stored: AnyObject?

    var object: AnyObject? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
