import Foundation

/// One thing the panel recorded: a command the tracker sent, with the session and time its
/// request came in.
///
/// These are the lines of the JSON Lines evidence file (``EMarketerPanel/writeReports(to:)``):
/// `{"actionId":101,"kind":"productClick","productId":"sku-7","session":1,"time":"2026-01-01T00:00:00Z"}`
///
/// The ``kind`` names the command ShopStage's way, not by the SDK's status string: a click through to
/// the action's target, which the SDK sends as status `target`, is ``Kind/click``; status `product` is
/// ``Kind/productClick``, `article` ``Kind/articleClick``, `dont-show` ``Kind/dontShow``. The raw value
/// of each kind is its case name (`"click"`, `"productClick"`), which is what the JSON holds.
///
/// ```swift
/// let clicks = panel.reports.filter { $0.kind == .click && $0.actionId == 7 }
/// #expect(panel.reports.contains { $0.kind == .close && $0.dontShowSessions == 2 })
/// ```
public struct PanelReport: Sendable, Hashable, Codable {
    /// What a report records: an action status the tracker sent (``executed``, ``click``, ``close``, …),
    /// or an event the app logged (``navigate``, ``productViewed``, …). The raw value is the case name.
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
        /// `productViewed(productId:)`; ``PanelReport/productId`` names the product.
        case productViewed
        /// `productAddedToCart(productId:)`.
        case productAddedToCart
        /// `productLiked(productId:)`.
        case productLiked
        /// `productPurchased(productId:)`.
        case productPurchased
        /// `productUnliked(productId:)`.
        case productUnliked
        /// `productRemovedFromCart(productId:)`.
        case productRemovedFromCart
        /// Every product in the cart becomes purchased.
        case productsPurchased
        /// Every liked product becomes merely viewed.
        case productsUnliked
        /// Every product in the cart goes back to viewed.
        case productsRemovedFromCart
        /// `articleViewed(articleId:)`; ``PanelReport/articleId`` names the article.
        case articleViewed
        /// `articleLiked(articleId:)`.
        case articleLiked
        /// `articleCommented(articleId:)`.
        case articleCommented
        /// `articleUnliked(articleId:)`.
        case articleUnliked
        /// `articleGoal(articleId:)`.
        case articleGoal
    }

    /// When the request carrying the command reached the panel (the panel clock's time).
    public var time: Date
    /// The session number the command was recorded in (1 for the first).
    public var session: Int
    /// What was recorded.
    public var kind: Kind
    /// The action the report is about (action statuses only).
    public var actionId: Int?
    /// The product's Internal ID (product events, ``Kind/productClick``).
    public var productId: String?
    /// The article's Internal ID (article events, ``Kind/articleClick``).
    public var articleId: String?
    /// For ``Kind/close``: the sessions not to show the action again, when `arg` is a whole number.
    public var dontShowSessions: Int?
    /// For ``Kind/error``: the message the app reported.
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
    /// For ``Kind/userData``: the value of ``field``.
    public var value: String?

    /// A report with every field; the tracker's own are made for you (this is for tests and tools).
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
