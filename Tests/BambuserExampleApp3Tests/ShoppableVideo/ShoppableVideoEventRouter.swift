import BambuserCommerceSDK
import Foundation

// The example's event router, in our own words: one delegate for every player of a feed.
@MainActor
final class ReelsEventRouter: NSObject {
    enum Screen: Equatable { case cart, wishlist, reels }

    private var players: [BambuserPlayerView] = []
    private(set) var screens: [Screen] = []
    private(set) var errors: [String] = []
    private(set) var events: [(String, String)] = []
    private(set) var pipStates: [PlayerPipState] = []

    var onStateChanged: ((String, BambuserVideoState) -> Void)?
    var onPreviewShouldExpand: ((String) -> Void)?

    func bind(_ players: [BambuserPlayerView]) {
        let new = players.filter { player in !self.players.contains { $0 === player } }
        self.players.append(contentsOf: new)
        for player in new {
            player.delegate = self
            player.pipController?.isEnabled = true
            player.pipController?.delegate = self
        }
    }

    private func player(with id: String) -> BambuserPlayerView? {
        players.first { $0.id == id }
    }

    private func hydrate(data: [String: Sendable], for player: BambuserPlayerView) async throws {
        guard let event = data["event"] as? [String: Sendable],
              let products = event["products"] as? [[String: Sendable]] else { return }
        for product in products {
            guard let ref = product["ref"] as? String,
                  let id = product["id"] as? String,
                  let json = ProductHydrationDataSource.jsonObjectString(for: ref) else { continue }
            try await player.invoke(function: "updateProductWithData", arguments: "'\(id)', \(json)")
        }
    }

    private func answerCart(player: BambuserPlayerView, data: [String: Sendable]) {
        guard let callbackKey = data["callbackKey"] as? String else { return }
        let inner = data["event"] as? [String: Sendable]
        let quantity: Int = {
            if let q = inner?["quantity"] as? Int { return q }
            if let q = inner?["quantity"] as? Double { return Int(q) }
            return 1
        }()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            if quantity > 3 {
                player.notify(callbackKey: callbackKey, info: "{ success: false, reason: 'out-of-stock' }")
            } else {
                player.notify(callbackKey: callbackKey, info: true)
            }
        }
    }

    private func leave(to screen: Screen, from player: BambuserPlayerView) {
        player.pipController?.start()
        Task { @MainActor in
            try? await player.invoke(function: "hideProductList", arguments: "")
        }
        screens.append(screen)
    }
}

extension ReelsEventRouter: BambuserPlayerViewDelegate {
    func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        events.append((id, event.type))
        guard let player = player(with: id) else { return }
        switch event.type {
        case "should-add-item-to-cart", "should-update-item-in-cart":
            answerCart(player: player, data: event.data)
        case "provide-product-data":
            Task { try await self.hydrate(data: event.data, for: player) }
        case "goto-checkout":
            leave(to: .cart, from: player)
        case "open-wishlist":
            leave(to: .wishlist, from: player)
        case "preview-should-expand":
            onPreviewShouldExpand?(id)
        default:
            break
        }
    }

    func onVideoStatusChanged(_ id: String, state: BambuserVideoState) {
        onStateChanged?(id, state)
    }

    func onErrorOccurred(_ id: String, error: any Error) {
        errors.append("\(id): \(error)")
    }
}

extension ReelsEventRouter: BambuserPictureInPictureDelegate {
    func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState) {
        pipStates.append(state)
        if state == .restored {
            screens.append(.reels)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
                self?.player(with: id)?.play()
            }
        }
    }
}
