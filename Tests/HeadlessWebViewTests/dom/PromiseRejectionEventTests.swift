import HeadlessWebView
import ScriptEngine
import Testing

/// Promises rejected with nothing to handle them, reported to the page as WebKit does
/// (RejectedPromiseTracker): `unhandledrejection` at the window once the microtasks have run,
/// cancelable, whose `preventDefault()` keeps the rejection off the console; `rejectionhandled` in a
/// task of its own when such a promise gets a handler later.
struct PromiseRejectionEventTests {
    /// A page whose listeners keep what they saw in `seen`.
    static let listening = """
        <script>
        var seen = [];
        addEventListener('unhandledrejection', e => seen.push([e.type, e.constructor.name, e.reason && e.reason.message,
            e.promise instanceof Promise, e.cancelable, e.isTrusted, e.target === window].join('|')));
        addEventListener('rejectionhandled', e => seen.push([e.type, e.reason && e.reason.message,
            e.promise instanceof Promise, e.cancelable].join('|')));
        </script>
        """

    /// The page's console errors: what `WKWebView.pageErrors` keeps.
    static func consoleErrors(_ page: Page) -> [String] {
        page.dom.scriptContext.consoleRecords.filter { $0.level == .error }.map(\.message)
    }

    @Test func aRejectionNothingHandlesFiresUnhandledRejection() throws {
        let page = try Page(Self.listening + "<script>Promise.reject(new Error('no stock'));</script>")
        #expect(
            try page.run("seen.join(',')") == "unhandledrejection|PromiseRejectionEvent|no stock|true|true|true|true")
        #expect(Self.consoleErrors(page) == ["Unhandled Promise Rejection: Error: no stock"])
    }

    @Test func theEventCarriesThePromiseItself() throws {
        let page = try Page("<p></p>")
        #expect(
            try page.run(
                """
                var got; addEventListener('unhandledrejection', e => { got = e.promise; });
                var p = Promise.reject(7); String(got === undefined)
                """) == "true")
        #expect(try page.run("String(got === p)") == "true")
    }

    @Test func aRejectionHandledInTheSameTaskFiresNothing() throws {
        let page = try Page(Self.listening + "<script>Promise.reject(new Error('caught')).catch(() => {});</script>")
        #expect(try page.run("seen.length") == "0")
        #expect(Self.consoleErrors(page).isEmpty)
    }

    @Test func preventDefaultKeepsTheRejectionOffTheConsole() throws {
        let page = try Page(
            """
            <script>addEventListener('unhandledrejection', e => e.preventDefault());</script>
            <script>Promise.reject(new Error('quiet'));</script>
            """)
        #expect(Self.consoleErrors(page).isEmpty)
        // Still kept for Swift, as a cancelled `error` event's error is.
        #expect(page.dom.scriptContext.uncaughtErrors.count == 1)
    }

    @Test func onunhandledrejectionIsTheWindowsHandler() throws {
        let page = try Page(
            """
            <script>var got; window.onunhandledrejection = e => { got = e.reason; return false; };</script>
            <script>Promise.reject('plain');</script>
            """)
        #expect(try page.run("got") == "plain")
        // Returning false from an event handler cancels the event.
        #expect(Self.consoleErrors(page).isEmpty)
    }

    @Test func anAsyncFunctionsThrowIsAnUnhandledRejection() throws {
        let page = try Page(Self.listening + "<script>(async () => { throw new Error('async'); })();</script>")
        #expect(try page.run("seen.join(',')") == "unhandledrejection|PromiseRejectionEvent|async|true|true|true|true")
    }

    @Test func aRejectionInATimerIsReportedWhenTheClockReachesIt() throws {
        let page = try Page(
            Self.listening + "<script>setTimeout(() => Promise.reject(new Error('later')), 100);</script>")
        #expect(try page.run("seen.length") == "0")
        try page.dom.scriptContext.advance(by: .milliseconds(100))
        #expect(try page.run("seen.length") == "1")
    }

    @Test func aHandlerAddedLaterFiresRejectionHandledInATaskOfItsOwn() throws {
        let page = try Page(Self.listening + "<script>var p = Promise.reject(new Error('late'));</script>")
        #expect(try page.run("seen.length") == "1")
        _ = try page.run("p.catch(() => {}); 0")
        // WebKit posts it as a task: not yet inside the script that added the handler.
        #expect(try page.run("seen.length") == "1")
        try page.dom.scriptContext.runDueTimers()
        #expect(try page.run("seen[1]") == "rejectionhandled|late|true|false")
        // The console keeps the report made when the rejection was unhandled, as WebKit's does.
        #expect(Self.consoleErrors(page) == ["Unhandled Promise Rejection: Error: late"])
    }

    @Test func aHandlerAddedByTheUnhandledRejectionListenerFiresNoRejectionHandled() throws {
        let page = try Page(
            """
            <script>var calls = [];
            addEventListener('unhandledrejection', e => { calls.push(e.type); e.promise.catch(() => {}); });
            addEventListener('rejectionhandled', e => calls.push(e.type));</script>
            <script>Promise.reject(1);</script>
            """)
        try page.dom.scriptContext.runDueTimers()
        #expect(try page.run("calls.join(',')") == "unhandledrejection")
    }

    @Test func anAwaitLaterAlsoHandlesThePromise() throws {
        let page = try Page(Self.listening + "<script>var p = Promise.reject(new Error('awaited'));</script>")
        _ = try page.run("(async () => { try { await p; } catch (e) { } })(); 0")
        try page.dom.scriptContext.runDueTimers()
        #expect(try page.run("seen.map(s => s.split('|')[0]).join(',')") == "unhandledrejection,rejectionhandled")
    }

    @Test func eachWindowOfASharedRealmGetsItsOwnRejections() throws {
        let group = try ScriptContextGroup()
        let first = try DOMContext(name: "first", group: group)
        let second = try DOMContext(name: "second", group: group)
        try first.load(
            html: Self.listening + "<script>Promise.reject(new Error('first'));</script>", url: "https://a.example/")
        try second.load(
            html: Self.listening + "<script>Promise.reject(new Error('second'));</script>", url: "https://b.example/")
        _ = try first.scriptContext.evaluate("Promise.reject(new Error('again'))")
        #expect(try first.scriptContext.evaluate("seen.map(s => s.split('|')[2]).join(',')") == .string("first,again"))
        #expect(try second.scriptContext.evaluate("seen.map(s => s.split('|')[2]).join(',')") == .string("second"))
    }
}

