import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `<style>` sheets parsed into rules (the CSSOM a page reads and edits) and getComputedStyle's
/// cascade over them: origin, `!important`, specificity and order, the inline style, inheritance.
@MainActor
struct StyleSheetCascadeTests {
    @Test func aStyleElementIsParsedIntoStyleRules() async throws {
        let webView = WKWebView.loaded("<style>.a { color: red; margin: 0 } p, .b { opacity: 0.5 }</style>")
        #expect(
            try await webView.string(
                """
                const rules = document.styleSheets[0].cssRules;
                [document.styleSheets.length, rules.length, rules[0].selectorText, rules[0].style.color,
                 rules[1].selectorText, rules[1].type, rules[0].cssText].join('|')
                """) == "1|2|.a|red|p, .b|1|.a { color: red; margin: 0; }")
    }

    @Test func theCSSOMInterfacesAreTheWindowsOwn() async throws {
        let webView = WKWebView.loaded("<style>@media screen { .a { color: red } } @keyframes k { to { opacity: 0 } } .b {}</style>")
        #expect(
            try await webView.string(
                """
                const sheet = document.querySelector('style').sheet, rules = sheet.cssRules;
                [sheet instanceof CSSStyleSheet, document.styleSheets instanceof StyleSheetList, rules instanceof CSSRuleList,
                 rules[0] instanceof CSSMediaRule, rules[0].cssRules[0] instanceof CSSStyleRule, rules[1] instanceof CSSKeyframesRule,
                 rules[1].name, rules[1].type, rules[0].media.mediaText, sheet.ownerNode === document.querySelector('style'),
                 Object.prototype.toString.call(rules[0]), String(sheet)].join(' ')
                """) == "true true true true true true k 7 screen true [object CSSMediaRule] [object CSSStyleSheet]")
    }

    @Test func otherAtRulesAndInvalidSelectorsAreDropped() async throws {
        let webView = WKWebView.loaded(
            "<style>@import url(x.css); @font-face { font-family: x } @supports (display: grid) { .s { color: red } } a:::b { color: red } .kept { color: blue }</style>")
        #expect(
            try await webView.string("const r = document.styleSheets[0].cssRules; r.length + ' ' + r[0].selectorText") == "1 .kept")
    }

    @Test func aMediaRuleAppliesWhenItsQueryMatchesThePhone() async throws {
        let webView = WKWebView.loaded(
            """
            <style>@media (max-width: 500px) { p { color: blue } } @media (min-width: 1000px) { p { color: green } }</style><p id=p>x</p>
            """)
        #expect(try await webView.string("getComputedStyle(p).color") == "rgb(0, 0, 255)")
    }

    @Test func specificityThenOrderDecideBetweenRules() async throws {
        let webView = WKWebView.loaded(
            """
            <style>#p { color: red } .a { color: blue } .b { opacity: 0.2 } .a { opacity: 0.7 } p { font-size: 20px }</style>
            <p id=p class="a b">x</p>
            """)
        #expect(
            try await webView.string("const s = getComputedStyle(p); [s.color, s.opacity, s.fontSize].join(' ')")
                == "rgb(255, 0, 0) 0.7 20px")
    }

    @Test func importantSheetDeclarationsBeatInlineOnesAndInlineImportantBeatsThem() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.a { color: red !important; opacity: 0.5 !important }</style>
            <p id=p class=a style="color: blue; opacity: 0.1 !important">x</p>
            """)
        #expect(try await webView.string("const s = getComputedStyle(p); s.color + ' ' + s.opacity") == "rgb(255, 0, 0) 0.1")
    }

    @Test func inheritedPropertiesComeFromTheParentAndOthersDoNot() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.card { color: green; opacity: 0.5; --brand: teal } .own { color: inherit }</style>
            <div class=card><p id=p><span id=s class=own>x</span></p></div>
            """)
        #expect(
            try await webView.string(
                "[getComputedStyle(p).color, getComputedStyle(p).opacity, getComputedStyle(s).color, getComputedStyle(s).getPropertyValue('--brand')].join(' ')")
                == "rgb(0, 128, 0) 1 rgb(0, 128, 0) teal")
    }

    @Test func displayNoneFromASheetIsSeenByTheVisibilityCheck() async throws {
        let webView = WKWebView.loaded(
            """
            <style>.gone { display: none }</style><div class=gone><button id=b>buy</button></div>
            <script>
            var seen = 'none';
            new IntersectionObserver((entries) => { seen = String(entries[0].isIntersecting); }).observe(b);
            </script>
            """)
        try webView.advance(by: .milliseconds(50))
        #expect(try await webView.string("getComputedStyle(b.parentNode).display + ' ' + seen") == "none false")
    }

    @Test func theComputedStyleIsLiveAcrossClassChanges() async throws {
        let webView = WKWebView.loaded("<style>.on { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                "const s = getComputedStyle(p); const before = s.color; p.classList.add('on'); before + ' ' + s.color")
                == "rgb(0, 0, 0) rgb(255, 0, 0)")
    }

    @Test func insertRuleAndDeleteRuleChangeWhatApplies() async throws {
        let webView = WKWebView.loaded("<style>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                """
                const sheet = document.styleSheets[0];
                sheet.insertRule('#p { color: blue }', 1);
                const inserted = getComputedStyle(p).color;
                sheet.deleteRule(1);
                let error = '';
                try { sheet.insertRule('}{', 0); } catch (e) { error = e.name; }
                [inserted, getComputedStyle(p).color, sheet.cssRules.length, error].join(' ')
                """) == "rgb(0, 0, 255) rgb(255, 0, 0) 1 SyntaxError")
    }

    @Test func aRulesStyleEditedThroughTheCSSOMApplies() async throws {
        let webView = WKWebView.loaded("<style>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                "document.styleSheets[0].cssRules[0].style.color = 'blue'; getComputedStyle(p).color") == "rgb(0, 0, 255)")
    }

    @Test func changingOrRemovingTheStyleElementChangesTheSheets() async throws {
        let webView = WKWebView.loaded("<style id=s>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                """
                const style = document.getElementById('s');
                style.textContent = 'p { color: green }';
                const changed = getComputedStyle(p).color;
                style.firstChild.data = 'p { color: navy }';
                const edited = getComputedStyle(p).color;
                style.remove();
                [changed, edited, getComputedStyle(p).color, document.styleSheets.length, String(style.sheet)].join(' ')
                """) == "rgb(0, 128, 0) rgb(0, 0, 128) rgb(0, 0, 0) 0 null")
    }

    @Test func aScriptInsertedStyleElementApplies() async throws {
        let webView = WKWebView.loaded("<p id=p>x</p>")
        #expect(
            try await webView.string(
                """
                const style = document.createElement('style');
                style.textContent = 'p { color: purple }';
                document.head.appendChild(style);
                getComputedStyle(p).color + ' ' + document.styleSheets.length
                """) == "rgb(128, 0, 128) 1")
    }

    @Test func aDisabledSheetStopsApplying() async throws {
        let webView = WKWebView.loaded("<style>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string("document.styleSheets[0].disabled = true; getComputedStyle(p).color") == "rgb(0, 0, 0)")
    }

    @Test func aStylesheetLinkTheResourceProviderServesApplies() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { kind, url in
            kind == .stylesheet && url == "https://shop.example/action.css"
                ? ProvidedResource(body: ".cta { color: orange }", contentType: "text/css") : nil
        }
        webView.loadHTMLString(
            "<link rel=stylesheet href=action.css><button id=b class=cta>buy</button>", baseURL: URL(string: "https://shop.example/"))
        #expect(
            try await webView.string(
                "getComputedStyle(b).color + ' ' + document.styleSheets.length + ' ' + document.styleSheets[0].href")
                == "rgb(255, 165, 0) 1 https://shop.example/action.css")
    }

    @Test func innerTextLeavesOutWhatASheetHides() async throws {
        let webView = WKWebView.loaded(
            "<style>.later { display: none }</style><div id=d><p>Buy now</p><p class=later>Terms apply</p></div>")
        #expect(try await webView.string("d.innerText") == "Buy now")
    }

    /// Selectors 4's specificity of the functional pseudo-classes: `:where()` adds nothing, `:is()`,
    /// `:not()` and `:has()` their most specific argument, `:nth-child(… of S)` and `:host()` a class
    /// and their argument. The later rule wins only where the earlier is not more specific.
    @Test func functionalPseudoClassesCountTheirArguments() async throws {
        let page = WKWebView.loaded("""
            <style>
              ul { margin-left: 10px } :where(ul) { margin-left: 1px }
              :is(#list, p) { padding-left: 7px } ul.a { padding-left: 2px }
              li:not(#none) { margin-top: 3px } li.x.y { margin-top: 4px }
              ul:has(> #first) { margin-top: 9px } ul.a { margin-top: 8px }
              li:nth-child(1 of .x) { padding-top: 5px } li.x { padding-top: 6px }
            </style>
            <ul id=list class=a><li id=first class="x y">one</li></ul><div id=host></div>
            """)
        let answer = try await page.string("""
            const list = getComputedStyle(document.getElementById('list'));
            const item = getComputedStyle(document.getElementById('first'));
            const host = document.getElementById('host');
            host.className = 'big';
            const root = host.attachShadow({ mode: 'open' });
            root.innerHTML = '<style>:host(.big) { padding-left: 11px } :host { padding-left: 12px }</style>';
            [list.marginLeft, list.paddingLeft, item.marginTop, list.marginTop, item.paddingTop,
                getComputedStyle(host).paddingLeft].join(' ')
            """)
        #expect(answer == "10px 7px 3px 9px 5px 11px")
    }
}
