import HeadlessWebView
import ScriptEngine
import Testing

/// CSS animations and transitions step on the 60 Hz animation frames, as in WebKit: a new one starts at the
/// next frame's time, and its events are sent in that frame's "update animations and send events" step,
/// before the requestAnimationFrame callbacks, transition events before animation events.
struct CSSAnimationFrameTests {
    /// A 300 ms transition and a 300 ms animation set in one task at 0, and a requestAnimationFrame loop that
    /// logs each frame's time after the events that frame sent.
    static let page = """
        <style>@keyframes pulse { to { opacity: 0 } }</style>
        <div id=box></div>
        <script>
        var log = [];
        const box = document.getElementById('box');
        for (const type of ['animationstart', 'animationend', 'transitionrun', 'transitionstart', 'transitionend'])
          box.addEventListener(type, e => log.push(e.type + ':' + e.elapsedTime));
        function frame(t) {
          if (log.length !== 0 && !log[log.length - 1].startsWith('frame')) log.push('frame@' + t.toFixed(3));
          if (t < 400) requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
        </script>
        """

    @Test func aTransitionAndAnAnimationSendTheirEventsInTheFrameBeforeItsCallbacks() throws {
        let page = try Page(Self.page)
        _ = try page.run(
            "box.style.transition = 'opacity 300ms'; box.style.opacity = '0'; box.style.animation = 'pulse 300ms';")
        try page.dom.scriptContext.advance(by: .milliseconds(500))
        // Both start at frame 1's time (1000/60 = 16.667 ms): `transitionrun` and `animationstart` come in frame 1,
        // before its callback; `transitionstart` in frame 2, as WebKit sends it. Both end at 16.667 + 300 = 316.667,
        // frame 19's time exactly, so in frame 19 (not at 300 ms). In a frame the transition's events come first
        // (WebKit's compareAnimationEventsByCompositeOrder); elapsedTime is the declared interval, not the lateness.
        // WebKitGTK 2.50 under WebDriver logs the same sequence, in frames 1, 2 and 19 or 20 (its frames run
        // on the real clock).
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun:0 animationstart:0 frame@16.667 transitionstart:0 frame@33.333 "
                + "transitionend:0.3 animationend:0.3 frame@316.667")
    }

    @Test func aTransitionWithANegativeDelayStartsOnItsSecondFrameAtItsInterval() throws {
        let page = try Page(Self.page)
        _ = try page.run("box.style.transition = 'opacity 290ms -90ms'; box.style.opacity = '0';")
        try page.dom.scriptContext.advance(by: .milliseconds(500))
        // Start time 16.667 (frame 1), 90 ms already past: `transitionrun` and, a frame later, `transitionstart`
        // carry 0.09 s; it ends at 16.667 - 90 + 290 = 216.667, frame 13's time. WebKitGTK 2.50 logged the same
        // events with the same elapsedTime, in frames 1, 2 and 14 (there, an event due exactly on a frame's time
        // may come a frame late).
        #expect(
            try page.run("log.join(' ')")
                == "transitionrun:0.09 frame@16.667 transitionstart:0.09 frame@33.333 transitionend:0.29 frame@216.667")
    }

    @Test func aRunningTransitionHoldsOneTimerForTheFrameOfItsNextEvent() throws {
        let page = try Page("<div id=box style='transition: opacity 300ms'></div>")
        let context = page.dom.scriptContext
        _ = try page.run(
            "var ended = 0; box.addEventListener('transitionend', () => ended++); box.style.opacity = '0';")
        // Pending: frame 1 (16.7 ms) gives it its start time.
        #expect(context.pendingTimerCount == 1)
        try context.advance(by: .milliseconds(17))
        // Frame 2 (33.3 ms, run at 34) sends `transitionstart`.
        #expect(context.nextTimerDue == .milliseconds(34))
        try context.advance(by: .milliseconds(17))
        // Frames 3 to 18 send nothing: the one timer is frame 19's (316.7 ms, run at 317).
        #expect(context.pendingTimerCount == 1)
        #expect(context.nextTimerDue == .milliseconds(317))
        try context.advance(by: .milliseconds(283))
        #expect(try page.run("String(ended)") == "1")
        #expect(context.pendingTimerCount == 0)
    }

    @Test func aPageThatAnimatesNothingHasNoFrameTimer() throws {
        let page = try Page("<style>.a { color: red }</style><div id=box class=a></div>")
        _ = try page.run("box.className = ''; box.style.opacity = '0.5';")
        #expect(page.dom.scriptContext.pendingTimerCount == 0)
    }
}
