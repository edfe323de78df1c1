/// An action as the panel holds it: what was created in the e-Marketer panel.
///
/// The tracker hands it to the app as an ``eMarketerAction``.
public struct PanelAction: Sendable, Hashable, Codable {
    public var id: Int
    public var name: String?
    public var contentType: String?
    public var content: String

    public init(id: Int, name: String? = nil, contentType: String? = "text/html", content: String) {
        self.id = id
        self.name = name
        self.contentType = contentType
        self.content = content
    }
}
