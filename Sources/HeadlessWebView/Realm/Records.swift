import Foundation

/// A navigation a page asked for: a followed link, a submitted form, `location.href = …`.
/// ShopStage never leaves the document; each request is recorded with the decision.
public struct NavigationRecord: Sendable, Equatable, CustomStringConvertible {
    /// The resolved URL, as the page asked for it.
    public var url: String
    public var navigationType: WKNavigationType
    /// The link's or form's `target` (`_blank`…), empty for the same frame.
    public var target: String
    /// A POST form's body (`application/x-www-form-urlencoded`), empty otherwise.
    public var body: String
    /// What the navigation delegate (or the default, `.cancel`) decided.
    public var policy: WKNavigationActionPolicy

    public var description: String { "\(navigationType) \(url) → \(policy)" }
}

/// A network load the page tried: every one is recorded; it fails unless a resource
/// provider supplied the bytes.
public struct BlockedResource: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case script, image, stylesheet, fetch, xhr, beacon, websocket, subdocument, other
    }
    public var kind: Kind
    public var url: String
    /// Whether a resource provider answered (then it was not blocked after all).
    public var provided: Bool

    public var description: String { "\(kind.rawValue) \(url)\(provided ? " (provided)" : " (blocked)")" }
}

/// What Swift gives a page for a resource instead of the network.
public struct ProvidedResource: Sendable, Equatable {
    public var body: String
    public var status: Int
    public var contentType: String

    public init(body: String, status: Int = 200, contentType: String = "text/plain") {
        self.body = body
        self.status = status
        self.contentType = contentType
    }
}

/// An `alert`, `confirm` or `prompt` the page opened, with the answer it got.
public struct DialogRecord: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable { case alert, confirm, prompt }
    public var kind: Kind
    public var message: String
    /// The prompt's default text.
    public var defaultText: String
    /// "true"/"false" for confirm, the text (or "null") for prompt, "" for alert.
    public var answer: String

    public var description: String { "\(kind.rawValue)(\(message)) → \(answer)" }
}

/// How dialogs are answered: `confirm` returns ``confirm``; `prompt` returns ``prompt``
/// (nil: the user cancelled) — default: confirm false, prompt cancelled, as a UI delegate
/// that implements nothing.
public struct DialogAnswers: Sendable, Equatable {
    public var confirm: Bool
    public var prompt: String?

    public init(confirm: Bool = false, prompt: String? = nil) {
        self.confirm = confirm
        self.prompt = prompt
    }
}
