import BambuserPlayer
import StageTesting

extension BambuserEventPayload {
    /// The event's own fields: `data["event"]`, where iOS puts them (`sku`, `quantity`, `products`, …);
    /// empty when the event carries none.
    ///
    /// ```swift
    /// let added = try #require(calls.payloads.last { $0.type == "should-add-item-to-cart" })
    /// #expect(added.fields["sku"] as? String == "TEE-001-BLK-M")
    /// ```
    public var fields: [String: any Sendable] { data["event"] as? [String: any Sendable] ?? [:] }
}
