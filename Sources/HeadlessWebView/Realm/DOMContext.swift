import Foundation
import ScriptEngine

/// One document's JavaScript world: a `ScriptContext` with the DOM installed, the host
/// functions the DOM calls (parsing, resources, navigations, dialogs) and what they recorded.
///
/// ``WKWebView`` owns one per loaded document; the conformance runner and benchmarks use it
/// directly. Like its context it is not `Sendable`.
public final class DOMContext {
    /// The document's script context: evaluate in it, read its console records and uncaught errors.
    public let scriptContext: ScriptContext
    /// The window's hooks object (window/RealmEntry.js `createWindow`), and its functions Swift
    /// calls, read from it once, in one entry.
    let hooks: ScriptHandle
    private let hookFunctions: [DOMHook: ScriptHandle]
    let recorder: PageRecorder
    /// The iframes' windows of this document (NestedFrames.swift); nil for a nested one (its top document's has them).
    let frames: FrameRegistry?

    /// Creates a context and installs the DOM on an about:blank document.
    ///
    /// - Parameters:
    ///   - name: names the context in its log lines.
    ///   - timeLimit: the longest one entry into JavaScript may run.
    ///   - group: a VM shared with other contexts. The DOM's code runs in one realm
    ///     per group, compiled and warmed once for all of its documents, which makes every later
    ///     document many times cheaper; each document still has a global object (a window) of
    ///     its own. Without a group the context gets a VM, and a DOM realm, of its own.
    public convenience init(
        name: String = "webview", timeLimit: Duration = .seconds(1), group: ScriptContextGroup? = nil
    ) throws {
        try self.init(name: name, timeLimit: timeLimit, group: group, recorder: PageRecorder())
    }

    init(name: String, timeLimit: Duration, group: ScriptContextGroup?, recorder: PageRecorder, nested: Bool = false)
        throws
    {
        let source: String
        switch DOMSource.joined {
        case .success(let s): source = s
        case .failure(let error): throw error
        }
        let context = try ScriptContext(configuration: .init(name: name, timeLimit: timeLimit), group: group)
        // The DOM's host functions find the page's records through its context.
        context.attachment = recorder
        do {
            // The DOM's code lives in a realm the group keeps (warm from earlier documents); this
            // document gets a window of its own on its own global, entered before its scripts run.
            // The realm's own build (the DOM's code, ours) is not a page's script: the page's limit
            // is not its limit. Under ThreadSanitizer or continuous collection it takes seconds.
            let realm = try context.group.sharedContext(
                DOMSource.realmKey, configuration: .init(name: "shopstage-dom", timeLimit: .seconds(60))
            ) {
                realm in
                // Pages reach the realm's functions (`document.constructor`): their Function
                // constructor must not compile code in the realm, where it would see its global.
                realm.disableEval()
                // Pages reach its built-ins too (a node's chain ends in its Object.prototype), and the
                // DOM's code calls them: frozen before that code runs, no page can replace them for the others.
                try realm.freezeIntrinsics()
                try realm.evaluateShared(source, sourceName: "shopstage-dom.js")
                let functions = try realm.evaluateHandle("({})", sourceName: "shopstage-dom-host")
                for (name, body) in Self.hostFunctions + FrameRegistry.hostFunctions {
                    try functions.setProperty(name, realm.makeRoutedFunction(name, body))
                }
                try realm.globalObject.property(DOMSource.realmName).property("setHostFunctions").call(handles: [
                    functions
                ])
                try realm.group.addStopRecovery(
                    realm.globalObject.property(DOMSource.realmName).property("recoverFromStop"))
            }
            // Every document's window is made by this function of the realm: read once per group.
            let createWindow = try context.group.sharedHandle(DOMSource.realmKey + ".createWindow") {
                try realm.globalObject.property(DOMSource.realmName).property("createWindow")
            }
            hooks = try context.handle(for: createWindow).call(handles: [
                context.handle(for: .int(context.contextID)), context.globalObject,
                context.handle(for: .bool(recorder.resourceProvider != nil)), context.clockArray,
            ])
            // The realm's frozen record of functions (RealmEntry.js createWindow): read without an entry.
            let functions = hooks.dataProperties(DOMHook.allCases.map(\.rawValue))
            hookFunctions = Dictionary(uniqueKeysWithValues: zip(DOMHook.allCases, functions))
            try context.setEntryHook(Self.hookFunction(.enter, in: hookFunctions))
            try context.setRejectionEvents(Self.hookFunction(.rejectionEvent, in: hookFunctions))
        } catch let error as ScriptError {
            throw HeadlessWebViewError.domFailure(error)
        }
        self.scriptContext = context
        self.recorder = recorder
        // The recorder holds the registry weakly: the top document owns its frames, which hold the recorder.
        frames = nested ? nil : FrameRegistry()
        if !nested { recorder.frames = frames }
    }

