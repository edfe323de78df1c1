import Foundation

/// One thing the panel recorded: a report from the app, with the session and time it came in.
///
/// These are the lines of the JSON Lines evidence file (``EMarketerPanel/writeReports(to:)``):
/// `{"actionId":101,"kind":"productClick","productId":"sku-7","session":1,"time":"2026-01-01T00:00:00Z"}`
public struct PanelReport: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A session began (the first report, 1.5 h after the last start, or `startNewSession()`).
        case sessionStarted
        /// The action was shown (rendered, or `reportExecuted()`).
        case executed
        /// A click through to the action's target (`reportClick()`, status `target`).
        case click
        /// The user closed the action; `dontShowSessions` says for how many sessions.
        case close
        case productClick
        case articleClick
        /// Presenting the action failed; it becomes "not executed" with `message`.
        case error
        case productAddedToCart
        case productPurchased
    }

    public var time: Date
    public var session: Int
    public var kind: Kind
    public var actionId: Int?
    public var productId: String?
    public var articleId: String?
    public var dontShowSessions: Int?
    public var message: String?
    /// For clicks reported with `reportActionClicked`: the link that was clicked, when there was one.
    public var href: String?

    public init(
        time: Date, session: Int, kind: Kind, actionId: Int? = nil, productId: String? = nil,
        articleId: String? = nil, dontShowSessions: Int? = nil, message: String? = nil, href: String? = nil
    ) {
        self.time = time
        self.session = session
        self.kind = kind
        self.actionId = actionId
        self.productId = productId
        self.articleId = articleId
        self.dontShowSessions = dontShowSessions
        self.message = message
        self.href = href
    }
}
