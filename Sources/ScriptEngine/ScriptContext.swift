#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif
import Foundation
import Logging
import Synchronization

/// One JavaScript global object, with ShopStage's globals installed.
///
/// A `ScriptContext` is **not** `Sendable`: it belongs to the isolation domain that
/// created it (an actor, the main actor, a task) and Swift's region checking keeps every
/// use there — JavaScriptCore contexts are single-threaded. To run contexts in parallel,
/// give each its own executor with ``IsolatedScriptContext``.
///
/// Every context has its own JavaScriptCore VM (context group), so contexts never contend
/// for a lock, and its own execution time limit and virtual clock.
///
/// ```swift
/// let context = try ScriptContext()
/// try context.evaluate("setTimeout(() => console.log('later'), 2000)")
/// try context.advance(by: .seconds(2))
/// context.consoleRecords.last?.message   // "later"
/// ```
public final class ScriptContext {
    /// How a context is set up.
    public struct Configuration: Sendable {
        /// Shown in stack traces and log labels.
        public var name: String
        /// The longest one entry into JavaScript may run. Default: 1 second.
        public var timeLimit: Duration
        /// What `Date.now()` returns at virtual time zero (milliseconds since 1970). Default: 2026-01-01T00:00:00Z.
        public var epochMilliseconds: Double
        /// Where console output goes besides ``ScriptContext/consoleRecords`` (default: nowhere).
        public var logger: Logger

        public init(
            name: String = "shopstage", timeLimit: Duration = .seconds(1),
            epochMilliseconds: Double = 1_767_225_600_000,
            logger: Logger = Logger(label: "shopstage.script", factory: { _ in SwiftLogNoOpLogHandler() })
        ) {
            self.name = name
            self.timeLimit = timeLimit
            self.epochMilliseconds = epochMilliseconds
            self.logger = logger
        }
    }

    let group: JSContextGroupRef
    let ref: JSGlobalContextRef
    let watchdog: Watchdog
    /// The group this context shares a VM with, when it was made in one.
    let sharedGroup: ScriptContextGroup?
    public let configuration: Configuration

    /// The longest one entry into JavaScript may run before it is stopped with
    /// ``ScriptError/timeLimitExceeded(limit:sourceName:)``.
    public var timeLimit: Duration {
        didSet { installTimeLimit() }
    }

    /// Everything scripts wrote with `console.*`, oldest first.
    public internal(set) var consoleRecords: [ConsoleRecord] = []
    /// Exceptions no script caught: thrown by timer callbacks, microtasks, event listeners
    /// reported through `reportError`, and unhandled promise rejections.
    public internal(set) var uncaughtErrors: [ScriptError] = []

    var timers = TimerQueue()
    var messageHandlers: [String: (ScriptValue) throws -> Void] = [:]
    var entryDepth = 0
    /// The prelude's hooks (adding message handlers, firing timers), owned by this context.
    var hooks: JSObjectRef?

    /// Creates a context with ECMAScript's globals plus `console`, timers on the virtual
    /// clock, `queueMicrotask`, `window`, and nothing else: no file system, network,
    /// process or environment.
    public convenience init(configuration: Configuration = Configuration()) throws {
        try self.init(configuration: configuration, group: nil)
    }

    /// Creates a context in `group` (its own VM when nil). Contexts of one group share a
    /// JavaScriptCore VM: a script evaluated in one is parsed and compiled once for all of
    /// them, so a second context runs the same large script several times faster.
    public init(configuration: Configuration = Configuration(), group shared: ScriptContextGroup?) throws {
        self.configuration = configuration
        let group: JSContextGroupRef
        if let shared {
            group = JSContextGroupRetain(shared.ref)
            watchdog = shared.watchdog
        } else {
            guard let created = JSContextGroupCreate() else {
                throw ScriptError.engine("could not create a context group")
            }
            group = created
            watchdog = Watchdog()
        }
        guard let ref = JSGlobalContextCreateInGroup(group, nil) else {
            JSContextGroupRelease(group)
            throw ScriptError.engine("could not create a global context")
        }
        self.group = group
        self.ref = ref
        self.sharedGroup = shared
        self.timeLimit = configuration.timeLimit
        configuration.name.withJSString { JSGlobalContextSetName(ref, $0) }
        installTimeLimit()
        try installPrelude()
    }

    /// Arms the watchdog with this context's limit (a shared group's limit is the entering context's).
    func installTimeLimit() {
        watchdog.install(on: group, limit: timeLimit)
        sharedGroup?.installedLimit = timeLimit
    }

