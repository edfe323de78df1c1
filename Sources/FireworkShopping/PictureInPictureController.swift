import Foundation

/// A feed or story block that can play in picture in picture.
@MainActor
protocol PictureInPictureOwner: AnyObject {
    var feedID: String { get }
    var isPictureInPictureEnabled: Bool { get }
    var pictureInPictureDelegate: (any PictureInPictureControllerDelegate)? { get }
    /// The player that would go into the window: the one playing now, if any.
    var playingPlayer: PlayerViewController? { get }
}

/// Picture in picture for a feed or a story block (Firework iOS SDK README, "Picture in Picture";
/// FW 1.2.0, 1.6.0, 1.9.0).
///
/// Either keep one yourself (`PictureInPictureController(videoFeed: feedVC)`, which enables it for that
/// feed), or set `isPictureInPictureEnabled` and use the static `start(with:)`/`stop(with:)`/`start()`/
/// `stop()`. The app going to the background (``UIApplication/enterBackground()``) starts it for an
/// eligible feed. The delegate hears every transition asynchronously, as from AVKit — at the main actor's
/// next turn, never inside the call that asked —, or at once when a test calls ``settle()``.
///
/// ```swift
/// let feed = VideoFeedViewController(source: .channel(channelID: "ch_style"))
/// feed.isPictureInPictureEnabled = true
/// feed.pictureInPictureDelegate = pipLog          // held weakly
/// _ = feed.view                                    // the feed loads
/// try feed.tapThumbnail(at: 0)                     // a video plays
/// UIApplication.shared.enterBackground()           // picture in picture starts…
/// PictureInPictureController.settle()              // …and the delegate hears willStart, didStart
/// try PictureInPictureController.stop(with: feed.feedID)
/// ```
@preconcurrency @MainActor
public final class PictureInPictureController {
    /// Hears this controller's transitions; without one, the feed's or story block's
    /// `pictureInPictureDelegate` does. Held weakly.
    public weak var delegate: (any PictureInPictureControllerDelegate)?
    /// Whether the video plays in the window now (from `didStart` to `didStop`).
    public private(set) var isPictureInPictureActive = false
    private weak var owner: (any PictureInPictureOwner)?
    private var phase = Phase.inactive
    private weak var player: PlayerViewController?
    /// The host may call the restore handler from any thread.
    private let hop = MainActorHop()
    private let creation: Int

    private enum Phase {
        case inactive, starting, active, stopping
    }

    /// Controllers by feed id, for the static APIs and the background transition.
    private static var controllers: [String: Weak] = [:]
    /// Delegate calls not yet made, in order; a task makes them at the main actor's next turn.
    private static var pending: [@MainActor () -> Void] = []
    private static var isFlushScheduled = false

    private struct Weak {
        weak var controller: PictureInPictureController?
    }

    /// A controller for a feed's player; it enables picture in picture for that feed.
    public convenience init(videoFeed: VideoFeedViewController) {
        self.init(owner: videoFeed)
        videoFeed.enablePictureInPicture(with: self)
    }

    /// A controller for a story block's player; it enables picture in picture for that story block.
    public convenience init(storyBlock: StoryBlockViewController) {
        self.init(owner: storyBlock)
        storyBlock.enablePictureInPicture(with: self)
    }

    init(owner: any PictureInPictureOwner) {
        self.owner = owner
        Self.created += 1
        creation = Self.created
        Self.controllers = Self.controllers.filter { $0.value.controller != nil }
        Self.controllers[owner.feedID] = Weak(controller: self)
    }

    /// Whether there is a video playing to put in the window.
    public var isPictureInPicturePossible: Bool { owner?.playingPlayer != nil }

    /// Starts picture in picture for the video playing; the delegate hears `willStart`, then `didStart`
    /// (or `failedToStart…`), later. A start while one is under way or active does nothing, so a delegate
    /// that calls `start()` again from `willStart` does not recurse.
    public func start() {
        guard phase == .inactive else { return }
        guard let owner, let player = owner.playingPlayer else {
            let error = PictureInPictureError.nothingPlaying(feedID: owner?.feedID ?? "")
            return later { controller in
                controller.currentDelegate?.pictureInPictureController(
                    controller, failedToStartPictureInPictureWithError: error)
            }
        }
        phase = .starting
        self.player = player
        later { controller in
            controller.currentDelegate?.pictureInPictureControllerWillStartPictureInPicture(controller)
            controller.later { controller in
                guard controller.phase == .starting else { return }
                controller.phase = .active
                controller.isPictureInPictureActive = true
                controller.player?.isPictureInPictureActive = true
                controller.player?.record("pictureInPicture.started")
                controller.currentDelegate?.pictureInPictureControllerDidStartPictureInPicture(controller)
            }
        }
    }

