import BambuserPlayer
import Foundation

// Seed 001's two Swift samples, copied unchanged (only the import line differs), inside a
// view-controller-like class that provides what they reference.

/// The seed's `YourProductService`: the app's own catalog, looked up by SKU.
enum YourProductService {
    struct SizeData {
        var sku: String
        var name: String
        var currentPrice: Double
        var inStock: Int
    }
    struct VariationData {
        var sku: String
        var name: String
        var colorName: String
        var imageUrls: [String]
        var sizes: [SizeData]
    }
    struct ProductData {
        var sku: String
        var name: String
        var brand: String
        var shortDescription: String
        var description: String
        var variationSku: String
        var variationName: String
        var colorName: String
        var imageUrl: String
        var sizeSku: String
        var sizeName: String
        var price: Double
        var originalPrice: Double
        var stock: Int
        var variations: [VariationData]
    }

    static func product(for sku: String) -> ProductData? {
        let name = sku == "LEVI-501" ? "Levi's 501" : "Organic Tee"
        let sizes = [
            SizeData(sku: "\(sku)-S", name: "S", currentPrice: 19.99, inStock: 4),
            SizeData(sku: "\(sku)-M", name: "M", currentPrice: 19.99, inStock: 0),
        ]
        return ProductData(
            sku: sku, name: name, brand: "Northwind", shortDescription: "Soft.", description: "<p>Soft cotton.</p>",
            variationSku: "\(sku)-BLK", variationName: "Black", colorName: "Black",
            imageUrl: "https://cdn.example.com/\(sku).jpg", sizeSku: "\(sku)-S", sizeName: "S", price: 19.99,
            originalPrice: 29.99, stock: 4,
            variations: [
                VariationData(
                    sku: "\(sku)-BLK", name: "Black", colorName: "Black",
                    imageUrls: ["https://cdn.example.com/\(sku).jpg"], sizes: sizes)
            ])
    }
}

@MainActor
final class SeedViewController: BambuserVideoPlayerDelegate {
    let bambuserPlayer: BambuserVideoPlayer
    var playerView: BambuserPlayerView?
    var useBuilder = false
    var errors: [any Error] = []

    init(show: BambuserShow) {
        bambuserPlayer = BambuserVideoPlayer(shows: [show])
    }

    func viewDidLoad() {
        let playerView = bambuserPlayer.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "your-show-id"),
                events: ["*"],
                configuration: [
                    "currency": "USD", // Required for product hydration
                    "locale": "en-US" // Required for product hydration
                ]
            )
        )
        playerView.delegate = self
        self.playerView = playerView
    }

    func onNewEventReceived(id: String, event: BambuserEventPayload) {
        if event.type == "provide-product-data" {
            Task {
                do {
                    if self.useBuilder {
                        try await self.hydrateUsingBuilder(data: event.data)
                    } else {
                        try await self.hydrate(data: event.data)
                    }
                } catch {
                    self.errors.append(error)
                }
            }
        }
    }

    // Seed 001, "Send Product Data Back to the Player" (unchanged).
    func hydrate(data: [String: Any]) async throws {
    guard let event = data["event"] as? [String: Any],
    let products = event["products"] as? [[String: Any]] else { return }
    for product in products {
    guard let id = product["id"] as? String,
    let sku = product["ref"] as? String else { continue }
    // Look up product data from your own catalog using the SKU
    guard let productData = YourProductService.product(for: sku) else { continue }
    try await self.playerView?.invoke(
    function: "updateProductWithData",
    arguments: """
    '\(id)', {
    sku: '\(productData.sku)',
    name: '\(productData.name)',
    brandName: '\(productData.brand)',
    introduction: '\(productData.shortDescription)',
    description: '\(productData.description)',
    variations: [
    {
    sku: '\(productData.variationSku)',
    name: '\(productData.variationName)',
    colorName: '\(productData.colorName)',
    imageUrls: ['\(productData.imageUrl)'],
    sizes: [
    {
    sku: '\(productData.sizeSku)',
    currency: 'USD',
    current: \(productData.price),
    original: \(productData.originalPrice),
    name: '\(productData.sizeName)',
    inStock: \(productData.stock),
    }
    ]
    }
    ]
    }
    """
    )
    }
    }

    // Seed 001, "Using the Builder Pattern (Recommended)" (unchanged).
    func hydrateUsingBuilder(data: [String: Any]) async throws {
    guard let event = data["event"] as? [String: Any],
    let products = event["products"] as? [[String: Any]] else { return }
    for product in products {
    guard let sku = product["ref"] as? String,
    let id = product["id"] as? String else { continue }
    guard let source = YourProductService.product(for: sku) else { continue }
    let hydratedProduct = try HydratedProduct(sku: source.sku)
    .withName(source.name)
    .withBrandName(source.brand)
    .withVariations(
    source.variations.map { v in
    try Variation()
    .withSku(v.sku)
    .withName(v.name)
    .withColorName(v.colorName)
    .withImageUrls(v.imageUrls)
    .withSizes(
    v.sizes.map { s in
    try ProductSize()
    .withSku(s.sku)
    .withName(s.name)
    .withCurrentPrice(s.currentPrice)
    .withInStock(s.inStock)
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
}

/// Seed 001's delegate snippet, unchanged, with a do-nothing `hydrate` beside it.
@MainActor
final class SeedDelegateSnippet: BambuserVideoPlayerDelegate {
    var hydrated: [[String: Any]] = []

    func hydrate(data: [String: Any]) async throws {
        hydrated.append(data)
    }

    func onNewEventReceived(id: String, event: BambuserEventPayload) {
    if event.type == "provide-product-data" {
    Task {
    try await self.hydrate(data: event.data)
    }
    }
    }
}
