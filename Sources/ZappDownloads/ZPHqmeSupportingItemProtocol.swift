import Foundation

/// A downloadable item, as Zapp's models (the Atom entry) hand it to the download manager.
///
/// The real protocol (ZappPlugins 11.6) is one of **methods**: `hqmeContentUrl()`, `title()`,
/// `relatedAssets()` are required, `objectIdentifier()`, `isValidForHqme()`, `isFreeOrPurchased()`
/// and `hasValidHqmeExpirationDate()` are Objective-C optional. ShopStage's first form was one of
/// **properties** (`hqmeIdentifier`, `hqmeContentURL`, …). Both are accepted: each method defaults
/// to its property and each property to its method, so a type implementing either side conforms and
/// the manager reads whichever the type wrote.
///
/// ```swift
/// final class Episode: ZPHqmeSupportingItemProtocol {        // the real SDK's form
///     func hqmeContentUrl() -> URL? { URL(string: "https://cdn.example/ep1/master.m3u8") }
///     func title() -> String? { "Episode 1" }
///     func relatedAssets() -> [String]? { nil }
///     func objectIdentifier() -> String? { "ep-1" }
/// }
///
/// struct Clip: ZPHqmeSupportingItemProtocol {                 // ShopStage's property form
///     let hqmeIdentifier: String
///     let hqmeContentURL: URL?
/// }
/// ```
///
/// Linux limits: Swift without Objective-C has no `@objc optional` requirements, so the four optional
/// methods are ordinary requirements with defaults (the manager always gets an answer), and the
/// `init()`/`init(dictionary:)` of the real `ZPJsonSerializableProtocol` parent are not required
/// (structs conform too). The optional-call spelling `item.objectIdentifier?()` still compiles:
/// see ``ZPHqmeOptionalRequirementCalls``.
public protocol ZPHqmeSupportingItemProtocol: ZPHqmeOptionalRequirementCalls {
    // MARK: The real SDK's methods

    /// The remote media: an `.mp4` (progressive) or an `.m3u8` playlist (HLS). May still be `nil` when
    /// the item is created: hosts fetch it just before `startProcess(for:)`.
    func hqmeContentUrl() -> URL?
    /// URLs (as strings) of extra files stored with the item: its images.
    func relatedAssets() -> [String]?
    /// Title shown on the downloaded-content screen.
    func title() -> String?
    /// The item's identity (the Atom entry id): the store key and the notification names derive from it.
    func objectIdentifier() -> String?
    /// Whether the item may be downloaded at all (hosts show no button otherwise).
    func isValidForHqme() -> Bool
    /// Whether the viewer may download it (free or purchased).
    func isFreeOrPurchased() -> Bool
    /// Whether the item's download rights have not expired.
    func hasValidHqmeExpirationDate() -> Bool
    /// The model as JSON-ready values, stored beside the media (the real `ZPJsonSerializableProtocol`'s).
    var dictForJsonSerialization: [String: Any] { get }

    // MARK: ShopStage's property form

    /// Stable identifier of the item (bridged with ``objectIdentifier()``).
    var hqmeIdentifier: String { get }
    /// The remote media (bridged with ``hqmeContentUrl()``).
    var hqmeContentURL: URL? { get }
    /// Title (bridged with ``title()``).
    var hqmeTitle: String? { get }
    /// The item's model as JSON, stored beside the media (bridged with ``dictForJsonSerialization``).
    var hqmeModelJSON: Data? { get }
    /// Images to store with the item, by key (bridged with ``relatedAssets()``).
    var hqmeImageURLs: [String: URL] { get }
}

extension ZPHqmeSupportingItemProtocol {
    /// ``hqmeContentURL``.
    public func hqmeContentUrl() -> URL? { HqmeItemBridge.value(.contentURL, otherwise: nil) { hqmeContentURL } }
    /// ``hqmeContentUrl()``.
    public var hqmeContentURL: URL? { HqmeItemBridge.value(.contentURL, otherwise: nil) { hqmeContentUrl() } }

    /// ``hqmeTitle``.
    public func title() -> String? { HqmeItemBridge.value(.title, otherwise: nil) { hqmeTitle } }
    /// ``title()``.
    public var hqmeTitle: String? { HqmeItemBridge.value(.title, otherwise: nil) { title() } }

    /// ``hqmeIdentifier``, `nil` when empty.
    public func objectIdentifier() -> String? {
        HqmeItemBridge.value(.identifier, otherwise: nil) {
            let identifier = hqmeIdentifier
            return identifier.isEmpty ? nil : identifier
        }
    }

    /// Without an identifier of either form, the content URL identifies the item.
    public var hqmeIdentifier: String {
        HqmeItemBridge.value(.identifier, otherwise: "") {
            objectIdentifier() ?? hqmeContentUrl()?.absoluteString ?? ""
        }
    }