    /// Stops picture in picture; the delegate hears `willStop`, then `didStop`, later. Does nothing when
    /// it is not active.
    public func stop() {
        guard phase == .active || phase == .starting else { return }
        phase = .stopping
        later { controller in
            controller.currentDelegate?.pictureInPictureControllerWillStopPictureInPicture(controller)
            controller.later { controller in
                guard controller.phase == .stopping else { return }
                controller.phase = .inactive
                controller.isPictureInPictureActive = false
                controller.player?.isPictureInPictureActive = false
                controller.player?.record("pictureInPicture.stopped")
                controller.currentDelegate?.pictureInPictureControllerDidStopPictureInPicture(controller)
            }
        }
    }

    /// The viewer taps the window's button to go back to the app: the delegate restores the app's
    /// interface, then picture in picture stops.
    public func restoreUserInterface() {
        guard phase == .active else { return }
        later { controller in
            let delegate = controller.currentDelegate
            guard let delegate else { return controller.stop() }
            delegate.pictureInPictureController(
                controller,
                restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: {
                    [weak controller, hop = controller.hop] _ in
                    hop.run { controller?.stop() }
                })
        }
    }

    private var currentDelegate: (any PictureInPictureControllerDelegate)? {
        delegate ?? owner?.pictureInPictureDelegate
    }

    /// Queues a delegate call for the main actor's next turn (or the next ``settle()``).
    private func later(_ body: @escaping @MainActor (PictureInPictureController) -> Void) {
        Self.pending.append { [self] in body(self) }
        guard !Self.isFlushScheduled else { return }
        Self.isFlushScheduled = true
        Task { @MainActor in Self.settle() }
    }

    // MARK: The SDK-managed APIs (FW 1.6.0, 1.9.0)

    /// Starts picture in picture for the feed or story block with this id.
    /// - Throws: ``PictureInPictureError/notEnabled(feedID:)`` when no feed or story block with this id enabled it.
    public static func start(with feedID: String) throws {
        try controller(for: feedID).start()
    }

    /// Stops picture in picture for the feed or story block with this id.
    /// - Throws: ``PictureInPictureError/notEnabled(feedID:)`` when no feed or story block with this id enabled it.
    public static func stop(with feedID: String) throws {
        try controller(for: feedID).stop()
    }

    /// Starts picture in picture for an eligible feed: one that enabled it and plays a video.
    /// - Throws: ``PictureInPictureError/noEligibleFeed`` when there is none.
    public static func start() throws {
        guard let controller = eligibleControllers().first else { throw PictureInPictureError.noEligibleFeed }
        controller.start()
    }

    /// Stops any picture in picture under way or active.
    public static func stop() throws {
        for controller in liveControllers() where controller.phase == .active || controller.phase == .starting {
            controller.stop()
        }
    }

    /// Makes now every delegate call still to come from the transitions asked for so far, and the calls
    /// those make, in order. Synchronous, so a test's other players and feeds cannot run in between.
    public static func settle() {
        isFlushScheduled = false
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }

    /// The app went to the background: an eligible feed goes into picture in picture, unless one is already.
    static func applicationDidEnterBackground() {
        let live = liveControllers()
        guard !live.contains(where: { $0.phase != .inactive }) else { return }
        eligibleControllers().first?.start()
    }

    private static func controller(for feedID: String) throws(PictureInPictureError) -> PictureInPictureController {
        guard let controller = controllers[feedID]?.controller, controller.owner?.isPictureInPictureEnabled == true
        else { throw .notEnabled(feedID: feedID) }
        return controller
    }

    private static func liveControllers() -> [PictureInPictureController] {
        // Newest first: the feed the app put on screen last is the one the viewer is watching.
        controllers.values.compactMap(\.controller).sorted { $0.creation > $1.creation }
    }

    private static func eligibleControllers() -> [PictureInPictureController] {
        liveControllers().filter { $0.owner?.isPictureInPictureEnabled == true && $0.isPictureInPicturePossible }
    }

    private static var created = 0
}
