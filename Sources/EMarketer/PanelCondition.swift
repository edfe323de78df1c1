/// A condition as the panel holds it: a segment of visitors the app is told it matches.
///
/// The tracker hands it to the app as an ``eMarketerCondition`` in ``eMarketerResult/conditions``.
public struct PanelCondition: Sendable, Hashable, Codable {
    /// The condition's id in the panel.
    public var id: Int
    /// The condition's name in the panel, if it has one.
    public var name: String?

    /// A condition with `id` and, optionally, its panel name.
    public init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }
}
