import HeadlessWebView
import Testing

/// The `autocomplete` IDL attribute: a sign-up form's fields read as the autofill tokens a phone uses.
struct AutocompleteAttributeTests {
    @Test func tokensAreLowercasedAndJoinedBySingleSpaces() throws {
        let page = try Page("<textarea id=t autocomplete='  section-FOO\nBilling   WORK email '></textarea>")
        #expect(try page.run("t.autocomplete") == "section-foo billing work email")
    }

    @Test func unknownOrMisplacedTokensReadEmpty() throws {
        let page = try Page("<input id=a autocomplete=call-sign><input id=b autocomplete='work name'><input id=c autocomplete='foo off'><input id=d>")
        #expect(try page.run("[a, b, c, d].map((e) => e.autocomplete).join('|')") == "|||")
    }

    @Test func onAndOffStandAloneExceptOnAHiddenInput() throws {
        let page = try Page("<select id=s autocomplete=OFF></select><input id=h type=hidden autocomplete=on>")
        #expect(try page.run("s.autocomplete + '|' + h.autocomplete") == "off|")
    }

    @Test func aFormReadsOnUnlessOff() throws {
        let page = try Page("<form id=a autocomplete=off></form><form id=b autocomplete=foobar></form>")
        #expect(try page.run("a.autocomplete + ',' + b.autocomplete") == "off,on")
    }
}
