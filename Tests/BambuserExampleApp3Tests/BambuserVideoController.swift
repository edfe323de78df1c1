import BambuserCommerceSDK
import Foundation

// The 3.x example app's BambuserVideoController (EX-D, SDK 3.0.2), as it writes it, its import
// included (ShopStage's `BambuserCommerceSDK` module); UIKit's parts (views, constraints, alerts) and
// Combine are left out, the app's Storage and NavigationManager are small stand-ins, and a few
// `recorded…` lines let the tests see what the host did.
@MainActor
final class Storage {
    static let shared = Storage()
    var cart: [String: Int] = [:]
    var wishlist: [String: Bool] = [:]
    func updateCart(productId: String, quantity: Int) { cart[productId] = quantity }
    func addToWishlist(productId: String) { wishlist[productId] = true }
    func removeFromWishlist(productId: String) { wishlist[productId] = false }
}

@MainActor
final class NavigationManager {
    enum Destination { case cart, wishlist, live }
    var destinations: [Destination] = []
    func switchTo(_ destination: Destination) { destinations.append(destination) }
}

final class BambuserVideoController: BambuserPlayerViewDelegate, BambuserPictureInPictureDelegate {

    /// The player view used for displaying the video.
    var playerView: BambuserPlayerView?

    /// The Bambuser SDK instance used for tracking and player creation.
    let bambuserSDK = BambuserSDK(server: .US)

    /// Navigation manager for handling navigation events within the app.
    let navManager: NavigationManager

    /// The show ID for the live video.
    var showId: String

    var recordedErrors: [Error] = []
    var recordedStates: [BambuserVideoState] = []
    var recordedPipStates: [PlayerPipState] = []
    var recordedThumbnailTaps = 0

    init(navManager: NavigationManager, showId: String) {
        self.navManager = navManager
        self.showId = showId
    }

    func viewDidLoad() {
        let config = BambuserVideoConfiguration(
            type: .live(id: showId), // Pass the show ID
            events: ["*"], // Pass `["*"]` to receive **all available events** from the SDK.
            configuration: [
                "buttons": [
                    "dismiss": "none"
                ],
                "ui": [
                    "hidePlaybackRateButton": false,
                    "hidePromotedShows": false,
                ],
                "autoplay": true,
                "currency": "USD", // Defines the currency for product hydration
                "locale": "en-US" // Defines the locale for content formatting
            ]
        )

        let pView = bambuserSDK.createPlayerView(
            videoConfiguration: config,
            ignoredSafeAreaEdges: .init(.bottom)
        )
        pView.delegate = self // Assigns the delegate to receive BambuserPlayerViewDelegate events.
        pView.pipController?.delegate = self // Assigns the picture in picture delegate to receive BambuserPictureInPictureDelegate events.
        playerView = pView
    }

    func pop() {
        playerView?.cleanup()
    }

    func hydrate(data: [String: Sendable]) async throws {
        guard let event = data["event"] as? [String: Sendable],
              let products = event["products"] as? [[String: Sendable]] else { return }
        for product in products {
            guard let sku = product["ref"] as? String,
                  let id = product["id"] as? String,
                  let jsonString = ProductHydrationDataSource.jsonObjectString(for: sku) else { continue }
            let hydrationString = "'\(id)', \(jsonString)"

            try await playerView?.invoke(
                function: "updateProductWithData",
                arguments: hydrationString
            )
        }
    }

    /// Hides the product list within the Bambuser player.
    private func hideProductList() {
        Task { @MainActor in
            try await playerView?.invoke(function: "hideProductList", arguments: "")
        }
    }

    // MARK: - BambuserPlayerViewDelegate

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        print("ProductHydrationViewController received event: \(event)")

        if event.type == "provide-product-data" {
            Task {
                try await self.hydrate(data: event.data)
            }
        }

