import Foundation
import HeadlessWebView
import ScriptEngine

/// Rendering on the (headless) web view: the e-Marketer SDK's `renderOnWebkitView`.
extension eMarketerAction {
    /// The name of the message handler the click-capture library posts to.
    public static let messageHandlerName = "emarketer"

    /// Renders this `text/html` action on `webView`; clicks are captured (links never
    /// navigate) but not handed to you.
    @MainActor
    public func renderOnWebkitView(_ webView: WKWebView) {
        renderOnWebkitView(webView, clickedCallback: nil)
    }

    /// Renders this `text/html` action on `webView` and calls `clickedCallback` with each click
    /// the library captures (``eMarketerActionClicked`` says what a click carries). For another
    /// content type it does nothing at all, as in the SDK. As in the SDK's newest version (Personyze
    /// iOS SDK R23) it reports the action executed when it starts the load, whatever the page's
    /// scripts do: a script that fails or never ends is in `webView.scriptErrors`, not reported
    /// (``render(on:clickedCallback:)`` throws it).
    ///
    /// ```swift
    /// let webView = WKWebView(frame: .zero)
    /// for action in try await eMarketerTracker.inst.getResult().actions where action.isHTML {
    ///     action.renderOnWebkitView(webView) { clicked in
    ///         eMarketerTracker.inst.reportActionClicked(clicked: clicked)
    ///     }
    /// }
    /// ```
    @MainActor
    public func renderOnWebkitView(_ webView: WKWebView, clickedCallback: ((eMarketerActionClicked) -> Void)?) {
        guard let document = contentHtmlDoc else { return }
        // Before the load: on a phone the page loads after this call, so whatever its scripts post
        // as it loads (a click, an error) reaches the tracker after "executed".
        reportExecuted()
        load(document, on: webView, clickedCallback: clickedCallback)
        // The page's own timers due now, as a phone runs them; a runaway one stops here.
        try? webView.settle()
    }

    /// `renderOnWebkitView` for tests that want the page's failure thrown (ShopStage's). Registers
    /// the `emarketer` message handler (replacing one already there), serves the library at its
    /// URL (other resources go to the web view's own `resourceProvider`), loads
    /// ``contentHtmlDoc`` with the tracker's ``eMarketerTracker/webViewBaseURL`` as its base, lets
    /// the page settle (timers due at virtual time 0 fire) and reports the action executed.
    ///
    /// - Throws: ``eMarketerError/notHTML(actionId:contentType:)`` for another MIME type;
    ///   ``eMarketerError/script(actionId:_:)`` when a script of the action ran past the web
    ///   view's time limit (a script that never ends); ``eMarketerError/webView(actionId:message:)``
    ///   when the web view could not build the page. Nothing is reported then. An ordinary
    ///   exception in the action's script is not a failure, as in a browser: it is in
    ///   `webView.scriptErrors`.
    @MainActor
    public func render(on webView: WKWebView, clickedCallback: ((eMarketerActionClicked) -> Void)? = nil) throws {
        guard let document = contentHtmlDoc else {
            throw eMarketerError.notHTML(actionId: id, contentType: contentType)
        }
        let errorsBefore = webView.scriptErrors.count
        load(document, on: webView, clickedCallback: clickedCallback)
        if let loadError = webView.loadError {
            throw eMarketerError.webView(actionId: id, message: "\(loadError)")
        }
        do {
            try webView.settle()
        } catch let error as ScriptError {
            throw eMarketerError.script(actionId: id, error)
        }
        for error in webView.scriptErrors.dropFirst(errorsBefore) {
            if case .timeLimitExceeded = error { throw eMarketerError.script(actionId: id, error) }
        }
        reportExecuted()
    }

    /// Registers the message handler, serves the library and loads `document` at the base URL.
    @MainActor
    private func load(_ document: String, on webView: WKWebView, clickedCallback: ((eMarketerActionClicked) -> Void)?) {
        let controller = webView.configuration.userContentController
        controller.removeScriptMessageHandler(forName: Self.messageHandlerName)
        controller.add(ClickMessageHandler(actionId: id, callback: clickedCallback), name: Self.messageHandlerName)
        let ownProvider = webView.resourceProvider
        serveLibrary(on: webView)
        webView.loadHTMLString(document, baseURL: tracker.webViewBaseURL)
        // The library has loaded (a parser-inserted script): the web view gets its own provider back.
        webView.resourceProvider = ownProvider
    }

    /// The page's `<script src=".../web-view.js?v=N">` gets the library; any other resource is
    /// asked of the provider the web view already had.
    @MainActor
    private func serveLibrary(on webView: WKWebView) {
        let library = tracker.webViewLibraryURLText
        let previous = webView.resourceProvider
        webView.resourceProvider = { kind, url in
            // The URL up to its query, found on its bytes: `split` walks the string by Character, and
            // this runs for every image and script a page loads (16 K instructions a call that way).
            let path = url.utf8.firstIndex(of: UInt8(ascii: "?")).map { url[..<$0] } ?? url[...]
            if kind == .script && path == library {
                return ProvidedResource(script: ClickCaptureScript.shared)
            }
            return previous?(kind, url)
        }
    }
}

/// Turns the library's messages into `eMarketerActionClicked` for the callback.
@MainActor
final class ClickMessageHandler: WKScriptMessageHandler {
    let actionId: Int
    let callback: ((eMarketerActionClicked) -> Void)?

    init(actionId: Int, callback: ((eMarketerActionClicked) -> Void)?) {
        self.actionId = actionId
        self.callback = callback
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let clicked = eMarketerActionClicked(messageBody: message.body, actionId: actionId) else { return }
        callback?(clicked)
    }
}

extension eMarketerActionClicked {
    /// A message as the SDK reads it: an object of strings only (any other value drops the whole
    /// message), `clicked` the status, `href` and `arg`, a missing key `""`; the action id is
    /// always the rendered action's.
    init?(messageBody body: Any, actionId: Int) {
        guard let object = body as? [String: String] else { return nil }
        self.init(
            actionId: actionId, href: object["href"] ?? "", status: object["clicked"] ?? "", arg: object["arg"] ?? "")
    }
}
