import Foundation
import ScriptEngine

/// Which show a player view plays.
public enum BambuserVideoType: Sendable, Hashable {
    case live(id: String)
    case onDemand(id: String)

    public var id: String {
        switch self {
        case .live(let id), .onDemand(let id): return id
        }
    }
}

/// What `createPlayerView(videoConfiguration:)` takes (seed 001).
///
/// `events`: `["*"]` delivers every event to the delegate; a list delivers only those.
/// `configuration`: the player configuration; `currency` and `locale` are required for hydration.
public struct BambuserVideoConfiguration {
    public var type: BambuserVideoType
    public var events: [String]
    public var configuration: [String: Any]

    public init(type: BambuserVideoType, events: [String] = ["*"], configuration: [String: Any] = [:]) {
        self.type = type
        self.events = events
        self.configuration = configuration
    }
}

/// An event from the player: `type` (`provide-product-data`, `should-add-item-to-cart`, …) and
/// its data, shaped as on iOS: the event's fields under `data["event"]`, the callback key (for events
/// the app answers with `notify`) at `data["callbackKey"]`. Numbers are `NSNumber`s, as WebKit
/// delivers them, so an integral value reads with both `as? Int` and `as? Double`.
public struct BambuserEventPayload: Sendable {
    public var type: String
    public var data: [String: any Sendable]
    /// The data as the player sent it (scenario scripts get it back unchanged).
    var scriptData: ScriptValue?

    /// ShopStage extra (the real payload has no public initialiser): for tests that call a delegate directly.
    public init(type: String, data: [String: any Sendable]) {
        self.type = type
        self.data = data
    }
}

/// The player's state as `onVideoStatusChanged` reports it.
public enum BambuserVideoState: String, Sendable, Hashable, Codable {
    case idle, playing, paused, ended
}

/// Makes player views (seed 001: `bambuserPlayer.createPlayerView(videoConfiguration:)`).
///
/// Headless, the shows a view can play are registered here first (from `Fixtures/shows/`
/// or built in Swift); a view of an unknown show plays an empty one and reports the error.
@MainActor
public final class BambuserVideoPlayer {
    public private(set) var shows: [String: BambuserShow] = [:]
    /// Hydrations that break the rules are recorded and sent to `onErrorOccurred` (`.lenient`, the
    /// default, as on a phone) or make `invoke` throw (`.strict`, a ShopStage extra).
    public var hydrationMode: BambuserPlayerView.HydrationMode = .lenient

    public init(shows: [BambuserShow] = []) {
        for show in shows { register(show) }
    }

    public func register(_ show: BambuserShow) {
        shows[show.id] = show
    }

    public func createPlayerView(videoConfiguration: BambuserVideoConfiguration) -> BambuserPlayerView {
        let id = videoConfiguration.type.id
        let show: BambuserShow
        var missing: BambuserPlayerError?
        if let known = shows[id] {
            show = known
        } else {
            let kind: BambuserShow.Kind
            if case .onDemand = videoConfiguration.type { kind = .onDemand } else { kind = .live }
            show = BambuserShow(id: id, type: kind)
            missing = .invalidShow(source: id, message: "no show with id \"\(id)\" is registered with this BambuserVideoPlayer")
        }
        let view = BambuserPlayerView(show: show, videoConfiguration: videoConfiguration, hydrationMode: hydrationMode)
        if let missing { view.pendingSetupError = view.pendingSetupError ?? missing }
        return view
    }
}
