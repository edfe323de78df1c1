import ScriptEngine

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
