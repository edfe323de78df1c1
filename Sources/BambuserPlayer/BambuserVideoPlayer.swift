import Foundation
import ScriptEngine

/// Which Bambuser region an organisation lives in (`BambuserVideoPlayer(server: .US)`). Headless,
/// nothing is fetched from it: shows come from ``BambuserShowRegistry`` or the player's own list.
public enum OrganizationServer: Sendable, Hashable, Codable, CaseIterable {
    /// The EU region.
    case EU
    /// The US region.
    case US
}

/// Makes player views: `BambuserVideoPlayer(server: .US).createPlayerView(videoConfiguration:)`
/// (SDK 1.x/2.x; 3.0 renamed it ``BambuserSDK``).
///
/// Headless, the shows a view can play are registered first — in the shared
/// ``BambuserShowRegistry`` (what `init(server:)` players look in) or in this player's own list
/// (`init(shows:)`, a ShopStage extra) — from `Fixtures/shows/` or built in Swift. A view of an
/// unknown show plays an empty one and reports the error to the delegate.
///
/// ```swift
/// BambuserShowRegistry.shared.register(try BambuserShow(contentsOf: showURL))
/// let player = BambuserVideoPlayer(server: .US)
/// let playerView = player.createPlayerView(
///     videoConfiguration: .init(type: .live(id: "spring-live"), events: ["*"],
///                               configuration: ["currency": "USD", "locale": "en-US"]),
///     ignoredSafeAreaEdges: .init(.bottom))
/// ```
@MainActor
public final class BambuserVideoPlayer {
    /// The region named at creation (`.US` for `init(shows:)`).
    public let server: OrganizationServer
    /// This player's own shows, looked up before the shared registry.
    public private(set) var shows: [String: BambuserShow] = [:]
    /// This player's own shoppable videos, by organisation id, looked up before the shared registry.
    public private(set) var shoppableLibraries: [String: BambuserShoppableVideoLibrary] = [:]
    /// Hydrations that break the rules are recorded and sent to `onErrorOccurred` (`.lenient`, the
    /// default, as on a phone) or make `invoke` throw (`.strict`, a ShopStage extra).
    public var hydrationMode: HeadlessBambuserPlayerView.HydrationMode = .lenient
    /// What ``track(event:with:)`` was given, in order (the real SDK sends it to Bambuser's analytics).
    public private(set) var trackedEvents: [TrackedEvent] = []

    /// As the real SDK: the player of one region; shows come from ``BambuserShowRegistry/shared``.
    public init(server: OrganizationServer) {
        self.server = server
    }

    /// ShopStage extra: a player with its own shows.
    public init(shows: [BambuserShow] = []) {
        self.server = .US
        for show in shows { register(show) }
    }

    /// Adds (or replaces) a show for this player only, under its id; looked up before the shared registry.
    public func register(_ show: BambuserShow) {
        shows[show.id] = show
    }

    /// Adds (or replaces) an organisation's shoppable videos for this player only.
    public func register(_ library: BambuserShoppableVideoLibrary) {
        shoppableLibraries[library.orgId] = library
    }

    /// A player view for the configuration's show. `ignoredSafeAreaEdges` (the examples pass
    /// `.init(.bottom)`) is kept on the view; there is no screen to lay out headlessly.
    public func createPlayerView(
        videoConfiguration: BambuserVideoConfiguration, ignoredSafeAreaEdges: SafeAreaEdges? = nil
    ) -> HeadlessBambuserPlayerView {
        let id = videoConfiguration.type.id
        let show: BambuserShow
        var missing: BambuserStageError?
        if let known = shows[id] ?? BambuserShowRegistry.shared.show(id: id) {
            show = known
        } else {
            let kind: BambuserShow.Kind
            if case .onDemand = videoConfiguration.type { kind = .onDemand } else { kind = .live }
            show = BambuserShow(id: id, type: kind)
            missing = .invalidShow(
                source: id,
                message: "no show with id \"\(id)\" is registered with this BambuserVideoPlayer or in BambuserShowRegistry.shared")
        }
        let view = HeadlessBambuserPlayerView(
            show: show, id: id, events: videoConfiguration.events, configuration: videoConfiguration.configuration,
            hydrationMode: hydrationMode, videoScaleMode: videoConfiguration.videoScaleMode)
        view.ignoredSafeAreaEdges = ignoredSafeAreaEdges
        if let missing { view.pendingSetupError = view.pendingSetupError ?? missing }
        return view
    }

    /// Sends an analytics event (3.x: `bambuserSDK.track(event: "ecommerce:purchase", with: […])`).
    /// Headless it is recorded in ``trackedEvents``; the result is `nil` (there is no server to answer).
    ///
    /// - Throws: ``BambuserStageError/invalidTrackingData(event:message:)`` when `data` holds a value with no JSON form.
    @discardableResult
    public nonisolated func track(event: String, with data: [String: any Sendable]) async throws -> [String: any Sendable]? {
        let tracked = try TrackedEvent(event: event, data: data)
        await MainActor.run { self.trackedEvents.append(tracked) }
        return nil
    }
}

/// The 3.x name of ``BambuserVideoPlayer``: `BambuserSDK(server: .US)`.
public typealias BambuserSDK = BambuserVideoPlayer

/// Shows that `BambuserVideoPlayer(server:)` / `BambuserSDK(server:)` players can play: what the
/// real SDK fetches from Bambuser, filled by the test.
@MainActor
public final class BambuserShowRegistry {
    /// The registry every `BambuserVideoPlayer(server:)` / `BambuserSDK(server:)` player looks shows up in.
    /// Shared by the whole process: tests that run in parallel see each other's shows, so give each
    /// show a unique id, or give a player its own shows (`BambuserVideoPlayer(shows:)`).
    public static let shared = BambuserShowRegistry()
    private var shows: [String: BambuserShow] = [:]
    private var libraries: [String: BambuserShoppableVideoLibrary] = [:]

    /// An empty registry (for tools; players read ``shared``).
    public init() {}

    /// Registers (or replaces) an organisation's shoppable videos under its `orgId`.
    public func register(_ library: BambuserShoppableVideoLibrary) {
        libraries[library.orgId] = library
    }

    /// The shoppable videos registered for `orgId`, if any.
    public func shoppableLibrary(orgId: String) -> BambuserShoppableVideoLibrary? { libraries[orgId] }

    /// Every registered organisation's shoppable videos, in no particular order.
    public var shoppableLibraries: [BambuserShoppableVideoLibrary] { Array(libraries.values) }

    /// Registers (or replaces) a show under its id.
    public func register(_ show: BambuserShow) {
        shows[show.id] = show
    }

    /// Removes the show with id `id`, if registered.
    public func remove(id: String) {
        shows[id] = nil
    }

    /// The show registered under `id`, if any.
    public func show(id: String) -> BambuserShow? { shows[id] }
}

/// One call of `track(event:with:)`.
public struct TrackedEvent: Sendable, Hashable {
    /// The event's name (`ecommerce:purchase`, …).
    public var event: String
    /// The data as JSON-shaped values.
    public var data: ScriptValue

    init(event: String, data: [String: any Sendable]) throws {
        self.event = event
        do {
            self.data = try ScriptValue(any: data)
        } catch {
            throw BambuserStageError.invalidTrackingData(event: event, message: "\(error)")
        }
    }
}
