import HeadlessWebView
import ScriptEngine
import Testing

/// Errors nothing caught, reported to the page as a browser does (an `ErrorEvent` at the window,
/// `window.onerror` with five arguments) and recorded for Swift.
struct ErrorReportingTests {
    /// A page whose `error` listener keeps what it saw in `seen`.
    static let listening = """
        <script>
        var seen = [];
        addEventListener('error', e => seen.push([e.constructor.name, e.message, e.error && e.error.message,
            e.cancelable, e.isTrusted, e.target === window].join('|')));
        </script>
        """

    @Test func aListenersThrowReachesTheWindowsErrorEvent() throws {
        let page = try Page(Self.listening + "<button id=b></button>")
        let seen = try page.run(
            """
            document.getElementById('b').addEventListener('click', () => { throw new TypeError('bad price'); });
            document.getElementById('b').click(); seen.join(',')
            """)
        #expect(seen == "ErrorEvent|TypeError: bad price|bad price|true|true|true")
    }

    @Test func theErrorEventCarriesTheThrownValueItself() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var thrown = new RangeError('out'), got;
                addEventListener('error', e => { got = e.error; });
                document.getElementById('p').addEventListener('x', () => { throw thrown; });
                document.getElementById('p').dispatchEvent(new Event('x')); String(got === thrown)
                """) == "true")
    }

    @Test func oneListenersThrowDoesNotStopTheOthers() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var log = []; const p = document.getElementById('p');
                p.addEventListener('x', () => { log.push(1); throw new Error('first'); });
                p.addEventListener('x', () => log.push(2));
                document.body.addEventListener('x', () => log.push(3));
                p.dispatchEvent(new Event('x', { bubbles: true })); log.join(',')
                """) == "1,2,3")
    }

    @Test func onerrorIsCalledWithMessageFilenameLineColumnAndError() throws {
        let page = try Page("<p id=p></p>")
        let got = try page.run(
            """
            var args;
            window.onerror = function () { args = Array.from(arguments); };
            document.getElementById('p').addEventListener('x', () => { throw new Error('five'); });
            document.getElementById('p').dispatchEvent(new Event('x'));
            [args.length, args[0], typeof args[1], args[2] > 0, args[3] > 0, args[4].message].join('|')
            """)
        #expect(got == "5|Error: five|string|true|true|five")
    }

    @Test func onerrorReturningTrueCancelsTheEvent() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var cancelled;
                window.onerror = () => true;
                addEventListener('error', e => { cancelled = e.defaultPrevented; });
                document.getElementById('p').addEventListener('x', () => { throw new Error('handled'); });
                document.getElementById('p').dispatchEvent(new Event('x')); String(cancelled)
                """) == "true")
    }

    @Test func onerrorReturningFalseDoesNotCancel() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var cancelled;
                window.onerror = () => false;
                addEventListener('error', e => { cancelled = e.defaultPrevented; });
                document.getElementById('p').addEventListener('x', () => { throw new Error('not handled'); });
                document.getElementById('p').dispatchEvent(new Event('x')); String(cancelled)
                """) == "false")
    }

    @Test func everyReportedErrorIsRecordedForSwiftEvenWhenThePageCancelsIt() throws {
        let page = try Page("<p id=p></p>")
        _ = try page.run(
            """
            window.onerror = () => true;
            document.getElementById('p').addEventListener('x', () => { throw new Error('swallowed'); });
            document.getElementById('p').dispatchEvent(new Event('x'));
            """)
        let errors = page.dom.scriptContext.uncaughtErrors
        #expect(errors.count == 1)
        #expect("\(errors.first.map { "\($0)" } ?? "")".contains("swallowed"))
    }

    @Test func aHandleEventThrowIsReported() throws {
        let page = try Page(Self.listening + "<p id=p></p>")
        #expect(
            try page.run(
                """
                document.getElementById('p').addEventListener('x', { handleEvent() { throw new Error('object'); } });
                document.getElementById('p').dispatchEvent(new Event('x')); seen.join(',')
                """) == "ErrorEvent|Error: object|object|true|true|true")
    }

    @Test func aListenerObjectWithoutHandleEventIsReportedAsTypeError() throws {
        let page = try Page(Self.listening + "<p id=p></p>")
        let seen = try page.run(
            """
            document.getElementById('p').addEventListener('x', {});
            document.getElementById('p').dispatchEvent(new Event('x')); seen.join(',')
            """)
        #expect(seen.hasPrefix("ErrorEvent|TypeError: "))
    }

    @Test func aTimerCallbacksThrowIsReportedWhenTheClockReachesIt() throws {
        let page = try Page(Self.listening)
        _ = try page.run("setTimeout(() => { throw new Error('later'); }, 50);")
        #expect(try page.run("seen.length") == "0")
        try page.dom.scriptContext.advance(by: .milliseconds(50))
        #expect(try page.run("seen.join(',')") == "ErrorEvent|Error: later|later|true|true|true")
        #expect(page.dom.scriptContext.uncaughtErrors.count == 1)
    }

    @Test func anIntervalCallbacksThrowIsReportedEachTime() throws {
        let page = try Page(Self.listening)
        _ = try page.run("setInterval(() => { throw new Error('tick'); }, 10);")
        try page.dom.scriptContext.advance(by: .milliseconds(30))
        #expect(try page.run("seen.length") == "3")
    }

    @Test func aMicrotasksThrowIsReported() throws {
        let page = try Page(Self.listening)
        _ = try page.run("queueMicrotask(() => { throw new Error('soon'); });")
        #expect(try page.run("seen.join(',')") == "ErrorEvent|Error: soon|soon|true|true|true")
    }

    @Test func anAnimationFrameCallbacksThrowIsReported() throws {
        let page = try Page(Self.listening)
        _ = try page.run("requestAnimationFrame(() => { throw new Error('frame'); });")
        try page.dom.scriptContext.advance(by: .milliseconds(20))
        #expect(try page.run("seen.join(',')") == "ErrorEvent|Error: frame|frame|true|true|true")
    }

    @Test func aMutationObserverCallbacksThrowIsReported() throws {
        let page = try Page(Self.listening + "<p id=p></p>")
        _ = try page.run(
            """
            new MutationObserver(() => { throw new Error('observed'); })
                .observe(document.getElementById('p'), { attributes: true });
            document.getElementById('p').setAttribute('data-x', '1');
            """)
        #expect(try page.run("seen.join(',')") == "ErrorEvent|Error: observed|observed|true|true|true")
    }

    @Test func thePagesReportErrorFiresTheErrorEvent() throws {
        let page = try Page(Self.listening)
        #expect(try page.run("reportError(new Error('told')); seen.join(',')") == "ErrorEvent|Error: told|told|true|true|true")
        #expect(page.dom.scriptContext.uncaughtErrors.count == 1)
    }

    @Test func anInlineScriptsThrowIsReportedWithItsFileAndLine() throws {
        let page = try Page(
            """
            <script>
            var got;
            window.onerror = (message, file, line, column, error) => { got = [message, file, line, error].join('|'); };
            </script>
            <script>
            throw new Error('top level');
            </script>
            """, url: "https://shop.example/page.html")
        #expect(try page.run("got") == "Error: top level|https://shop.example/page.html|6|")
    }

    @Test func aSyntaxErrorInAScriptIsReportedWithASyntaxError() throws {
        let page = try Page(
            """
            <script>var got; addEventListener('error', e => { got = e.error instanceof SyntaxError && e.message.startsWith('SyntaxError'); });</script>
            <script>var x = ;</script>
            """)
        #expect(try page.run("String(got)") == "true")
    }

    @Test func aThrowInAnErrorListenerIsRecordedButNotReportedAgain() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var calls = 0;
                addEventListener('error', () => { calls++; throw new Error('from the error listener'); });
                document.getElementById('p').addEventListener('x', () => { throw new Error('first'); });
                document.getElementById('p').dispatchEvent(new Event('x')); String(calls)
                """) == "1")
        #expect(page.dom.scriptContext.uncaughtErrors.count == 2)
    }

    @Test func aNonErrorValueIsReportedAsItsString() throws {
        let page = try Page(Self.listening + "<p id=p></p>")
        _ = try page.run(
            """
            document.getElementById('p').addEventListener('x', () => { throw 42; });
            document.getElementById('p').dispatchEvent(new Event('x'));
            """)
        #expect(try page.run("seen.join(',')") == "ErrorEvent|42||true|true|true")
    }

    @Test func aBodyOnerrorAttributeGetsTheFiveValuesByName() throws {
        let page = try Page(
            """
            <body onerror="window.got = [event, typeof source, lineno > 0, error && error.message].join('|')">
            <p id=p></p>
            """)
        #expect(
            try page.run(
                """
                document.getElementById('p').addEventListener('x', () => { throw new Error('named'); });
                document.getElementById('p').dispatchEvent(new Event('x')); window.got
                """) == "Error: named|string|true|named")
    }
}