/// What the page cancels stays off the console and out of `WKWebView.pageErrors`, as in WebKit's
/// console; the error itself is still kept in `scriptErrors`.
struct CancelledErrorReportTests {
    @Test func anErrorEventThePageCancelsIsNotLogged() throws {
        let page = try Page(
            """
            <script>window.onerror = () => true;</script>
            <button id=b></button>
            <script>
            document.getElementById('b').addEventListener('click', () => { throw new Error('swallowed'); });
            document.getElementById('b').click();
            </script>
            """)
        #expect(PromiseRejectionEventTests.consoleErrors(page).isEmpty)
        #expect(page.dom.scriptContext.uncaughtErrors.count == 1)
    }

    @Test func anInlineScriptsErrorThePageCancelsIsNotLogged() throws {
        let page = try Page(
            """
            <script>addEventListener('error', e => e.preventDefault());</script>
            <script>missingLibrary();</script>
            """)
        #expect(PromiseRejectionEventTests.consoleErrors(page).isEmpty)
        #expect(page.dom.scriptContext.uncaughtErrors.count == 1)
    }

    @Test func anErrorThePageDoesNotCancelIsLoggedOnce() throws {
        let page = try Page(
            """
            <script>var calls = 0; addEventListener('error', () => calls++);</script>
            <script>missingLibrary();</script>
            """)
        #expect(try page.run("calls") == "1")
        let errors = PromiseRejectionEventTests.consoleErrors(page)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("missingLibrary") == true)
    }

    @Test func aThrowInAnErrorListenerIsLoggedWithoutASecondEvent() throws {
        let page = try Page(
            """
            <script>var calls = 0;
            addEventListener('error', e => { calls++; e.preventDefault(); throw new Error('listener'); });</script>
            <script>setTimeout(() => { throw new Error('timer'); }, 10);</script>
            """)
        try page.dom.scriptContext.advance(by: .milliseconds(10))
        #expect(try page.run("calls") == "1")
        // The timer's error was cancelled; the listener's own error is logged, as WebKit logs it.
        let errors = PromiseRejectionEventTests.consoleErrors(page)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("listener") == true)
    }
}
