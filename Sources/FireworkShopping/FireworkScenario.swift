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
///     "viewer": [ { "at": 0, "do": "open", "video": "v_runner" },
///                 { "at": 3, "do": "openProduct", "product": "p_runner" } ],
///     "until": 30 } }
/// ```
public struct FireworkScenario: Sendable {
    /// The products and videos the emulated Firework servers hold.
    public var catalog: FireworkCatalog
    /// Which videos the player shows (the scenario's `"source"`; `.discover` when absent).
    public var source: VideoFeedContentSource
    /// How the scripted host app answers the SDK.
    public var app: App
    /// The viewer's steps, in the order they play (``load(contentsOf:)`` sorts a file's by time, keeping
    /// the file's order for steps at the same time).
    public var viewer: [Step]
    /// Seconds of virtual time the session lasts (at least until the last step).
    public var until: Double

    /// How the scripted host app answers the SDK.
    public struct App: Sendable, Decodable {
        /// Whether the app supplies an embedded cart (a cart view controller provider).
        public var cartProvider: Bool = false
        /// The title of the app's cart view controller, shown in ``PlayerSnapshot/EmbeddedCart/title``.
        public var cartTitle: String = "Your cart"
        /// What the cart icon does: `showEmbeddedCart` (the default) or `custom`.
        public var cartAction: String = "showEmbeddedCart"
        /// The drawer's CTA text: `addToCart` (the SDK's default) or `shopNow`.
        public var ctaText: String? = nil
        /// Whether the cart icon is hidden; by default it shows exactly when ``cartProvider`` is `true`.
        public var cartIconHidden: Bool? = nil
        /// Whether the drawer's link button is hidden; `nil` keeps the SDK's default (visible).
        public var linkButtonHidden: Bool? = nil
        /// The text shown instead of the CTA for an unavailable product; `nil` keeps `Unavailable`.
        public var unavailableText: String? = nil
        /// What the app hydrates, by product id, when a video with that product shows.
        public var hydration: [ProductID: Hydration] = [:]
        /// How the app answers the CTA; `nil`: it never answers, and the 2-second deadline fails the CTA.
        public var cta: CTA? = nil
        /// Whether the app handles the link button itself (returns `true`, so the SDK opens no web view).
        public var handlesLinks: Bool = false
        /// Whether the app handles product card taps itself (returns `true`, so the SDK opens no web view).
        public var handlesProductCards: Bool = false

        /// The app's answer to the CTA.
        public struct CTA: Sendable, Decodable {
            /// `showEmbeddedCart`, `dismissWithFeedback`, `feedbackOnly`, `none`, or `noAnswer`.
            public var action: String
            /// Success (`true`, the default) or failure toast, for `dismissWithFeedback` and `feedbackOnly`.
            public var success: Bool? = nil
            /// The toast's text; `nil` uses the SDK's default message.
            public var message: String? = nil
            /// Seconds before the app answers; over 2 the SDK gives up first.
            public var delay: Double? = nil
        }

        /// The fields the app hydrates for one product; `nil` fields are left as the catalog has them.
        public struct Hydration: Sendable, Decodable {
            /// The product's new name.
            public var name: String? = nil
            /// The product's new description.
            public var description: String? = nil
            /// Whether the product can be bought.
            public var isAvailable: Bool? = nil
            /// `merge` (default) or `replace`.
            public var strategy: String? = nil
            /// The variants to build, merged or replacing as ``strategy`` says.
            public var variants: [VariantHydration]? = nil
        }

        /// One variant the app hydrates.
        public struct VariantHydration: Sendable, Decodable {
            /// The variant's id (what `merge` matches on).
            public var id: ProductVariantID
            /// The variant's new name.
            public var name: String? = nil
            /// The variant's price, in ``currencyCode``.
            public var price: Decimal? = nil
            /// The price before a discount, in ``currencyCode``.
            public var originalPrice: Decimal? = nil
            /// The currency of both prices; `USD` when absent.
            public var currencyCode: String? = nil
            /// The variant's product page.
            public var url: String? = nil
            /// Whether the variant can be bought.
            public var isAvailable: Bool? = nil
            /// The variant's options, such as `{"Color": "Blue"}`.
            public var options: [String: String]? = nil
        }

        enum CodingKeys: String, CodingKey {
            case cartProvider, cartTitle, cartAction, ctaText, cartIconHidden, linkButtonHidden, unavailableText
            case hydration, cta, handlesLinks, handlesProductCards
        }

        /// An app that provides no cart, answers no CTA and hydrates nothing.
        public init() {}

        /// Decodes the scenario's `"app"` object; every key is optional.
        /// - Throws: `DecodingError` for an unknown `cartAction`, `ctaText` or CTA `action`, naming the key.
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
        /// What the viewer does: each calls the ``PlayerViewController`` method of the same name (`purchase`
        /// calls `FireworkVideoSDK.trackPurchase`).
        public enum Action: String, Sendable, Decodable, CaseIterable {
            /// Playback and the player's own buttons.
            case open, swipeNext, swipePrevious, pause, resume, close, share
            /// The product drawer and card: `openProduct` and `tapProductCard` need `product`; `chooseVariant` needs
            /// `variant`.
            case openProduct, chooseVariant, closeProduct, tapCTA, tapLinkButton, tapProductCard
            /// The cart, the video's CTA, and a purchase (`purchase` needs `orderID`).
            case tapCartIcon, tapVideoCTA, closeCart, purchase
        }

        /// Seconds of virtual time from the start, from 0 to ``FireworkScenario/longestSession``.
        public var at: Double
        /// The action (the JSON key is `"do"`).
        public var action: Action
        /// For `open`: the video to open; the first of the feed when absent.
        public var video: String?
        /// For `openProduct` and `tapProductCard`: the product.
        public var product: ProductID?
        /// For `chooseVariant`: the variant.
        public var variant: ProductVariantID?
        /// For `purchase`: the order's id.
        public var orderID: String?
        /// For `purchase`: the order's value.
        public var value: Double?
        /// For `purchase`: the ISO 4217 currency code.
        public var currencyCode: String?
        /// For `purchase`: the ISO 3166 country code.
        public var countryCode: String?

        enum CodingKeys: String, CodingKey {
            case at, action = "do", video, product, variant, orderID, value, currencyCode, countryCode
        }

        /// Decodes a step.
        /// - Throws: `DecodingError` for an `at` that is not seconds from 0 to ``FireworkScenario/longestSession``,
        ///   an unknown action, or an action missing the key it needs.
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

    /// A scenario built in code.
    /// - Parameters:
    ///   - catalog: the products and videos.
    ///   - source: which videos the player shows.
    ///   - app: how the host app answers.
    ///   - viewer: the viewer's steps, in the order to play them.
    ///   - until: seconds of virtual time the session lasts.
    ///
    /// Nothing is checked here: ``run(printingTo:)`` refuses an `until` or a step's `at` outside 0 to
    /// ``longestSession`` with a ``FireworkFixtureError`` naming it.
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
