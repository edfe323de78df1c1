import HeadlessWebView
import Testing

/// The selector engine's edge cases as WebKit parses and matches them: CSS escapes, namespace prefixes,
/// pseudo-elements, an unclosed bracket at the end, `:has` anchoring and `:scope`, and the form and
/// document pseudo-classes.
struct SelectorEdgeCaseTests {
    /// `querySelector(selector)` on a fresh page, as "SyntaxError", "null" or the ids found.
    private func select(_ selector: String, in html: String, url: String = "https://shop.example/") throws -> String {
        let page = try Page(html, url: url)
        let quoted = selector.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return try page.run(
            """
            (() => { try { return Array.from(document.querySelectorAll('\(quoted)'), (e) => e.id).join(' ') || 'none'; }
                     catch (e) { return e.name; } })()
            """)
    }

    @Test func selectorMethodsWithoutAnArgumentThrowTypeError() throws {
        let page = try Page("<p id=p></p>")
        let names = try page.run(
            """
            const p = document.getElementById('p');
            [() => document.querySelector(), () => document.querySelectorAll(), () => p.matches(),
             () => p.webkitMatchesSelector(), () => p.closest()]
                .map((f) => { try { f(); return 'none'; } catch (e) { return e instanceof TypeError; } }).join(' ')
            """)
        #expect(names == "true true true true true")
    }

    @Test func undefinedAsTheArgumentIsTheTagNameUndefined() throws {
        let page = try Page("<undefined id=u></undefined>")
        #expect(try page.run("document.querySelector(undefined).id") == "u")
    }

    @Test(arguments: ["ns|div", ":not(ns|div)", "[ns|title]", "^|div"])
    func anUndeclaredNamespacePrefixIsASyntaxError(selector: String) throws {
        #expect(try select(selector, in: "<div id=d title=t></div>") == "SyntaxError")
    }

    @Test func theNoNamespaceAndAnyNamespacePrefixesAreAccepted() throws {
        let html = "<div id=d></div><svg id=s><a id=link></a></svg>"
        #expect(try select("*|div", in: html) == "d")
        #expect(try select("|div", in: html) == "none")
    }

    @Test(arguments: ["::example", "div::example", ":::before", ":: before", "::before span", "::after.x"])
    func anUnknownOrMisplacedPseudoElementIsASyntaxError(selector: String) throws {
        #expect(try select(selector, in: "<div id=d></div>") == "SyntaxError")
    }

    @Test(arguments: [
        "div::before", "div:before", "div:after", "div:first-line", "div:first-letter", "::slotted(div)",
        "div::-webkit-scrollbar", "div::marker", "::placeholder",
    ])
    func knownPseudoElementsParseAndMatchNothing(selector: String) throws {
        #expect(try select(selector, in: "<div id=d></div>") == "none")
    }

    @Test(arguments: ["#d[title=\"t\"", "#d[title", "div:not(.x", "::slotted(foo"])
    func theEndOfTheSelectorClosesAnOpenBracketOrParenthesis(selector: String) throws {
        let found = try select(selector, in: "<div id=d title=t></div>")
        #expect(found == (selector.hasPrefix("::") ? "none" : "d"))
    }

    @Test func anyNamespaceAttributeSelectorFindsXLinkHref() throws {
        let html = "<svg id=s xlink:href=foo></svg>"
        #expect(try select("[*|href]", in: html) == "s")
        #expect(try select("[href]", in: html) == "none")
    }

    @Test func attributeNamesMatchCaseInsensitivelyOnHTMLElements() throws {
        let html = "<a id=a title=x></a><svg><g id=g tItLe=y></g></svg>"
        #expect(try select("[*|TiTlE]", in: html) == "a")
    }

    @Test func aNulCharacterReadsAsTheReplacementCharacter() throws {
        let page = try Page("<p></p>")
        let found = try page.run(
            """
            const p = document.querySelector('p'); p.id = 'ab\\uFFFDc';
            [document.querySelector('#ab\\u0000c') === p, document.querySelector('#ab\\\\0 c') === p].join(' ')
            """)
        #expect(found == "true true")
    }

    @Test func aCarriageReturnLineFeedAfterAHexEscapeIsOneWhiteSpace() throws {
        let page = try Page("<p id=spaces></p>")
        #expect(try page.run("document.querySelector('#spac\\\\65\\r\\ns').id") == "spaces")
    }

    @Test func surrogateAndOutOfRangeEscapesReadAsTheReplacementCharacter() throws {
        let page = try Page("<p></p><i></i>")
        let found = try page.run(
            """
            document.querySelector('p').id = 'a\\uFFFD'; document.querySelector('i').id = 'b\\uFFFD';
            [document.querySelector('#a\\\\d83d').tagName, document.querySelector('#b\\\\110000').tagName].join(' ')
            """)
        #expect(found == "P I")
    }

    @Test func targetMatchesTheFirstElementNamedByTheFragment() throws {
        let page = try Page("<p id=t></p><p id=t></p>", url: "https://shop.example/page#t")
        let found = try page.run(
            """
            const detached = document.createElement('p'); detached.id = 't';
            [document.querySelectorAll(':target').length, document.querySelector(':target') === document.body.firstChild,
             detached.matches(':target')].join(' ')
            """)
        #expect(found == "1 true false")
    }

