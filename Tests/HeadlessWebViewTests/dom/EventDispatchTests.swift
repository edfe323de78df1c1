import HeadlessWebView
import Testing

/// Dispatch as the DOM spec writes it.
struct EventDispatchTests {
    static let tree = "<div id=outer><p id=inner><span id=target>x</span></p></div>"

    @Test func captureThenTargetThenBubbleInPathOrder() throws {
        let page = try Page(Self.tree)
        let order = try page.run(
            """
            var log = [];
            for (const id of ['outer', 'inner', 'target']) {
              const el = document.getElementById(id);
              el.addEventListener('click', e => log.push(id + ':bubble:' + e.eventPhase));
              el.addEventListener('click', e => log.push(id + ':capture:' + e.eventPhase), true);
            }
            document.addEventListener('click', () => log.push('document:capture'), true);
            window.addEventListener('click', () => log.push('window:bubble'));
            document.getElementById('target').dispatchEvent(new MouseEvent('click', { bubbles: true }));
            log.join(' ')
            """)
        #expect(
            order
                == "document:capture outer:capture:1 inner:capture:1 target:capture:2 target:bubble:2 inner:bubble:3 outer:bubble:3 window:bubble"
        )
    }

    @Test func atTheTargetCaptureListenersRunFirstWhateverTheOrderAdded() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var log = []; const t = document.getElementById('target');
                t.addEventListener('click', () => log.push('bubble'));
                t.addEventListener('click', () => log.push('capture'), { capture: true });
                t.click(); log.join(',')
                """) == "capture,bubble")
    }

    @Test func stopPropagationFinishesTheCurrentTargetsListeners() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var log = []; const inner = document.getElementById('inner');
                inner.addEventListener('click', e => { log.push('a'); e.stopPropagation(); });
                inner.addEventListener('click', () => log.push('b'));
                document.getElementById('outer').addEventListener('click', () => log.push('outer'));
                document.getElementById('target').click(); log.join(',')
                """) == "a,b")
    }

    @Test func stopImmediatePropagationSkipsTheRemainingListeners() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var log = []; const t = document.getElementById('target');
                t.addEventListener('click', e => { log.push('a'); e.stopImmediatePropagation(); });
                t.addEventListener('click', () => log.push('b'));
                t.click(); log.join(',')
                """) == "a")
    }

    @Test func preventDefaultNeedsCancelable() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                const t = document.getElementById('target');
                t.addEventListener('x', e => e.preventDefault());
                [t.dispatchEvent(new Event('x', { cancelable: true })), t.dispatchEvent(new Event('x'))].join(',')
                """) == "false,true")
    }

    @Test func preventDefaultInAPassiveListenerIsIgnored() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                const t = document.getElementById('target');
                t.addEventListener('touchstart', e => e.preventDefault(), { passive: true });
                const e = new Event('touchstart', { cancelable: true }); t.dispatchEvent(e); e.defaultPrevented
                """) == "false")
    }

    @Test func onceListenersRunOnce() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var n = 0; const t = document.getElementById('target');
                t.addEventListener('click', () => n++, { once: true });
                t.click(); t.click(); n
                """) == "1")
    }

    @Test func anAbortedSignalRemovesTheListener() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var n = 0; const c = new AbortController(); const t = document.getElementById('target');
                t.addEventListener('click', () => n++, { signal: c.signal });
                t.click(); c.abort(); t.click(); n
                """) == "1")
    }

    @Test func handleEventObjectsAreCalled() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var got = ''; document.getElementById('target').addEventListener('click', { handleEvent(e) { got = e.type; } });
                document.getElementById('target').click(); got
                """) == "click")
    }

    @Test func aThrowingListenerIsReportedAndTheOthersStillRun() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var log = []; const t = document.getElementById('target');
                t.addEventListener('click', () => { throw new Error('boom'); });
                t.addEventListener('click', () => log.push('after'));
                t.click(); log.join(',')
                """) == "after")
        #expect(page.dom.scriptContext.consoleRecords.contains { $0.level == .error && $0.message.contains("boom") })
    }

    @Test func inlineHandlerAttributeReturningFalseCancels() throws {
        let page = try Page("<a id=a href='/x' onclick=\"window.seen = event.type; return false\">x</a>")
        #expect(
            try page.run(
                "const e = new MouseEvent('click', { cancelable: true, bubbles: true }); document.getElementById('a').dispatchEvent(e); [seen, e.defaultPrevented].join(',')"
            ) == "click,true")
    }

    @Test func handlerPropertiesReplaceTheAttributeHandlerInItsPlace() throws {
        let page = try Page("<button id=b onclick=\"log.push('attribute')\">b</button><script>var log = []</script>")
        #expect(
            try page.run(
                """
                const b = document.getElementById('b');
                b.addEventListener('click', () => log.push('listener'));
                b.onclick = () => log.push('property');
                b.click(); log.join(',')
                """) == "property,listener")
    }

    @Test func composedPathListsTheTargetUpToWindow() throws {
        let page = try Page(Self.tree)
        #expect(
            try page.run(
                """
                var path; document.getElementById('target').addEventListener('click', e => path = e.composedPath().map(n => n.nodeName || 'window'));
                document.getElementById('target').click(); path.join(' ')
                """) == "SPAN P DIV BODY HTML #document window")
    }

    @Test func aCancelledCheckboxClickRestoresTheCheckedState() throws {
        let page = try Page("<input type=checkbox id=c>")
        #expect(
            try page.run(
                """
                const c = document.getElementById('c'); var during;
                c.addEventListener('click', e => { during = c.checked; e.preventDefault(); });
                c.click(); [during, c.checked].join(',')
                """) == "true,false")
    }
}
