/// A condition the user matches, as `getResult()` lists it in ``eMarketerResult/conditions``:
/// a segment defined in the e-Marketer panel.
public final class eMarketerCondition: Sendable {
    /// The condition's id in the panel.
    public let id: Int
    /// The name the condition has in the panel (`nil` until known, as in the SDK).
    public let name: String?

    /// The SDK's: a condition known by its id only (``name`` is `nil`).
    public init(id: Int) {
        self.id = id
        name = nil
    }

    init(_ condition: PanelCondition) {
        id = condition.id
        name = condition.name
    }
}

/// A placeholder of an action: where on the page the action's units go, as the SDK describes it.
public final class eMarketerPlaceholder: Sendable {
    /// The placeholder's id.
    public let id: Int
    /// The placeholder's name, if known.
    public let name: String?
    /// The id of the HTML element the action is placed in.
    public let htmlId: String?
    /// How many units (e.g. recommended products) the placeholder takes at most.
    public let unitsCountMax: Int

    /// The SDK's: a placeholder known by its id only (no name, no HTML id, no units).
    public convenience init(id: Int) {
        self.init(id: id, name: nil, htmlId: nil, unitsCountMax: 0)
    }

    init(id: Int, name: String?, htmlId: String?, unitsCountMax: Int) {
        self.id = id
        self.name = name
        self.htmlId = htmlId
        self.unitsCountMax = unitsCountMax
    }
}
