/// One click captured in a rendered action (the e-Marketer SDK's `eMarketerActionClicked`): a dumb
/// structure, as in the SDK. Pass it on with ``eMarketerTracker/reportActionClicked(clicked:)``.
///
/// - `href`: the resolved URL of the nearest `<a href>` from the clicked element up, or `""`.
/// - `status`: `"target"` (a link), `"close"` (a `emarketer_button_dont_show_again` button),
///   `"product"` or `"article"` (an element marked `data-emarketer-click-target="products <id>"` or
///   `"articles <id>"`).
/// - `arg`: the product's or article's Internal ID; for `"close"`, the number of sessions
///   not to show the action again (the button's `data-n_sessions`, `"0"` when it does not say).
///
/// ```swift
/// action.renderOnWebkitView(webView) { clicked in
///     eMarketerTracker.inst.reportActionClicked(clicked: clicked)
///     if clicked.status == "target", let url = URL(string: clicked.href) { router.open(url) }
/// }
/// ```
public struct eMarketerActionClicked: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id of the action rendered.
    public var actionId: Int
    /// The resolved URL of the nearest `<a href>` around the click, or `""`.
    public var href: String
    /// `"target"`, `"close"`, `"product"` or `"article"`.
    public var status: String
    /// The product's or article's id, the close's session count, or `""` for a target.
    public var arg: String

    /// A click as the library would capture it (for tests that call a click handler directly).
    public init(actionId: Int, href: String, status: String, arg: String) {
        self.actionId = actionId
        self.href = href
        self.status = status
        self.arg = arg
    }

    /// The statuses the click capture produces.
    public static let statuses: Set<String> = ["target", "close", "product", "article"]

    /// `clicked=<status>; arg=<arg>; href=<href>`, the line the e-Marketer SDK documentation's example prints.
    public var description: String { "clicked=\(status); arg=\(arg); href=\(href)" }
}
