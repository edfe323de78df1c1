import BambuserCommerceSDK
import Foundation

// The example's reels feed, in our own words and without UIKit: the SDK calls are the example's
// (a page of players, `changeMode(to: .fullExperience)` on the current page once it is `.ready`, the
// next page when the last video is reached); the scroll view is a page index.
@MainActor
final class ReelsFeedController {
    let router = ReelsEventRouter()
    private let sdk = BambuserSDK(server: .US)
    private let pageSize: Int
    private(set) var players: [BambuserPlayerView] = []
    private(set) var currentIndex = 0
    private(set) var pagination: Pagination?
    private(set) var loadError: String?
    private var isLoading = false

    init(pageSize: Int) {
        self.pageSize = pageSize
    }

    func viewDidLoad() {
        router.onStateChanged = { [weak self] id, state in self?.handleStateChange(id: id, state: state) }
        router.onPreviewShouldExpand = { [weak self] id in self?.expand(id: id) }
        loadNextPage()
    }

    /// Loads the page after the last one loaded, if there is one.
    func loadNextPage() {
        let next = (pagination?.page ?? 0) + 1
        if let totalPages = pagination?.totalPages, next > totalPages { return }
        guard !isLoading else { return }
        isLoading = true
        Task {
            do {
                let result = try await sdk.createShoppableVideoPlayerCollection(
                    videoConfiguration: ReelsConfigs.reels(),
                    page: next,
                    pageSize: pageSize
                )
                await MainActor.run {
                    pagination = result.pagination
                    appendPlayers(result.players)
                    isLoading = false
                }
            } catch {
                loadError = "\(error)"
                isLoading = false
            }
        }
    }

    private func appendPlayers(_ views: [BambuserPlayerView]) {
        players.append(contentsOf: views)
        router.bind(views)
    }

    /// The viewer scrolled to page `index`: every other player pauses, this one expands when ready.
    func scroll(to index: Int) {
        guard players.indices.contains(index) else { return }
        currentIndex = index
        for (i, player) in players.enumerated() where i != index {
            player.pause()
        }
        expandCurrentIfReady()
        if index == players.count - 1 { loadNextPage() }
    }

    private func expandCurrentIfReady() {
        guard players.indices.contains(currentIndex) else { return }
        let active = players[currentIndex]
        guard active.currentPlayerState != .idle,
            active.currentPlayerState != .loading,
            active.currentPlayerState != .error
        else { return }
        if active.currentPlayerMode == .fullExperience {
            active.play()
        } else {
            Task { @MainActor in
                try? await active.changeMode(to: .fullExperience)
            }
        }
    }

    private func expand(id: String) {
        guard let index = players.firstIndex(where: { $0.id == id }) else { return }
        scroll(to: index)
    }

    private func handleStateChange(id: String, state: BambuserVideoState) {
        if state == .ready, players.indices.contains(currentIndex), players[currentIndex].id == id {
            expandCurrentIfReady()
        }
        if state == .completed, let index = players.firstIndex(where: { $0.id == id }),
            players.indices.contains(index + 1)
        {
            scroll(to: index + 1)
        }
    }
}