    @Test func scopeInsideHasIsTheContextElement() throws {
        let page = try Page("<select id=s><option id=o>1</option></select>")
        #expect(try page.run("document.getElementById('o').closest(':has(> :scope)').id") == "s")
    }

    @Test func hasAnchorsItsRelativeSelectorAtTheElement() throws {
        let html = "<div id=outer><section id=mid><p id=p><b id=b></b></p></section></div>"
        #expect(try select("div:has(> p b)", in: html) == "none")
        #expect(try select("section:has(> p b)", in: html) == "mid")
        #expect(try select(":has(+ div)", in: "<i id=i></i><div></div>") == "i")
        #expect(try select("i:has(+ div)", in: "<i id=i></i><span></span><div></div>") == "none")
        #expect(try select("i:has(~ div)", in: "<i id=i></i><span></span><div></div>") == "i")
        #expect(try select("i:has(~ div b)", in: "<i id=i></i><span></span><div><b></b></div>") == "i")
    }

    @Test func aFieldsetWithAnInvalidControlIsInvalid() throws {
        let html = "<form id=f><fieldset id=fs><input required></fieldset><fieldset id=ok><input></fieldset></form>"
        #expect(try select("fieldset:invalid", in: html) == "fs")
        #expect(try select("fieldset:valid", in: html) == "ok")
    }

    @Test func defaultMatchesInitiallyCheckedSelectedAndTheFirstSubmitButton() throws {
        let html = """
            <form><input id=c type=checkbox checked><input type=checkbox><select><option>a<option id=o selected>b</select>
            <button id=b1>one</button><button id=b2>two</button></form>
            """
        #expect(try select(":default", in: html) == "c o b1")
    }

    @Test func indeterminateMatchesAnIndeterminateCheckboxAndAProgressWithoutValue() throws {
        let page = try Page("<input id=c type=checkbox><progress id=p></progress><progress value=1></progress>")
        let found = try page.run(
            """
            document.getElementById('c').indeterminate = true;
            Array.from(document.querySelectorAll(':indeterminate'), (e) => e.id).join(' ')
            """)
        #expect(found == "c p")
    }

    @Test func dirMatchesTheNearestDirAttribute() throws {
        let html = "<div id=r dir=rtl><p id=in></p><p id=l dir=ltr></p></div>"
        #expect(try select("p:dir(rtl)", in: html) == "in")
        #expect(try select("p:dir(ltr)", in: html) == "l")
    }

    @Test func inRangeAndOutOfRangeReadTheInputsLimits() throws {
        let html = """
            <input id=in type=number min=1 max=5 value=3><input id=out type=number max=5 value=9>
            <input id=nolimit type=number value=3><input id=r type=range><input id=t type=text min=1 value=0>
            """
        #expect(try select(":in-range", in: html) == "in r")
        #expect(try select(":out-of-range", in: html) == "out")
    }

    @Test func aQuirksModeDocumentMatchesIdsAndClassesCaseInsensitively() throws {
        let html = "<p id=Main class='Tile Big'></p>"
        #expect(try select("#main.tile.BIG", in: html) == "Main")
        #expect(try select("#main.tile.BIG", in: "<!DOCTYPE html>" + html) == "none")
    }

    @Test func legacyAttributeValuesMatchCaseInsensitivelyOnHTMLElements() throws {
        let html =
            "<!DOCTYPE html><input id=c type=CheckBox><p id=p title=CheckBox></p><svg><g id=g type=CheckBox></g></svg>"
        #expect(try select("[type=checkbox]", in: html) == "c")
        #expect(try select("[type=checkbox s]", in: html) == "none")
        #expect(try select("[title=checkbox]", in: html) == "none")
    }

    @Test func theInsensitiveFlagFoldsOnlyASCIILetters() throws {
        // U+212A KELVIN SIGN lower-cases to "k" in Unicode, but is no ASCII letter.
        let html = "<!DOCTYPE html><p id=ascii title=k></p><p id=kelvin title='&#x212A;'></p>"
        #expect(try select("[title=K i]", in: html) == "ascii")
    }

    @Test func isAndWhereForgiveAnInvalidMember() throws {
        let html = "<div id=d></div><p id=p title='x,y'></p>"
        #expect(try select(":is(:unknown, div, ::nope)", in: html) == "d")
        #expect(try select(":is(:unknown, p[title='x,y'])", in: html) == "p")
        #expect(try select("p:where(:unknown), div:is()", in: html) == "none")
        #expect(try select(":not(:unknown, div)", in: html) == "SyntaxError")
    }

    @Test func readWriteMatchesMutableTextFieldsOnly() throws {
        let html = """
            <input id=t><input id=ro readonly><input id=off disabled><input id=box type=checkbox>
            <textarea id=ta></textarea><fieldset disabled><textarea id=inside></textarea></fieldset>
            """
        #expect(try select(":read-write", in: html) == "t ta")
        #expect(try select("input:read-only, textarea:read-only", in: html) == "ro off box inside")
    }

    @Test func hostMatchesNothingOutsideAShadowTree() throws {
        #expect(try select(":host, :host(div)", in: "<div id=d></div>") == "none")
    }
}