        if event.type == "should-add-item-to-cart" || event.type == "should-update-item-in-cart" {
            guard let callbackKey = event.data["callbackKey"] as? String,
                    let event = event.data["event"] as? [String: Sendable],
                  let sku = event["sku"] as? String else {
                return
            }
            var quantity = 1
            if let value = event["quantity"] as? Int {
                quantity = value
            }

            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                if quantity > 3 {
                    self.playerView?.notify(
                        callbackKey: callbackKey,
                        info: "{ success: false, reason: 'out-of-stock' }"
                    )
                } else {
                    Storage.shared.updateCart(productId: sku, quantity: quantity)
                    self.playerView?.notify(
                        callbackKey: callbackKey,
                        info: true
                    )
                }
            }
        }

        if event.type == "goto-checkout" {
            playerView?.pipController?.start()
            hideProductList()
            navManager.switchTo(.cart)
        }

        let openWishlist = "open-wishlist"
        let openWishlistLogin = "open-wishlist-login"
        let removeFromWishlist = "remove-from-wishlist"
        let provideWishlistStatus = "provide-wishlist-status"
        let addToWishlist = "add-to-wishlist"

        switch event.type {
        case provideWishlistStatus:
            var statusDict: [String: Bool] = [:]
            if let eventDict = event.data["event"] as? [String: Any],
               let products = eventDict["products"] as? [[String: Any]] {
                for product in products {
                    if let sku = product["ref"] as? String {
                        let base = String(sku.prefix { $0 != "-" }).trimmingCharacters(in: .whitespaces)
                        statusDict[sku] = Storage.shared.wishlist[base] ?? false
                    }
                }
            }
            do {
                let wrapped = ["statuses": statusDict]
                let data = try JSONEncoder().encode(wrapped)
                if let jsonString = String(data: data, encoding: .utf8) {
                    Task {
                        try? await playerView?.invoke(
                            function: "updateWishlistStatus",
                            arguments: jsonString
                        )
                    }
                }
            } catch {
                print("Failed to encode wishlist status: \(error)")
            }
        case addToWishlist:
            guard let callbackKey = event.data["callbackKey"] as? String,
                  let eventDict = event.data["event"] as? [String: Sendable],
                  let sku = eventDict["sku"] as? String else { return }
            let base = String(sku.prefix { $0 != "-" }).trimmingCharacters(in: .whitespaces)
            Storage.shared.addToWishlist(productId: base)

            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                Storage.shared.addToWishlist(productId: base)
                self.playerView?.notify(
                    callbackKey: callbackKey,
                    info: "{success: true, sku:'\(sku)'}"
                )
            }
        case removeFromWishlist:
            guard let callbackKey = event.data["callbackKey"] as? String,
                  let eventDict = event.data["event"] as? [String: Sendable],
                  let sku = eventDict["sku"] as? String else { return }
            let base = String(sku.prefix { $0 != "-" }).trimmingCharacters(in: .whitespaces)
            Storage.shared.removeFromWishlist(productId: base)

            self.playerView?.notify(
                callbackKey: callbackKey,
                info: "{success: true, sku:'\(sku)'}"
            )
        case openWishlist:
            playerView?.pipController?.start()
            hideProductList()
            navManager.switchTo(.wishlist)
        case openWishlistLogin:
            guard let callbackKey = event.data["callbackKey"] as? String else { return }
            // The example shows a login alert; its OK button answers:
            self.playerView?.notify(
                callbackKey: callbackKey,
                info: "{ success: true }"
            )
        default:
            break
        }

        if event.type == "should-show-product-view" {
            productTapped(event.data)

            Task {
                let resposne = try? await self.bambuserSDK.track(
                    event: "ecommerce:purchase",
                    with: [
                        "transaction": [
                            "id":"abcd",
                            "subtotal":70.99,
                            "currency":"USD",
                            "total":74.98,
                            "tax":14.2,
                            "shippingCost":3.99,
                            "shippingMethod":"Store pickup",
                            "coupon":"SUMMER_SALE",
                        ],
                        "products": [
                            [
                                "id":"314-7216-102",
                                "name":"Tennis Shoe Classic - Size 10",
                                "image":"https://example.com/images/314-7216-102.jpg",
                                "price":70.99,
                                "currency":"USD",
                                "quantity":1,
                                "brand":"Plausible Co.",
                                "category":"Footwear > Sports > Tennis",
                                "location":"https://example.com/products/314-7216"
                            ]
                        ]
                    ]
                )
                print("Track response: \(String(describing: resposne))")
            }
        }
    }

    private func productTapped(_ data: [String: Sendable]) {
        guard let _ = Product(data: data) else {
            print("Something went wrong with parsing product data!")
            return
        }
        hideProductList()
    }

    func onErrorOccurred(_ id: String, error: Error) {
        print("ProductHydrationViewController error: \(error.localizedDescription)")
        recordedErrors.append(error)
    }

    func onVideoStatusChanged(_ id: String, state: BambuserCommerceSDK.BambuserVideoState) {
        print("Video state changed to: \(state)")
        recordedStates.append(state)
    }

    func onThumbnailTapped(_ id: String) {
        print("Player [\(id)] thumbnail was tapped")
        recordedThumbnailTaps += 1
    }

    func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState) {
        print("PiP state changed to: \(state)")
        recordedPipStates.append(state)

        if state == .restored {
            navManager.switchTo(.live)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                self.playerView?.play()
            }
        }
    }
}

/// The example's Product (EX-E): what should-show-product-view carries.
struct Product: Hashable {
    let id: String
    let sku: String
    let title: String
    let url: URL

    init?(data: [String: Sendable]) {
        guard let event = data["event"] as? [String: Sendable],
              let id = event["id"] as? String,
              let sku = event["sku"] as? String,
              let title = event["title"] as? String,
              let urlString = event["url"] as? String,
              let url = URL(string: urlString) else {
            return nil
        }
        self.id = id
        self.sku = sku
        self.title = title
        self.url = url
    }
}
