import ScriptEngine

/// What a player can play (the real SDK's marker protocol).
public protocol BambuserVideoType: Sendable {}

/// A show, live or on demand: `.live(id: "…")`, `.onDemand(id: "…")` (2.0+ labels).
public enum BambuserVideoAsset: BambuserVideoType, Hashable {
    case live(id: String)
    case onDemand(id: String)

    /// The 0.4 – 1.1 spelling, `.onDemand("…")` (2.0 added the `id:` label): the same show.
    public static func onDemand(_ id: String) -> BambuserVideoAsset { .onDemand(id: id) }

    /// ShopStage extra: the show id.
    public var id: String {
        switch self {
        case .live(let id), .onDemand(let id): return id
        }
    }
}

/// What `createPlayerView(videoConfiguration:)` takes.
///
/// `events`: `["*"]` delivers every event to the delegate (README-1.1.0: "currently only option
/// available"); ShopStage also takes a list of names and delivers only those.
/// `configuration`: the player configuration, `nil` allowed. `currency` and `locale` are required
/// for hydration; `buttons.product: "none"` makes the player send `should-show-product-view`
/// instead of opening its own product page; `actionCard: "none"` makes it send `action-card-clicked`.
public struct BambuserVideoPlayerConfiguration<VideoType: BambuserVideoType>: Sendable {
    public var type: VideoType
    public var events: [String]
    public var configuration: [String: any Sendable]?

    /// `configuration` has no default in the real SDK; ShopStage lets it be left out.
    public init(type: VideoType, events: [String] = ["*"], configuration: [String: any Sendable]? = nil) {
        self.type = type
        self.events = events
        self.configuration = configuration
    }

    /// The 0.4 – 1.1 form, `configuration: [String: Any]?` (2.0 made it `any Sendable`), for host code
    /// that builds the dictionary first as `[String: Any]`. The values are kept as their JavaScript
    /// form, which is all the player reads; a value with none is left out, as the player would ignore it.
    @_disfavoredOverload
    public init(type: VideoType, events: [String] = ["*"], configuration: [String: Any]?) {
        self.init(type: type, events: events, configuration: configuration?.compactMapValues { try? ScriptValue(any: $0) })
    }
}

/// The configuration of a live or on-demand show.
public typealias BambuserVideoConfiguration = BambuserVideoPlayerConfiguration<BambuserVideoAsset>

/// Edges of the screen the player view lays out under (`ignoredSafeAreaEdges: .init(.bottom)`).
public struct SafeAreaEdges: Sendable, Hashable {
    public var edges: Set<SafeAreaEdge>

    public init(_ edges: SafeAreaEdge...) {
        self.edges = Set(edges)
    }
}

public enum SafeAreaEdge: Sendable, Hashable {
    case all, top, bottom, leading, trailing
}

/// The player's state as `onVideoStatusChanged` reports it: the real SDK's nine (2.1.3+).
/// A show that ends is `.completed`; `preload()` makes an idle player `.ready`; `cleanup()` `.stopped`.
public enum BambuserVideoState: String, Sendable, Hashable, Codable {
    case ready, loading, playing, paused, stopped, completed, error, idle, buffering
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
