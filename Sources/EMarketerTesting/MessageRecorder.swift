import HeadlessWebView
import ScriptEngine
import StageTesting

/// A script message handler that records each message a page posts, with the stage's virtual time.
///
/// ```swift
/// let messages = MessageRecorder()
/// configuration.userContentController.add(messages, name: "cart")
/// // the page: webkit.messageHandlers.cart.postMessage({sku: "42"})
/// messages.recorder.expect([MessageRecorder.Message(name: "cart", body: #"{"sku":"42"}"#)])
/// ```
@MainActor
public final class MessageRecorder: WKScriptMessageHandler {
    /// One message: the handler's name and the body as JSON (keys sorted, so bodies compare as text).
    public struct Message: Sendable, Hashable, CustomStringConvertible {
        /// The handler's name (`webkit.messageHandlers.<name>`).
        public var name: String
        /// The body as JSON, keys sorted.
        public var body: String

        /// A message, as a test writes what it expects.
        public init(name: String, body: String) {
            self.name = name
            self.body = body
        }

        /// `<name>: <body>`.
        public var description: String { "\(name): \(body)" }
    }

    /// The messages, in order, with virtual times.
    public let recorder: Recorder<Message>
    /// Every body as the handler received it, in order: a `String`, an `NSNumber`, a
    /// `[String: Any]`… as on a phone, for a test of what a host's `message.body as? …` reads.
    public private(set) var bodies: [Any] = []

    /// A recorder; add it with `userContentController.add(_:name:)` for each handler name.
    ///
    /// - Parameter recorder: where the messages go (a new one on the stage's clock by default).
    public init(recorder: Recorder<Message> = Recorder()) {
        self.recorder = recorder
    }

    /// Records the message (its body as sorted JSON) and keeps its body as received.
    public func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
        recorder.record(Message(name: message.name, body: Self.json(message.body)))
        bodies.append(message.body)
    }

    /// `body` as JSON text; a value JSON cannot hold is described instead.
    static func json(_ body: Any) -> String {
        do {
            return try ScriptValue(any: body).jsonString()
        } catch {
            return String(describing: body)
        }
    }
}
