import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Custom properties and var() as WebKit computes them: inherited, substituted at computed-value time
/// with nested fallbacks, cycles invalid, whitespace kept but for the ends.
@MainActor
struct CustomPropertyTests {
    @Test func aCustomPropertyIsInheritedByDescendants() async throws {
        let webView = WKWebView.loaded("<style>.card { --brand: teal }</style><div class=card><p><span id=s>x</span></p></div>")
        #expect(try await webView.string("getComputedStyle(s).getPropertyValue('--brand')") == "teal")
    }

    @Test func varIsSubstitutedIntoAPropertyAndThenComputed() async throws {
        let webView = WKWebView.loaded("<style>:root { --brand: #00f } p { color: var(--brand) }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).color") == "rgb(0, 0, 255)")
    }

    @Test func aMissingVariableTakesTheNestedFallback() async throws {
        let webView = WKWebView.loaded(
            "<style>:root { --second: 4px } p { margin-top: var(--none, var(--also-none, var(--second))) }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).marginTop") == "4px")
    }

    @Test func aMissingVariableWithoutFallbackMakesAnInheritedPropertyInherit() async throws {
        let webView = WKWebView.loaded(
            "<style>div { color: green } p { color: red; color: var(--none) }</style><div><p id=p>x</p></div>")
        #expect(try await webView.string("getComputedStyle(p).color") == "rgb(0, 128, 0)")
    }

    @Test func aMissingVariableWithoutFallbackMakesOtherPropertiesInitial() async throws {
        let webView = WKWebView.loaded("<style>p { opacity: 0.5; opacity: var(--none) }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).opacity") == "1")
    }

    @Test func propertiesInACycleAreInvalidAndOthersTakeTheirFallback() async throws {
        let webView = WKWebView.loaded(
            "<style>p { --a: var(--b, 1px); --b: var(--a, 2px); --c: var(--a, 3px); --d: var(--a) }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                "const s = getComputedStyle(p); ['--a', '--b', '--c', '--d'].map(n => '[' + s.getPropertyValue(n) + ']').join('')")
                == "[][][3px][]")
    }

    @Test func aSelfReferenceIsACycle() async throws {
        let webView = WKWebView.loaded("<style>div { --x: outer } p { --x: var(--x) }</style><div><p id=p>x</p></div>")
        #expect(try await webView.string("'[' + getComputedStyle(p).getPropertyValue('--x') + ']'") == "[]")
    }

    @Test func aValueKeepsItsInnerWhitespaceButNotItsEnds() async throws {
        let webView = WKWebView.loaded("<p id=p style='--v:   a  b   ;'>x</p>")
        #expect(
            try await webView.string("'[' + p.style.getPropertyValue('--v') + '][' + getComputedStyle(p).getPropertyValue('--v') + ']'")
                == "[a  b][a  b]")
    }

    @Test func anEmptyCustomPropertyIsAValueThatOverridesAnEarlierOne() async throws {
        let webView = WKWebView.loaded("<p id=p style='--v: x; --v: ;'>x</p>")
        #expect(try await webView.string("String(getComputedStyle(p).getPropertyValue('--v'))") == "")
        #expect(try await webView.string("String(p.style.length)") == "1")
    }

    @Test func customPropertyNamesAreCaseSensitiveAndDoubleDashAloneIsNotOne() async throws {
        let webView = WKWebView.loaded("<p id=p style='--v: lower; --V: upper; --: none'>x</p>")
        #expect(
            try await webView.string(
                "const s = getComputedStyle(p); [s.getPropertyValue('--v'), s.getPropertyValue('--V'), '[' + s.getPropertyValue('--') + ']'].join(' ')")
                == "lower upper []")
    }

    @Test func aCustomPropertySetThroughSetPropertyReachesTheComputedStyle() async throws {
        let webView = WKWebView.loaded("<style>p { width: var(--w, 1px) }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                "p.style.setProperty('--w', '  2in '); p.style.setProperty('--bad name', 'x'); [getComputedStyle(p).width, p.style.getPropertyValue('--w'), p.style.length].join(' ')")
                == "192px 2in 1")
    }

    @Test func aVariableHoldingAVariableIsSubstitutedThroughBoth() async throws {
        let webView = WKWebView.loaded(
            "<style>:root { --size: 2em; --gap: var(--size) } p { font-size: 10px; padding-left: var(--gap) }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).paddingLeft") == "20px")
    }

    @Test func aShorthandWithVarIsSplitAfterSubstitution() async throws {
        let webView = WKWebView.loaded("<style>p { --m: 1px 2px; margin: var(--m) 3px }</style><p id=p>x</p>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); [s.marginTop, s.marginRight, s.marginBottom, s.marginLeft].join(' ')")
                == "1px 2px 3px 2px")
    }

    @Test func anAnimationDurationReadThroughVarRunsForThatLong() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>:root { --d: 300ms } .spin { animation: spin var(--d) } @keyframes spin { to { opacity: 0 } }</style><div class=spin></div>")
        // Frame 1 (17), then 16.7 + 300: frame 19 (317) (StyleSheetAnimationTests.logged's frames).
        try webView.advance(by: .milliseconds(317))
        #expect(try await webView.string("log.join(' ')") == "animationstart@17:spin:0 animationend@317:spin:0.3")
    }

    @Test func aTransitionDurationReadThroughVarRunsForThatLong() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>#d { --t: 0.2s; transition: opacity var(--t) } .off { opacity: 0 }</style><div id=d></div>")
        _ = try await webView.evaluateJavaScript("d.className = 'off'")
        // Runs on frame 1 (17), starts on frame 2 (34); 16.7 + 200 is frame 13 (217).
        try webView.advance(by: .milliseconds(217))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitionend@217:opacity:0.2")
    }
}

