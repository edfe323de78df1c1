import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// CSS animations and transitions declared in `<style>` sheets, started by what changes an element's
/// computed style (a class, an ancestor's class, an insertion, a sheet edit) and run on the virtual clock.
@MainActor
struct StyleSheetAnimationTests {
    /// `html` followed by a script logging every animation and transition event at the document with
    /// the virtual time: `type@ms:name:elapsed`. Frame n falls at n × 1000/60 ms and runs at the next whole
    /// millisecond (frame 1 at 17, 2 at 34, 7 at 117, 19 at 317); a style change starts its animation at
    /// the next frame's time and an event due at t fires on the first frame at or after t.
    static func logged(_ html: String) -> WKWebView {
        WKWebView.loaded(
            html + """
                <script>
                var log = [];
                for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel',
                                    'transitionrun', 'transitionstart', 'transitionend', 'transitioncancel']) {
                  document.addEventListener(type, e => log.push(e.type + '@' + Math.round(performance.now()) + ':'
                    + (e.animationName || e.propertyName) + ':' + +e.elapsedTime.toFixed(6)));
                }
                </script>
                """)
    }

    static let pulse = "<style>.pulse { animation: pulse 1s 2 } @keyframes pulse { 50% { opacity: 0.5 } }</style>"

    @Test func aSheetAnimationRunsFromTheLoadForItsIterations() async throws {
        let webView = Self.logged(Self.pulse + "<div class=pulse></div>")
        // Start time 16.7 (frame 1); + 1000 and + 2000 are frames 61 and 121, run at 1017 and 2017.
        try webView.advance(by: .milliseconds(2017))
        #expect(
            try await webView.string("log.join(' ')")
                == "animationstart@17:pulse:0 animationiteration@1017:pulse:1 animationend@2017:pulse:2")
    }

    /// The rules that declare transitions are found by an element's id, classes and type, as the
    /// cascade's are, and the universal ones for every element: each rule starts its own elements'
    /// transitions, and an element none of them matches starts none.
    @Test func aTransitionStartsFromTheRuleItsIdClassOrTypeFinds() async throws {
        let webView = WKWebView.loaded(
            """
            <style>#byId, .second.card, section, [data-t] { transition: opacity 100ms }</style>
            <div id=byId></div><div id=both class="card second"></div><section id=byType></section>
            <p id=byAttribute data-t></p><div id=none class=card></div>
            <script>
            var ran = [];
            document.addEventListener('transitionrun', e => ran.push(e.target.id));
            </script>
            """)
        try webView.advance(by: .milliseconds(50))
        _ = try await webView.evaluateJavaScript(
            "for (const id of ['byId', 'both', 'byType', 'byAttribute', 'none']) document.getElementById(id).style.opacity = '0.5'; 0")
        try webView.advance(by: .milliseconds(50))
        #expect(try await webView.string("ran.sort().join(' ')") == "both byAttribute byId byType")
    }

    /// An element with no box (`display: none` on it or on an ancestor) keeps no style to transition
    /// from: shown again with a new value, it starts no transition, even when its style was read while
    /// hidden (WebKitGTK 2.50 runs only the shown element's).
    @Test func anElementShownAgainStartsNoTransitionFromItsHiddenStyle() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.box { opacity: 0.2; transition: opacity 100ms } .open .box, .box.on { opacity: 1 } .hidden { display: none }</style>
            <div id=c class=hidden><div class=box id=inside></div></div>
            <div id=itself class="box hidden"></div><div id=shown class=box></div>
            <script>
            var ran = [];
            document.addEventListener('transitionrun', e => ran.push(e.target.id + ':' + e.propertyName));
            </script>
            """)
        _ = try await webView.evaluateJavaScript(
            "document.body.offsetWidth; getComputedStyle(document.getElementById('inside')).opacity; 0")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript(
            """
            document.getElementById('c').className = 'open';
            document.getElementById('itself').className = 'box on';
            document.getElementById('shown').className = 'box on'; 0
            """)
        try webView.advance(by: .milliseconds(300))
        #expect(try await webView.string("ran.sort().join(' ')") == "shown:opacity")
    }

    @Test func anAnimationWhoseNameHasNoKeyframesRunsNothing() async throws {
        let webView = Self.logged("<style>.a { animation: nowhere 100ms }</style><div class=a style='animation: inline 100ms'></div>")
        try webView.advance(by: .milliseconds(500))
        #expect(try await webView.string("String(log.length)") == "0")
    }

    @Test func addingAClassStartsTheAnimation() async throws {
        let webView = Self.logged(Self.pulse + "<div id=d></div>")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("d.classList.add('pulse')")
        // Added at 100 (frame 6's time): starts on frame 7 (116.7, run at 117); + 1000 is frame 67 (1117).
        try webView.advance(by: .milliseconds(1017))
        #expect(
            try await webView.string("log.join(' ')") == "animationstart@117:pulse:0 animationiteration@1117:pulse:1")
    }

    @Test func removingTheClassCancelsTheAnimation() async throws {
        let webView = Self.logged(Self.pulse + "<div id=d class=pulse></div>")
        try webView.advance(by: .milliseconds(300))
        _ = try await webView.evaluateJavaScript("d.className = ''")
        try webView.advance(by: .milliseconds(3000))
        // Removed at 300: cancelled on frame 19 (316.7, run at 317), active for 300 - 16.67 ms.
        #expect(
            try await webView.string("log.join(' ')") == "animationstart@17:pulse:0 animationcancel@317:pulse:0.283333")
    }

    @Test func anInsertedElementStartsItsAnimation() async throws {
        let webView = Self.logged(Self.pulse)
        try webView.advance(by: .milliseconds(40))
        _ = try await webView.evaluateJavaScript(
            "const d = document.createElement('div'); d.className = 'pulse'; document.body.appendChild(d); 0")
        // Inserted at 40: starts on frame 3 (50); + 1000 is frame 63 (1050).
        try webView.advance(by: .milliseconds(1010))
        #expect(
            try await webView.string("log.join(' ')") == "animationstart@50:pulse:0 animationiteration@1050:pulse:1")
    }

    @Test func aKeyframesRuleAddedLaterStartsTheAnimationItNames() async throws {
        let webView = Self.logged("<style>.a { animation: late 200ms }</style><div class=a></div>")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("document.styleSheets[0].insertRule('@keyframes late { to { opacity: 0 } }')")
        // Starts on frame 7 (116.7, run at 117); + 200 is frame 19 (317).
        try webView.advance(by: .milliseconds(217))
        #expect(try await webView.string("log.join(' ')") == "animationstart@117:late:0 animationend@317:late:0.2")
    }

    @Test func displayNoneFromASheetCancelsTheAnimation() async throws {
        let webView = Self.logged(Self.pulse + "<style>.hide { display: none }</style><section id=s><div class=pulse></div></section>")
        // Started on frame 1 (17); hidden at 20, cancelled on frame 2 (34), active for 20 - 16.67 ms.
        try webView.advance(by: .milliseconds(20))
        _ = try await webView.evaluateJavaScript("s.classList.add('hide')")
        try webView.advance(by: .milliseconds(3000))
        #expect(
            try await webView.string("log.join(' ')") == "animationstart@17:pulse:0 animationcancel@34:pulse:0.003333")
    }

    @Test func aClassChangeTransitionsTheChangedProperty() async throws {
        let webView = Self.logged(
            "<style>.box { opacity: 0; transition: opacity 200ms 50ms } .box.shown { opacity: 1 }</style><div id=d class=box></div>")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("d.classList.add('shown')")
        try webView.advance(by: .milliseconds(300))
        #expect(
            try await webView.string("log.join(' ')")
                // Runs on frame 7 (116.7); + 50 is frame 10 (166.7); + 250 is frame 22 (366.7).
                == "transitionrun@117:opacity:0 transitionstart@167:opacity:0 transitionend@367:opacity:0.2")
    }

    @Test func anAncestorsClassChangeTransitionsADescendant() async throws {
        let webView = Self.logged(
            "<style>.menu .item { transform: scale(0.5); transition: transform 100ms } .menu.open .item { transform: none }</style>"
                + "<nav id=n class=menu><a class=item>x</a></nav>")
        _ = try await webView.evaluateJavaScript("n.classList.add('open')")
        // Runs on frame 1 (17), starts on frame 2 (34), as WebKit; 16.7 + 100 is frame 7 (117).
        try webView.advance(by: .milliseconds(117))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:transform:0 transitionstart@34:transform:0 transitionend@117:transform:0.1")
    }

    /// With sibling rules in the sheets, an attribute they test before a `+` starts the transition of
    /// the later sibling it reaches; one they do not test there starts the element's own.
    @Test func anAttributeChangeTransitionsTheLaterSiblingItsRulesReach() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.tile { opacity: 0.2; transition: opacity 100ms } [data-on] + .tile { opacity: 1 } .tile[data-self] { opacity: 0.6 }</style>
            <div id=first></div><div class=tile id=next></div><div class=tile id=own></div><div class=tile id=untouched></div>
            <script>
            var ran = [];
            document.addEventListener('transitionrun', e => ran.push(e.target.id + ':' + e.propertyName));
            </script>
            """)
        try webView.advance(by: .milliseconds(50))
        _ = try await webView.evaluateJavaScript(
            "document.getElementById('first').setAttribute('data-on', ''); document.getElementById('own').setAttribute('data-self', ''); 0")
        try webView.advance(by: .milliseconds(50))
        #expect(try await webView.string("ran.sort().join(' ')") == "next:opacity own:opacity")
    }

    @Test func anElementInsertedWithItsFinalClassDoesNotTransition() async throws {
        let webView = Self.logged("<style>.box { opacity: 0; transition: opacity 100ms } .box.shown { opacity: 1 }</style>")
        _ = try await webView.evaluateJavaScript(
            "const d = document.createElement('div'); d.className = 'box'; document.body.appendChild(d); d.classList.add('shown');")
        try webView.advance(by: .milliseconds(500))
        #expect(try await webView.string("String(log.length)") == "0")
    }

    @Test func readingTheComputedStyleBetweenInsertionAndClassChangeLetsItTransition() async throws {
        let webView = Self.logged("<style>.box { opacity: 0; transition: opacity 100ms } .box.shown { opacity: 1 }</style>")
        _ = try await webView.evaluateJavaScript(
            """
            const d = document.createElement('div'); d.className = 'box'; document.body.appendChild(d);
            getComputedStyle(d).opacity;
            d.classList.add('shown');
            """)
        // Runs on frame 1 (17), starts on frame 2 (34); 16.7 + 100 is frame 7 (117).
        try webView.advance(by: .milliseconds(117))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitionend@117:opacity:0.1")
    }

    @Test func aDocumentWithoutSheetsStillTransitionsItsInlineStyle() async throws {
        let webView = Self.logged("<div id=d style='transition: opacity 100ms'></div>")
        _ = try await webView.evaluateJavaScript("d.style.opacity = '0.5'")
        // Frames 1 (17), 2 (34) and 7 (117).
        try webView.advance(by: .milliseconds(117))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitionend@117:opacity:0.1")
    }

    @Test func aClassTransitionsWhatTheElementsOwnStyleNames() async throws {
        // The sheet declares no transition; the element's `style` attribute does (property names are ASCII
        // case-insensitive, as in WebKit), and keeps its text: a class changes the opacity it names.
        let webView = Self.logged("<style>.shown { opacity: 0.5 }</style><div id=d style='TRANSITION: opacity 100ms'></div>")
        _ = try await webView.evaluateJavaScript("d.className = 'shown'")
        try webView.advance(by: .milliseconds(117))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitionend@117:opacity:0.1")
    }

    @Test func aSheetWhoseTextGainsATransitionStartsIt() async throws {
        // A first page answers, for the VM, that this sheet's text declares nothing that animates; the second
        // page's sheet starts with that text and is edited to declare a transition, in capitals.
        let plain = "<style>.box { opacity: 0 } .box.shown { opacity: 1 }</style><div id=d class=box></div>"
        let first = Self.logged(plain)
        _ = try await first.evaluateJavaScript("d.classList.add('shown')")
        try first.advance(by: .milliseconds(200))
        #expect(try await first.string("String(log.length)") == "0")
        let second = Self.logged(plain)
        _ = try await second.evaluateJavaScript(
            "document.querySelector('style').firstChild.data += ' .box { TRANSITION: opacity 100ms }'; 0")
        try second.advance(by: .milliseconds(40))
        _ = try await second.evaluateJavaScript("d.classList.add('shown')")
        // Added at 40: run on frame 3 (50), its start on frame 4 (66.7, at 67), its end 100 ms after frame 3 (frame 9, 150).
        try second.advance(by: .milliseconds(110))
        #expect(
            try await second.string("log.join(' ')")
                == "transitionrun@50:opacity:0 transitionstart@67:opacity:0 transitionend@150:opacity:0.1")
    }

    @Test func aClassChangeInTheLoadListenerTransitionsFromTheParsedStyle() async throws {
        let webView = Self.logged(
            "<style>#d { transition: color 2s } .red { color: red } .blue { color: blue }</style><div id=d class=red></div>"
                + "<script>addEventListener('load', () => { d.className = 'blue'; });</script>")
        // Runs on frame 1 (17), starts on frame 2 (34); 16.7 + 2000 is frame 121 (2017).
        try webView.advance(by: .milliseconds(2017))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:color:0 transitionstart@34:color:0 transitionend@2017:color:2")
    }

    @Test func aPaddingChangeTransitionsEachChangedSide() async throws {
        let webView = Self.logged("<div id=d style='transition: padding 10ms; padding: 1px'></div>")
        _ = try await webView.evaluateJavaScript("d.style.padding = '10px 10px 1px 10px'")
        // 16.7 + 10 falls on frame 2 (34).
        try webView.advance(by: .milliseconds(34))
        #expect(
            try await webView.string("log.filter(e => e.startsWith('transitionend')).sort().join(' ')")
                == "transitionend@34:padding-left:0.01 transitionend@34:padding-right:0.01 "
                + "transitionend@34:padding-top:0.01")
    }

    @Test func aPropertyLeavingTransitionPropertyCancelsItsTransition() async throws {
        let webView = Self.logged("<div id=d style='transition: opacity 1s, color 1s'></div>")
        _ = try await webView.evaluateJavaScript("d.style.opacity = '0'")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("d.style.transitionProperty = 'color'")
        try webView.advance(by: .milliseconds(2000))
        #expect(
            try await webView.string("log.join(' ')")
                // Cancelled at 100, sent on frame 7 (117) with 100 - 16.67 ms of active time.
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitioncancel@117:opacity:0.083333")
    }

    @Test func aLayoutReadBetweenInsertionAndClassChangeLetsItTransition() async throws {
        let webView = Self.logged("<style>.banner { transform: translateY(100%); transition: transform 300ms } .open { transform: none }</style>")
        _ = try await webView.evaluateJavaScript(
            """
            const b = document.createElement('div'); b.className = 'banner'; document.body.appendChild(b);
            void b.offsetWidth;
            b.classList.add('open');
            """)
        // Runs on frame 1 (17), starts on frame 2 (34); 16.7 + 300 is frame 19 (317).
        try webView.advance(by: .milliseconds(317))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:transform:0 transitionstart@34:transform:0 transitionend@317:transform:0.3")
    }
}

/// Transitions an element's own `style` attribute declares, in a document whose sheets declare none,
/// started by a sheet's rule (a class, an inserted element's class), as WebKitGTK 2.50 runs them
/// (the fixture is in Scripts/webkit-differential).
@MainActor
struct InlineTransitionTests {
    @Test func aClassChangeRunsTheTransitionTheElementDeclaresAsInWebKit() async throws {
        let page = WKWebView.loaded(try Fixtures.text("actions/fidelity/inline-transition.html"))
        _ = try await page.evaluateJavaScript("document.getElementById('start').click(); 0")
        try page.advance(by: .milliseconds(300))
        let answer = try await page.evaluateJavaScript("document.getElementById('answers').getAttribute('href')") as? String
        let webKit = [
            "a:transitionend:opacity", "a:transitionrun:opacity", "b:transitionend:width", "b:transitionrun:width",
            "c:transitionend:opacity", "c:transitionrun:opacity",
        ]
        #expect(answer == "#" + webKit.joined(separator: ";") + "|0.1s,width,80px")
    }
}
