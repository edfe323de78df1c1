import HeadlessWebView
import ScriptEngine
import Testing

/// CSS animations and transitions declared in inline style, run on the virtual clock.
struct CSSAnimationEventTests {
    /// A page logging every animation and transition event at `#box` with the virtual time; its sheet
    /// defines the keyframes the tests name (an animation without keyframes runs nothing, as in WebKit).
    static let logging = """
        <style>@keyframes pulse {} @keyframes spin {} @keyframes blink {} @keyframes fade {}</style>
        <div id=box></div>
        <script>
        var log = [];
        for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel',
                            'transitionrun', 'transitionstart', 'transitionend', 'transitioncancel']) {
          document.getElementById('box').addEventListener(type, e =>
            log.push(e.type + '@' + Math.round(performance.now()) + ':' + (e.animationName || e.propertyName) + ':'
              + +e.elapsedTime.toFixed(6)));
        }
        </script>
        """

    func page() throws -> Page { try Page(Self.logging) }

    /// Frame n falls at n × 1000/60 ms and runs in a timer at the next whole millisecond, which the log shows:
    /// frames 1, 2, 3, 6, 7, 13, 19, 25 run at 17, 34, 50, 100, 117, 217, 317, 417. A style change starts its
    /// animation at the next frame's time; an event due at t fires on the first frame at or after t.

    func advance(_ page: Page, _ milliseconds: Int) throws {
        try page.dom.scriptContext.advance(by: .milliseconds(milliseconds))
    }

    @Test func anAnimationStartsAndEndsAfterItsDuration() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'pulse 200ms';")
        // Starts on frame 1 (16.7 ms); ends on the first frame at or after 16.7 + 200: frame 13 (216.7), run at 217.
        try advance(page, 216)
        #expect(try page.run("log.join(' ')") == "animationstart@17:pulse:0")
        try advance(page, 1)
        #expect(try page.run("log.join(' ')") == "animationstart@17:pulse:0 animationend@217:pulse:0.2")
    }

    @Test func iterationsFireBetweenStartAndEndAfterTheDelay() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').setAttribute('style', 'animation: spin 1s linear 500ms 3');")
        try advance(page, 4000)
        #expect(
            try page.run("log.join(' ')")
                // Start time 16.7; 16.7 + 500, + 1500, + 2500, + 3500 are frames 31, 91, 151, 211,
                // run at the next whole ms.
                == "animationstart@517:spin:0 animationiteration@1517:spin:1 animationiteration@2517:spin:2 "
                + "animationend@3517:spin:3")
    }

    @Test func anInfiniteAnimationIteratesAndNeverEnds() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'blink 100ms infinite';")
        try advance(page, 350)
        #expect(
            try page.run("log.join(' ')")
                // Start time 16.7, then every 100 ms: frames 1, 7, 13, 19 (17, 117, 217, 317); frame 25 (417)
                // is past 350.
                == "animationstart@17:blink:0 animationiteration@117:blink:0.1 animationiteration@217:blink:0.2 "
                + "animationiteration@317:blink:0.3")
    }

    @Test func longhandsDeclareAnAnimationToo() throws {
        let page = try page()
        _ = try page.run(
            "document.getElementById('box').setAttribute('style', 'animation-name: fade; animation-duration: 0.1s');")
        // Frame 1 (17) and 16.7 + 100 = frame 7 (117).
        try advance(page, 117)
        #expect(try page.run("log.join(' ')") == "animationstart@17:fade:0 animationend@117:fade:0.1")
    }

    @Test func removingTheAnimationCancelsItAndFiresNoEnd() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'pulse 1s';")
        // Started on frame 1 (17); removed at 20, cancelled on frame 2 (34) with its active time then, 20 - 16.67 ms.
        try advance(page, 20)
        _ = try page.run("document.getElementById('box').style.animation = '';")
        try advance(page, 2000)
        #expect(try page.run("log.join(' ')") == "animationstart@17:pulse:0 animationcancel@34:pulse:0.003333")
    }

    @Test func aTransitionedPropertyChangeRunsStartsAndEnds() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.transition = 'opacity 300ms 100ms';")
        _ = try page.run("document.getElementById('box').style.opacity = '0.5';")
        // Runs on frame 1 (17); starts at 16.7 + 100 = frame 7 (117); ends at 16.7 + 400 = frame 25 (417).
        try advance(page, 417)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@117:opacity:0 transitionend@417:opacity:0.3")
    }

    @Test func aPropertyNotTransitionedFiresNothing() throws {
        let page = try page()
        _ = try page.run(
            "const s = document.getElementById('box').style; s.transition = 'opacity 300ms'; s.width = '10px';")
        try advance(page, 1000)
        #expect(try page.run("log.length") == "0")
    }

    @Test func aDetachedElementRunsNoAnimation() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                var fired = 0; const d = document.createElement('div');
                d.addEventListener('animationstart', () => fired++);
                d.style.animation = 'pulse 10ms'; String(fired)
                """) == "0")
        try advance(page, 100)
        #expect(try page.run("String(fired)") == "0")
    }

    @Test func theWebkitPrefixedHandlerGetsATrustedAnimationEndNoOneElseTakes() throws {
        let page = try Page("<style>@keyframes pulse { to { opacity: 0 } }</style><div id=box></div>")
        _ = try page.run(
            """
            var got = [];
            const box = document.getElementById('box');
            box.onwebkitanimationend = e => got.push(e.type + ':' + e.animationName);
            box.style.animation = 'pulse 10ms';
            """)
        // 16.7 + 10 ms falls on frame 2, run at 34.
        try advance(page, 34)
        #expect(try page.run("got.join(',')") == "webkitAnimationEnd:pulse")
    }

    @Test func anUntrustedAnimationEndDoesNotReachThePrefixedHandler() throws {
        let page = try Page("<div id=box></div>")
        #expect(
            try page.run(
                """
                var got = 0; const box = document.getElementById('box');
                box.onwebkitanimationend = () => got++;
                box.dispatchEvent(new AnimationEvent('animationend')); String(got)
                """) == "0")
    }

    @Test func prefixedAndUnprefixedHandlersAreSeparate() throws {
        let page = try Page("<div id=box></div>")
        #expect(
            try page.run(
                """
                const box = document.getElementById('box'); box.onanimationend = () => {};
                [box.onwebkitanimationend === null, 'onwebkittransitionend' in window].join(',')
                """) == "true,true")
    }

    @Test func changesInOneTaskAreOneStyleChangeSoAValueSetBeforeItsTransitionTransitions() throws {
        let page = try page()
        _ = try page.run(
            "const s = document.getElementById('box').style; s.color = 'green'; s.transition = 'color 30ms';")
        // Runs on frame 1 (17), starts on frame 2 (34), as WebKit; 16.7 + 30 = 46.7 falls on frame 3 (50).
        try advance(page, 50)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@17:color:0 transitionstart@34:color:0 transitionend@50:color:0.03")
    }

    @Test func anElementStyledBeforeItIsInsertedDoesNotTransition() throws {
        let page = try Page("<script>var fired = 0;</script>")
        _ = try page.run(
            """
            const d = document.createElement('div'); d.addEventListener('transitionrun', () => fired++);
            d.style.transition = 'opacity 10ms'; d.style.opacity = '0'; document.body.appendChild(d); undefined;
            """)
        try advance(page, 50)
        #expect(try page.run("String(fired)") == "0")
    }
}