/// Declarations CSS drops, as WebKit drops them: they leave the earlier value in place.
@MainActor
struct DroppedDeclarationTests {
    @Test func aMalformedVarReferenceDropsTheDeclaration() async throws {
        let webView = WKWebView.loaded("<p id=p>x</p>")
        #expect(
            try await webView.string(
                "p.style.width = '10px'; p.style.width = 'var(prop)'; p.style.setProperty('height', 'var(--h 2px)'); p.style.width + '|' + p.style.height")
                == "10px|")
    }

    @Test func aCycleThroughAnUnusedFallbackStillMakesItsMembersInvalid() async throws {
        let webView = WKWebView.loaded(
            "<p id=p style='--x: var(--a, valid); --a: var(--y, var(--b, c)); --b: var(--y, var(--a, c)); --y: ok'>x</p>")
        #expect(
            try await webView.string(
                "const s = getComputedStyle(p); ['--x', '--a', '--b', '--y'].map(n => '[' + s.getPropertyValue(n) + ']').join('')")
                == "[valid][][][ok]")
    }

    @Test func anInvalidColourSetThroughTheCSSOMIsIgnored() async throws {
        let webView = WKWebView.loaded("<p id=p style='color: blue'>x</p>")
        #expect(
            try await webView.string("p.style.color = 'ransparent'; p.style.color = 'rgb(0)'; p.style.color + ' ' + getComputedStyle(p).color")
                == "blue rgb(0, 0, 255)")
    }

    @Test func aLaterDeclarationInTheBlockDoesNotOverrideAnImportantOne() async throws {
        let webView = WKWebView.loaded("<p id=p style='--v: first !important; --v: second; opacity: 0.5 !important; opacity: 1'>x</p>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); s.getPropertyValue('--v') + ' ' + s.opacity") == "first 0.5")
    }

    // An element that declares no custom property shares its parent's; one that declares the same
    // over the same parent's shares the map made for the first (ShopStage's cascade, CSSValues.js).
    @Test func elementsWithTheSameRulesTakeTheirOwnParentsCustomProperties() async throws {
        let webView = WKWebView.loaded(
            "<style>:root { --brand: teal } .card { --pad: var(--base, 1px); padding-top: var(--pad) }</style>"
                + "<div style='--base: 4px'><div class=card id=a>a</div></div>"
                + "<div style='--base: 8px'><div class=card id=b>b<p id=p>x</p></div></div><div class=card id=c>c</div>")
        #expect(
            try await webView.string(
                "[a, b, c].map((e) => getComputedStyle(e).paddingTop).join(' ') + ' ' + getComputedStyle(p).getPropertyValue('--pad')")
                == "4px 8px 1px 8px")
    }

    @Test func aParentsChangedCustomPropertyReachesTheDescendantsThatDeclareNone() async throws {
        let webView = WKWebView.loaded(
            "<style>p { margin-top: var(--gap) }</style><div id=d style='--gap: 2px'><section><p id=p>x</p></section></div>")
        #expect(try await webView.string("getComputedStyle(p).marginTop") == "2px")
        #expect(
            try await webView.string(
                "d.style.setProperty('--gap', '6px'); getComputedStyle(p).marginTop + ' ' + getComputedStyle(p).getPropertyValue('--gap')")
                == "6px 6px")
    }

    // As WebKit 2.50 lists them: the inherited and the element's own, by name (in no set order).
    @Test func theComputedStyleListsTheCustomPropertiesItHolds() async throws {
        let webView = WKWebView.loaded(
            "<style>:root { --brand: teal } .card { --pad: 3px }</style><div style='--base: 4px'><div class=card><p id=p>x</p></div></div>")
        #expect(
            try await webView.string("Array.from(getComputedStyle(p)).filter((n) => n.startsWith('--')).sort().join(' ')")
                == "--base --brand --pad")
    }

    @Test func aPageGetsItsOwnCustomPropertiesWhereAnotherDeclaredTheSameNames() async throws {
        let page = { (base: String) in
            WKWebView.loaded("<div style='--base: \(base)'><div class=card id=a>a</div></div><style>.card { padding-left: var(--base) }</style>")
        }
        let first = page("5px")
        let second = page("7px")
        #expect(try await first.string("getComputedStyle(a).paddingLeft") == "5px")
        #expect(try await second.string("getComputedStyle(a).paddingLeft") == "7px")
    }
}
