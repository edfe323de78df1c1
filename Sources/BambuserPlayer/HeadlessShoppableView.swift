import Foundation

/// ShopStage's ``BambuserShoppableView``: the players of a playlist's pages, and what a viewer does
/// with them (``loadNextPage()``, ``select(_:)``, ``swipe(to:)``, ``exitFullscreen()``, ``dismiss()``),
/// each telling the delegate what the SDK's view tells it. There is no layout: ``contentSize`` is `nil`
/// and `didChangeContentSize` never comes.
@MainActor
public final class HeadlessShoppableView: BambuserShoppableView {
    /// Told what the view does; held weakly.
    public weak var delegate: (any BambuserShoppableViewDelegate)?
    /// Set as every player's `delegate`, those of pages loaded later too; held weakly.
    public weak var playerDelegate: (any BambuserPlayerViewDelegate)? {
        didSet { for player in headlessPlayers { player.delegate = playerDelegate } }
    }
    /// The players, as the protocol's type.
    public var players: [any BambuserPlayerView] { headlessPlayers }
    /// The players, as ShopStage's view type, for the headless extras (viewer, clock, snapshot).
    public private(set) var headlessPlayers: [HeadlessBambuserPlayerView] = []
    /// The pages loaded so far: `page` is the last one.
    public private(set) var pagination: Pagination
    /// The playlist's layout (`unknown` for a SKU's videos).
    public let mode: BambuserShoppableMode
    /// Always `nil`: nothing is laid out headlessly.
    public var contentSize: CGSize? { nil }
    /// What `attachShoppableView(into:…)` was given (held weakly, as a view holds its superview).
    public private(set) weak var container: AnyObject?
    /// The video shown full screen, if any.
    public private(set) var fullscreenIndex: Int?
    /// Whether ``cleanup()`` was called (``dismiss()`` calls it).
    public private(set) var isCleanedUp = false

    private let sdk: BambuserVideoPlayer
    private let videoConfiguration: BambuserShoppableVideoConfiguration

    init(
        container: AnyObject, sdk: BambuserVideoPlayer, videoConfiguration: BambuserShoppableVideoConfiguration,
        first: BambuserPlayerCollection, mode: BambuserShoppableMode
    ) {
        self.container = container
        self.sdk = sdk
        self.videoConfiguration = videoConfiguration
        self.pagination = first.pagination
        self.mode = mode
        self.headlessPlayers = first.players.compactMap { $0 as? HeadlessBambuserPlayerView }
    }

    /// The viewer reached the end: the next page loads (`willLoadPage`, then `didLoadPage` or
    /// `didFailToLoadPage`). Nothing happens past the last page.
    public func loadNextPage() async {
        let next = pagination.page + 1
        guard !isCleanedUp, next <= (pagination.totalPages ?? next) else { return }
        delegate?.shoppableView(self, willLoadPage: next)
        do {
            let page = try await sdk.createShoppableVideoPlayerCollection(
                videoConfiguration: videoConfiguration, page: next, pageSize: pagination.pageSize)
            let added = page.players.compactMap { $0 as? HeadlessBambuserPlayerView }
            for player in added { player.delegate = playerDelegate }
            headlessPlayers += added
            pagination = page.pagination
            delegate?.shoppableView(self, didLoadPage: next, totalPages: page.pagination.totalPages)
        } catch {
            delegate?.shoppableView(self, didFailToLoadPage: next, error: error)
        }
    }

    /// The viewer taps video `index`: `didSelect`, then it plays full screen (`didEnterFullscreen`).
    ///
    /// - Throws: ``BambuserStageError/invalidShoppableAction(_:)`` for an index the view does not have.
    public func select(_ index: Int) async throws {
        let item = try self.item(index)
        delegate?.shoppableView(self, didSelect: item)
        try await headlessPlayers[index].changeMode(to: .fullExperience)
        fullscreenIndex = index
        delegate?.shoppableView(self, didEnterFullscreen: item)
    }

    /// Full screen, the viewer swipes to video `index`: the one before goes back to its preview, this one
    /// plays (`didChangeCurrent`).
    public func swipe(to index: Int) async throws {
        guard let current = fullscreenIndex else {
            throw BambuserStageError.invalidShoppableAction(
                "swipe(to: \(index)): no video is full screen; select one first")
        }
        let item = try self.item(index)
        try await headlessPlayers[current].changeMode(to: .preview)
        try await headlessPlayers[index].changeMode(to: .fullExperience)
        fullscreenIndex = index
        delegate?.shoppableView(self, didChangeCurrent: item)
    }

    /// The viewer leaves full screen: the video goes back to its preview (`didExitFullscreen`).
    public func exitFullscreen() async throws {
        guard let current = fullscreenIndex else { return }
        let item = try self.item(current)
        try await headlessPlayers[current].changeMode(to: .preview)
        fullscreenIndex = nil
        delegate?.shoppableView(self, didExitFullscreen: item)
    }

    /// The viewer closes the view (the floating button's close): `shoppableViewDidDismiss`, and it is cleaned up.
    public func dismiss() async throws {
        try await exitFullscreen()
        delegate?.shoppableViewDidDismiss(self)
        cleanup()
    }

    /// Every player is cleaned up; the view does nothing more.
    public func cleanup() {
        guard !isCleanedUp else { return }
        isCleanedUp = true
        for player in headlessPlayers { player.cleanup() }
    }

    private func item(_ index: Int) throws -> BambuserShoppableItem {
        guard !isCleanedUp else {
            throw BambuserStageError.invalidShoppableAction("the shoppable view was cleaned up")
        }
        guard headlessPlayers.indices.contains(index) else {
            throw BambuserStageError.invalidShoppableAction(
                "no video at index \(index) (the view has \(headlessPlayers.count))")
        }
        let show = headlessPlayers[index].show
        let metadata = VideoMetadata(
            id: show.id, title: show.title.isEmpty ? nil : show.title, hasAudio: nil, preview: nil,
            length: show.durationSeconds)
        return BambuserShoppableItem(index: index, playerId: show.id, metadata: metadata)
    }
}