    deinit {
        timers.removeAll(unprotectingIn: ref)
        if let hooks { JSValueUnprotect(ref, hooks) }
        if sharedGroup == nil { JSContextGroupClearExecutionTimeLimit(group) }
        JSGlobalContextRelease(ref)
        JSContextGroupRelease(group)
    }

    // MARK: Evaluation

    /// Evaluates `source` as a classic script and returns its completion value.
    ///
    /// - Parameters:
    ///   - sourceName: the file name errors and stacks report (`player.js`).
    ///   - line: the line number of the first line of `source`.
    /// - Throws: ``ScriptError`` — `.syntax` with line and column, `.exception` with the
    ///   JavaScript stack, `.timeLimitExceeded`, or `.conversion` for a result with no Swift form.
    @discardableResult
    public func evaluate(_ source: String, sourceName: String = "<eval>", line: Int = 1) throws -> ScriptValue {
        let result = try evaluateRaw(source, sourceName: sourceName, line: line)
        return try scriptValue(result)
    }

    /// Evaluates `source` and keeps the result as a JavaScript value (a function, a promise, a DOM node…).
    public func evaluateHandle(_ source: String, sourceName: String = "<eval>", line: Int = 1) throws -> ScriptHandle {
        ScriptHandle(context: self, ref: try evaluateRaw(source, sourceName: sourceName, line: line))
    }

    /// Checks that `source` parses, without running it.
    public func checkSyntax(_ source: String, sourceName: String = "<eval>", line: Int = 1) throws {
        var exception: JSValueRef?
        let ok = source.withJSString { script in
            sourceName.withJSString { url in JSCheckScriptSyntax(ref, script, url, Int32(line), &exception) }
        }
        if !ok, let exception {
            let info = errorInfo(exception)
            throw ScriptError.syntax(
                message: info.message, sourceName: sourceName, line: info.line ?? line, column: info.column ?? 1)
        }
    }

    func evaluateRaw(_ source: String, sourceName: String, line: Int) throws -> JSValueRef {
        try source.withJSString { script in
            try sourceName.withJSString { url in
                try enter(sourceName: sourceName, source: source, line: line) { exception in
                    JSEvaluateScript(ref, script, nil, url, Int32(line), &exception)
                }
            }
        }
    }

    /// Runs one entry into JavaScript and turns a thrown value into a ``ScriptError``.
    /// `source` (when known) lets a SyntaxError be told apart from one thrown at run time.
    func enter(
        sourceName: String, source: String? = nil, line: Int = 1,
        _ body: (inout JSValueRef?) -> JSValueRef?
    ) throws -> JSValueRef {
        if entryDepth == 0 {
            if let sharedGroup, sharedGroup.installedLimit != timeLimit { installTimeLimit() }
            watchdog.reset()
        }
        entryDepth += 1
        defer { entryDepth -= 1 }
        var exception: JSValueRef?
        let result = body(&exception)
        if let exception {
            throw scriptError(exception, sourceName: sourceName, source: source, line: line)
        }
        return result ?? JSValueMakeUndefined(ref)
    }

    /// Makes a Swift error of a thrown JavaScript value.
    func scriptError(_ exception: JSValueRef, sourceName: String, source: String? = nil, line: Int = 1) -> ScriptError {
        if watchdog.fired {
            return .timeLimitExceeded(limit: timeLimit, sourceName: sourceName)
        }
        let info = errorInfo(exception)
        if info.name == "SyntaxError", let source {
            var syntax: JSValueRef?
            let parses = source.withJSString { script in
                sourceName.withJSString { url in JSCheckScriptSyntax(ref, script, url, Int32(line), &syntax) }
            }
            if !parses {
                let found = syntax.map(errorInfo) ?? info
                let errorLine = found.line ?? line
                return .syntax(
                    message: found.message, sourceName: sourceName, line: errorLine,
                    column: syntaxErrorColumn(source: source, firstLine: line, errorLine: errorLine, message: found.message))
            }
        }
        return .exception(
            name: info.name, message: info.message, stack: info.stack, sourceName: info.sourceName ?? sourceName,
            line: info.line ?? 0, column: info.column ?? 0)
    }

