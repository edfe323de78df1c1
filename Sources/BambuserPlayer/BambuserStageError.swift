import Foundation
import ScriptEngine

/// What went wrong driving the headless player, and where: ShopStage's own errors.
///
/// On a phone `invoke` and `notify` fail with the web view's JavaScript errors; these say the same
/// things with the line, column and path. They are not the real SDK's ``BambuserPlayerError``,
/// whose cases (BambuserCommerceSDK 3.0.2's public interface) are kept exactly as declared so host code
/// that switches over them compiles. `description` (and `localizedDescription`) says what and where,
/// with a hint for the usual mistakes.
public enum BambuserStageError: Error, Sendable, Hashable, Codable {
    /// `invoke`'s `arguments` do not parse. `line` and `column` are 1-based *within the
    /// arguments string*; `excerpt` is that line with a caret under the column.
    case syntax(function: String, message: String, line: Int, column: Int, excerpt: String)
    /// `invoke` named a function the player does not have.
    case unknownFunction(name: String, available: [String])
    /// The player rejected a hydration; every broken rule is listed.
    case hydrationRejected(id: String, violations: [HydrationViolation])
    /// The player function threw.
    case exception(function: String, name: String, message: String)
    /// The arguments or the function ran longer than the time limit.
    case timeLimitExceeded(function: String, limit: Duration)
    /// A promise returned by the function was rejected or never settled.
    case promise(function: String, message: String)
    /// A show file could not be read or decoded.
    case invalidShow(source: String, message: String)
    /// A catalog file could not be read or decoded.
    case invalidCatalog(source: String, message: String)
    /// The JavaScript engine failed underneath (the player could not start).
    case engine(String)
    /// `track(event:with:)` was given data with no JSON form.
    case invalidTrackingData(event: String, message: String)
    /// An event's callback was not answered with `notify(callbackKey:info:)` in time (ShopStage's rule: 30 s).
    case callbackTimedOut(callbackKey: String, event: String, after: Duration)
    /// The viewer did something that needs the open product's data, and the product was never
    /// hydrated; `cause` says why (the rejected hydration's error, or that none arrived).
    case notHydrated(id: String, action: String, cause: String)
    /// `createShoppableVideoPlayerCollection` was asked for a page or page size below 1.
    case invalidPagination(page: Int, pageSize: Int)
    /// No shoppable videos are registered for the organisation, playlist or SKU asked for.
    case unknownShoppableVideos(String)
    /// A viewer action on a shoppable view that cannot happen (no such video, nothing full screen…).
    case invalidShoppableAction(String)
}

/// What host code prints with `error.localizedDescription` (the examples' habit) is the message, not
/// "The operation could not be completed".
extension BambuserStageError: LocalizedError {
    /// The ``description``, so `localizedDescription` gives the message.
    public var errorDescription: String? { description }
}

extension BambuserStageError: CustomStringConvertible {
    /// What went wrong and where: the function, the line and column within the arguments with the line
    /// and a caret, each broken rule with its path, or the callback key and event.
    public var description: String {
        switch self {
        case .syntax("notify", let message, let line, let column, let excerpt):
            return """
                notify(callbackKey:info:): SyntaxError in info at line \(line), column \(column): \(message)
                \(excerpt)
                hint: a String info is JavaScript source, as on a phone: "{ success: false, reason: 'out-of-stock' }"
                """
        case .syntax(let function, let message, let line, let column, let excerpt):
            return """
                invoke(\(function)): SyntaxError in arguments at line \(line), column \(column): \(message)
                \(excerpt)
                hint: a quote inside an interpolated value ends the JavaScript string early; build the \
                product as JSON (the example app's HydratedProduct builder and toJSON(), or JSONEncoder), \
                or escape the value (\\' inside '…')
                """
        case .unknownFunction(let name, let available):
            return "invoke: the player has no function \"\(name)\" (it has: \(available.joined(separator: ", ")))"
        case .hydrationRejected(let id, let violations):
            return "updateProductWithData(\"\(id)\") rejected:\n"
                + violations.map { "  - \($0.path.isEmpty ? "(call)" : $0.path): \($0.message)" }.joined(separator: "\n")
        case .exception(let function, let name, let message):
            return "invoke(\(function)): uncaught \(name): \(message)"
        case .timeLimitExceeded(let function, let limit):
            return "invoke(\(function)): stopped after running longer than the time limit (\(limit))"
        case .promise(let function, let message):
            return "invoke(\(function)): \(message)"
        case .invalidShow(let source, let message):
            return "show \(source): \(message)"
        case .invalidCatalog(let source, let message):
            return "catalog \(source): \(message)"
        case .engine(let message):
            return "player engine: \(message)"
        case .invalidTrackingData(let event, let message):
            return "track(event: \"\(event)\"): \(message)"
        case .callbackTimedOut(let callbackKey, let event, let after):
            return """
                \(event) (callbackKey "\(callbackKey)") was not answered within \(after): answer it with \
                notify(callbackKey:info:) (info true, or "{ success: false, reason: '…' }")
                """
        case .notHydrated(let id, let action, let cause):
            return "viewer.\(action): product \"\(id)\" was never hydrated: \(cause)"
        case .invalidPagination(let page, let pageSize):
            return "createShoppableVideoPlayerCollection: page (\(page)) and pageSize (\(pageSize)) must be at least 1"
        case .unknownShoppableVideos(let message):
            return "shoppable videos: \(message)"
        case .invalidShoppableAction(let message):
            return "shoppable view: \(message)"
        }
    }

    /// The rule violations this error stands for (`hydrate check` prints them): one with path
    /// `""` for errors about the whole call.
    public var violations: [HydrationViolation] {
        switch self {
        case .hydrationRejected(_, let violations):
            return violations
        case .syntax(_, let message, let line, let column, _):
            return [HydrationViolation(path: "", message: "SyntaxError at \(line):\(column): \(message)")]
        default:
            return [HydrationViolation(path: "", message: description)]
        }
    }
}
