import BambuserCommerceSDK
import Foundation

// The 2.x example app's ProductHydrationViewController (EX-H, SDK 2.x), as it writes it. Only the
// import differs; UIKit's parts (the view hierarchy, constraints, alerts, navigation) are left out,
// and a few `recorded…` lines let the tests see what the host did.
final class ProductHydrationViewController: BambuserVideoPlayerDelegate {

    /// The player view used for displaying the video.
    var playerView: BambuserPlayerView?

    var useProductBuilder = false
    var recordedErrors: [Error] = []
    var recordedStates: [BambuserVideoState] = []
    var recordedCheckouts = 0

    func viewDidLoad() {
        /// Initializes the Bambuser player instance.
        /// - The `server` parameter determines whether the player connects to the US or EU server.
        let bambuserPlayer = BambuserVideoPlayer(server: .US)

        let config = BambuserVideoConfiguration(
            type: .live(id: "aHT8jNIYeDbh8vrNJ8ju"), // Pass the show ID
            events: ["*"], // Pass `["*"]` to receive **all available events** from the SDK.
            configuration: [
                "buttons": [
                    "dismiss": "none"
                ],
                "autoplay": true,
                "currency": "USD", // Defines the currency for product hydration
                "locale": "en-US" // Defines the locale for content formatting
            ]
        )

        /// Creates a player view with the specified configuration and adds it to the view hierarchy.
        let pView = bambuserPlayer.createPlayerView(
            videoConfiguration: config,
            ignoredSafeAreaEdges: .init(.bottom)
        )
        pView.delegate = self // Assigns the delegate to receive BambuserVideoPlayerDelegate events.
        playerView = pView
    }

    func viewWillDisappear() {
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

    func hydrateUsingProductBuilder(data: [String: Sendable]) async throws {
        guard let event = data["event"] as? [String: Sendable],
              let products = event["products"] as? [[String: Sendable]] else { return }
        for product in products {
            guard let sku = product["ref"] as? String,
                  let id = product["id"] as? String else { continue }

            guard let productDetails = ProductHydrationDataSource.mockClientProduct(for: sku)
            else { continue}

            let hydratedProduct = try HydratedProduct(sku: productDetails.sku)
                .withName(productDetails.productName)
                .withBrandName(productDetails.brand)
                .withVariations(
                    productDetails.attributes.map { variation in
                        try Variation()
                            .withSku(variation.sku)
                            .withColorName(variation.colorName)
                            .withName(variation.name)
                            .withImageUrls(variation.imageUrls)
                            .withSizes(
                                variation.sizes.map { size in
                                    try ProductSize()
                                        .withSku(size.sku)
                                        .withCurrentPrice(size.current)
                                        .withInStock(size.inStock)
                                        .withName(size.name)
                                        .build()
                                }
                            )
                            .build()
                    }
                )
                .build()

            let hydrationString = "'\(id)', \(try hydratedProduct.toJSON())"

            try await playerView?.invoke(
                function: "updateProductWithData",
                arguments: hydrationString
            )
        }
    }

    // MARK: - BambuserVideoPlayerDelegate

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        print("ProductHydrationViewController received event: \(event)")

        if event.type == "provide-product-data" {
            Task {
                if self.useProductBuilder {
                    try await self.hydrateUsingProductBuilder(data: event.data)
                } else {
                    try await self.hydrate(data: event.data)
                }
            }
        }

        if event.type == "should-add-item-to-cart" || event.type == "should-update-item-in-cart" {
            guard let callbackKey = event.data["callbackKey"] as? String else {
                return
            }
            var quantity = -1
            if let event = event.data["event"] as? [String: Sendable],
               let value = event["quantity"] as? Int {
                quantity = value
            }

            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                if quantity > 3 {
                    /// If the requested quantity is too high, simulate an out-of-stock error.
                    self.playerView?.notify(
                        callbackKey: callbackKey,
                        info: "{ success: false, reason: 'out-of-stock' }"
                    )
                } else {
                    /// Confirm the item was successfully added to the cart.
                    self.playerView?.notify(
                        callbackKey: callbackKey,
                        info: true
                    )
                }
            }
        }

        if event.type == "goto-checkout" {
            recordedCheckouts += 1
        }
    }

    func onErrorOccurred(_ id: String, error: Error) {
        print("ProductHydrationViewController error: \(error.localizedDescription)")
        recordedErrors.append(error)
    }

    func onVideoStatusChanged(_ id: String, state: BambuserCommerceSDK.BambuserVideoState) {
        recordedStates.append(state)
    }
}
