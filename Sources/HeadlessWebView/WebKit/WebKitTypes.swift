import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The WebKit types the e-Marketer SDK documentation's snippets and common host code use, with
// WebKit's names and shapes. Like UIKit's, they are @MainActor.

/// The settings a web view is created with.
@MainActor
public final class WKWebViewConfiguration {
    /// Message handlers and user scripts; shared with every web view made from this configuration.
    public var userContentController = WKUserContentController()
    /// Kept for host code that sets it; nothing plays headlessly.
    public var allowsInlineMediaPlayback = false
    /// Kept for host code that sets it; nothing is rendered headlessly.
    public var suppressesIncrementalRendering = false
    /// Kept for host code that sets it; the page's `navigator.userAgent` does not include it.
    public var applicationNameForUserAgent: String?

    /// The default settings, with a user content controller of its own.
    public init() {}
}

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// After the document object exists, before any of its HTML is parsed.
    case atDocumentStart
    /// After the document is parsed, before `DOMContentLoaded`.
    case atDocumentEnd
}

/// A script the web view runs in every document it loads.
@MainActor
public final class WKUserScript {
    /// The script's source.
    public let source: String
    /// When the script runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// ShopStage has one frame, so this changes nothing.
    public let isForMainFrameOnly: Bool

    /// A script that runs at `injectionTime` in every document loaded from now on.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

/// Receives `window.webkit.messageHandlers.<name>.postMessage(body)`.
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    /// The page posted `message` to the handler's name (`window.webkit.messageHandlers.<name>.postMessage(body)`).
    /// It arrives during the script's call, on the main actor.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// One posted message: the handler's name and the body, as Foundation values
/// (`String`, `Int`, `Double`, `Bool`, `[Any]`, `[String: Any]`, `NSNull`).
@MainActor
public final class WKScriptMessage {
    /// The handler's name.
    public let name: String
    /// The posted value, as Foundation values.
    public let body: Any
    /// The web view of the page that posted it.
    public private(set) weak var webView: WKWebView?

    /// A message (for tests that call a handler directly).
    public init(name: String, body: Any, webView: WKWebView? = nil) {
        self.name = name
        self.body = body
        self.webView = webView
    }
}

/// Message handlers and user scripts of the web views sharing a configuration.
@MainActor
public final class WKUserContentController {
    /// The user scripts, in the order added.
    public private(set) var userScripts: [WKUserScript] = []
    private(set) var handlers: [String: any WKScriptMessageHandler] = [:]
    private var attached: [WeakWebView] = []

    /// An empty controller.
    public init() {}

    /// Installs `window.webkit.messageHandlers.<name>` in every document, now and later.
    /// The controller keeps `handler` (strongly, as WebKit does).
    public func add(_ handler: any WKScriptMessageHandler, name: String) {
        handlers[name] = handler
        for webView in attachedWebViews { webView.installMessageHandler(named: name) }
    }

    /// Removes the handler `name` from every document, now and later.
    public func removeScriptMessageHandler(forName name: String) {
        handlers[name] = nil
        for webView in attachedWebViews { webView.uninstallMessageHandler(named: name) }
    }

    /// Removes every handler.
    public func removeAllScriptMessageHandlers() {
        for name in handlers.keys { removeScriptMessageHandler(forName: name) }
    }

    /// Runs in documents loaded from now on (as in WebKit, not in the current one).
    public func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
    }

    /// Removes every user script (documents already loaded keep what ran).
    public func removeAllUserScripts() {
        userScripts.removeAll()
    }

    func attach(_ webView: WKWebView) {
        attached.removeAll { $0.value == nil }
        attached.append(WeakWebView(value: webView))
    }

    private var attachedWebViews: [WKWebView] { attached.compactMap(\.value) }

