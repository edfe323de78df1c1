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
/// By default every context has its own JavaScriptCore VM, so contexts never contend for a
/// lock. Contexts made in a shared ``ScriptContextGroup`` share one VM: they are much cheaper
/// to create and lighter, and run one at a time. Each context has its own time limit and
/// virtual clock either way.
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
        /// Names the context in its log lines (`context` metadata). Not given to JavaScriptCore:
        /// naming a global costs a tenth of creating one, and only a remote inspector shows it.
        public var name: String
        /// The longest one entry into JavaScript, the promise jobs and microtasks it queued included, may
        /// run, counted in CPU time of the thread running it: a script waiting for a core on a busy
        /// machine is not stopped. A script taking ten times the limit in wall-clock time is stopped
        /// too (one blocked without using the CPU). Default: 1 second.
        public var timeLimit: Duration
        /// What `Date.now()` returns at virtual time zero (milliseconds since 1970). Default: 2026-01-01T00:00:00Z.
        public var epochMilliseconds: Double
        /// Where console output goes besides ``ScriptContext/consoleRecords`` (default: nowhere).
        public var logger: Logger
        /// The longest all the work of one page may run together, each entry also under ``timeLimit``:
        /// the timer callbacks of one ``ScriptContext/advance(by:maxCallbacks:)`` or
        /// ``ScriptContext/runUntilIdle(limit:)`` (an interval whose callbacks each stay just under the
        /// limit would otherwise run for hours), and the scripts and listeners of one page load in
        /// HeadlessWebView. Checked between entries (``PageBudget``), counted as ``timeLimit`` is. Default: 5 seconds.
        public var pageTimeLimit: Duration

        /// A configuration; every argument has the default its property names.
        public init(
            name: String = "shopstage", timeLimit: Duration = .seconds(1),
            epochMilliseconds: Double = 1_767_225_600_000,
            logger: Logger = Logger(label: "shopstage.script", factory: { _ in SwiftLogNoOpLogHandler() })
        ) {
            self.name = name
            self.timeLimit = timeLimit
            self.epochMilliseconds = epochMilliseconds
            self.logger = logger
            self.pageTimeLimit = .seconds(5)
        }
    }

    /// The VM this context lives in.
    public var group: ScriptContextGroup { retainedGroup ?? sharedGroup }
    /// Keeps the group alive — except for a group's own shared contexts, which the group keeps.
    private let retainedGroup: ScriptContextGroup?
    private unowned let sharedGroup: ScriptContextGroup
    let ref: JSGlobalContextRef
    var watchdog: Watchdog { group.watchdog }
    /// How the context was set up.
    public let configuration: Configuration

    /// The longest one entry into JavaScript (its promise jobs and microtasks included) may run, in
    /// CPU time of the thread running it (``Configuration/timeLimit``), before it is stopped with
    /// ``ScriptError/timeLimitExceeded(limit:sourceName:)``.
    public var timeLimit: Duration
    /// The longest all the work of one page load or one advance may run together
    /// (``Configuration/pageTimeLimit``, ``PageBudget``).
    public var pageTimeLimit: Duration

    /// Everything scripts wrote with `console.*`, oldest first.
    public internal(set) var consoleRecords: [ConsoleRecord] = []
    /// Exceptions no script caught: thrown by timer callbacks, microtasks, event listeners
    /// reported through `reportError`, and unhandled promise rejections.
    public internal(set) var uncaughtErrors: [ScriptError] = []

    var timers: TimerQueue
    var messageHandlers: [String: (ScriptValue) throws -> Void] = [:]
    var entryDepth = 0
    /// `Function.prototype`, for host functions; reachable from the global object, so never collected.
    var cachedFunctionPrototype: JSValueRef?
    /// The prelude's hooks (adding message handlers, firing timers), owned by this context.
    var hooks: JSObjectRef?
    /// How many promises the prelude holds as reported unhandled, waiting for a handler (RejectionTracking.swift).
    var outstandingRejections = 0
    /// Set while those are checked: the check is an entry itself.
    var checkingRejections = false
    /// Called when this context is entered after another context of the group ran (``setEntryHook(_:)``).
    private var entryHook: JSObjectRef?
    /// The group's inert function, which replaces this context's unhandled-rejection callback
    /// when the context goes (see ``ScriptContextGroup/inertFunction``).
    private let inertFunction: JSObjectRef
    /// This context's number in its group: routed host functions (the prelude's) find it by it.
    let id: Int
    /// This context's number in its group, as functions made with ``makeRoutedFunction(_:_:)`` take it.
    package var contextID: Int { id }
    /// An object the embedder keeps with this context, for routed host functions to reach
    /// (HeadlessWebView keeps the page's records here). The context holds it strongly.
    package var attachment: AnyObject?
    private let registry: ContextRegistry

    /// Creates a context with ECMAScript's globals plus `console`, timers on the virtual
    /// clock, `queueMicrotask`, `window`, and nothing else: no file system, network,
    /// process or environment.
    ///
    /// - Parameters:
    ///   - configuration: the context's name, time limits, epoch and logger.
    ///   - group: the VM to create the context in; a new one of its own when nil.
    public convenience init(configuration: Configuration = Configuration(), group: ScriptContextGroup? = nil) throws {
        try self.init(
            configuration: configuration, group: try group ?? ScriptContextGroup(), retainingGroup: true,
            ownGroup: group == nil)
    }

    /// - Parameter ownGroup: the group was made for this context alone: its globals are made
    ///   in its own realm rather than in a realm the group would keep only for it.
    init(configuration: Configuration, group: ScriptContextGroup, retainingGroup: Bool, ownGroup: Bool = false) throws {
        self.configuration = StageScope.current?.configuration(configuration, for: group) ?? configuration
        self.registry = group.registry
        self.id = group.registry.makeID()
        guard let ref = JSGlobalContextCreateInGroup(group.ref, nil) else {
            throw ScriptError.engine("could not create a global context")
        }
        guard let inertFunction = group.inertFunction, let clock = group.makeClock() else {
            JSGlobalContextRelease(ref)
            throw ScriptError.engine("could not create a global context")
        }
        self.timers = TimerQueue(clock: clock)
        self.retainedGroup = retainingGroup ? group : nil
        self.sharedGroup = group
        self.ref = ref
        self.inertFunction = inertFunction
        self.timeLimit = configuration.timeLimit
        self.pageTimeLimit = configuration.pageTimeLimit
        registry.add(self)
        try installPrelude(sharedRealm: !ownGroup)
    }

    deinit {
        registry.remove(id: id)
        timers.removeAll(unprotectingIn: ref)
        JSValueUnprotect(ref, timers.clock.array)
        if let hooks { JSValueUnprotect(ref, hooks) }
        if let entryHook { JSValueUnprotect(ref, entryHook) }
        // JavaScriptCore holds the unhandled-rejection callback as a GC root, and the callback
        // (a function of this global) reaches the global: left in place, it would keep every
        // context of a shared group alive until the group goes.
        JSGlobalContextSetUnhandledRejectionCallback(ref, inertFunction, nil)
        JSGlobalContextRelease(ref)
    }

    // MARK: Evaluation

    /// Evaluates `source` as a classic script and returns its completion value.
    ///
    /// - Parameters:
    ///   - source: the JavaScript source.
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
            sourceName.withJSString { url in JSCheckScriptSyntax(ref, script, url, Int32(clamping: line), &exception) }
        }
        if !ok, let exception {
            let info = errorInfo(exception)
            throw ScriptError.syntax(
                message: info.message, sourceName: sourceName, line: info.line ?? line, column: info.column ?? 1)
        }
    }

    /// Evaluates a script that many contexts of this group run (a library, the DOM): parsed
    /// once per group, so later contexts skip the parse. Errors are as for ``evaluate(_:sourceName:line:)``.
    @discardableResult
    package func evaluateShared(_ source: String, sourceName: String) throws -> ScriptValue {
        try scriptValue(evaluateSharedRaw(source, sourceName: sourceName))
    }

    func evaluateSharedRaw(_ source: String, sourceName: String) throws -> JSValueRef {
        guard let script = group.compiledScript(source, sourceName: sourceName) else {
            return try evaluateRaw(source, sourceName: sourceName, line: 1)
        }
        return try enter(sourceName: sourceName, source: source) { exception in
            JSScriptEvaluate(ref, script, nil, &exception)
        }
    }

    /// Evaluates the script text `source` holds (a JavaScript string, such as the text of a
    /// page's `<script>`), without converting it to a Swift string and back.
    ///
    /// - Throws: what ``evaluate(_:sourceName:line:)`` throws; ``ScriptError/conversion(path:message:)``
    ///   when `source` has no string form.
    @discardableResult
    public func evaluateHandle(sourceIn source: ScriptHandle, sourceName: String = "<eval>", line: Int = 1) throws -> ScriptHandle {
        let value = try self.handle(for: source).ref
        var failure: JSValueRef?
        guard let script = JSValueToStringCopy(ref, value, &failure) else {
            throw ScriptError.conversion(path: "source", message: "the script source has no string form")
        }
        defer { JSStringRelease(script) }
        // A long text this group has run before: from its parse, without hashing the text again.
        if let parsed = group.repeatedScripts.script(for: script, sourceName: sourceName, line: line) {
            JSScriptRetain(parsed)
            defer { JSScriptRelease(parsed) }
            let result = try enter(sourceName: sourceName, source: String(jsString: script), line: line) { exception in
                JSScriptEvaluate(ref, parsed, nil, &exception)
            }
            return ScriptHandle(context: self, ref: result)
        }
        let result = try sourceName.withJSString { url in
            // The Swift text is made only to place a syntax error's column.
            try enter(sourceName: sourceName, source: String(jsString: script), line: line) { exception in
                JSEvaluateScript(ref, script, nil, url, Int32(clamping: line), &exception)
            }
        }
        return ScriptHandle(context: self, ref: result)
    }

    func evaluateRaw(_ source: String, sourceName: String, line: Int) throws -> JSValueRef {
        try source.withJSString { script in
            try sourceName.withJSString { url in
                try enter(sourceName: sourceName, source: source, line: line) { exception in
                    JSEvaluateScript(ref, script, nil, url, Int32(clamping: line), &exception)
                }
            }
        }
    }

    /// Runs one entry into JavaScript and turns a thrown value into a ``ScriptError``.
    /// `source` (when known) lets a SyntaxError be told apart from one thrown at run time.
    func enter(
        sourceName: String, source: @autoclosure () -> String? = nil, line: Int = 1,
        _ body: (inout JSValueRef?) -> JSValueRef?
    ) throws -> JSValueRef {
        let result = try enterOnce(sourceName: sourceName, source: source(), line: line, body)
        // A handler added to a promise reported unhandled is seen when the entry that added it ends.
        if outstandingRejections > 0, entryDepth == 0, group.entries == 0 { checkRejectionsHandled() }
        return result
    }

    private func enterOnce(
        sourceName: String, source: @autoclosure () -> String?, line: Int,
        _ body: (inout JSValueRef?) -> JSValueRef?
    ) throws -> JSValueRef {
        if entryDepth == 0 { group.arm(limit: timeLimit) }
        if group.entries == 0 { group.entriesMade &+= 1 }
        entryDepth += 1
        group.entries += 1
        // Contexts with an entry hook take turns: the one entered last is the group's active one.
        let outer = entryHook != nil ? group.activeContext : nil
        if entryHook != nil, outer !== self { activate() }
        defer {
            entryDepth -= 1
            group.entries -= 1
            // Back to the context this entry interrupted (a host function of it entered this one).
            if let outer, outer !== self, outer.entryDepth > 0 { outer.activate() }
        }
        var exception: JSValueRef?
        // The outermost entry then runs the microtasks queued in it (and before it), as
        // JavaScriptCore's own drain would, but timed with it (MicrotaskCheckpoint.swift).
        let result = group.entries == 1 ? group.runOutermost(in: ref, body, &exception) : body(&exception)
        if group.entries == 1, watchdog.stoppedInEntry { group.recoverFromStop() }
        if let exception {
            throw scriptError(exception, sourceName: sourceName, source: source(), line: line)
        }
        // Where JavaScriptCore drains those microtasks itself, before the entry returns, a job it
        // stopped leaves no exception, only the watchdog's word.
        if entryDepth == 1, watchdog.fired {
            // That stop leaves its termination pending in the VM, where it would end the next
            // entry at once: an empty script takes it.
            var leftover: JSValueRef?
            _ = "".withJSString { JSEvaluateScript(ref, $0, nil, nil, 1, &leftover) }
            throw ScriptError.timeLimitExceeded(limit: timeLimit, sourceName: sourceName)
        }
        return result ?? JSValueMakeUndefined(ref)
    }

    /// Throws once the current top-level entry (its microtasks included) has run past the time
    /// limit, and makes the entry end with ``ScriptError/timeLimitExceeded(limit:sourceName:)``.
    func checkEntryBudget() throws {
        guard watchdog.budgetIsExceeded(timeLimit) else { return }
        watchdog.markFired()
        throw ScriptThrow("Error", "script stopped after running longer than the time limit")
    }

    /// Turns off `eval` and the Function constructors in this context's global (script evaluated
    /// through the API still runs). For a realm whose functions pages can reach: its constructor
    /// (`document.constructor.constructor('return this')()`) would otherwise hand a page the realm's global.
    package func disableEval() {
        Self.disableEval(in: ref)
    }

    static func disableEval(in global: JSGlobalContextRef) {
        "code generation from strings is not allowed in ShopStage's own realms".withJSString {
            JSGlobalContextSetEvalEnabled(global, false, $0)
        }
    }

    /// Before the host reads a value of this context outside an entry (converting a result, an
    /// error's fields): the getters it runs are this page's code and see this page's window.
    func enterOwnWindowForHostRead() {
        if entryHook != nil, group.activeContext !== self { activate() }
    }

    /// After the host read a value of this context outside the entry runner: the jobs its getters
    /// queued run now, in an entry of this context under its time limit, before the host goes on,
    /// rather than in whichever context the VM enters next (its jobs would see that page's window).
    func runJobsQueuedByHostRead() throws {
        guard !group.inRunner else { return }
        if group.entries == 0 {
            _ = try enter(sourceName: "<jobs>") { _ in nil }
        } else {
            // Inside an entry whose runner has returned (reading what it threw): its budget.
            var exception: JSValueRef?
            _ = group.runOutermost(in: ref, { _ in nil }, &exception)
        }
    }

    /// A job run after a host read that failed where no caller can be told (reading an error's fields).
    func recordJobFailure(_ error: Error) {
        guard let error = error as? ScriptError else { return }
        uncaughtErrors.append(error)
        recordConsole(level: .error, message: "Uncaught \(error)", stack: "")
    }

    /// Makes this context its group's active one and calls its entry hook.
    private func activate() {
        group.activeContext = self
        guard let entryHook else { return }
        _ = JSObjectCallAsFunction(ref, entryHook, nil, 0, nil, nil)
    }

    /// Sets a function that runs before JavaScript runs in this context whenever another
    /// context of the group with an entry hook ran last (and again when an entry that
    /// interrupted this context's returns to it). A realm shared by several contexts (the
    /// DOM's, in HeadlessWebView) uses it to switch to the state of the one entered. `hook`
    /// takes no arguments; what it throws or returns is ignored. Nil removes it.
    package func setEntryHook(_ hook: ScriptHandle?) throws {
        if let entryHook { JSValueUnprotect(ref, entryHook) }
        entryHook = nil
        guard let hook else { return }
        guard let function = hook.object, JSObjectIsFunction(ref, function) else {
            throw ScriptError.engine("an entry hook must be a function")
        }
        JSValueProtect(ref, function)
        entryHook = function
        if group.activeContext === self { group.activeContext = nil }
    }

    /// Makes a Swift error of a thrown JavaScript value.
    func scriptError(_ exception: JSValueRef, sourceName: String, source: String? = nil, line: Int = 1) -> ScriptError {
        // The top-level entry's exception after a stop inside it is the stop's, whatever a host
        // function made of it on the way out (a frame stopped while it was being made).
        if watchdog.fired || (group.entries == 1 && watchdog.stoppedInEntry) {
            return .timeLimitExceeded(limit: timeLimit, sourceName: sourceName)
        }
        let info = errorInfo(exception)
        if info.name == "SyntaxError", let source {
            var syntax: JSValueRef?
            let parses = source.withJSString { script in
                sourceName.withJSString { url in JSCheckScriptSyntax(ref, script, url, Int32(clamping: line), &syntax) }
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

    /// The longest error line whose column ``syntaxErrorColumn(source:firstLine:errorLine:message:)``
    /// searches for: each halving parses the lines before and the prefix again (a 10 MB line took 26 s
    /// of CPU; a line this long takes a few hundredths of a second).
    static let longestSearchedLine = 1 << 18

    /// JavaScriptCore reports a syntax error's line but not its column. The column is found
    /// by parsing ever longer prefixes of the error line: the shortest prefix that fails with
    /// the same message ends at the offending token (named in quotes in most messages).
    /// 0 (unknown, as for an exception without a column) for a line longer than ``longestSearchedLine``.
    func syntaxErrorColumn(source: String, firstLine: Int, errorLine: Int, message: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = errorLine - firstLine
        guard lines.indices.contains(index) else { return 1 }
        guard lines[index].utf16.count <= Self.longestSearchedLine else { return 0 }
        let before = lines[..<index].joined(separator: "\n") + (index > 0 ? "\n" : "")
        let line = lines[index]
        // Where each character ends, so that a prefix is a slice: building it a character at a time
        // took 130 ms for the 82,000-character line of a minified library.
        let ends = line.isEmpty ? [] : Array(line.indices.dropFirst()) + [line.endIndex]
        func failsTheSameWay(_ length: Int) -> Bool {
            var exception: JSValueRef?
            let prefix = before + line[..<(length == 0 ? line.startIndex : ends[length - 1])]
            let ok = prefix.withJSString { JSCheckScriptSyntax(ref, $0, nil, Int32(clamping: firstLine), &exception) }
            guard !ok, let exception else { return false }
            let info = errorInfo(exception)
            return info.message == message && (info.line ?? firstLine) == errorLine
        }
        var low = 0, high = ends.count
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
    ///
    /// A page's getters and `toString`s run here, each under the time limit; once the limit stopped
    /// one, the rest are not read (each read outside an entry would get a limit of its own).
    func errorInfo(_ value: JSValueRef) -> ErrorInfo {
        let firedBefore = watchdog.fired
        defer {
            // A stop here leaves its termination pending in the VM: an empty script takes it.
            if !firedBefore, watchdog.fired {
                var leftover: JSValueRef?
                _ = "".withJSString { JSEvaluateScript(ref, $0, nil, nil, 1, &leftover) }
            }
        }
        var info = ErrorInfo()
        let unread = "<not read: the time limit stopped it>"
        func text(_ value: JSValueRef) -> String { watchdog.fired ? unread : displayString(value) }
        guard JSValueIsObject(ref, value), let object = JSValueToObject(ref, value, nil) else {
            info.message = text(value)
            return info
        }
        if !group.inRunner { enterOwnWindowForHostRead() }
        func property(_ name: String) -> JSValueRef? {
            guard !watchdog.fired else { return nil }
            let v = name.withJSString { JSObjectGetProperty(ref, object, $0, nil) }
            guard let v, !JSValueIsUndefined(ref, v) else { return nil }
            return v
        }
        info.name = property("name").map(text) ?? "Error"
        info.message = property("message").map(text) ?? text(value)
        info.stack = property("stack").map(text) ?? ""
        info.sourceName = property("sourceURL").map(text)
        // A page may throw anything: `{line: NaN}` has no line.
        info.line = property("line").flatMap { JavaScriptNumber.integer(JSValueToNumber(ref, $0, nil), as: Int.self) }
        info.column = property("column").flatMap { JavaScriptNumber.integer(JSValueToNumber(ref, $0, nil), as: Int.self) }
        if !group.inRunner, !watchdog.fired {
            do { try runJobsQueuedByHostRead() } catch { recordJobFailure(error) }
        }
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

    /// `handle`'s value, used from this context: calls through the result enter JavaScript here
    /// (this context's time limit, its error reports). Values are shared by every context of a
    /// group, so `handle` must come from a context of this one's group.
    public func handle(for handle: ScriptHandle) throws -> ScriptHandle {
        guard handle.context.group === group else {
            throw ScriptError.engine("a value of another context group cannot be used in this context")
        }
        return ScriptHandle(context: self, ref: handle.ref)
    }
}

/// One JavaScriptCore VM. Contexts in the same group share its heap and compiled code, so a
/// context in a warm group costs a fraction of one with a VM of its own — but they run one
/// at a time. A group is not `Sendable`: keep it, and its contexts, in one isolation domain
/// (the main actor's ``main`` group, or one an actor owns).
///
/// Sharing a VM shares nothing a script sees: a promise job, timer or message runs only in an entry
/// of the context that queued it — a job a getter queues while Swift reads a value runs before the
/// read returns, in that value's context — and an entry stopped at the time limit drops the jobs
/// it left. A host function of a context that has gone refuses with an error.
///
/// ```swift
/// let group = try ScriptContextGroup()
/// let players = try (0..<100).map { _ in try ScriptContext(group: group) }
/// ```
public final class ScriptContextGroup {
    let ref: JSContextGroupRef
    let watchdog = Watchdog()
    /// The limit the VM's watchdog is set to now: contexts of one group may differ.
    private var armedLimit: Duration?

    /// A VM of its own, for contexts made with it (`ScriptContext(group:)`).
    ///
    /// - Throws: ``ScriptError/engine(_:)`` when JavaScriptCore cannot create it.
    public init() throws {
        JavaScriptCoreTuning.apply()
        guard let ref = JSContextGroupCreate() else { throw ScriptError.engine("could not create a context group") }
        self.ref = ref
        drainsAtCheckpoints = MicrotaskCheckpoint.delayDrains(of: ref)
    }

    /// Whether the VM's microtasks run only at the end of outermost entries
    /// (``runOutermost(in:_:_:)``), under the time limit (MicrotaskCheckpoint.swift), rather
    /// than when its lock is released.
    let drainsAtCheckpoints: Bool
    /// How many entries into JavaScript through ``ScriptContext/enter(sourceName:source:line:_:)``
    /// are under way in this VM, in any of its contexts.
    var entries = 0
    /// How many top-level entries the group has made (each arms the watchdog and enters the VM).
    fileprivate(set) var entriesMade = 0

    /// The callable object outermost entries run in (MicrotaskCheckpoint.swift), in the group's
    /// own bare global; made at the first entry.
    private var entryRunner: JSObjectRef?
    /// The work of the entry the runner is running.
    private var pendingEntry: ((inout JSValueRef?) -> JSValueRef?)?

    /// Runs `body`, an outermost entry's work, and then the microtasks queued so far, as a browser
    /// does when its script stack empties: inside one entry into the VM, so the watchdog stops a
    /// chain of jobs as it stops a loop. What `body` throws, or what stopped the jobs, comes back
    /// in `exception`.
    func runOutermost(
        in context: JSContextRef, _ body: (inout JSValueRef?) -> JSValueRef?, _ exception: inout JSValueRef?
    ) -> JSValueRef? {
        if entryRunner == nil, drainsAtCheckpoints, inertFunction != nil, let inertContext,
            let runner = MicrotaskCheckpoint.makeEntryRunner(in: inertContext, for: self)
        {
            JSValueProtect(inertContext, runner)
            entryRunner = runner
        }
        guard let entryRunner else { return body(&exception) }
        let result = withoutActuallyEscaping(body) { body in
            pendingEntry = body
            defer { pendingEntry = nil }
            return JSObjectCallAsFunction(context, entryRunner, nil, 0, nil, &exception)
        }
        guard let thrown = pendingThrown else { return result }
        pendingThrown = nil
        exception = thrown
        JSValueUnprotect(context, thrown)
        return nil
    }

    /// What the pending entry threw, handed back beside the runner's call rather than as its exception:
    /// JavaScriptCore's API reports each exception it returns to its inspector, which calls the value's
    /// `toString` after the entry, where a looping one was not always stopped.
    private var pendingThrown: JSValueRef?

    /// The entry runner's call: the pending entry's work, then the microtasks.
    func runPendingEntry(_ context: JSContextRef, _ exception: UnsafeMutablePointer<JSValueRef?>?) -> JSValueRef? {
        guard let body = pendingEntry else { return JSValueMakeUndefined(context) }
        pendingEntry = nil
        var thrown: JSValueRef?
        inRunner = true
        defer { inRunner = false }
        let result = body(&thrown)
        if thrown != nil && watchdog.fired {
            discardJobs(in: context)
        } else {
            MicrotaskCheckpoint.drain(in: context)
        }
        if let thrown {
            JSValueProtect(context, thrown)
            pendingThrown = thrown
            return JSValueMakeUndefined(context)
        }
        return result
    }

    /// Whether the entry runner is running an entry's work or its jobs: jobs queued now run at its end.
    var inRunner = false

    /// The longest the jobs a stopped entry left may take to be dropped.
    static let discardLimit = Duration.milliseconds(20)

    /// Drops the jobs an entry stopped at the time limit left in the VM's one queue, which the next
    /// entry would otherwise run, whatever context it is, in that context's window. JavaScriptCore
    /// empties its queue when a job ends in a stop, so the queue is drained here, in the stopped
    /// entry, with every host function refusing (no job reaches a host) and the watchdog armed again
    /// for ``discardLimit``.
    private func discardJobs(in context: JSContextRef) {
        registry.refusingHostCalls = true
        defer { registry.refusingHostCalls = false }
        // The stop is still pending in the VM: the first job takes it at once (measured: 30–400 µs for
        // the whole queue). Should it not be, the watchdog, spent by the stop, bounds the jobs again.
        let limit = min(armedLimit ?? Self.discardLimit, Self.discardLimit)
        watchdog.install(on: ref, limit: limit)
        armedLimit = limit
        MicrotaskCheckpoint.drain(in: context)
    }

    /// A bare global of the group's own, holding ``inertFunction``; made on first use.
    private var inertContext: JSGlobalContextRef?
    /// A function that does nothing and belongs to no context of the group's users. A context
    /// going away makes it its unhandled-rejection callback, so the GC root JavaScriptCore
    /// keeps for that callback no longer holds the context's own global object.
    private(set) lazy var inertFunction: JSObjectRef? = {
        guard let context = JSGlobalContextCreateInGroup(ref, nil) else { return nil }
        inertContext = context
        guard let function = JSObjectMakeFunctionWithCallback(context, nil, { context, _, _, _, _, _ in
            JSValueMakeUndefined(context)
        }) else { return nil }
        JSValueProtect(context, function)
        return function
    }()

    /// A new virtual clock (``ClockCell``) for a context of the group, made in the group's bare global:
    /// a page's own global would make its typed-array classes for it, some microseconds a page.
    func makeClock() -> ClockCell? {
        guard inertFunction != nil, let inertContext else { return nil }
        return ClockCell(in: inertContext)
    }

    /// `Object.keys` of the group's bare global (``inertFunction``'s), which no page reaches to
    /// replace: a converted object's own enumerable keys, which structured clone copies (the C API's
    /// `JSObjectCopyPropertyNames` lists the prototype chain's enumerable properties too, as `for…in` does).
    private(set) lazy var ownKeysFunction: JSObjectRef? = {
        guard inertFunction != nil, let context = inertContext else { return nil }
        let keys = "Object.keys".withJSString { JSEvaluateScript(context, $0, nil, nil, 1, nil) }
        guard let keys, let function = JSValueToObject(context, keys, nil) else { return nil }
        JSValueProtect(context, function)
        return function
    }()

    /// The group's live contexts by number.
    let registry = ContextRegistry()
    /// The prelude's realm (a bare global the group keeps) and its `install`, made on first use.
    var preludeRealm: JSGlobalContextRef?
    var preludeInstall: JSObjectRef?

    /// The context with an entry hook that was entered last (``ScriptContext/setEntryHook(_:)``).
    weak var activeContext: ScriptContext?

    /// Contexts that live as long as the group, by key.
    private var sharedContexts: [String: ScriptContext] = [:]

    /// A context kept for the group's whole life, made (and `prepare`d) on first use: one realm
    /// whose warm, compiled code serves the group's other contexts. HeadlessWebView keeps its
    /// DOM's code in one, so a new document does not start that code cold. When `prepare`
    /// throws, nothing is kept and the error is rethrown.
    package func sharedContext(
        _ key: String, configuration: ScriptContext.Configuration = .init(),
        prepare: (ScriptContext) throws -> Void
    ) throws -> ScriptContext {
        if let context = sharedContexts[key] { return context }
        // The group keeps the context, so the context does not keep the group.
        let context = try ScriptContext(configuration: configuration, group: self, retainingGroup: false)
        try prepare(context)
        sharedContexts[key] = context
        return context
    }

    /// Scripts parsed once for this VM, evaluated in each of its contexts (the prelude, a DOM…),
    /// by source name. Looking one up compares the source (a pointer check for the same string),
    /// never hashes it: these sources are hundreds of kilobytes.
    private var compiled: [String: (source: String, script: JSScriptRef)] = [:]

    /// Long page scripts run again in this VM, parsed once (RepeatedScripts.swift).
    private(set) lazy var repeatedScripts = RepeatedScripts(group: ref)

    /// `source` parsed once per group; nil when it does not parse (the caller evaluates it
    /// normally and gets the syntax error with its position).
    func compiledScript(_ source: String, sourceName: String) -> JSScriptRef? {
        if let entry = compiled[sourceName], entry.source == source { return entry.script }
        let script = source.withJSString { text in
            sourceName.withJSString { url in JSScriptCreateFromString(ref, url, 1, text, nil, nil) }
        }
        guard let script else { return nil }
        if let replaced = compiled[sourceName] { JSScriptRelease(replaced.script) }
        compiled[sourceName] = (source, script)
        return script
    }

    /// The main actor's group: the web views and players made there use it. Inside a stage
    /// (``StageScope/current``) that is the stage's own VM; elsewhere one VM shared by all.
    @MainActor public static var main: ScriptContextGroup? { StageScope.current?.group ?? sharedMain }
    @MainActor private static let sharedMain: ScriptContextGroup? = try? ScriptContextGroup()

    /// Sets the watchdog for one entry into JavaScript.
    func arm(limit: Duration) {
        // Inside another context's entry (a frame made by a page's script) the VM's watchdog is
        // that entry's: setting a limit would restart its clock (a loop making frames never
        // stopped). This context's own stop is told apart from one before it.
        guard entries == 0 else {
            watchdog.reset()
            return
        }
        watchdog.resetEntry(limit: limit)
        if armedLimit != limit {
            watchdog.install(on: ref, limit: limit)
            armedLimit = limit
        }
    }

    /// Functions that put right what a stop may leave half-done in a realm the group's contexts
    /// share: the time limit ends a script without running its `finally` blocks, so a flag the
    /// realm set for the length of one operation would stay set for every later page.
    private var stopRecoveries: [ScriptHandle] = []

    /// Calls `function` (of a realm this group keeps) after every top-level entry in which the
    /// time limit stopped a script.
    package func addStopRecovery(_ function: ScriptHandle) {
        stopRecoveries.append(function)
    }

    /// Values of the realms this group keeps that its other contexts use again and again (the
    /// DOM's `createWindow`), by key: read once, kept as long as the group.
    private var sharedHandles: [String: ScriptHandle] = [:]

    /// The value kept under `key`, made by `make` (and kept) the first time it is asked for.
    package func sharedHandle(_ key: String, make: () throws -> ScriptHandle) rethrows -> ScriptHandle {
        if let handle = sharedHandles[key] { return handle }
        let handle = try make()
        sharedHandles[key] = handle
        return handle
    }

    /// After a top-level entry a stop came in, before its error is thrown.
    func recoverFromStop() {
        // The stop may have skipped a realm's switch back to the window it interrupted: the next
        // entry, whichever context it is, enters its own again.
        activeContext = nil
        for recovery in stopRecoveries {
            let context = recovery.context.ref
            // A termination still pending would end the call at once: an empty script takes it.
            var leftover: JSValueRef?
            _ = "".withJSString { JSEvaluateScript(context, $0, nil, nil, 1, &leftover) }
            guard let function = recovery.object else { continue }
            var exception: JSValueRef?
            _ = JSObjectCallAsFunction(context, function, nil, 0, nil, &exception)
        }
    }

    deinit {
        stopRecoveries.removeAll()
        sharedHandles.removeAll()
        sharedContexts.removeAll()
        if let inertContext {
            if let inertFunction { JSValueUnprotect(inertContext, inertFunction) }
            if let entryRunner { JSValueUnprotect(inertContext, entryRunner) }
            if let ownKeysFunction { JSValueUnprotect(inertContext, ownKeysFunction) }
            JSGlobalContextRelease(inertContext)
        }
        if let preludeRealm {
            if let preludeInstall { JSValueUnprotect(preludeRealm, preludeInstall) }
            JSGlobalContextRelease(preludeRealm)
        }
        for entry in compiled.values { JSScriptRelease(entry.script) }
        repeatedScripts.removeAll()
        JSContextGroupClearExecutionTimeLimit(ref)
        JSContextGroupRelease(ref)
    }
}

/// The execution time limit's state: armed on every top-level entry, read after an exception.
final class Watchdog: Sendable {
    /// The current top-level entry's budget (its microtasks included) and its limit: CPU time of
    /// the thread running it, with a wall-clock backstop (ScriptBudget.swift).
    private let budget = Mutex((budget: ScriptBudget(), limit: Duration.seconds(1), reading: CPUTimeReading?.none))
    private let firedFlag = Atomic<Bool>(false)
    /// Whether a stop came anywhere in the current top-level entry (`fired` is only the current context's).
    private let stoppedFlag = Atomic<Bool>(false)

    var fired: Bool { firedFlag.load(ordering: .relaxed) }
    var stoppedInEntry: Bool { stoppedFlag.load(ordering: .relaxed) }
    /// A context's first entry inside the top-level one: a stop before it is not its own.
    func reset() { firedFlag.store(false, ordering: .relaxed) }
    /// How old a reading of the thread's CPU time a new top-level entry's budget may start from:
    /// a hundredth of the limit, at most a millisecond (ScriptBudget.swift).
    static func readingTolerance(_ limit: Duration) -> Duration {
        min(limit / 100, .milliseconds(1))
    }

    /// A new top-level entry, given `limit`.
    func resetEntry(limit: Duration) {
        firedFlag.store(false, ordering: .relaxed)
        stoppedFlag.store(false, ordering: .relaxed)
        budget.withLock { state in
            state.budget = ScriptBudget(reusing: &state.reading, tolerance: Self.readingTolerance(limit))
            state.limit = limit
        }
    }

    /// Whether the current top-level entry has used up `limit` (ShopStage's own checks, between jobs).
    func budgetIsExceeded(_ limit: Duration) -> Bool {
        budget.withLock { $0.budget.isExceeded(limit) }
    }

    /// JavaScriptCore's watchdog asks, on the thread running the script, whether to stop it: yes once
    /// the entry has used its limit of that thread's CPU time, or the wall-clock backstop has passed.
    fileprivate func shouldTerminate() -> Bool {
        guard budget.withLock({ $0.budget.isExceeded($0.limit) }) else { return false }
        markFired()
        return true
    }
    /// Records a stop ShopStage made itself (a microtask chain past the limit).
    func markFired() {
        firedFlag.store(true, ordering: .relaxed)
        stoppedFlag.store(true, ordering: .relaxed)
    }

    func install(on group: JSContextGroupRef, limit: Duration) {
        let seconds = limit.inSeconds
        JSContextGroupSetExecutionTimeLimit(
            group, seconds,
            { _, info in
                guard let info else { return true }
                return Unmanaged<Watchdog>.fromOpaque(info).takeUnretainedValue().shouldTerminate()
            }, Unmanaged.passUnretained(self).toOpaque())
    }
}
