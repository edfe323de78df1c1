import Foundation
import ScriptEngine
import StageFailures

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A headless stand-in for WebKit's `WKWebView`: HTML parsed by gumbo into a DOM written in
/// JavaScript, scripts run in JavaScriptCore on a virtual clock, message handlers delivered
/// to Swift. Nothing leaves the process: navigations are recorded and blocked (the
/// navigation delegate decides, the document stays), resource loads are recorded and fail.
///
/// Loading is synchronous: when `loadHTMLString` returns, the inline scripts have run and
/// `DOMContentLoaded` and `load` have fired. Timers set by the page wait for ``settle()``
/// (those due now) or ``advanceClock(by:)``.
///
/// ```swift
/// let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// webView.loadHTMLString("<a href='/sale'>Sale</a>", baseURL: URL(string: "https://shop.example/"))
/// try webView.click(selector: "a")
/// webView.navigations.first?.url   // "https://shop.example/sale"
/// ```
@MainActor
public final class WKWebView {
    /// The settings the web view was made with; its user content controller is shared with every web
    /// view made from the same configuration.
    public let configuration: WKWebViewConfiguration
    /// The web view's frame, in points: its size is the page's viewport in CSS pixels (an iPhone
    /// web view's scale is 1), which the layout, `innerWidth`/`innerHeight` and media queries read.
    /// A frame with no area (`.zero`, as tests often pass) gives an iPhone's 390×844. Changing it
    /// fires `resize` and the media query lists' `change` on the page's next animation frame.
    ///
    /// ```swift
    /// let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
    /// webView.loadHTMLString("<div id=box style='width:50%'></div>", baseURL: nil)
    /// let width = try await webView.evaluateJavaScript("box.offsetWidth")   // 376: the body has margins
    /// ```
    public var frame: CGRect {
        didSet {
            guard viewportSize != Self.viewportSize(of: oldValue), let page else { return }
            do {
                try page.setViewport(width: viewportSize.width, height: viewportSize.height)
            } catch {
                loadError = error
            }
        }
    }
    /// The viewport ``frame`` gives, in CSS pixels.
    public var viewportSize: (width: Double, height: Double) { Self.viewportSize(of: frame) }
    /// The viewport of a web view whose frame has no area: an iPhone 15's, in portrait.
    public static let defaultViewportSize: (width: Double, height: Double) = (390, 844)

    static func viewportSize(of frame: CGRect) -> (width: Double, height: Double) {
        let width = Double(frame.size.width), height = Double(frame.size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return defaultViewportSize }
        return (width, height)
    }
    /// Decides navigations (the default cancels them) and hears loads start, finish and fail; held weakly.
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Answers `alert`, `confirm` and `prompt` (else ``dialogAnswers`` does).
    public weak var uiDelegate: (any WKUIDelegate)?
    /// The URL of the current document (the `baseURL` it was loaded with).
    public private(set) var url: URL?
    /// Always `false`: a load is over when `loadHTMLString` returns.
    public var isLoading: Bool { false }
    /// The longest one entry into JavaScript may run. Default: 1 second.
    public var scriptTimeLimit: Duration = .seconds(1) {
        didSet { page?.scriptContext.timeLimit = scriptTimeLimit }
    }
    /// The longest all the scripts and listeners of one load, or the timers and frames of one
    /// `advance`/`settle`, may run together; a load past it fails (``loadError``,
    /// `didFail`) with `timeLimitExceeded` for `<the scripts of one load>`. Default: 5 seconds.
    public var pageTimeLimit: Duration = .seconds(5) {
        didSet { page?.scriptContext.pageTimeLimit = pageTimeLimit }
    }
    /// How `confirm` and `prompt` are answered.
    public var dialogAnswers: DialogAnswers {
        get { recorder.dialogAnswers }
        set { recorder.dialogAnswers = newValue }
    }
    /// Supplies the bytes of a resource (script, fetch, XHR…) instead of blocking it.
    public var resourceProvider: (@MainActor (BlockedResource.Kind, String) -> ProvidedResource?)? {
        didSet { installResourceProvider() }
    }
    /// Why the last load failed, when it did (the DOM itself failing; script errors are reported, not fatal).
    public private(set) var loadError: (any Error)?

    private var page: DOMContext?
    private let recorder = PageRecorder()
    private var earlierConsoleRecords: [ConsoleRecord] = []
    private var earlierErrors: [ScriptError] = []
    /// Where this web view's unexamined page errors go (the stage's, when made inside `Stage.run`).
    let failureLedger = StageFailureLedger.current
    /// This web view in the ledger's failures.
    let failureOrigin = StageFailure.Origin()
    /// How many of ``pageErrors`` the test read, and how many went to the ledger (WKWebView+StageFailures.swift).
    var examinedPageErrors = 0
    var reportedPageErrors = 0

