import BambuserPlayer
import EMarketer
import FireworkShopping
import Foundation

/// The fixtures ShopStage ships (the repository's `Fixtures/`), by name, and one-expression
/// builders for what a test makes itself.
///
/// A package that depends on ShopStage has the folder in its checkout, so these work in a user's
/// tests as in ShopStage's own.
///
/// ```swift
/// let show = try Fixtures.bambuserShow("spring-live")
/// let panel = try Fixtures.panel()                   // every action in Fixtures/actions
/// let feed = Fixtures.feed(videos: [.init(id: "v1", channelID: "c", caption: "Runner", duration: 30)])
/// ```
public enum Fixtures {
    /// `Fixtures/` of the ShopStage checkout this library was built from.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `Fixtures/<path>`.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of `Fixtures/<path>`.
    /// - Throws: ``FixtureError`` naming the file when it cannot be read.
    public static func text(_ path: String) throws -> String {
        let file = url(path)
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FixtureError(path: file.path, message: error.localizedDescription)
        }
    }

    /// `Fixtures/media/`: the mp4 and HLS files a ``LoopbackMediaServer`` serves.
    public static var media: URL { url("media") }

    // MARK: Bambuser

    /// `Fixtures/shows/<name>.json`, e.g. `spring-live`.
    public static func bambuserShow(_ name: String) throws -> BambuserShow {
        try BambuserShow(contentsOf: url("shows/\(name).json"))
    }

    /// `Fixtures/catalogs/<name>.json`, e.g. `spring-catalog`: the products a host hydrates from.
    public static func bambuserCatalog(_ name: String) throws -> ProductCatalog {
        try ProductCatalog(contentsOf: url("catalogs/\(name).json"))
    }

    /// A show in one expression: `products` by id (ref and URL made up from it), highlighted in
    /// order `every` seconds apart from the first second, ending after the last.
    public static func show(
        id: String = "show", type: BambuserShow.Kind = .live, products: [String], every seconds: Double = 10
    ) -> BambuserShow {
        let cues = products.enumerated().map { index, product in
            BambuserShow.Cue(at: 1 + Double(index) * seconds, action: .highlight, product: product)
        }
        return BambuserShow(
            id: id, type: type, title: id, durationSeconds: 1 + Double(products.count) * seconds,
            products: products.map { BambuserShow.Product(id: $0, ref: $0, url: "https://shop.example/p/\($0)") },
            timeline: cues)
    }

    /// One product as the arguments of `invoke("updateProductWithData", …)`, written in JavaScript
    /// (`'bmb-tee', { sku: …, variations: [ … ] }`): a tee with one variation and three sizes, one of
    /// them out of stock. The tests, `shopstage bench player` and the benchmarks hydrate it.
    public static func bambuserTeeArguments(
        id: String = "bmb-tee", name: String = "Organic Tee", introduction: String? = nil
    ) -> String {
        let intro = introduction.map { " introduction: '\($0)'," } ?? ""
        return """
            '\(id)', {
                sku: 'TEE-001', name: '\(name)', brandName: 'Northwind',\(intro)
                variations: [{
                    sku: 'TEE-001-BLK', name: 'Black', colorName: 'Black', imageUrls: ['https://cdn.example.com/tee.jpg'],
                    sizes: [
                        { sku: 'TEE-001-BLK-S', name: 'S', current: 19.99, original: 29.99, currency: 'USD', inStock: 12 },
                        { sku: 'TEE-001-BLK-M', name: 'M', current: 19.99, original: 29.99, currency: 'USD', inStock: 3 },
                        { sku: 'TEE-001-BLK-L', name: 'L', current: 19.99, original: 29.99, currency: 'USD', inStock: 0 }
                    ]
                }]
            }
            """
    }

    // MARK: e-Marketer

    /// A panel with every action in `Fixtures/actions` (or `folder` under `Fixtures/`).
    public static func panel(folder: String = "actions") throws -> EMarketerPanel {
        try EMarketerPanel(contentsOf: url(folder))
    }

    /// The action `Fixtures/actions/<name>.json`, e.g. `summer-sale`.
    public static func action(_ name: String) throws -> PanelAction {
        try EMarketerPanel.loadAction(from: url("actions/\(name).json"))
    }

    // MARK: Firework

    /// `Fixtures/firework/<name>.json`: channels, videos, playlists and products.
    public static func fireworkCatalog(_ name: String = "catalog") throws -> FireworkCatalog {
        try FireworkCatalog.load(contentsOf: url("firework/\(name).json"))
    }

    /// A feed in one expression: a catalog of `videos` and `products`, every video's channel
    /// declared, the app id `fw-demo-app` allowed.
    public static func feed(videos: [FireworkCatalog.Video], products: [Product] = []) -> FireworkCatalog {
        let channels = Set(videos.map(\.channelID)).sorted().map { FireworkCatalog.Channel(id: $0, name: $0) }
        return FireworkCatalog(appIDs: ["fw-demo-app"], channels: channels, videos: videos, products: products)
    }

    /// The Firework SDK singletons as a fresh app finds them, on `catalog` (the fixture catalog by
    /// default) and with `appID` in the app's Info.plist, after its launch called `initializeSDK()`
    /// (unless `initialize` is false: feeds then fail, as before initialization on a phone). The SDK's
    /// state is the process's: call it first in a test's body, before any `await`.
    @MainActor
    public static func resetFireworkSDK(
        catalog: FireworkCatalog? = nil, appID: String? = "fw-demo-app", initialize: Bool = true
    ) throws {
        var info: [String: String] = [:]
        if let appID { info[FireworkVideoSDK.appIDKey] = appID }
        FireworkVideoSDK.reset(
            configuration: FireworkConfiguration(infoDictionary: info, catalog: try catalog ?? fireworkCatalog()))
        if initialize { FireworkVideoSDK.initializeSDK() }
    }
}

/// A fixture that could not be read: which file, and why.
public struct FixtureError: Error, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "cannot read the fixture \(path): \(message)" }
}
