import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// The WKWebView members app code calls besides `loadHTMLString` and `evaluateJavaScript`.
@MainActor
struct WebKitAPITests {
    static let htmlFolder = Fixtures.url("html")

    @Test func callAsyncJavaScriptPassesArgumentsAndAwaitsTheResult() async throws {
        let webView = WKWebView.loaded("<ul><li class=tile>a</li><li class=tile>b</li></ul>")
        let result = try await webView.callAsyncJavaScript(
            """
            await new Promise((resolve) => setTimeout(resolve, 500));
            return { count: document.querySelectorAll(selector).length, label: label + '!', ids, options };
            """,
            arguments: ["selector": ".tile", "label": "tiles", "ids": [1, 2], "options": ["deep": true]],
            in: nil, in: .page)
        let object = try #require(result as? [String: any Sendable])
        #expect(object["count"] as? Int == 2)
        #expect(object["label"] as? String == "tiles!")
        #expect(object["ids"] as? [any Sendable] as? [Int] == [1, 2])
        #expect((object["options"] as? [String: any Sendable])?["deep"] as? Bool == true)
        #expect(try await webView.callAsyncJavaScript("document.title = 'x'", in: nil, in: .defaultClient) == nil)
    }

    @Test func callAsyncJavaScriptReportsBadNamesThrowsAndRejections() async throws {
        let webView = WKWebView.loaded("")
        await #expect(throws: HeadlessWebViewError.invalidArgumentName("not valid")) {
            try await webView.callAsyncJavaScript("return 1", arguments: ["not valid": 1], in: nil, in: .page)
        }
        await #expect(throws: HeadlessWebViewError.invalidArgumentName("class")) {
            try await webView.callAsyncJavaScript("return 1", arguments: ["class": 1], in: nil, in: .page)
        }
        do {
            _ = try await webView.callAsyncJavaScript("throw new RangeError('too far')", in: nil, in: .page)
            Issue.record("a throwing body must throw")
        } catch let error as ScriptError {
            #expect("\(error)".contains("too far"))
        }
        var outcome: Result<Any, any Error>?
        webView.callAsyncJavaScript("return 6 * 7", in: nil, in: .page) { outcome = $0 }
        #expect((try outcome?.get()) as? Int == 42)
    }

    @Test func loadFileURLResolvesAgainstTheFilesURL() async throws {
        let webView = WKWebView(frame: .zero)
        let file = Self.htmlFolder.appendingPathComponent("action-banner.html")
        webView.loadFileURL(file, allowingReadAccessTo: Self.htmlFolder)
        #expect(webView.loadError == nil)
        #expect(webView.url == file)
        #expect(try await webView.evaluateJavaScript("document.title", in: nil, in: .page) as? String == "Spring sale")
    }

    @Test func loadFileURLRefusesFilesOutsideTheReadAccessFolderAndMissingOnes() throws {
        let webView = WKWebView(frame: .zero)
        webView.loadFileURL(
            Self.htmlFolder.appendingPathComponent("action-banner.html"),
            allowingReadAccessTo: Self.htmlFolder.appendingPathComponent("elsewhere"))
        guard case .unreadableFile(_, let reason) = webView.loadError as? HeadlessWebViewError else {
            Issue.record("expected unreadableFile, got \(String(describing: webView.loadError))")
            return
        }
        #expect(reason.contains("outside the read access folder"))
        webView.loadFileURL(Self.htmlFolder.appendingPathComponent("missing.html"), allowingReadAccessTo: Self.htmlFolder)
        #expect(webView.loadError as? HeadlessWebViewError != nil)
    }

    @Test func aUIDelegateAnswersDialogsAndOmittedMethodsFallBackToDialogAnswers() async throws {
        let panels = Panels()
        let webView = WKWebView(frame: .zero)
        webView.uiDelegate = panels
        webView.dialogAnswers = DialogAnswers(confirm: true, prompt: "from the policy")
        webView.loadHTMLString(
            "<script>alert('saved'); var ok = confirm('sure?'); var name = prompt('name?', 'Ada')</script>", baseURL: nil)
        #expect(panels.alerts == ["saved"])
        #expect(try await webView.evaluateJavaScript("ok") as? Bool == true)  // no confirm method: the policy
        #expect(try await webView.string("name") == "Ada from the delegate")
        #expect(webView.dialogs.map(\.answer) == ["", "true", "Ada from the delegate"])
    }

    @Test func aDelegateThatAnswersLaterLeavesThePolicysAnswer() async throws {
        let later = Later()
        let webView = WKWebView(frame: .zero)
        webView.uiDelegate = later
        webView.loadHTMLString("<script>var ok = confirm('sure?')</script>", baseURL: nil)
        later.pending.first?(true)
        #expect(try await webView.evaluateJavaScript("ok") as? Bool == false)
        #expect(webView.dialogs.map(\.answer) == ["false"])
    }
}

/// Answers alerts and prompts, not confirms.
@MainActor
final class Panels: WKUIDelegate {
    var alerts: [String] = []
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void
    ) {
        alerts.append(message)
        completionHandler()
    }
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (String?) -> Void
    ) {
        completionHandler((defaultText ?? "") + " from the delegate")
    }
}

/// Keeps the confirm's completion handler to call it later.
@MainActor
final class Later: WKUIDelegate {
    var pending: [@MainActor (Bool) -> Void] = []
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        pending.append(completionHandler)
    }
}
