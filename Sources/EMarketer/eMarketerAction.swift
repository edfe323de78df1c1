import Foundation
import Synchronization

/// An action to execute in the app, in most cases HTML content (the e-Marketer SDK's `eMarketerAction`).
///
/// Actions come from `eMarketerTracker.inst.getResult()`; the report methods report to
/// the tracker that returned the action (``eMarketerTracker/inst`` for one made here).
public final class eMarketerAction: Sendable {
    /// The e-Marketer id that distinguishes this action from the others.
    public let id: Int
    /// The name the action has in the panel.
    public let name: String?
    /// The MIME type of the content: `text/html` for banners and recommendations,
    /// `application/json` for JSON recommendations, `application/javascript`…
    public let contentType: String?
    /// The raw content.
    public let content: String
    /// The content as an array of string dictionaries, when the MIME type is exactly
    /// `application/json` (no parameters, no other case) and the content is a JSON array of
    /// objects; otherwise `nil`.
    ///
    /// As in the SDK: strings as they are, numbers as their text (`19.9` → `"19.9"`, `3.0` → `"3"`),
    /// anything else `""` with the key kept (`true`, `null`, `[1,2]`, `{"a":1}`). An element that
    /// is not an object, or content that is not strict JSON, makes the whole field `nil`.
    public let contentJsonArray: [Dictionary<String, String>]?

    /// The version the library URL carries (`web-view.js?v=<cacheVersion>`), as the SDK's.
    let cacheVersion: Int
    let tracker: eMarketerTracker

    /// An action with its content (ShopStage's: what the panel would send), reporting to `tracker`.
    public init(
        id: Int, name: String? = nil, contentType: String?, content: String,
        tracker: eMarketerTracker = .inst, cacheVersion: Int = 0
    ) {
        self.id = id
        self.name = name
        self.contentType = contentType
        self.content = content
        self.tracker = tracker
        self.cacheVersion = cacheVersion
        contentJsonArray = contentType == "application/json" ? ActionContentJSON.stringDictionaries(content) : nil
    }

    /// The SDK's: an action known only by its id, its definition not loaded (no content type,
    /// no content), reporting to ``eMarketerTracker/inst``.
    public convenience init(id: Int) {
        self.init(id: id, contentType: nil, content: "")
    }

    /// The SDK's: an action by id with its data and cache version, its definition not loaded.
    /// Without a loaded definition the SDK's content is the data's value for the empty key.
    public convenience init(id: Int, data: Dictionary<String, String>?, cacheVersion: Int) {
        self.init(id: id, contentType: nil, content: data?[""] ?? "", cacheVersion: cacheVersion)
    }

    convenience init(_ action: PanelAction, tracker: eMarketerTracker) {
        self.init(
            id: action.id, name: action.name, contentType: action.contentType, content: action.content, tracker: tracker
        )
    }

    /// Whether the MIME type is exactly `text/html`, the SDK's test for an action it renders.
    public var isHTML: Bool { contentType == "text/html" }

    /// For an action of content type exactly `text/html`: the document the SDK renders — no
    /// doctype (quirks mode), the `Content-Type` and viewport meta tags, a `visibility:hidden`
    /// body shown on `load`, the click-capture library (`<script src>` from the tracker's
    /// ``eMarketerTracker/webViewBaseURL``), the content, then the script that starts the library.
    /// `nil` for other content types.
    public var contentHtmlDoc: String? {
        guard isHTML else { return nil }
        let library = tracker.webViewLibraryURLText
        return document.withLock { kept in
            // Made once per library URL: a test renders one action on many web views, and the same
            // text lets the web view's parse cache find it by identity rather than by comparing it.
            if let kept = kept, kept.library == library { return kept.text }
            let text = ClickCaptureScript.htmlDocument(content: content, libraryURL: library, cacheVersion: cacheVersion)
            kept = (library, text)
            return text
        }
    }
    /// ``contentHtmlDoc`` and the library URL it was made with.
    private let document = Mutex<(library: String, text: String)?>(nil)

    // MARK: Reports (for actions presented in a custom way)
    // Each is the SDK's "Action Status" command, sent at once; nothing is sent for an id ≤ 0.

    /// The action was shown. `renderOnWebkitView` reports this itself.
    public func reportExecuted() {
        tracker.reportActionStatus(actionId: id, status: "executed", arg: "")
    }

    /// The action's target was clicked (counts towards CTR).
    public func reportClick() {
        tracker.reportActionStatus(actionId: id, status: "target", arg: "")
    }

    /// The user closed the action (counts towards the close rate). As in the SDK this is a close
    /// for 0 sessions: the tracker does not hide the action.
    public func reportClose() {
        tracker.reportActionStatus(actionId: id, status: "close", arg: "0")
    }

    /// The user closed the action; for `dontShowSessions` above 0 the tracker leaves it out of the
    /// responses of this session and the next `dontShowSessions − 1` (see ``eMarketerTracker``).
    /// A negative count is sent as 0.
    public func reportClose(dontShowSessions: Int) {
        tracker.reportActionStatus(actionId: id, status: "close", arg: "\(max(0, dontShowSessions))")
    }

    /// A recommended product was clicked; `productId` is its Internal ID in the catalog
    /// (an empty id is ignored, as in the SDK).
    public func reportProductClick(productId: String) {
        guard !productId.isEmpty else { return }
        tracker.reportActionStatus(actionId: id, status: "product", arg: productId)
    }

    /// A recommended article was clicked (an empty id is ignored, as in the SDK).
    public func reportArticleClick(articleId: String) {
        guard !articleId.isEmpty else { return }
        tracker.reportActionStatus(actionId: id, status: "article", arg: articleId)
    }

    /// Presenting the action failed: the panel marks it "not executed" with `message`.
    public func reportError(message: String) {
        tracker.reportActionStatus(actionId: id, status: "error", arg: message)
    }
}
