import Foundation

/// A navigation a page asked for: a followed link, a submitted form, `location.href = …`.
/// ShopStage never leaves the document; each request is recorded with the decision.
public struct NavigationRecord: Sendable, Equatable, CustomStringConvertible {
    /// The resolved URL, as the page asked for it.
    public var url: String
    /// What started it.
    public var navigationType: WKNavigationType
    /// The link's or form's `target` (`_blank`…), empty for the same frame.
    public var target: String
    /// A POST form's body (`application/x-www-form-urlencoded`), empty otherwise.
    public var body: String
    /// What the navigation delegate (or the default, `.cancel`) decided.
    public var policy: WKNavigationActionPolicy

    /// `linkActivated https://shop.example/sale → cancel`.
    public var description: String { "\(navigationType) \(url) → \(policy)" }
}

/// A network load the page tried: every one is recorded; it fails unless a resource
/// provider supplied the bytes.
public struct BlockedResource: Sendable, Equatable, CustomStringConvertible {
    /// What the page was loading; the raw value is the case name.
    public enum Kind: String, Sendable, Equatable {
        /// `script` (`<script src>`), `image`, `stylesheet`, `fetch`, `xhr`, `beacon`
        /// (`navigator.sendBeacon`), `websocket`, `subdocument` (an iframe's document), `other`
        /// (a `<link rel=preload>`, an icon, …).
        case script, image, stylesheet, fetch, xhr, beacon, websocket, subdocument, other
    }
    /// What the page was loading.
    public var kind: Kind
    /// The resolved URL.
    public var url: String
    /// Whether a resource provider answered (then it was not blocked after all).
    public var provided: Bool

    /// `script https://cdn.example/a.js (blocked)`.
    public var description: String { "\(kind.rawValue) \(url)\(provided ? " (provided)" : " (blocked)")" }
}

/// What Swift gives a page for a resource instead of the network.
public struct ProvidedResource: Sendable, Equatable {
    /// The resource's text.
    public var body: String
    /// The HTTP status the page sees (200 by default).
    public var status: Int
    /// The `Content-Type` the page sees (`text/plain` by default).
    public var contentType: String

    /// A script of ShopStage's own that runs as `body` would, from a realm the VM keeps (``SharedPageScript``).
    package var sharedScript: SharedPageScript?

    /// A resource with `body`, served as `status` and `contentType`.
    public init(body: String, status: Int = 200, contentType: String = "text/plain") {
        self.body = body
        self.status = status
        self.contentType = contentType
    }

    /// A script of ShopStage's own, served as `script.source`.
    package init(script: SharedPageScript, contentType: String = "text/javascript") {
        self.init(body: script.source, contentType: contentType)
        sharedScript = script
    }
}

/// A library ShopStage itself serves to every page that loads it (e-Marketer's click capture),
/// written as a browser runs it: a script whose top level reads the page through `window`.
///
/// Run by the parser (`<script src>`), it is not compiled and linked in every page's new global
/// object, where its code would run cold on each page (JavaScriptCore links a function again in
/// every global, and its first runs there take the interpreter's slow paths: 50 µs for the first
/// click the e-Marketer library classified against 9 µs for the third). Instead its text is
/// evaluated once per VM as `(function (window) { … })` in a realm of its own, with frozen
/// built-ins and no `eval`, and that function is called with each page's window: every page gets
/// its own closures and state, over code the VM keeps compiled. What the library reads of the page
/// it reads through `window` (its `document`, `URL`, `webkit`), as the same text does in a browser;
/// the built-ins it calls are its realm's, which no page can change. Inserted by a script, the same
/// text is evaluated in the page.
package struct SharedPageScript: Sendable, Equatable {
    /// The realm's key in the VM (one realm per library).
    package let realmKey: String
    /// The script's text.
    package let source: String

    package init(realmKey: String, source: String) {
        self.realmKey = realmKey
        self.source = source
    }
}

/// An `alert`, `confirm` or `prompt` the page opened, with the answer it got.
public struct DialogRecord: Sendable, Equatable, CustomStringConvertible {
    /// Which dialog: `alert`, `confirm` or `prompt`.
    public enum Kind: String, Sendable, Equatable {
        /// `alert(message)`, `confirm(message)`, `prompt(message, default)`.
        case alert, confirm, prompt
    }
    /// Which dialog.
    public var kind: Kind
    /// The text the page showed.
    public var message: String
    /// The prompt's default text.
    public var defaultText: String
    /// "true"/"false" for confirm, the text (or "null") for prompt, "" for alert.
    public var answer: String

    /// `confirm(Leave?) → false`.
    public var description: String { "\(kind.rawValue)(\(message)) → \(answer)" }
}

/// How dialogs are answered: `confirm` returns ``confirm``; `prompt` returns ``prompt``
/// (nil: the user cancelled) — default: confirm false, prompt cancelled, as a UI delegate
/// that implements nothing.
public struct DialogAnswers: Sendable, Equatable {
    /// What every `confirm` returns.
    public var confirm: Bool
    /// What every `prompt` returns; `nil`: the user cancelled (the page gets `null`).
    public var prompt: String?

    /// Answers: `confirm` false and `prompt` cancelled unless given.
    public init(confirm: Bool = false, prompt: String? = nil) {
        self.confirm = confirm
        self.prompt = prompt
    }
}