    /// The Swift side of the DOM (`PageHost` in window/RealmEntry.js): made once per realm, each called
    /// with the page's context; its records are the context's ``ScriptContext/attachment``.
    private static let hostFunctions: [(String, @Sendable (ScriptCall) throws -> ScriptReturn)] = [
        (
            "parseDocument",
            { call in
                .value(.string(try HTMLParser.documentOperations(call.string(0) ?? "")))
            }
        ),
        (
            "parseFragment",
            { call in
                // 0 html, 1 svg, 2 mathml: any other number is clamped into that range, never a trap.
                let namespace = Int(min(JavaScriptNumber.clampedInteger(call.number(2) ?? 0, as: UInt8.self), 2))
                let operations = try HTMLParser.fragmentOperations(
                    call.string(0) ?? "", contextTag: call.string(1) ?? "body", contextNamespace: namespace)
                return .value(.string(operations))
            }
        ),
        (
            "recordError",
            { call in
                // An error the DOM reported to the page (ErrorReporting.js): logged unless the page cancelled it.
                call.context.reportUncaught(call.handle(0), logged: (try? call.argument(1)) == .bool(true))
                return .undefined
            }
        ),
        ("parseXML", { call in .value(.string(XMLDocumentParser.operations(call.string(0) ?? ""))) }),
        // The window's prototype chain (WindowInterfaces.js installWindowInterface): scripts cannot set a global's prototype.
        ("setWindowPrototype", { call in .value(.bool(call.context.setGlobalPrototype(call.handle(0)))) }),
        (
            "resource",
            { call in
                guard let recorder = call.context.attachment as? PageRecorder else { return .undefined }
                let kind = BlockedResource.Kind(rawValue: call.string(0) ?? "") ?? .other
                let url = call.string(1) ?? ""
                let provided = recorder.resourceProvider?(kind, url)
                recorder.appendBlocked(BlockedResource(kind: kind, url: url, provided: provided != nil))
                guard let provided else { return .value(.null) }
                // A script of ShopStage's own that the parser runs goes by name (runShared), without its text.
                if let script = provided.sharedScript, (try? call.argument(2)) == .bool(true) {
                    recorder.sharedScripts[url] = script
                    return .value(.object([
                        "shared": .bool(true), "status": .int(provided.status), "contentType": .string(provided.contentType),
                    ]))
                }
                return .value(.object([
                    "body": .string(provided.body), "status": .int(provided.status),
                    "contentType": .string(provided.contentType),
                ]))
            }
        ),
        (
            "recordResources",
            { call in
                // Kept as the page sent it; split into records only when someone reads them.
                (call.context.attachment as? PageRecorder)?.appendBlockedBatch(call.string(0) ?? "")
                return .undefined
            }
        ),
        (
            "navigate",
            { call in
                guard let recorder = call.context.attachment as? PageRecorder else { return .undefined }
                let type: WKNavigationType
                switch call.string(1) ?? "" {
                case "linkActivated": type = .linkActivated
                case "formSubmitted": type = .formSubmitted
                case "reload": type = .reload
                default: type = .other
                }
                var record = NavigationRecord(
                    url: call.string(0) ?? "", navigationType: type, target: call.string(2) ?? "",
                    body: call.string(3) ?? "",
                    policy: .cancel)
                record.policy = recorder.navigationDecider?(record) ?? .cancel
                recorder.navigations.append(record)
                return .undefined
            }
        ),
        (
            "dialog",
            { call in
                guard let recorder = call.context.attachment as? PageRecorder else { return .undefined }
                let kind = DialogRecord.Kind(rawValue: call.string(0) ?? "") ?? .alert
                let message = call.string(1) ?? ""
                let defaultText = call.string(2) ?? ""
                let answers = recorder.dialogAnswers
                var answer: ScriptValue
                switch kind {
                case .alert: answer = .undefined
                case .confirm: answer = .bool(answers.confirm)
                case .prompt: answer = answers.prompt.map { .string($0) } ?? .null
                }
                // A UI delegate answers when there is one and it answers before returning.
                // The dialog is the window's whose function was called: a frame's context is not the main frame.
                let mainFrame = recorder.frames?.frame(call.context.contextID) == nil
                if let decided = recorder.dialogDecider?(kind, message, defaultText, mainFrame) { answer = decided }
                let text: String
                switch answer {
                case .undefined: text = ""
                case .bool(let b): text = String(b)
                case .string(let s): text = s
                default: text = "null"
                }
                recorder.dialogs.append(
                    DialogRecord(kind: kind, message: message, defaultText: defaultText, answer: text))
                return .value(answer)
            }
        ),
    ]

