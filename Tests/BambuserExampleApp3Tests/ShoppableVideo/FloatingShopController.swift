import BambuserCommerceSDK
import Foundation

// The example app's floating-button shop screen (after 3.0.2), in our own words: the SDK lays a
// playlist out in the host's window and reports through BambuserShoppableViewDelegate. Without UIKit,
// the window is a plain object.
final class HostWindow {}

@MainActor
final class FloatingShopController {
    let window = HostWindow()
    let router = ReelsEventRouter()
    private(set) var shoppable: BambuserShoppableView?
    private(set) var log: [String] = []
    private(set) var isFullscreen = false

    deinit {
        let handle = shoppable
        Task { @MainActor in handle?.cleanup() }
    }

    func attach() async {
        let sdk = BambuserSDK(server: .US)
        let config = BambuserShoppableVideoConfiguration(
            type: .playlist(BambuserShoppableVideoPlaylistInfo(orgId: "org-demo", componentId: "spotlight")),
            events: ["*"],
            configuration: [
                "preload": true,
                "thumbnail": ["enabled": false],
                "playerConfig": [
                    "buttons": ["dismiss": "event"],
                    "currency": "SEK",
                    "locale": "en-US",
                ],
            ],
            videoScaleMode: .fill
        )
        do {
            let handle = try await sdk.attachShoppableView(into: window, videoConfiguration: config, pageSize: 1)
            handle.delegate = self
            handle.playerDelegate = router
            shoppable = handle
            log.append("attached \(handle.mode.rawValue) players=\(handle.players.map(\.id))")
        } catch {
            log.append("attach failed: \(error)")
        }
    }
}

extension FloatingShopController: BambuserShoppableViewDelegate {
    func shoppableView(_ view: BambuserShoppableView, willLoadPage page: Int) {
        log.append("willLoadPage \(page)")
    }

    func shoppableView(_ view: BambuserShoppableView, didLoadPage page: Int, totalPages: Int?) {
        log.append("didLoadPage \(page)/\(totalPages.map(String.init) ?? "nil") players=\(view.players.count)")
        router.bind(view.players)
    }

    func shoppableView(_ view: BambuserShoppableView, didSelect item: BambuserShoppableItem) {
        log.append("didSelect \(item.index) \(item.playerId) \(item.metadata.title ?? "nil") \(item.metadata.length)")
    }

    func shoppableView(_ view: BambuserShoppableView, didEnterFullscreen item: BambuserShoppableItem) {
        log.append("didEnterFullscreen \(item.playerId)")
        isFullscreen = true
    }

    func shoppableView(_ view: BambuserShoppableView, didExitFullscreen item: BambuserShoppableItem) {
        log.append("didExitFullscreen \(item.playerId)")
        isFullscreen = false
    }

    func shoppableView(_ view: BambuserShoppableView, didChangeCurrent item: BambuserShoppableItem) {
        log.append("didChangeCurrent \(item.playerId)")
    }

    func shoppableViewDidDismiss(_ view: BambuserShoppableView) {
        log.append("dismissed")
        isFullscreen = false
        shoppable = nil
    }
}
