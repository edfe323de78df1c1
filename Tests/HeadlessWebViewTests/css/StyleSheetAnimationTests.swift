import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// CSS animations and transitions declared in `<style>` sheets, started by what changes an element's
/// computed style (a class, an ancestor's class, an insertion, a sheet edit) and run on the virtual clock.
@MainActor
struct StyleSheetAnimationTests {
    /// `html` followed by a script logging every animation and transition event at the document with
    /// the virtual time: `type@ms:name:elapsed`.
    static func logged(_ html: String) -> WKWebView {
        WKWebView.loaded(
            html + """
                <script>
                var log = [];
                for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel',
                                    'transitionrun', 'transitionstart', 'transitionend', 'transitioncancel']) {
                  document.addEventListener(type, e => log.push(e.type + '@' + Math.round(performance.now()) + ':'
                    + (e.animationName || e.propertyName) + ':' + e.elapsedTime));
                }
                </script>
                """)
    }

    static let pulse = "<style>.pulse { animation: pulse 1s 2 } @keyframes pulse { 50% { opacity: 0.5 } }</style>"

    @Test func aSheetAnimationRunsFromTheLoadForItsIterations() async throws {
        let webView = Self.logged(Self.pulse + "<div class=pulse></div>")
        try webView.advance(by: .milliseconds(2000))
        #expect(
            try await webView.string("log.join(' ')")
                == "animationstart@0:pulse:0 animationiteration@1000:pulse:1 animationend@2000:pulse:2")
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
        try webView.advance(by: .milliseconds(1000))
        #expect(try await webView.string("log.join(' ')") == "animationstart@100:pulse:0 animationiteration@1100:pulse:1")
    }

    @Test func removingTheClassCancelsTheAnimation() async throws {
        let webView = Self.logged(Self.pulse + "<div id=d class=pulse></div>")
        try webView.advance(by: .milliseconds(300))
        _ = try await webView.evaluateJavaScript("d.className = ''")
        try webView.advance(by: .milliseconds(3000))
        #expect(try await webView.string("log.join(' ')") == "animationstart@0:pulse:0 animationcancel@300:pulse:0")
    }

    @Test func anInsertedElementStartsItsAnimation() async throws {
        let webView = Self.logged(Self.pulse)
        try webView.advance(by: .milliseconds(40))
        _ = try await webView.evaluateJavaScript(
            "const d = document.createElement('div'); d.className = 'pulse'; document.body.appendChild(d); 0")
        try webView.advance(by: .milliseconds(1000))
        #expect(try await webView.string("log.join(' ')") == "animationstart@40:pulse:0 animationiteration@1040:pulse:1")
    }

    @Test func aKeyframesRuleAddedLaterStartsTheAnimationItNames() async throws {
        let webView = Self.logged("<style>.a { animation: late 200ms }</style><div class=a></div>")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("document.styleSheets[0].insertRule('@keyframes late { to { opacity: 0 } }')")
        try webView.advance(by: .milliseconds(200))
        #expect(try await webView.string("log.join(' ')") == "animationstart@100:late:0 animationend@300:late:0.2")
    }

    @Test func displayNoneFromASheetCancelsTheAnimation() async throws {
        let webView = Self.logged(Self.pulse + "<style>.hide { display: none }</style><section id=s><div class=pulse></div></section>")
        try webView.advance(by: .milliseconds(10))
        _ = try await webView.evaluateJavaScript("s.classList.add('hide')")
        try webView.advance(by: .milliseconds(3000))
        #expect(try await webView.string("log.join(' ')") == "animationstart@0:pulse:0 animationcancel@10:pulse:0")
    }

    @Test func aClassChangeTransitionsTheChangedProperty() async throws {
        let webView = Self.logged(
            "<style>.box { opacity: 0; transition: opacity 200ms 50ms } .box.shown { opacity: 1 }</style><div id=d class=box></div>")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("d.classList.add('shown')")
        try webView.advance(by: .milliseconds(300))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@100:opacity:0 transitionstart@150:opacity:0 transitionend@350:opacity:0.2")
    }

    @Test func anAncestorsClassChangeTransitionsADescendant() async throws {
        let webView = Self.logged(
            "<style>.menu .item { transform: scale(0.5); transition: transform 100ms } .menu.open .item { transform: none }</style>"
                + "<nav id=n class=menu><a class=item>x</a></nav>")
        _ = try await webView.evaluateJavaScript("n.classList.add('open')")
        try webView.advance(by: .milliseconds(100))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:transform:0 transitionstart@0:transform:0 transitionend@100:transform:0.1")
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
        try webView.advance(by: .milliseconds(100))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:opacity:0 transitionstart@0:opacity:0 transitionend@100:opacity:0.1")
    }

    @Test func aDocumentWithoutSheetsStillTransitionsItsInlineStyle() async throws {
        let webView = Self.logged("<div id=d style='transition: opacity 100ms'></div>")
        _ = try await webView.evaluateJavaScript("d.style.opacity = '0.5'")
        try webView.advance(by: .milliseconds(100))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:opacity:0 transitionstart@0:opacity:0 transitionend@100:opacity:0.1")
    }

    @Test func aClassChangeInTheLoadListenerTransitionsFromTheParsedStyle() async throws {
        let webView = Self.logged(
            "<style>#d { transition: color 2s } .red { color: red } .blue { color: blue }</style><div id=d class=red></div>"
                + "<script>addEventListener('load', () => { d.className = 'blue'; });</script>")
        try webView.advance(by: .milliseconds(2000))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:color:0 transitionstart@0:color:0 transitionend@2000:color:2")
    }

    @Test func aPaddingChangeTransitionsEachChangedSide() async throws {
        let webView = Self.logged("<div id=d style='transition: padding 10ms; padding: 1px'></div>")
        _ = try await webView.evaluateJavaScript("d.style.padding = '10px 10px 1px 10px'")
        try webView.advance(by: .milliseconds(10))
        #expect(
            try await webView.string("log.filter(e => e.startsWith('transitionend')).sort().join(' ')")
                == "transitionend@10:padding-left:0.01 transitionend@10:padding-right:0.01 transitionend@10:padding-top:0.01")
    }

    @Test func aPropertyLeavingTransitionPropertyCancelsItsTransition() async throws {
        let webView = Self.logged("<div id=d style='transition: opacity 1s, color 1s'></div>")
        _ = try await webView.evaluateJavaScript("d.style.opacity = '0'")
        try webView.advance(by: .milliseconds(100))
        _ = try await webView.evaluateJavaScript("d.style.transitionProperty = 'color'")
        try webView.advance(by: .milliseconds(2000))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:opacity:0 transitionstart@0:opacity:0 transitioncancel@100:opacity:0")
    }

    @Test func aLayoutReadBetweenInsertionAndClassChangeLetsItTransition() async throws {
        let webView = Self.logged("<style>.banner { transform: translateY(100%); transition: transform 300ms } .open { transform: none }</style>")
        _ = try await webView.evaluateJavaScript(
            """
            const b = document.createElement('div'); b.className = 'banner'; document.body.appendChild(b);
            void b.offsetWidth;
            b.classList.add('open');
            """)
        try webView.advance(by: .milliseconds(300))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@0:transform:0 transitionstart@0:transform:0 transitionend@300:transform:0.3")
    }
}
