import HeadlessWebView
import Testing

/// `window.event`, `isTrusted` and the details of dispatch the DOM standard pins down.
struct WindowEventTests {
    @Test func windowEventIsTheEventWhileAListenerRuns() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var same; const e = new Event('x');
                document.getElementById('p').addEventListener('x', () => { same = window.event === e; });
                document.getElementById('p').dispatchEvent(e); String(same)
                """) == "true")
    }

    @Test func windowEventIsUndefinedOutsideDispatch() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                document.getElementById('p').addEventListener('x', () => {});
                document.getElementById('p').dispatchEvent(new Event('x')); typeof window.event
                """) == "undefined")
    }

    @Test func windowEventIsRestoredAfterANestedDispatch() throws {
        let page = try Page("<p id=a></p><p id=b></p>")
        #expect(
            try page.run(
                """
                var log = [];
                const a = document.getElementById('a'), b = document.getElementById('b');
                b.addEventListener('inner', () => log.push(event.type));
                a.addEventListener('outer', () => { b.dispatchEvent(new Event('inner')); log.push(event.type); });
                a.dispatchEvent(new Event('outer')); log.join(',')
                """) == "inner,outer")
    }

    @Test func windowEventIsSetBeforeHandleEventIsLookedUp() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var seen;
                document.getElementById('p').addEventListener('x', { get handleEvent() { seen = window.event && window.event.type; return () => {}; } });
                document.getElementById('p').dispatchEvent(new Event('x')); seen
                """) == "x")
    }

    @Test func isTrustedIsAnOwnUnforgeablePropertyWithOneGetter() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const a = Object.getOwnPropertyDescriptor(new Event('a'), 'isTrusted');
                const b = Object.getOwnPropertyDescriptor(new CustomEvent('b'), 'isTrusted');
                [typeof a.get, a.get === b.get, a.configurable, 'isTrusted' in Event.prototype].join(',')
                """) == "function,true,false,false")
    }

    @Test func aClickFromSwiftIsTrustedAndAScriptsEventIsNot() throws {
        let page = try Page("<button id=b></button>")
        _ = try page.run(
            """
            var log = [];
            document.getElementById('b').addEventListener('click', e => log.push(e.isTrusted));
            document.getElementById('b').dispatchEvent(new MouseEvent('click'));
            """)
        try page.dom.click(selector: "#b")
        #expect(try page.run("log.join(',')") == "false,true")
    }

    @Test func aNumberOrStringForOptionsIsTheCaptureFlag() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var phases = [];
                for (const option of [2.3, 'AAAA', 0, '', NaN]) {
                  const f = e => phases.push(e.eventPhase);
                  document.addEventListener('x', f, option);
                  document.getElementById('p').dispatchEvent(new Event('x', { bubbles: true }));
                  document.removeEventListener('x', f, option);
                }
                phases.join(',')
                """) == "1,1,3,3,3")
    }

    @Test func addEventListenerReadsPassiveEvenWithoutACallbackAndRemoveDoesNot() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                var reads = 0; const options = { get passive() { reads++; return false; } };
                const target = new EventTarget();
                target.addEventListener('x', null, options);
                target.removeEventListener('x', null, options); String(reads)
                """) == "1")
    }

    @Test func cancelBubbleSetBeforeDispatchRunsNoListener() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var calls = 0; const p = document.getElementById('p');
                p.addEventListener('x', () => calls++); p.addEventListener('x', () => calls++, true);
                window.addEventListener('x', () => calls++, true);
                const e = document.createEvent('Event'); e.initEvent('x', true, true); e.cancelBubble = true;
                p.dispatchEvent(e); String(calls)
                """) == "0")
    }

    @Test func stopPropagationInACaptureListenerAtTheTargetSkipsItsBubbleListeners() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var log = []; const p = document.getElementById('p');
                p.addEventListener('click', () => { log.push('capture'); event.stopPropagation(); }, { capture: true });
                p.addEventListener('click', () => log.push('bubble'));
                p.dispatchEvent(new MouseEvent('click', { bubbles: true })); log.join(',')
                """) == "capture")
    }

    @Test func initEventWithoutArgumentsThrows() throws {
        let page = try Page("")
        #expect(
            try page.run("try { document.createEvent('Event').initEvent(); 'no' } catch (e) { e.name }") == "TypeError")
    }

    @Test func initCustomEventDetailDefaultsToNull() throws {
        let page = try Page("")
        #expect(
            try page.run(
                "const e = document.createEvent('CustomEvent'); e.initCustomEvent('x', true, false); String(e.detail)") == "null")
    }

    @Test func initCustomEventWhileDispatchingChangesNothing() throws {
        let page = try Page("<p id=p></p>")
        #expect(
            try page.run(
                """
                var detail; const e = new CustomEvent('x', { detail: 1 });
                document.getElementById('p').addEventListener('x', () => { e.initCustomEvent('y', false, false, 2); detail = e.detail + e.type; });
                document.getElementById('p').dispatchEvent(e); detail
                """) == "1x")
    }

    @Test func aBodyOrElementOnerrorReturningFalseCancels() throws {
        let page = try Page("<img id=i>")
        #expect(
            try page.run(
                """
                const img = document.getElementById('i'); img.onerror = () => false;
                String(img.dispatchEvent(new Event('error', { cancelable: true })))
                """) == "false")
    }

    @Test func aNullSignalIsATypeError() throws {
        let page = try Page("")
        #expect(
            try page.run("try { new EventTarget().addEventListener('x', () => {}, { signal: null }); 'added' } catch (e) { e.name }")
                == "TypeError")
    }

    @Test func aUIEventsViewMustBeAWindow() throws {
        let page = try Page("")
        #expect(
            try page.run(
                "try { new UIEvent('x', { view: 7 }); 'made' } catch (e) { e.name + ',' + (new UIEvent('x', { view: window }).view === window) }"
            ) == "TypeError,true")
    }

    @Test func domContentLoadedIsTrusted() throws {
        let page = try Page("<script>var trusted; document.addEventListener('DOMContentLoaded', e => { trusted = e.isTrusted; });</script>")
        #expect(try page.run("String(trusted)") == "true")
    }
}