    // MARK: Loading

    /// Parses `html` as the new document of this context and runs it: user scripts at
    /// document start, inline scripts in order while the tree is built, user scripts at
    /// document end, `DOMContentLoaded`, failed resource loads, `load`.
    ///
    /// A script that throws or runs past the time limit is reported (console error,
    /// `ScriptContext.uncaughtErrors`) and the load goes on, as in a browser. The load as a whole —
    /// its scripts, user scripts and listeners — stops with `ScriptError.timeLimitExceeded` for
    /// `<the scripts of one load>` once it has run past the context's `pageTimeLimit`, checked between scripts.
    public func load(html: String, url: String, startScripts: [String] = [], endScripts: [String] = []) throws {
        let budget = scriptContext.pageBudget(for: "<the scripts of one load>")
        let arguments = try DocumentOperationsCache.arguments(for: html)
        try callHook(.beginLoad, [.string(url)])
        for (index, source) in startScripts.enumerated() {
            run(source, sourceName: "user-script-start-\(index + 1).js", line: 1)
            try budget.check()
        }
        var pending = try reportingTimeLimit { try callHook(.parse, arguments) }
        try budget.check()
        while let script = pending, !script.isNull, !script.isUndefined {
            // The loader's plain record of the script (Loader.js prepareParserScript): read without an entry.
            let fields = script.dataProperties(["name", "line", "source", "shared"])
            let name = try fields[0].value().stringValue ?? url
            if try fields[3].value() == .bool(true), let shared = recorder.sharedScripts[name] {
                runShared(shared, sourceName: name)
            } else {
                let line = try fields[1].value().intValue ?? 1
                run(fields[2], sourceName: name, line: line)
            }
            try budget.check()
            // The builder moved past the script before pausing, so a retry after a runaway listener makes progress.
            repeat {
                pending = try reportingTimeLimit { try callHook(.resume, []) }
                try budget.check()
            } while pending == nil && (try? hooks.property("isParsing").value()) == .bool(true)
        }
        for (index, source) in endScripts.enumerated() {
            run(source, sourceName: "user-script-end-\(index + 1).js", line: 1)
            try budget.check()
        }
        // finishLoad sends the load's resource records to Swift as it ends; a stop ended it before.
        if try reportingTimeLimit({ try callHook(.finishLoad, []) }) == nil { flushResourceRecords() }
        try budget.check()
    }

    /// A listener that runs past the time limit during the load is reported and the load goes on.
    private func reportingTimeLimit(_ body: () throws -> ScriptHandle) throws -> ScriptHandle? {
        do {
            return try body()
        } catch let error as ScriptError {
            scriptContext.reportUncaught(error)
            return nil
        }
    }

    /// Runs one script as its own entry; what it throws is reported, not rethrown.
    func run(_ source: String, sourceName: String, line: Int) {
        reportingErrors { _ = try scriptContext.evaluateHandle(source, sourceName: sourceName, line: line) }
    }