    private struct WeakWebView {
        weak var value: WKWebView?
    }
}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable, Equatable, CustomStringConvertible {
    /// A followed link.
    case linkActivated = 0
    /// A submitted form.
    case formSubmitted = 1
    /// `history.back()` / `forward()` / `go(n)`.
    case backForward = 2
    /// `location.reload()`.
    case reload = 3
    /// A form submitted again.
    case formResubmitted = 4
    /// Anything else: `location.href = …`, `location.assign`, `window.open`.
    case other = -1

    /// The case's name (`linkActivated`).
    public var description: String {
        switch self {
        case .linkActivated: "linkActivated"
        case .formSubmitted: "formSubmitted"
        case .backForward: "backForward"
        case .reload: "reload"
        case .formResubmitted: "formResubmitted"
        case .other: "other"
        }
    }
}

/// A navigation delegate's decision.
public enum WKNavigationActionPolicy: Int, Sendable, Equatable, CustomStringConvertible {
    /// Stay on the document (ShopStage's default: it never leaves one).
    case cancel = 0
    /// Let the navigation go on. Headlessly the document stays all the same; the decision is recorded.
    case allow = 1
    /// Download the target instead. Recorded; nothing is downloaded.
    case download = 2

    /// The case's name (`cancel`).
    public var description: String {
        switch self {
        case .cancel: "cancel"
        case .allow: "allow"
        case .download: "download"
        }
    }
}

/// The frame a navigation targets.
@MainActor
public final class WKFrameInfo {
    /// Whether the frame is the top document's (an iframe's is not).
    public let isMainFrame: Bool
    init(isMainFrame: Bool) { self.isMainFrame = isMainFrame }
}

/// Answers the page's `alert`, `confirm` and `prompt`, as an app's view controller does.
///
/// A page waits for the answer, so the completion handler must be called before the method
/// returns; an answer given later is ignored and the web view's ``WKWebView/dialogAnswers``
/// answer is used. The methods a delegate leaves out answer with ``WKWebView/dialogAnswers``.
/// Every dialog is also recorded in ``WKWebView/dialogs``.
@MainActor
public protocol WKUIDelegate: AnyObject {
    /// An `alert`: call `completionHandler` once the user has dismissed it.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void)
    /// A `confirm`: call `completionHandler` with the user's choice.
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void)
    /// A `prompt`: call `completionHandler` with the text entered, or `nil` for cancel.
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (String?) -> Void)
}

extension WKUIDelegate {
    /// Answers at once.
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void
    ) {
        completionHandler()
    }
    /// Answers with ``WKWebView/dialogAnswers``'s `confirm`.
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(webView.dialogAnswers.confirm)
    }
    /// Answers with ``WKWebView/dialogAnswers``'s `prompt`.
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (String?) -> Void
    ) {
        completionHandler(webView.dialogAnswers.prompt)
    }
}

/// The JavaScript world a script runs in. Headlessly every world is the page's: a script
/// evaluated in `.defaultClient` or a named world sees the page's globals (WebKit would
/// isolate them; no DOM difference follows from it).
public struct WKContentWorld: Sendable, Equatable {
    /// The world's name; `nil` for the page's.
    public let name: String?
    /// The page's world.
    public static let page = WKContentWorld(name: nil)
    /// The app's default world (the page's, headlessly).
    public static let defaultClient = WKContentWorld(name: "defaultClient")
    /// A named world (the page's, headlessly).
    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}

/// A navigation the page asked for, given to the navigation delegate to decide.
@MainActor
public final class WKNavigationAction {
    /// The request: the resolved URL, and for a POST form its method and body.
    public let request: URLRequest
    /// What started the navigation.
    public let navigationType: WKNavigationType
    /// nil for a new window (`target="_blank"`, `window.open`).
    public let targetFrame: WKFrameInfo?

    init(request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?) {
        self.request = request
        self.navigationType = navigationType
        self.targetFrame = targetFrame
    }
}

/// Identifies one load (`loadHTMLString` returns it).
@MainActor
public final class WKNavigation {}

/// Decides navigations and hears about loads. Every method has a default: navigations are
/// cancelled (ShopStage never leaves a document), the notifications do nothing.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// Decide whether the navigation may go on; call `decisionHandler` before returning.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    /// A load started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A load finished: the document is parsed and `load` has fired.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A load failed: the file could not be read, or the DOM itself could not be built.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    /// Cancels every navigation.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.cancel)
    }
    /// Does nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}
