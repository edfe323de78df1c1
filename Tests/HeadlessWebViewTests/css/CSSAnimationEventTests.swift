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
            log.push(e.type + '@' + Math.round(performance.now()) + ':' + (e.animationName || e.propertyName) + ':' + e.elapsedTime));
        }
        </script>
        """

    func page() throws -> Page { try Page(Self.logging) }

    func advance(_ page: Page, _ milliseconds: Int) throws {
        try page.dom.scriptContext.advance(by: .milliseconds(milliseconds))
    }

    @Test func anAnimationStartsAndEndsAfterItsDuration() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'pulse 200ms';")
        try advance(page, 199)
        #expect(try page.run("log.join(' ')") == "animationstart@0:pulse:0")
        try advance(page, 1)
        #expect(try page.run("log.join(' ')") == "animationstart@0:pulse:0 animationend@200:pulse:0.2")
    }

    @Test func iterationsFireBetweenStartAndEndAfterTheDelay() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').setAttribute('style', 'animation: spin 1s linear 500ms 3');")
        try advance(page, 4000)
        #expect(
            try page.run("log.join(' ')")
                == "animationstart@500:spin:0 animationiteration@1500:spin:1 animationiteration@2500:spin:2 animationend@3500:spin:3")
    }

    @Test func anInfiniteAnimationIteratesAndNeverEnds() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'blink 100ms infinite';")
        try advance(page, 350)
        #expect(
            try page.run("log.join(' ')")
                == "animationstart@0:blink:0 animationiteration@100:blink:0.1 animationiteration@200:blink:0.2 animationiteration@300:blink:0.3")
    }

    @Test func longhandsDeclareAnAnimationToo() throws {
        let page = try page()
        _ = try page.run(
            "document.getElementById('box').setAttribute('style', 'animation-name: fade; animation-duration: 0.1s');")
        try advance(page, 100)
        #expect(try page.run("log.join(' ')") == "animationstart@0:fade:0 animationend@100:fade:0.1")
    }

    @Test func removingTheAnimationCancelsItAndFiresNoEnd() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.animation = 'pulse 1s';")
        try advance(page, 10)
        _ = try page.run("document.getElementById('box').style.animation = '';")
        try advance(page, 2000)
        #expect(try page.run("log.join(' ')") == "animationstart@0:pulse:0 animationcancel@10:pulse:0")
    }

    @Test func aTransitionedPropertyChangeRunsStartsAndEnds() throws {
        let page = try page()
        _ = try page.run("document.getElementById('box').style.transition = 'opacity 300ms 100ms';")
        _ = try page.run("document.getElementById('box').style.opacity = '0.5';")
        try advance(page, 400)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@0:opacity:0 transitionstart@100:opacity:0 transitionend@400:opacity:0.3")
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
        try advance(page, 10)
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
        try advance(page, 30)
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun@0:color:0 transitionstart@0:color:0 transitionend@30:color:0.03")
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