    /// The values of ``hqmeImageURLs``, by key order; `nil` when there are none.
    public func relatedAssets() -> [String]? {
        HqmeItemBridge.value(.assets, otherwise: nil) {
            let images = hqmeImageURLs
            return images.isEmpty ? nil : images.sorted { $0.key < $1.key }.map(\.value.absoluteString)
        }
    }

    /// Related assets keyed by position: `asset0`, `asset1`, … (the key names the stored file).
    public var hqmeImageURLs: [String: URL] {
        HqmeItemBridge.value(.assets, otherwise: [:]) {
            var images: [String: URL] = [:]
            for (index, text) in (relatedAssets() ?? []).enumerated() {
                if let url = URL(string: text) { images["asset\(index)"] = url }
            }
            return images
        }
    }

    /// ``hqmeModelJSON`` read as a dictionary (empty when absent or not an object).
    public var dictForJsonSerialization: [String: Any] {
        HqmeItemBridge.value(.model, otherwise: [:]) {
            guard let data = hqmeModelJSON,
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return [:] }
            return object
        }
    }

    /// ``dictForJsonSerialization`` as JSON (sorted keys); `nil` when empty or not JSON-ready.
    public var hqmeModelJSON: Data? {
        HqmeItemBridge.value(.model, otherwise: nil) {
            let model = dictForJsonSerialization
            guard !model.isEmpty, JSONSerialization.isValidJSONObject(model) else { return nil }
            return try? JSONSerialization.data(withJSONObject: model, options: [.sortedKeys])
        }
    }

    /// `true`: every item may be downloaded.
    public func isValidForHqme() -> Bool { true }
    /// `true`: every item is free or purchased.
    public func isFreeOrPurchased() -> Bool { true }
    /// `true`: no item's rights expire.
    public func hasValidHqmeExpirationDate() -> Bool { true }
}

/// The optional-call spelling of the real protocol's Objective-C optional methods.
///
/// Host code written for the real SDK calls `item.objectIdentifier?()` and `item.isValidForHqme?()`.
/// Linux Swift cannot declare optional requirements, so each of these properties, of optional function
/// type, stands in: the call reaches the item's own method (or its default). A property and a method of
/// one name cannot share a declaration context, hence this separate parent protocol.
public protocol ZPHqmeOptionalRequirementCalls {}

extension ZPHqmeOptionalRequirementCalls where Self: ZPHqmeSupportingItemProtocol {
    /// `item.objectIdentifier?()`: calls ``ZPHqmeSupportingItemProtocol/objectIdentifier()``.
    public var objectIdentifier: (() -> String?)? { { self.objectIdentifier() } }
    /// `item.isValidForHqme?()`: calls ``ZPHqmeSupportingItemProtocol/isValidForHqme()``.
    public var isValidForHqme: (() -> Bool)? { { self.isValidForHqme() } }
    /// `item.isFreeOrPurchased?()`: calls ``ZPHqmeSupportingItemProtocol/isFreeOrPurchased()``.
    public var isFreeOrPurchased: (() -> Bool)? { { self.isFreeOrPurchased() } }
    /// `item.hasValidHqmeExpirationDate?()`: calls ``ZPHqmeSupportingItemProtocol/hasValidHqmeExpirationDate()``.
    public var hasValidHqmeExpirationDate: (() -> Bool)? { { self.hasValidHqmeExpirationDate() } }
}

/// The real SDK's model serialisation protocol (its `jsonData()` helper included). ShopStage's item
/// protocol does not inherit it: ``ZPHqmeSupportingItemProtocol/dictForJsonSerialization`` is enough.
public protocol ZPJsonSerializableProtocol {
    /// The model as JSON-ready values.
    var dictForJsonSerialization: [String: Any] { get }
    /// An empty model.
    init()
    /// A model from its JSON-ready values.
    init(dictionary: [String: Any])
}

extension ZPJsonSerializableProtocol {
    /// The model as pretty-printed JSON, `nil` when it holds values JSON cannot carry.
    public func jsonData() -> Data? {
        guard JSONSerialization.isValidJSONObject(dictForJsonSerialization) else { return nil }
        return try? JSONSerialization.data(withJSONObject: dictForJsonSerialization, options: [.prettyPrinted])
    }
}

/// Stops the method ⇄ property defaults from calling each other forever when a type implements
/// neither side of a pair: the inner call sees its pair already being computed and gets `otherwise`.
enum HqmeItemBridge {
    enum Member: Hashable, Sendable { case identifier, contentURL, title, assets, model }

    @TaskLocal static var computing: Set<Member> = []

    static func value<T>(_ member: Member, otherwise fallback: T, _ compute: () -> T) -> T {
        guard !computing.contains(member) else { return fallback }
        return $computing.withValue(computing.union([member]), operation: compute)
    }
}
