import Foundation

/// The SDK's entry point (Firework iOS SDK README, shopping guide): initialization, shopping, event
/// tracking, purchases.
///
/// On Linux there is no Info.plist: ``configuration`` stands in for it (`FireworkVideoAppID`)
/// and for the servers (``FireworkConfiguration/catalog``).
///
/// ```swift
/// FireworkVideoSDK.configuration = FireworkConfiguration(
///     infoDictionary: ["FireworkVideoAppID": "fw-demo-app"], catalog: catalog)
/// FireworkVideoSDK.initializeSDK(delegate: appDelegate)
/// FireworkVideoSDK.shopping.delegate = shoppingDelegate
/// ```
@MainActor
public enum FireworkVideoSDK {
    /// The Info.plist key the app id is read from.
    nonisolated public static let appIDKey = "FireworkVideoAppID"
    /// The Firework iOS SDK version whose interface and behaviour ShopStage follows (the Firework iOS SDK
    /// README it follows is of the 1.24 to 1.44 releases).
    nonisolated public static let version = "1.44.9"

    /// Info.plist and servers, as the tests or the CLI set them.
    public static var configuration = FireworkConfiguration()
    /// The shopping integration: the delegate, the cart provider and what the cart icon does.
    /// ``reset(configuration:)`` replaces it with a fresh one.
    public static private(set) var shopping = FireworkVideoShopping()
    /// The analytics delegates: playback, feed and live stream events. ``reset(configuration:)`` replaces it.
    public static private(set) var eventTracking = FireworkVideoEventTracking()
    /// Handles taps on a video's call-to-action button. Held weakly.
    public static weak var ctaDelegate: (any FireworkVideoCTADelegate)?
    /// The user id the app passed to ``initializeSDK(delegate:userID:)``, if any.
    public static private(set) var userID: String?
    /// Whether the last ``initializeSDK(delegate:userID:)`` succeeded.
    public static private(set) var isInitialized = false
    /// Every purchase recorded with a `trackPurchase` overload, oldest first.
    public static private(set) var trackedPurchases: [TrackedPurchase] = []
    private static var purchaseObservers: [WeakPlayer] = []
    /// `.muteOnFirstLaunch`: `nil` until a player launches; then whether players launch muted, as the
    /// viewer last chose.
    static var launchesMuted: Bool?

    /// Reads the app id and authenticates it against the catalog's app ids.
    ///
    /// The delegate gets `fireworkVideoDidLoadSuccessfully()`, or `fireworkVideoDidLoadWith(error:)`
    /// with `.missingAppID` (no `FireworkVideoAppID`, or an empty one) or `.authenticationFailure`.
    public static func initializeSDK(delegate: (any FireworkVideoSDKDelegate)? = nil, userID: String? = nil) {
        self.userID = userID
        let appID = configuration.infoDictionary[appIDKey]?.trimmingCharacters(in: .whitespaces) ?? ""
        if appID.isEmpty {
            isInitialized = false
            delegate?.fireworkVideoDidLoadWith(error: .missingAppID)
        } else if !configuration.catalog.appIDs.contains(appID) {
            isInitialized = false
            delegate?.fireworkVideoDidLoadWith(error: .authenticationFailure)
        } else {
            isInitialized = true
            delegate?.fireworkVideoDidLoadSuccessfully()
        }
    }

    static func record(_ purchase: TrackedPurchase) {
        trackedPurchases.append(purchase)
        purchaseObservers.removeAll { $0.player == nil }
        for observer in purchaseObservers { observer.player?.record(purchase) }
    }

    /// Puts the SDK back as a fresh process would find it (tests share one process).
    public static func reset(configuration: FireworkConfiguration = FireworkConfiguration()) {
        self.configuration = configuration
        shopping = FireworkVideoShopping()
        eventTracking = FireworkVideoEventTracking()
        ctaDelegate = nil
        isInitialized = false
        userID = nil
        trackedPurchases = []
        purchaseObservers = []
        launchesMuted = nil
        UIApplication.shared.reset()
    }

    static func observePurchases(_ player: PlayerViewController) {
        // Players come and go by the thousand in one process: forget the gone ones here too.
        purchaseObservers.removeAll { $0.player == nil }
        purchaseObservers.append(WeakPlayer(player: player))
    }

    private struct WeakPlayer {
        weak var player: PlayerViewController?
    }
}

/// The Linux stand-in for Info.plist plus the content the servers would serve.
public struct FireworkConfiguration: Sendable {
    /// Info.plist entries; the SDK reads `FireworkVideoAppID`.
    public var infoDictionary: [String: String]
    /// The channels, videos, playlists and products the emulated servers serve, and the app ids they accept.
    public var catalog: FireworkCatalog

    /// A configuration; an empty Info.plist (so `initializeSDK` fails with `.missingAppID`) and an empty
    /// catalog by default.
    public init(infoDictionary: [String: String] = [:], catalog: FireworkCatalog = FireworkCatalog()) {
        self.infoDictionary = infoDictionary
        self.catalog = catalog
    }
}

/// Why the SDK did not load (the Firework iOS SDK README's "Troubleshooting"), a `LocalizedError` as in
/// the real SDK's binary interface (FW 0.2.0).
///
/// The real enum is not frozen, in a library-evolution binary; ShopStage's module is not built that way,
/// so a switch that lists both cases and adds `default:` (Firework's video sample) draws "default will
/// never be executed" here. `@unknown default:` (the Firework iOS SDK README's form) compiles clean in both.
/// 0.2.0's third case, `missingPublisherID`, is left out: the README's exhaustive switch shows the SDK
/// the docs describe has two.
public enum FireworkVideoSDKError: LocalizedError, CustomStringConvertible, Sendable, Hashable {
    /// No `FireworkVideoAppID` in Info.plist (``FireworkConfiguration/infoDictionary``), or an empty one.
    case missingAppID
    /// The app id is not one the servers (the catalog's `appIDs`) know.
    case authenticationFailure

    /// `missing app ID` or `authentication failure`.
    public var description: String {
        switch self {
        case .missingAppID: "missing app ID"
        case .authenticationFailure: "authentication failure"
        }
    }

    /// What failed, naming the Info.plist key for `.missingAppID`.
    public var errorDescription: String? {
        switch self {
        case .missingAppID: "FireworkVideo could not load: Info.plist has no '\(FireworkVideoSDK.appIDKey)'."
        case .authenticationFailure: "FireworkVideo could not load: the app ID was not authenticated."
        }
    }

    /// The same as ``description``.
    public var failureReason: String? { description }

    /// How to fix it in ShopStage: the configuration key or catalog entry to set.
    public var recoverySuggestion: String? {
        switch self {
        case .missingAppID: "Set '\(FireworkVideoSDK.appIDKey)' in FireworkVideoSDK.configuration.infoDictionary."
        case .authenticationFailure:
            "Use an app ID listed in the catalog's appIDs (FireworkVideoSDK.configuration.catalog)."
        }
    }
}

/// Receives the result of ``FireworkVideoSDK/initializeSDK(delegate:userID:)``.
@MainActor
public protocol FireworkVideoSDKDelegate: AnyObject {
    /// The app id was found and authenticated; feeds and story blocks can load.
    func fireworkVideoDidLoadSuccessfully()
    /// The SDK did not load; `error` says why.
    func fireworkVideoDidLoadWith(error: FireworkVideoSDKError)
}

extension FireworkVideoSDKDelegate {
    /// Default: does nothing.
    public func fireworkVideoDidLoadSuccessfully() {}
    /// Default: does nothing.
    public func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {}
}
