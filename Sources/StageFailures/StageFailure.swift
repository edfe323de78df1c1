/// A failure an SDK met that its host may never have looked at: a hydration rejected inside the
/// host's own `Task { try await invoke(…) }`, a callback nobody answered, an error on a web page, a
/// download that failed. A stage's `run` (ShopStageTesting) fails the test with each one the test
/// neither looked at nor declared expected.
public struct StageFailure: Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A Bambuser player rejected `updateProductWithData`, whatever the cause (syntax error, missing
        /// field, exception). Subject: the product id.
        case hydrationRejected = "hydration rejected"
        /// A Bambuser player's event `callbackKey` was not answered with `notify` within 30 s.
        /// Subject: the event type.
        case callbackTimedOut = "callback timed out"
        /// A Bambuser player's event `callbackKey` was still waiting for `notify` when the run ended
        /// (the player was neither cleaned up nor reset, which drop what is waiting). Subject: the event type.
        case callbackUnanswered = "callback unanswered"
        /// A page in a `WKWebView` reported an error: an uncaught exception, an unhandled promise
        /// rejection or a `console.error` call. Subject: the error's message.
        case pageError = "page error"
        /// A Zapp download (`HqmeDownloadManager`) ended failed. Subject: the item's identifier.
        case downloadFailed = "download failed"
    }

    /// Who reported a failure: one player, web view or download of the run. Reading what that object
    /// reports (a player's `hydrations`, a web view's `pageErrors`…) marks its failures as looked at.
    public struct Origin: Sendable, Hashable {
        let serial: Int

        /// A new origin, unlike every other made in the process.
        public init() {
            serial = originSerials.add(1, ordering: .relaxed).newValue
        }
    }

    /// What failed.
    public var kind: Kind
    /// Who failed, as a person reads it: `Bambuser player "spring-live"`.
    public var source: String
    /// What failed: the product id of a hydration, the event type of a callback, a page error's
    /// message, a download's identifier.
    public var subject: String
    /// The error, as the SDK reported it.
    public var message: String
    /// Virtual time of the failure on the reporter's clock (zero where there is none, as for downloads).
    public var time: Duration
    /// The object that reported it, if it can be looked at (``StageFailureLedger/acknowledge(_:from:)``).
    public var origin: Origin?
    /// Whether the test looked at it (read what its origin reports): it does not fail the run, and
    /// still meets a declaration that expects it.
    public var isExamined = false

    /// A failure of `kind` from `source`; see the properties for each argument.
    public init(
        kind: Kind, source: String, subject: String, message: String, time: Duration, origin: Origin? = nil
    ) {
        self.kind = kind
        self.source = source
        self.subject = subject
        self.message = message
        self.time = time
        self.origin = origin
    }

    /// `<source>, <kind> (<subject>) at <time>: <message>`.
    public var description: String {
        "\(source), \(kind.rawValue) (\(subject)) at \(time): \(message)"
    }
}