    /// A web view showing nothing yet; it joins the running stage's clock, if any.
    public init(frame: CGRect, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.frame = frame
        self.configuration = configuration
        configuration.userContentController.attach(self)
        recorder.navigationDecider = { [weak self] record in
            MainActor.assumeIsolated { self?.decide(record) ?? .cancel }
        }
        // Message handlers are the web view's: every frame's `webkit.messageHandlers` has them.
        recorder.frameSetup = { [weak self] context in
            MainActor.assumeIsolated { self?.installMessageHandlers(in: context) }
        }
        recorder.dialogDecider = { [weak self] kind, message, defaultText, mainFrame in
            MainActor.assumeIsolated {
                self?.askUIDelegate(kind, message: message, defaultText: defaultText, mainFrame: mainFrame)
            }
        }
        StageScope.current?.enroll(self)
    }

    /// Page errors nobody read reach the stage's ledger when the web view goes (WKWebView+StageFailures.swift).
    isolated deinit {
        reportHeldFailures()
    }

    // MARK: Loading

    /// Loads `string` as a new document whose URL is `baseURL` (about:blank when nil).
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let navigation = WKNavigation()
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        url = baseURL
        loadError = nil
        do {
            let page = try newPage()
            let scripts = configuration.userContentController.userScripts
            // As WebKit does, only scripts added with forMainFrameOnly: false run in nested frames.
            let frameScripts = scripts.filter { !$0.isForMainFrameOnly }
            recorder.frameUserScripts = (
                frameScripts.filter { $0.injectionTime == .atDocumentStart }.map(\.source),
                frameScripts.filter { $0.injectionTime == .atDocumentEnd }.map(\.source)
            )
            try page.load(
                html: string, url: baseURL?.absoluteString ?? "about:blank",
                startScripts: scripts.filter { $0.injectionTime == .atDocumentStart }.map(\.source),
                endScripts: scripts.filter { $0.injectionTime == .atDocumentEnd }.map(\.source))
            navigationDelegate?.webView(self, didFinish: navigation)
        } catch {
            loadError = error
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
        }
        return navigation
    }

    /// A fresh context for a new document: WebKit gives each document its own global object.
    private func newPage() throws -> DOMContext {
        if let old = page {
            old.flushResourceRecords()
            earlierConsoleRecords += old.scriptContext.consoleRecords + (old.frames?.consoleRecords ?? [])
            earlierErrors += old.scriptContext.uncaughtErrors + (old.frames?.uncaughtErrors ?? [])
        }
        page = nil
        let fresh = try DOMContext(
            name: url?.absoluteString ?? "about:blank", timeLimit: scriptTimeLimit, group: ScriptContextGroup.main,
            recorder: recorder)
        fresh.scriptContext.pageTimeLimit = pageTimeLimit
        page = fresh
        let size = viewportSize
        if size != Self.defaultViewportSize {
            try fresh.setViewport(width: size.width, height: size.height, initial: true)
        }
        for name in configuration.userContentController.handlers.keys.sorted() { installMessageHandler(named: name) }
        return fresh
    }

    /// Loads the HTML file at `URL` (a file URL inside `readAccessURL`) as a new document whose
    /// URL is the file's, so relative links and resources resolve against its folder. A file that
    /// cannot be read, or lies outside `readAccessURL`, fails the navigation (`didFail`, ``loadError``).
    @discardableResult
    public func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        let file = URL.standardizedFileURL
        let folder = readAccessURL.standardizedFileURL.path
        let html: String
        do {
            guard URL.isFileURL else {
                throw HeadlessWebViewError.unreadableFile(path: URL.absoluteString, reason: "not a file URL")
            }
            guard file.path == folder || file.path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
                throw HeadlessWebViewError.unreadableFile(
                    path: file.path, reason: "outside the read access folder \(folder)")
            }
            do {
                html = try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw HeadlessWebViewError.unreadableFile(path: file.path, reason: error.localizedDescription)
            }
        } catch {
            let navigation = WKNavigation()
            loadError = error
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
            return navigation
        }
        return loadHTMLString(html, baseURL: file)
    }

    /// The current document's context, creating an about:blank one on first use.
    func currentPage() throws -> DOMContext {
        if let page { return page }
        let blank = try newPage()
        try blank.load(html: "", url: "about:blank")
        return blank
    }

    func installMessageHandler(named name: String) {
        guard let page else { return }
        installMessageHandler(named: name, in: page.scriptContext)
    }

    private func installMessageHandler(named name: String, in context: ScriptContext) {
        do {
            try context.addMessageHandler(named: name) { [weak self] body in
                MainActor.assumeIsolated { self?.deliver(name: name, body: body) }
            }
        } catch {
            loadError = error
        }
    }

    private func installMessageHandlers(in frame: ScriptContext) {
        for name in configuration.userContentController.handlers.keys.sorted() { installMessageHandler(named: name, in: frame) }
    }

    func uninstallMessageHandler(named name: String) {
        try? page?.scriptContext.removeMessageHandler(named: name)
    }

    private func deliver(name: String, body: ScriptValue) {
        let controller = configuration.userContentController
        guard let handler = controller.handlers[name] else { return }
        let message = WKScriptMessage(name: name, body: body.anyValue ?? NSNull(), webView: self)
        handler.userContentController(controller, didReceive: message)
    }

    private func decide(_ record: NavigationRecord) -> WKNavigationActionPolicy {
        guard let delegate = navigationDelegate else { return .cancel }
        guard let target = URL(string: record.url) ?? URL(string: "about:blank") else { return .cancel }
        var request = URLRequest(url: target)
        if record.navigationType == .formSubmitted && !record.body.isEmpty {
            request.httpMethod = "POST"
            request.httpBody = Data(record.body.utf8)
        }
        let action = WKNavigationAction(
            request: request, navigationType: record.navigationType,
            targetFrame: record.target.isEmpty || record.target == "_self" ? WKFrameInfo(isMainFrame: true) : nil)
        var decision = WKNavigationActionPolicy.cancel
        delegate.webView(self, decidePolicyFor: action) { decision = $0 }
        return decision
    }

    /// The UI delegate's answer, when it gave one before returning.
    private func askUIDelegate(
        _ kind: DialogRecord.Kind, message: String, defaultText: String, mainFrame: Bool
    ) -> ScriptValue? {
        guard let delegate = uiDelegate else { return nil }
        let frame = WKFrameInfo(isMainFrame: mainFrame)
        final class Answer { var value: ScriptValue? }
        let answer = Answer()
        // Typed handlers passed by label: written as trailing single-expression closures, these
        // calls resolved to the protocol extension's defaults instead of the delegate's own
        // methods (WebKitAPITests covers it).
        switch kind {
        case .alert:
            let done: @MainActor () -> Void = { answer.value = .undefined }
            delegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame, completionHandler: done)
        case .confirm:
            let done: @MainActor (Bool) -> Void = { answer.value = .bool($0) }
            delegate.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame, completionHandler: done)
        case .prompt:
            let done: @MainActor (String?) -> Void = { text in answer.value = text.map { ScriptValue.string($0) } ?? .null }
            delegate.webView(
                self, runJavaScriptTextInputPanelWithPrompt: message, defaultText: defaultText, initiatedByFrame: frame,
                completionHandler: done)
        }
        return answer.value
    }

    private func installResourceProvider() {
        defer { page?.setResourceProviderInstalled(resourceProvider != nil) }
        guard let provider = resourceProvider else {
            recorder.resourceProvider = nil
            return
        }
        recorder.resourceProvider = { kind, url in MainActor.assumeIsolated { provider(kind, url) } }
    }

    // MARK: JavaScript

    /// Evaluates `javaScriptString` in the current document and returns its value as
    /// Foundation values (nil for undefined).
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        try evaluateNow(javaScriptString)
    }

    /// The completion-handler form; the handler is called before this returns.
    public func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
    ) {
        do {
            let value = try evaluateNow(javaScriptString)
            completionHandler?(value, nil)
        } catch {
            completionHandler?(nil, error)
        }
    }

    /// `evaluateJavaScript` in a frame and content world (headlessly: the main frame, the page's world).
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld
    ) async throws -> Any? {
        try evaluateNow(javaScript)
    }

    /// Runs `functionBody` as the body of an async function whose parameters are the keys of
    /// `arguments` (their values converted as `evaluateJavaScript` converts results, the other
    /// way round), awaits what it returns on the virtual clock, and returns it (nil for undefined).
    ///
    /// ```swift
    /// let count = try await webView.callAsyncJavaScript(
    ///     "return document.querySelectorAll(selector).length", arguments: ["selector": ".tile"],
    ///     in: nil, in: .page) as? Int
    /// ```
    ///
    /// - Throws: ``HeadlessWebViewError/invalidArgumentName(_:)``; `ScriptError` when the body
    ///   does not parse, throws, rejects, or never settles (60 s of virtual time).
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld
    ) async throws -> Any? {
        try callAsyncNow(functionBody, arguments: arguments)
    }

    /// The completion-handler form; the handler is called before this returns.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        do {
            completionHandler?(.success(try callAsyncNow(functionBody, arguments: arguments) ?? NSNull()))
        } catch {
            completionHandler?(.failure(error))
        }
    }

    private func callAsyncNow(_ body: String, arguments: [String: Any]) throws -> Any? {
        let names = arguments.keys.sorted()
        for name in names where !Self.isIdentifier(name) { throw HeadlessWebViewError.invalidArgumentName(name) }
        let values = try names.map { try ScriptValue(any: arguments[$0]) }
        let context = try currentPage().scriptContext
        let function = try context.evaluateHandle(
            "(async function (\(names.joined(separator: ", "))) {\n\(body)\n})", sourceName: "callAsyncJavaScript")
        let promise = try function.call(values)
        return try context.awaitPromise(promise, timeout: .seconds(60)).anyValue
    }

    /// Names a function parameter cannot have.
    private static let reservedWords: Set = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
        "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var",
        "void", "while", "with", "yield", "let", "static", "arguments", "eval",
    ]

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "$" || first == "_" || first.properties.isIDStart else {
            return false
        }
        return !reservedWords.contains(name)
            && name.unicodeScalars.dropFirst().allSatisfy {
                $0 == "$" || $0 == "_" || $0.properties.isIDContinue || $0 == "\u{200C}" || $0 == "\u{200D}"
            }
    }

    private func evaluateNow(_ source: String) throws -> Any? {
        let value = try currentPage().scriptContext.evaluate(source, sourceName: "evaluateJavaScript")
        return value.anyValue
    }

    // MARK: Headless extras

    /// Clicks the first element matching `selector`: a trusted `MouseEvent` (bubbles,
    /// cancelable, composed, detail 1, button 0), then its activation behaviour (a link asks
    /// to navigate, a submit button submits its form).
    ///
    /// - Throws: ``HeadlessWebViewError/noElementMatches(selector:)``, or
    ///   ``HeadlessWebViewError/invalidSelector(selector:message:)``.
    public func click(selector: String) throws {
        try currentPage().click(selector: selector)
    }

    /// Runs the timers due now (and the microtasks they queue); time does not move. A user's pause,
    /// which lets transitions and animation frames run, is ``settle(within:)``.
    public func settle() throws {
        try currentPage().scriptContext.runDueTimers()
    }

    /// Moves the virtual clock forward, firing the timers and animation frames that fall due: the
    /// same shape as a player's and a script context's `advance(by:)`.
    public func advance(by duration: Duration) throws {
        try currentPage().scriptContext.advance(by: duration)
    }

    /// The first spelling of ``advance(by:)``, kept for the code that calls it.
    public func advanceClock(by duration: Duration) throws {
        try advance(by: duration)
    }

    /// Virtual time since the current page was loaded (each page has its own clock); zero before a load.
    public var now: Duration { page?.scriptContext.now ?? .zero }

    /// How long until the current page's next timer falls due; nil when none is scheduled.
    public var timeUntilNextTimer: Duration? { page?.scriptContext.timeUntilNextTimer }

    /// The current document as HTML.
    public var serializedHTML: String {
        (try? currentPage().serializedHTML()) ?? ""
    }

    /// The document's title.
    public var title: String? {
        (try? currentPage().scriptContext.evaluate("document.title"))?.stringValue
    }

    /// Every navigation the pages asked for, oldest first, with the decision.
    public var navigations: [NavigationRecord] { recorder.navigations }
    /// Every resource load the pages tried.
    public var blockedResources: [BlockedResource] {
        page?.flushResourceRecords()
        return recorder.blockedResources
    }
    /// Every alert, confirm and prompt, with its answer.
    public var dialogs: [DialogRecord] { recorder.dialogs }
    /// Console output of every document loaded, oldest first.
    public var consoleRecords: [ConsoleRecord] {
        earlierConsoleRecords + (page?.scriptContext.consoleRecords ?? []) + (page?.frames?.consoleRecords ?? [])
    }
    /// What the pages reported as errors, oldest first, each with its script and line where the stack
    /// tells: an uncaught exception or a promise rejected with nothing to handle it (recorded as
    /// `Uncaught …` and `Unhandled Promise Rejection: …`, as WebKit's console shows them) and the pages'
    /// own `console.error` calls. A page whose library broke reads here, not as a page with nothing to tap.
    /// As in WebKit's console, an error the page handled itself is not here: an `error` event it cancelled
    /// (`window.onerror` returning true, `preventDefault()`) or an `unhandledrejection` it cancelled.
    /// Reading it counts as looking at them: a stage's run no longer fails for these.
    public var pageErrors: [ConsoleRecord] {
        let errors = recordedPageErrors
        examinedPageErrors = errors.count
        return errors
    }
    var recordedPageErrors: [ConsoleRecord] { consoleRecords.filter { $0.level == .error } }
    /// Script errors nothing caught (inline scripts, listeners, timers), oldest first, those the page
    /// cancelled the report of included.
    public var scriptErrors: [ScriptError] {
        earlierErrors + (page?.scriptContext.uncaughtErrors ?? []) + (page?.frames?.uncaughtErrors ?? [])
    }
    /// The current document's script context, for what the stand-in does not cover.
    public var scriptContext: ScriptContext? { page?.scriptContext }
}
