import ScriptEngine

/// What `createPlayerView(videoConfiguration:)` takes.
///
/// `events`: `["*"]` delivers every event to the delegate (the 1.1.0 README: "currently only option
/// available"); ShopStage also takes a list of names and delivers only those.
/// `configuration`: the player configuration, `nil` allowed. `currency` and `locale` are required
/// for hydration; `buttons.product: "none"` makes the player send `should-show-product-view`
/// instead of opening its own product page; `actionCard: "none"` makes it send `action-card-clicked`;
/// `autoplay: true` starts the show without `play()`.
///
/// ```swift
/// let configuration = BambuserVideoConfiguration(
///     type: .live(id: "spring-live"),
///     events: ["*"],
///     configuration: ["currency": "USD", "locale": "en-US", "buttons": ["product": "none"]])
/// ```
public struct BambuserVideoPlayerConfiguration<VideoType: BambuserVideoType>: Sendable {
    /// What to play: a ``BambuserVideoAsset`` for a show, an ``InlineVideoAsset`` for shoppable video.
    public var type: VideoType
    /// The event types delivered to the delegate: `["*"]` (the default) for all.
    public var events: [String]
    /// The player configuration (`currency`, `locale`, `buttons`, `actionCard`, `autoplay`, …).
    public var configuration: [String: any Sendable]?
    /// How the video fills the player (the SDK after 3.0.2; `.fit` by default). Headless nothing is
    /// drawn: the player keeps it (``HeadlessBambuserPlayerView/videoScaleMode``) for a test to read.
    public var videoScaleMode: BambuserVideoScaleMode

    /// `configuration` has no default in the real SDK; ShopStage lets it be left out.
    public init(
        type: VideoType, events: [String] = ["*"], configuration: [String: any Sendable]? = nil,
        videoScaleMode: BambuserVideoScaleMode = .fit
    ) {
        self.type = type
        self.events = events
        self.configuration = configuration
        self.videoScaleMode = videoScaleMode
    }

    /// The 0.4 – 1.1 form, `configuration: [String: Any]?` (2.0 made it `any Sendable`), for host code
    /// that builds the dictionary first as `[String: Any]`. The values are kept as their JavaScript
    /// form, which is all the player reads; a value with none is left out, as the player would ignore it.
    @_disfavoredOverload
    public init(
        type: VideoType, events: [String] = ["*"], configuration: [String: Any]?,
        videoScaleMode: BambuserVideoScaleMode = .fit
    ) {
        self.init(
            type: type, events: events, configuration: configuration?.compactMapValues { try? ScriptValue(any: $0) },
            videoScaleMode: videoScaleMode)
    }
}

/// How a video fills its player: `.fit` (letterboxed) or `.fill` (cropped). The SDK after 3.0.2
/// (interface at commit e749cd5) takes it as `videoScaleMode:` of the configuration.
public enum BambuserVideoScaleMode: String, Sendable {
    /// Letterboxed: the whole video shows.
    case fit
    /// Cropped: the video fills the player.
    case fill
}

/// The configuration of a live or on-demand show.
public typealias BambuserVideoConfiguration = BambuserVideoPlayerConfiguration<BambuserVideoAsset>
