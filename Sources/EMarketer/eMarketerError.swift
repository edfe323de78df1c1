import Foundation
import ScriptEngine

/// What went wrong in the e-Marketer emulation, and where.
public enum eMarketerError: Error, Sendable, Equatable {
    // The SDK's cases, each with the message `localizedDescription` gives. The in-process panel never
    // fails, so only `malformedApiKey` is ever produced; the others are there for host code's `switch`.
    /// `initialize(apiKey:)` was not called, or with a key that is not 40 characters.
    case malformedApiKey(_: String)
    /// The queued commands made a request above the SDK's limit.
    case requestTooBig(_: String)
    /// The server refused the API key.
    case http401(_: String)
    /// The server failed.
    case http500(_: String)
    /// The server is temporarily unavailable.
    case http503(_: String)
    /// Anything else the SDK reports (a failed request, a file it could not save).
    case other(_: String)

    // ShopStage's cases: the emulation's own failures.
    /// Rendering needs a `text/html` action.
    case notHTML(actionId: Int, contentType: String?)
    /// The action's scripts failed while the page loaded or settled (a runaway script included).
    case script(actionId: Int, ScriptError)
    /// The web view refused the page.
    case webView(actionId: Int, message: String)
    /// An action fixture (`Fixtures/actions/*.json`) is unreadable or malformed.
    case fixture(path: String, message: String)
    /// A JSON Lines report file has a line that is not a report. `line` is 1-based.
    case reportLine(path: String, line: Int, message: String)
    /// A file could not be read or written.
    case file(path: String, message: String)
    /// No action with this id is on the panel.
    case unknownAction(id: Int)
}

extension eMarketerError: CustomStringConvertible {
    /// The message: the SDK's text for its cases, what and where for ShopStage's.
    public var description: String {
        switch self {
        case .malformedApiKey(let message), .requestTooBig(let message), .http401(let message),
            .http500(let message), .http503(let message), .other(let message):
            return message
        case .notHTML(let id, let contentType):
            return
                "action \(id) is \(contentType ?? "of no MIME type"), not text/html: it cannot be rendered on a web view"
        case .script(let id, let error):
            return "action \(id): its script failed: \(error)"
        case .webView(let id, let message):
            return "action \(id): the web view refused the page: \(message)"
        case .fixture(let path, let message):
            return "\(path): \(message)"
        case .reportLine(let path, let line, let message):
            return "\(path):\(line): not a panel report: \(message)"
        case .file(let path, let message):
            return "\(path): \(message)"
        case .unknownAction(let id):
            return "no action with id \(id) on the panel"
        }
    }
}

extension eMarketerError: LocalizedError {
    /// The same as ``description``, so `localizedDescription` gives the message.
    public var errorDescription: String? { description }
}