    /// JavaScriptCore reports a syntax error's line but not its column. The column is found
    /// by parsing ever longer prefixes of the error line: the shortest prefix that fails with
    /// the same message ends at the offending token (named in quotes in most messages).
    func syntaxErrorColumn(source: String, firstLine: Int, errorLine: Int, message: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = errorLine - firstLine
        guard lines.indices.contains(index) else { return 1 }
        let before = lines[..<index].joined(separator: "\n") + (index > 0 ? "\n" : "")
        let text = Array(lines[index])
        func failsTheSameWay(_ length: Int) -> Bool {
            var exception: JSValueRef?
            let prefix = before + String(text[..<length])
            let ok = prefix.withJSString { JSCheckScriptSyntax(ref, $0, nil, Int32(firstLine), &exception) }
            guard !ok, let exception else { return false }
            let info = errorInfo(exception)
            return info.message == message && (info.line ?? firstLine) == errorLine
        }
        var low = 0, high = text.count
        guard failsTheSameWay(high) else { return 1 }
        while low < high {
            let middle = (low + high) / 2
            if failsTheSameWay(middle) { high = middle } else { low = middle + 1 }
        }
        // `Unexpected identifier 's'`: step back over the token to its first character.
        var tokenLength = 1
        if let open = message.firstIndex(of: "'"), let close = message[message.index(after: open)...].firstIndex(of: "'") {
            tokenLength = max(1, message.distance(from: open, to: close) - 1)
        }
        return max(1, low - tokenLength + 1)
    }

    struct ErrorInfo {
        var name = "", message = "", stack = ""
        var sourceName: String?
        var line: Int?, column: Int?
    }

    /// Reads `name`, `message`, `stack`, `line`, `column` and `sourceURL` off a thrown value.
    func errorInfo(_ value: JSValueRef) -> ErrorInfo {
        var info = ErrorInfo()
        guard JSValueIsObject(ref, value), let object = JSValueToObject(ref, value, nil) else {
            info.message = displayString(value)
            return info
        }
        func property(_ name: String) -> JSValueRef? {
            let v = name.withJSString { JSObjectGetProperty(ref, object, $0, nil) }
            guard let v, !JSValueIsUndefined(ref, v) else { return nil }
            return v
        }
        info.name = property("name").map(displayString) ?? "Error"
        info.message = property("message").map(displayString) ?? displayString(value)
        info.stack = property("stack").map(displayString) ?? ""
        info.sourceName = property("sourceURL").map(displayString)
        info.line = property("line").map { Int(JSValueToNumber(ref, $0, nil)) }
        info.column = property("column").map { Int(JSValueToNumber(ref, $0, nil)) }
        return info
    }

    /// `String(value)` as JavaScript would say it, never throwing.
    func displayString(_ value: JSValueRef) -> String {
        var exception: JSValueRef?
        guard let s = JSValueToStringCopy(ref, value, &exception) else { return "<unprintable value>" }
        defer { JSStringRelease(s) }
        return String(jsString: s)
    }

    // MARK: Memory

    /// Runs the garbage collector now (tests use it to prove handles stay valid).
    public func collectGarbage() {
        JSSynchronousGarbageCollectForDebugging(ref)
    }

    /// The global object.
    public var globalObject: ScriptHandle {
        ScriptHandle(context: self, ref: JSContextGetGlobalObject(ref))
    }
}

/// A JavaScriptCore VM that several contexts share (see ``ScriptContext/init(configuration:group:)``).
///
/// Like a context, a group is not `Sendable`: its contexts all live in the isolation domain
/// that made it (one VM runs one script at a time). They share the execution time limit;
/// each context arms it with its own ``ScriptContext/timeLimit`` when it is entered.
public final class ScriptContextGroup {
    let ref: JSContextGroupRef
    let watchdog = Watchdog()
    var installedLimit: Duration?

    public init() throws {
        guard let ref = JSContextGroupCreate() else { throw ScriptError.engine("could not create a context group") }
        self.ref = ref
    }

    deinit {
        JSContextGroupClearExecutionTimeLimit(ref)
        JSContextGroupRelease(ref)
    }
}

/// The execution time limit's state: armed on every top-level entry, read after an exception.
final class Watchdog: Sendable {
    private let firedFlag = Atomic<Bool>(false)

    var fired: Bool { firedFlag.load(ordering: .relaxed) }
    func reset() { firedFlag.store(false, ordering: .relaxed) }

    func install(on group: JSContextGroupRef, limit: Duration) {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
        JSContextGroupSetExecutionTimeLimit(
            group, seconds,
            { _, info in
                guard let info else { return true }
                Unmanaged<Watchdog>.fromOpaque(info).takeUnretainedValue().firedFlag.store(true, ordering: .relaxed)
                return true
            }, Unmanaged.passUnretained(self).toOpaque())
    }
}
