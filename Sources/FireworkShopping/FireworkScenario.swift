import Foundation
import ScriptEngine

/// A scripted Firework session: a catalog, a content source, how the host app behaves
/// (hydration, CTA answer and its delay, cart provider, link handling) and what the viewer does
/// when. ``run(printingTo:)`` plays it on the virtual clock and prints a readable timeline.
///
/// A scenario file is JSON with a top-level `"firework"` key (see `Fixtures/firework/scenario.json`):
///
/// ```json
/// { "firework": {
///     "catalog": "catalog.json",
///     "source": { "channel": "ch_style" },
///     "app": { "cartProvider": true, "cta": { "action": "showEmbeddedCart", "delay": 0.5 } },
///     "viewer": [ { "at": 0, "do": "open", "video": "v_runner" }, { "at": 3, "do": "openProduct", "product": "p_runner" } ],
///     "until": 30 } }
/// ```
public struct FireworkScenario: Sendable {
    public var catalog: FireworkCatalog
    public var source: VideoFeedContentSource
    public var app: App
    public var viewer: [Step]
    /// Seconds of virtual time the session lasts (at least until the last step).
    public var until: Double

    /// How the scripted host app answers the SDK.
    public struct App: Sendable, Decodable {
        public var cartProvider: Bool = false
        public var cartTitle: String = "Your cart"
        public var cartAction: String = "showEmbeddedCart"
        public var ctaText: String? = nil
        public var cartIconHidden: Bool? = nil
        public var linkButtonHidden: Bool? = nil
        public var unavailableText: String? = nil
        public var hydration: [ProductID: Hydration] = [:]
        public var cta: CTA? = nil
        public var handlesLinks: Bool = false
        public var handlesProductCards: Bool = false

        public struct CTA: Sendable, Decodable {
            /// `showEmbeddedCart`, `dismissWithFeedback`, `feedbackOnly`, `none`, or `noAnswer`.
            public var action: String
            public var success: Bool? = nil
            public var message: String? = nil
            /// Seconds before the app answers; over 2 the SDK gives up first.
            public var delay: Double? = nil
        }

        public struct Hydration: Sendable, Decodable {
            public var name: String? = nil
            public var description: String? = nil
            public var isAvailable: Bool? = nil
            /// `merge` (default) or `replace`.
            public var strategy: String? = nil
            public var variants: [VariantHydration]? = nil
        }

        public struct VariantHydration: Sendable, Decodable {
            public var id: ProductVariantID
            public var name: String? = nil
            public var price: Decimal? = nil
            public var originalPrice: Decimal? = nil
            public var currencyCode: String? = nil
            public var url: String? = nil
            public var isAvailable: Bool? = nil
            public var options: [String: String]? = nil
        }

        enum CodingKeys: String, CodingKey {
            case cartProvider, cartTitle, cartAction, ctaText, cartIconHidden, linkButtonHidden, unavailableText
            case hydration, cta, handlesLinks, handlesProductCards
        }

