import HeadlessWebView
import Testing

/// A page's errors are kept on the web view, with their script and line: uncaught exceptions,
/// unhandled rejections and `console.error`, in order; logs and warnings are not errors.
@MainActor
struct PageErrorTests {
    @Test func uncaughtExceptionsRejectionsAndConsoleErrorsAreThePagesErrorsInOrder() throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(
            """
            <script>console.log('ready'); console.warn('slow');</script>
            <script>console.error('tiles failed to load');</script>
            <script>
            missingLibraryFunction();
            </script>
            <script>Promise.reject(new Error('recommendations unavailable'));</script>
            """, baseURL: nil)
        let messages = webView.pageErrors.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first == "tiles failed to load")
        #expect(messages.dropFirst().first?.contains("missingLibraryFunction") == true)
        #expect(messages.last?.contains("recommendations unavailable") == true)
        #expect(webView.pageErrors.allSatisfy { $0.level == .error })
        #expect(webView.consoleRecords.count == 5)
    }

    @Test func whatThePageCancelsIsNotAPageErrorAsInWebKitsConsole() throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(
            """
            <script>
            window.onerror = () => true;
            addEventListener('unhandledrejection', e => e.preventDefault());
            </script>
            <script>missingLibraryFunction();</script>
            <script>Promise.reject(new Error('handled by the page'));</script>
            <script>console.error('still an error');</script>
            """, baseURL: nil)
        #expect(webView.pageErrors.map(\.message) == ["still an error"])
        // The errors themselves are still kept.
        #expect(webView.scriptErrors.count == 2)
    }

    @Test func theEventsAndThePageErrorsAgree() throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(
            """
            <script>
            var events = [];
            addEventListener('error', e => events.push(e.message));
            addEventListener('unhandledrejection', e => events.push('rejected: ' + e.reason.message));
            </script>
            <script>undefinedWidget.start();</script>
            <script>Promise.reject(new Error('feed down'));</script>
            """, baseURL: nil)
        let events = try webView.scriptContext?.evaluate("events.join('\\n')").stringValue ?? ""
        #expect(events.split(separator: "\n").count == 2)
        #expect(webView.pageErrors.count == 2)
        #expect(webView.pageErrors.first?.message.contains("undefinedWidget") == true)
        #expect(webView.pageErrors.last?.message == "Unhandled Promise Rejection: Error: feed down")
    }

    @Test func aQuietPageHasNoErrors() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString("<p>hello</p><script>console.log('hi')</script>", baseURL: nil)
        #expect(webView.pageErrors.isEmpty)
    }
}