    /// Runs a script of ShopStage's own in this page (``SharedPageScript``): the function its text
    /// makes in its realm (once per VM), called with this page's window, as one entry of this page.
    func runShared(_ script: SharedPageScript, sourceName: String) {
        reportingErrors {
            let group = scriptContext.group
            let function = try group.sharedHandle(script.realmKey + ".function") {
                let realm = try group.sharedContext(
                    script.realmKey, configuration: .init(name: script.realmKey, timeLimit: .seconds(60))
                ) { realm in
                    // Pages reach its functions and objects (`_S_T.new_elem.constructor`): no code
                    // compiled in it from a string, and no built-in a page could change for the others.
                    realm.disableEval()
                    try realm.freezeIntrinsics()
                }
                // The text's first line is the function's first, so its errors give the file's lines.
                return try realm.evaluateHandle("(function (window) {" + script.source + "\n})", sourceName: sourceName)
            }
            _ = try scriptContext.handle(for: function).call(handles: [scriptContext.globalObject])
        }
    }

    /// Runs the script text the page holds in `source` (a parsed `<script>`'s), as ``run(_:sourceName:line:)``.
    func run(_ source: ScriptHandle, sourceName: String, line: Int) {
        reportingErrors { _ = try scriptContext.evaluateHandle(sourceIn: source, sourceName: sourceName, line: line) }
    }

    private func reportingErrors(_ body: () throws -> Void) {
        do {
            try body()
        } catch let error as ScriptError {
            // The page's `error` event first: one it cancelled stays off the console, as in WebKit.
            scriptContext.reportUncaught(error, logged: !reportToPage(error))
        } catch {
            scriptContext.reportUncaught(.engine("\(error)"))
        }
    }

    /// A script's error as a browser hands it to the page too: an `error` event at the window
    /// (ErrorReporting.js). A script stopped by the time limit gets none: the page could not run one.
    /// Returns whether the page cancelled the event.
    private func reportToPage(_ error: ScriptError) -> Bool {
        let arguments: [ScriptValue]
        switch error {
        case .exception(let name, let message, _, let sourceName, let line, let column):
            arguments = [.string(name), .string(message), .string(sourceName), .int(line), .int(column), .bool(false)]
        case .syntax(let message, let sourceName, let line, let column):
            arguments = [
                .string("SyntaxError"), .string(message), .string(sourceName), .int(line), .int(column), .bool(true),
            ]
        default:
            return false
        }
        do {
            return try callHook(.reportScriptError, arguments).value() == .bool(true)
        } catch let failure as ScriptError {
            scriptContext.reportUncaught(failure)
        } catch {
            scriptContext.reportUncaught(.engine("\(error)"))
        }
        return false
    }

    @discardableResult
    func callHook(_ hook: DOMHook, _ arguments: [ScriptValue]) throws -> ScriptHandle {
        do {
            return try hookFunction(hook).call(arguments)
        } catch let error as ScriptError {
            if case .timeLimitExceeded = error { throw error }
            throw HeadlessWebViewError.domFailure(error)
        }
    }

    /// The window's function for `hook`.
    private func hookFunction(_ hook: DOMHook) throws -> ScriptHandle {
        try Self.hookFunction(hook, in: hookFunctions)
    }

    private static func hookFunction(_ hook: DOMHook, in functions: [DOMHook: ScriptHandle]) throws -> ScriptHandle {
        guard let function = functions[hook], function.isFunction else {
            throw ScriptError.engine("the DOM's window has no \(hook.rawValue) hook")
        }
        return function
    }

    /// Hands the resource records the DOM batched to the recorder.
    func flushResourceRecords() {
        _ = try? callHook(.flushResources, [])
    }

    /// Tells the DOM whether a resource provider answers (then it asks Swift per resource); the
    /// records made before go to Swift first, in the same entry.
    func setResourceProviderInstalled(_ installed: Bool) {
        if (try? callHook(.setResourceProvider, [.bool(installed)])) == nil { flushResourceRecords() }
    }

    /// Sets the window's viewport, in CSS pixels: what the layout, media queries and `innerWidth`
    /// read. A change fires `resize` and the media query lists' `change` on the next frame;
    /// `initial` sets the one a new window starts with, before its first document, with no event.
    public func setViewport(width: Double, height: Double, initial: Bool = false) throws {
        try callHook(.setViewport, [.double(width), .double(height), .bool(initial)])
    }

