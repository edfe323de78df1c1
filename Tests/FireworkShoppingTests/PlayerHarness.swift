import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// A player on some catalog videos with its own shopping and tracking objects (no shared state).
@MainActor
struct PlayerHarness {
    let shopping = FireworkVideoShopping()
    let tracking = FireworkEventTracking()
    let delegate = FireworkShoppingRecorder()
    let playback = Seed004PlaybackDelegate()
    let player: PlayerViewController

    init(videos videoIDs: [String] = ["v_runner"], cartProvider: Bool = false, configure: Bool = true) throws {
        let catalog = try Fixtures.fireworkCatalog()
        let videos = videoIDs.compactMap { catalog.video(id: $0) }
        shopping.delegate = delegate
        if cartProvider { shopping.cartProvider = delegate }
        tracking.videoPlaybackDelegate = playback
        if configure {
            delegate.configure = { configurator in configurator.shoppingCartIconConfiguration.isHidden = false }
        }
        player = try PlayerViewController(videos: videos, catalog: catalog, shopping: shopping, eventTracking: tracking)
    }

    var eventNames: [String] { player.timeline.map(\.name) }

    /// Has the delegate hydrate one product with `hydration` each time a video with products shows.
    func hydrateOnShow(_ productID: ProductID, _ hydration: @escaping (ProductBuilder) -> ProductBuilder) {
        delegate.hydrate = { _, hydrator in hydrator.hydrateProduct(productID, hydration) }
    }
}
