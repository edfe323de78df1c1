/// What went wrong running JavaScript, and where.
///
/// Every case carries enough to act on: a syntax error its line and column, an exception
/// its JavaScript stack, a conversion the JSON-style path of the value that failed.
public enum ScriptError: Error, Sendable, Equatable {
    /// The source does not parse. `line` and `column` are 1-based within `sourceName`.
    case syntax(message: String, sourceName: String, line: Int, column: Int)
    /// The script threw and nothing caught it.
    case exception(name: String, message: String, stack: String, sourceName: String, line: Int, column: Int)
    /// The script ran longer than the context's time limit and was stopped.
    case timeLimitExceeded(limit: Duration, sourceName: String)
    /// A value could not be converted between JavaScript and Swift. `path` is JSON-style
    /// (`items[2].price`), `""` for the value itself.
    case conversion(path: String, message: String)
    /// A promise was rejected; `reason` is the rejection value as text.
    case promiseRejected(reason: String, stack: String)
    /// A promise was still pending after the virtual clock ran out of timers (or past the limit).
    case promiseNeverSettled(waited: Duration)
    /// A timer loop ran more callbacks than allowed in one `advance`/`runUntilIdle`.
    case timerLimitExceeded(limit: Int)
    /// The engine itself refused (out of memory, a context that could not be created).
    case engine(String)
}

extension ScriptError: CustomStringConvertible {
    /// `<source>:<line>:<column>: <what>`, with the JavaScript stack for an exception.
    public var description: String {
        switch self {
        case .syntax(let message, let sourceName, let line, let column):
            return "\(sourceName):\(line):\(column): SyntaxError: \(message)"
        case .exception(let name, let message, let stack, let sourceName, let line, let column):
            let head = "\(sourceName):\(line):\(column): uncaught \(name): \(message)"
            return stack.isEmpty ? head : head + "\n" + stack
        case .timeLimitExceeded(let limit, let sourceName):
            return "\(sourceName): script stopped after running longer than the time limit (\(limit))"
        case .conversion(let path, let message):
            return path.isEmpty ? "conversion failed: \(message)" : "conversion failed at \(path): \(message)"
        case .promiseRejected(let reason, let stack):
            return stack.isEmpty ? "promise rejected: \(reason)" : "promise rejected: \(reason)\n\(stack)"
        case .promiseNeverSettled(let waited):
            return "promise still pending after \(waited) of virtual time with no timers left to run"
        case .timerLimitExceeded(let limit):
            return "timers fired more than \(limit) callbacks in one run of the clock (a setInterval loop?)"
        case .engine(let message):
            return "JavaScript engine: \(message)"
        }
    }

    /// The line of the error, when it has one.
    public var line: Int? {
        switch self {
        case .syntax(_, _, let line, _), .exception(_, _, _, _, let line, _): return line
        default: return nil
        }
    }

    /// The column of the error, when it has one.
    public var column: Int? {
        switch self {
        case .syntax(_, _, _, let column), .exception(_, _, _, _, _, let column): return column
        default: return nil
        }
    }
}