    // MARK: Interaction

    /// Dispatches a click (MouseEvent: bubbles, cancelable, composed, detail 1, button 0) at
    /// the first element matching `selector`, with its activation behaviour.
    public func click(selector: String) throws {
        let found: ScriptHandle
        do {
            found = try hookFunction(.click).call([.string(selector)])
        } catch ScriptError.exception(let name, let message, _, _, _, _) where name == "SyntaxError" {
            throw HeadlessWebViewError.invalidSelector(selector: selector, message: message)
        }
        if case .bool(false) = try found.value() { throw HeadlessWebViewError.noElementMatches(selector: selector) }
    }

    /// The document as HTML (the doctype and the document element, serialized as `outerHTML` does).
    public func serializedHTML() throws -> String {
        try callHook(.serialize, []).value().stringValue ?? ""
    }

    // MARK: html5lib dumps

    /// The html5lib tree-construction dump of `html` parsed as a document (no scripts run).
    public func treeDump(document html: String) throws -> String {
        try callHook(.parseDocumentDump, [.string(html)]).value().stringValue ?? ""
    }

    /// The dump of `html` parsed as a fragment in a context element (`td`, `svg path`, `math mi`…).
    public func treeDump(fragment html: String, context: String) throws -> String {
        var tag = context
        var namespace = 0
        if context.hasPrefix("svg ") { tag = String(context.dropFirst(4)); namespace = 1 }
        if context.hasPrefix("math ") { tag = String(context.dropFirst(5)); namespace = 2 }
        return try callHook(.parseFragmentDump, [.string(html), .string(tag), .int(namespace)]).value().stringValue
            ?? ""
    }
}

/// What a page asked for (navigations, resources, dialogs) and the Swift policies that answer.
final class PageRecorder {
    var navigations: [NavigationRecord] = []
    /// Resource loads, oldest first (batches the DOM sent are split on first read).
    var blockedResources: [BlockedResource] {
        materializeBatches()
        return recorded
    }
    private var recorded: [BlockedResource] = []
    /// Batches of blocked loads from the DOM, `kind\nurl\nkind\nurl…`, not yet split.
    private var batches: [String] = []
    var dialogs: [DialogRecord] = []
    var dialogAnswers = DialogAnswers()
    /// The current top document's frames (NestedFrames.swift).
    weak var frames: FrameRegistry?
    /// User scripts injected into nested frames too (`WKUserScript` with `forMainFrameOnly: false`).
    var frameUserScripts: (start: [String], end: [String]) = ([], [])
    /// Prepares a nested frame's context as the web view prepares a document's (message handlers).
    var frameSetup: ((ScriptContext) -> Void)?
    var resourceProvider: ((BlockedResource.Kind, String) -> ProvidedResource?)?
    /// The scripts of ShopStage's own the provider served, by URL (``SharedPageScript``).
    var sharedScripts: [String: SharedPageScript] = [:]
    var navigationDecider: ((NavigationRecord) -> WKNavigationActionPolicy)?
    /// Asks the web view's UI delegate for a dialog's answer; nil keeps ``dialogAnswers``' answer.
    var dialogDecider: ((DialogRecord.Kind, String, String, Bool) -> ScriptValue?)?

    /// Records a load the provider was asked for, after the batches sent before it. In place: an
    /// append through `blockedResources` copied the whole list each time (a page of 300 images paid
    /// 3 µs an image for it, 0.1 µs after).
    func appendBlocked(_ resource: BlockedResource) {
        materializeBatches()
        recorded.append(resource)
    }

    func appendBlockedBatch(_ batch: String) {
        if !batch.isEmpty { batches.append(batch) }
    }

    private func materializeBatches() {
        guard !batches.isEmpty else { return }
        for batch in batches {
            let fields = batch.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index + 1 < fields.count {
                let kind = BlockedResource.Kind(rawValue: String(fields[index])) ?? .other
                recorded.append(BlockedResource(kind: kind, url: String(fields[index + 1]), provided: false))
                index += 2
            }
        }
        batches.removeAll()
    }
}
