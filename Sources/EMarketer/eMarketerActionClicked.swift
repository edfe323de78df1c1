/// One click captured in a rendered action (seed 002): a dumb structure, as in the SDK.
///
/// - `href`: the resolved URL of the nearest `<a href>` from the clicked element up, or `""`.
/// - `status`: `"target"`, `"close"`, `"product"` or `"article"`.
/// - `arg`: the product's or article's Internal ID; for `"close"`, the number of sessions
///   not to show the action again (`"0"` when the button does not say).
public struct eMarketerActionClicked: Sendable, Hashable, Codable, CustomStringConvertible {
    public var actionId: Int
    public var href: String
    public var status: String
    public var arg: String

    public init(actionId: Int, href: String, status: String, arg: String) {
        self.actionId = actionId
        self.href = href
        self.status = status
        self.arg = arg
    }

    /// The statuses the click capture produces.
    public static let statuses: Set<String> = ["target", "close", "product", "article"]

    /// `clicked=<status>; arg=<arg>; href=<href>`, the line the seed's example shows.
    public var description: String { "clicked=\(status); arg=\(arg); href=\(href)" }
}
