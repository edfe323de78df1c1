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

    /// A resource with `body`, served as `status` and `contentType`.
    public init(body: String, status: Int = 200, contentType: String = "text/plain") {
        self.body = body
        self.status = status
        self.contentType = contentType
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