        public init() {}

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            cartProvider = try c.decodeIfPresent(Bool.self, forKey: .cartProvider) ?? false
            cartTitle = try c.decodeIfPresent(String.self, forKey: .cartTitle) ?? "Your cart"
            cartAction = try c.decodeIfPresent(String.self, forKey: .cartAction) ?? "showEmbeddedCart"
            guard ["showEmbeddedCart", "custom"].contains(cartAction) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cartAction, in: c, debugDescription: "expected 'showEmbeddedCart' or 'custom'")
            }
            ctaText = try c.decodeIfPresent(String.self, forKey: .ctaText)
            if let ctaText, !["addToCart", "shopNow"].contains(ctaText) {
                throw DecodingError.dataCorruptedError(
                    forKey: .ctaText, in: c, debugDescription: "expected 'addToCart' or 'shopNow'")
            }
            cartIconHidden = try c.decodeIfPresent(Bool.self, forKey: .cartIconHidden)
            linkButtonHidden = try c.decodeIfPresent(Bool.self, forKey: .linkButtonHidden)
            unavailableText = try c.decodeIfPresent(String.self, forKey: .unavailableText)
            hydration = try c.decodeIfPresent([ProductID: Hydration].self, forKey: .hydration) ?? [:]
            cta = try c.decodeIfPresent(CTA.self, forKey: .cta)
            if let action = cta?.action,
                !["showEmbeddedCart", "dismissWithFeedback", "feedbackOnly", "none", "noAnswer"].contains(action)
            {
                throw DecodingError.dataCorruptedError(
                    forKey: .cta, in: c,
                    debugDescription:
                        "unknown action '\(action)' (showEmbeddedCart, dismissWithFeedback, feedbackOnly, none, noAnswer)"
                )
            }
            handlesLinks = try c.decodeIfPresent(Bool.self, forKey: .handlesLinks) ?? false
            handlesProductCards = try c.decodeIfPresent(Bool.self, forKey: .handlesProductCards) ?? false
        }
    }

    /// One viewer action at a virtual time (seconds).
    public struct Step: Sendable, Decodable {
        public enum Action: String, Sendable, Decodable, CaseIterable {
            case open, swipeNext, swipePrevious, pause, resume, close, share
            case openProduct, chooseVariant, closeProduct, tapCTA, tapLinkButton, tapProductCard
            case tapCartIcon, tapVideoCTA, closeCart, purchase
        }

        public var at: Double
        public var action: Action
        public var video: String?
        public var product: ProductID?
        public var variant: ProductVariantID?
        public var orderID: String?
        public var value: Double?
        public var currencyCode: String?
        public var countryCode: String?

        enum CodingKeys: String, CodingKey {
            case at, action = "do", video, product, variant, orderID, value, currencyCode, countryCode
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            at = try c.decode(Double.self, forKey: .at)
            guard let seconds = FireworkScenario.sessionSeconds(at) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .at, in: c, debugDescription: FireworkScenario.sessionSecondsRule(at))
            }
            at = seconds
            let name = try c.decode(String.self, forKey: .action)
            guard let action = Action(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .action, in: c,
                    debugDescription:
                        "unknown action '\(name)' (one of \(Action.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self.action = action
            video = try c.decodeIfPresent(String.self, forKey: .video)
            product = try c.decodeIfPresent(String.self, forKey: .product)
            variant = try c.decodeIfPresent(String.self, forKey: .variant)
            orderID = try c.decodeIfPresent(String.self, forKey: .orderID)
            value = try c.decodeIfPresent(Double.self, forKey: .value)
            currencyCode = try c.decodeIfPresent(String.self, forKey: .currencyCode)
            countryCode = try c.decodeIfPresent(String.self, forKey: .countryCode)
            let needs: [(Action, String, String?)] = [
                (.openProduct, "product", product), (.tapProductCard, "product", product),
                (.chooseVariant, "variant", variant), (.purchase, "orderID", orderID),
            ]
            for (needing, key, present) in needs where needing == action && present == nil {
                throw DecodingError.keyNotFound(
                    CodingKeys(rawValue: key) ?? .action,
                    .init(codingPath: c.codingPath, debugDescription: "'\(name)' needs '\(key)'"))
            }
        }
    }

    /// Whether JSON data is a Firework scenario: an object with a top-level `"firework"` key.
    public static func isScenario(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["firework"] != nil
    }

    /// Reads a scenario; its `catalog` path is relative to the scenario file.
    /// - Throws: ``FireworkFixtureError`` naming the file and JSON path.
    public static func load(contentsOf url: URL) throws -> FireworkScenario {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FireworkFixtureError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch let error as DecodingError {
            throw FireworkFixtureError(decoding: error, file: url.path)
        }
        let body = file.firework
        let catalog: FireworkCatalog
        switch body.catalog {
        case .inline(let inline): catalog = inline
        case .path(let path):
            let catalogURL = URL(fileURLWithPath: path, relativeTo: url.deletingLastPathComponent())
            catalog = try FireworkCatalog.load(contentsOf: catalogURL)
        }
        return FireworkScenario(
            catalog: catalog, source: body.source?.source ?? .discover, app: body.app ?? App(),
            viewer: body.viewer.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
                .map(\.element),
            until: max(body.until ?? 0, body.viewer.map(\.at).max() ?? 0))
    }

    public init(catalog: FireworkCatalog, source: VideoFeedContentSource, app: App, viewer: [Step], until: Double) {
        self.catalog = catalog
        self.source = source
        self.app = app
        self.viewer = viewer
        self.until = until
    }

    // MARK: File format

    private struct File: Decodable {
        var firework: Body
    }

    private struct Body: Decodable {
        var catalog: CatalogReference
        var source: SourceSpec?
        var app: App?
        var viewer: [Step]
        var until: Double?

        enum CodingKeys: String, CodingKey { case catalog, source, app, viewer, until }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            catalog = try c.decode(CatalogReference.self, forKey: .catalog)
            source = try c.decodeIfPresent(SourceSpec.self, forKey: .source)
            app = try c.decodeIfPresent(App.self, forKey: .app)
            viewer = try c.decode([Step].self, forKey: .viewer)
            until = try c.decodeIfPresent(Double.self, forKey: .until)
            if let until, FireworkScenario.sessionSeconds(until) == nil {
                throw DecodingError.dataCorruptedError(
                    forKey: .until, in: c, debugDescription: FireworkScenario.sessionSecondsRule(until))
            }
        }
    }

    /// The longest session a scenario plays, in seconds of virtual time: a day. A step's `at` and the
    /// scenario's `until` past it (or negative, or not finite) are refused with their path, never
    /// clamped: `until: 1e300` would otherwise run the player's clock for ever.
    public static let longestSession: Double = 24 * 3600

    static func sessionSeconds(_ seconds: Double) -> Double? {
        seconds.isFinite && seconds >= 0 && seconds <= longestSession ? seconds : nil
    }

    static func sessionSecondsRule(_ seconds: Double) -> String {
        "must be seconds from 0 to \(JavaScriptNumber.string(longestSession)), not \(JavaScriptNumber.string(seconds))"
    }

    private enum CatalogReference: Decodable {
        case path(String)
        case inline(FireworkCatalog)

        init(from decoder: any Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                self = .path(path)
            } else {
                self = .inline(try FireworkCatalog(from: decoder))
            }
        }
    }

    /// `{"channel": "ch"}`, `{"hashtagPlaylist": {"channelID": "ch", "filterExpression": "(or a b)"}}`…
    private struct SourceSpec: Decodable {
        var source: VideoFeedContentSource

        struct Pair: Decodable {
            var channelID: String
            var playlistID: String?
            var filterExpression: String?
            var parameters: DynamicContentParameters?
        }

        enum Keys: String, CodingKey, CaseIterable {
            case discover, channel, channelPlaylist, playlistGroup, dynamicContent, hashtagPlaylist, singleContent
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            guard c.allKeys.count == 1, let key = c.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: c.codingPath,
                        debugDescription:
                            "expected exactly one of \(Keys.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            func pair(_ needed: KeyPath<Pair, String?>?, _ name: String) throws -> Pair {
                let pair = try c.decode(Pair.self, forKey: key)
                if let needed, pair[keyPath: needed] == nil {
                    throw DecodingError.keyNotFound(
                        key, .init(codingPath: c.codingPath + [key], debugDescription: "needs '\(name)'"))
                }
                return pair
            }
            switch key {
            case .discover: source = .discover
            case .channel: source = .channel(channelID: try c.decode(String.self, forKey: key))
            case .playlistGroup: source = .playlistGroup(groupID: try c.decode(String.self, forKey: key))
            case .singleContent: source = .singleContent(videoOrLiveStreamID: try c.decode(String.self, forKey: key))
            case .channelPlaylist:
                let p = try pair(\.playlistID, "playlistID")
                source = .channelPlaylist(channelID: p.channelID, playlistID: p.playlistID ?? "")
            case .hashtagPlaylist:
                let p = try pair(\.filterExpression, "filterExpression")
                source = .hashtagPlaylist(channelID: p.channelID, filterExpression: p.filterExpression ?? "")
            case .dynamicContent:
                let p = try pair(nil, "parameters")
                source = .dynamicContent(channelID: p.channelID, parameters: p.parameters ?? [:])
            }
        }
    }
}
