/// An action as the panel holds it: what was created in the e-Marketer panel.
///
/// The tracker hands it to the app as an ``eMarketerAction``.
public struct PanelAction: Sendable, Hashable, Codable {
    /// The action's id (above 0: the tracker ignores reports for ids ≤ 0, as the SDK does).
    public var id: Int
    /// The name the action has in the panel.
    public var name: String?
    /// The MIME type of ``content``: `text/html` (banners, recommendations), `application/json`,
    /// `application/javascript`; `nil` for none.
    public var contentType: String?
    /// The raw content: HTML, JSON text, or anything else.
    public var content: String

    /// An action with its content; `contentType` is `text/html` unless given.
    public init(id: Int, name: String? = nil, contentType: String? = "text/html", content: String) {
        self.id = id
        self.name = name
        self.contentType = contentType
        self.content = content
    }
}
