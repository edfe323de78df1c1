import FireworkShopping
import StageTesting

extension Fixtures {
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
