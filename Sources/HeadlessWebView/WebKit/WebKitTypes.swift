import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The WebKit types seed 002's snippets and common host code use, with WebKit's names and
// shapes. Like UIKit's, they are @MainActor.

/// The settings a web view is created with.
@MainActor
public final class WKWebViewConfiguration {
    /// Message handlers and user scripts; shared with every web view made from this configuration.
    public var userContentController = WKUserContentController()
    public var allowsInlineMediaPlayback = false
    public var suppressesIncrementalRendering = false
    public var applicationNameForUserAgent: String?

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
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    /// ShopStage has one frame, so this changes nothing.
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

/// Receives `window.webkit.messageHandlers.<name>.postMessage(body)`.
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// One posted message: the handler's name and the body, as Foundation values
/// (`String`, `Int`, `Double`, `Bool`, `[Any]`, `[String: Any]`, `NSNull`).
@MainActor
public final class WKScriptMessage {
    public let name: String
    public let body: Any
    public private(set) weak var webView: WKWebView?

    public init(name: String, body: Any, webView: WKWebView? = nil) {
        self.name = name
        self.body = body
        self.webView = webView
    }
}

/// Message handlers and user scripts of the web views sharing a configuration.
@MainActor
public final class WKUserContentController {
    public private(set) var userScripts: [WKUserScript] = []
    private(set) var handlers: [String: any WKScriptMessageHandler] = [:]
    private var attached: [WeakWebView] = []

    public init() {}

    /// Installs `window.webkit.messageHandlers.<name>` in every document, now and later.
    /// The controller keeps `handler` (strongly, as WebKit does).
    public func add(_ handler: any WKScriptMessageHandler, name: String) {
        handlers[name] = handler
        for webView in attachedWebViews { webView.installMessageHandler(named: name) }
    }

    public func removeScriptMessageHandler(forName name: String) {
        handlers[name] = nil
        for webView in attachedWebViews { webView.uninstallMessageHandler(named: name) }
    }

    public func removeAllScriptMessageHandlers() {
        for name in handlers.keys { removeScriptMessageHandler(forName: name) }
    }

    /// Runs in documents loaded from now on (as in WebKit, not in the current one).
    public func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
    }

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
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1

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
    case cancel = 0
    case allow = 1
    case download = 2

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
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (String?) -> Void)
}

extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void
    ) {
        completionHandler()
    }
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(webView.dialogAnswers.confirm)
    }
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
    public let name: String?
    public static let page = WKContentWorld(name: nil)
    public static let defaultClient = WKContentWorld(name: "defaultClient")
    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}

/// A navigation the page asked for, given to the navigation delegate to decide.
@MainActor
public final class WKNavigationAction {
    public let request: URLRequest
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
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.cancel)
    }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}
