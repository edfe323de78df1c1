import Foundation
import ScriptEngine

/// A show the player plays: its products and a timeline on the virtual clock.
///
/// Loads from JSON (`Fixtures/shows/`) or is built in Swift:
///
/// ```json
/// { "id": "spring-live", "type": "live", "title": "Spring drop", "durationSeconds": 600,
///   "products": [{ "id": "bmb-1", "ref": "TEE-001", "url": "https://shop.example/tee",
///                  "dashboard": { "name": "Tee (scraped)" } }],
///   "timeline": [{ "at": 60, "action": "highlight", "product": "bmb-1" }, { "at": 600, "action": "end" }] }
/// ```
public struct BambuserShow: Sendable, Hashable, Codable {
    /// Live or on demand: in JSON, `"live"` or `"on-demand"`. Only an on-demand show can
    /// ``HeadlessBambuserPlayerView/seek(to:)``.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A live show.
        case live
        /// An on-demand (recorded) show.
        case onDemand = "on-demand"
    }

    /// A product as the Bambuser dashboard knows it.
    public struct Product: Sendable, Hashable, Codable {
        /// The Bambuser-generated id, passed back in `updateProductWithData`.
        public var id: String
        /// The merchant's SKU.
        public var ref: String
        /// The product's page, as set in the dashboard.
        public var url: String
        /// What the dashboard scraped or had set by hand: the fallback for fields a hydration leaves out.
        public var dashboard: ScriptValue?

        /// A product with its Bambuser id, SKU, page and, optionally, dashboard data (a product object).
        public init(id: String, ref: String, url: String, dashboard: ScriptValue? = nil) {
            self.id = id
            self.ref = ref
            self.url = url
            self.dashboard = dashboard
        }
    }

    /// One moment of the show: `highlight` a product, or `end`.
    public struct Cue: Sendable, Hashable, Codable {
        /// What a cue does: `highlight` a product (the player asks for its data 2 s before), or `end` the show.
        public enum Action: String, Sendable, Hashable, Codable {
            /// `highlight` shows ``BambuserShow/Cue/product`` as highlighted; `end` ends the show (`.completed`).
            case highlight, end
        }
        /// Seconds after the show starts.
        public var at: Double
        /// What happens.
        public var action: Action
        /// The product id a `highlight` shows.
        public var product: String?

        /// A cue at `at` seconds.
        public init(at: Double, action: Action, product: String? = nil) {
            self.at = at
            self.action = action
            self.product = product
        }
    }

    /// The show id: what `.live(id:)` / `.onDemand(id:)` name.
    public var id: String
    /// Live or on demand.
    public var type: Kind
    /// The show's title.
    public var title: String
    /// The show ends after this long even without an `end` cue (0: only an `end` cue ends it).
    public var durationSeconds: Double
    /// The show's products, in the order the player lists them.
    public var products: [Product]
    /// The show's cues, on the virtual clock.
    public var timeline: [Cue]

    /// A show built in Swift (the timeline is not checked: ``init(json:source:)`` checks it).
    public init(
        id: String, type: Kind = .live, title: String = "", durationSeconds: Double = 0, products: [Product] = [],
        timeline: [Cue] = []
    ) {
        self.id = id
        self.type = type
        self.title = title
        self.durationSeconds = durationSeconds
        self.products = products
        self.timeline = timeline
    }

    /// Reads a show from a JSON file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BambuserStageError.invalidShow(source: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        try self.init(json: data, source: url.lastPathComponent)
    }

    /// Decodes a show, checking that the timeline names products of the show.
    public init(json: Data, source: String = "<show>") throws {
        do {
            self = try JSONDecoder().decode(BambuserShow.self, from: json)
        } catch let error as DecodingError {
            throw BambuserStageError.invalidShow(source: source, message: error.summary)
        }
        try checkTimeline(source: source)
    }

    /// Checks that every highlight names a product of the show; `path` prefixes the error's location.
    func checkTimeline(source: String, path: String = "") throws {
        let ids = Set(products.map(\.id))
        for (index, cue) in timeline.enumerated() where cue.action == .highlight {
            guard let product = cue.product, ids.contains(product) else {
                throw BambuserStageError.invalidShow(
                    source: source,
                    message: "\(path)timeline[\(index)]: highlight of "
                        + "\(cue.product.map { "\"\($0)\"" } ?? "no product"), which is not among the show's products")
            }
        }
    }

    /// The product with the Bambuser id `id`, if the show has it.
    public func product(id: String) -> Product? { products.first { $0.id == id } }

    /// When the show ends, in seconds: the `end` cue, else the duration, else the last cue.
    public var endSeconds: Double {
        if let end = timeline.first(where: { $0.action == .end }) { return durationSeconds > 0 ? min(end.at, durationSeconds) : end.at }
        if durationSeconds > 0 { return durationSeconds }
        return timeline.map(\.at).max() ?? 0
    }
}

extension BambuserShow {
    /// The show as the player script receives it.
    var scriptValue: ScriptValue {
        .object([
            "id": .string(id), "type": .string(type.rawValue), "title": .string(title),
            "durationSeconds": .number(durationSeconds),
            "products": .array(
                products.map { product in
                    var fields: [String: ScriptValue] = [
                        "id": .string(product.id), "ref": .string(product.ref), "url": .string(product.url),
                    ]
                    if let dashboard = product.dashboard { fields["dashboard"] = dashboard }
                    return .object(fields)
                }),
            "timeline": .array(
                timeline.map { cue in
                    var fields: [String: ScriptValue] = ["at": .number(cue.at), "action": .string(cue.action.rawValue)]
                    if let product = cue.product { fields["product"] = .string(product) }
                    return .object(fields)
                }),
        ])
    }
}
