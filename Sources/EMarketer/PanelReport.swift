import Foundation

/// One thing the panel recorded: a command the tracker sent, with the session and time its
/// request came in.
///
/// These are the lines of the JSON Lines evidence file (``EMarketerPanel/writeReports(to:)``):
/// `{"actionId":101,"kind":"productClick","productId":"sku-7","session":1,"time":"2026-01-01T00:00:00Z"}`
public struct PanelReport: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A session began: the tracker's request asked for one (its first request, 90 min − 5 s
        /// after the session's start, or the first request after `startNewSession()`).
        case sessionStarted
        /// The action was shown (rendered, or `reportExecuted()`): status `executed`.
        case executed
        /// A click through to the action's target (`reportClick()`, status `target`).
        case click
        /// The user closed the action (status `close`); `arg` is what the app sent, and
        /// `dontShowSessions` its value when it is a whole number.
        case close
        /// Status `product`: a recommended product was clicked.
        case productClick
        /// Status `article`: a recommended article was clicked.
        case articleClick
        /// Presenting the action failed (status `error`); it becomes "not executed" with `message`.
        case error
        /// The tracker left out an action it still blocks after a close (status `dont-show`).
        case dontShow
        /// Any other status, sent as the SDK sends it: `status` and `arg` as given.
        case actionStatus
        /// `navigate(documentName:)`: a page view.
        case navigate
        /// `logUserData(field:value:)`.
        case userData
        case productViewed
        case productAddedToCart
        case productLiked
        case productPurchased
        case productUnliked
        case productRemovedFromCart
        /// Every product in the cart becomes purchased.
        case productsPurchased
        /// Every liked product becomes merely viewed.
        case productsUnliked
        /// Every product in the cart goes back to viewed.
        case productsRemovedFromCart
        case articleViewed
        case articleLiked
        case articleCommented
        case articleUnliked
        case articleGoal
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
    /// For ``Kind/actionStatus``: the status as sent.
    public var status: String?
    /// For ``Kind/close`` and ``Kind/actionStatus``: the argument as sent.
    public var arg: String?
    /// For ``Kind/navigate``: the document name.
    public var documentName: String?
    /// For ``Kind/userData``: the profile field and its value.
    public var field: String?
    public var value: String?

    public init(
        time: Date, session: Int, kind: Kind, actionId: Int? = nil, productId: String? = nil,
        articleId: String? = nil, dontShowSessions: Int? = nil, message: String? = nil, href: String? = nil,
        status: String? = nil, arg: String? = nil, documentName: String? = nil, field: String? = nil,
        value: String? = nil
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
        self.status = status
        self.arg = arg
        self.documentName = documentName
        self.field = field
        self.value = value
    }
}
