/// A condition as the panel holds it: a segment of visitors the app is told it matches.
///
/// The tracker hands it to the app as an ``eMarketerCondition`` in ``eMarketerResult/conditions``.
public struct PanelCondition: Sendable, Hashable, Codable {
    public var id: Int
    public var name: String?

    public init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }
}
