import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Constraint validation: what a newsletter form in an action does when the user taps Subscribe.
@MainActor
struct ValidationTests {
    static let signup = """
        <form id=f action=/subscribe method=post>
          <input id=email name=email type=email required>
          <input id=code name=code pattern="[A-Z]{3}[0-9]{2}" title="three letters, two digits">
          <input id=qty name=qty type=number min=1 max=10 step=1>
          <button id=go>Subscribe</button>
        </form>
        <script>
        var events = [];
        f.addEventListener('submit', () => events.push('submit'));
        for (const id of ['email', 'code', 'qty']) document.getElementById(id).addEventListener('invalid', () => events.push('invalid ' + id));
        </script>
        """

    @Test func anInvalidFormIsNotSubmittedAndItsControlsGetInvalidEvents() async throws {
        let webView = WKWebView.loaded(Self.signup)
        try webView.click(selector: "#go")
        #expect(try await webView.string("events.join()") == "invalid email")
        #expect(webView.navigations.isEmpty)
        #expect(try await webView.string("email.validationMessage") == "Fill out this field")

        _ = try await webView.evaluateJavaScript("email.value = 'ada@shop.example'; events = []")
        try webView.click(selector: "#go")
        #expect(try await webView.string("events.join()") == "submit")
        #expect(webView.navigations.map(\.url) == ["https://shop.example/subscribe"])
        #expect(webView.navigations.first?.body == "email=ada%40shop.example&code=&qty=")
    }

    @Test(arguments: [
        ("email.value = 'not an address'", "email", "typeMismatch", "Enter an email address"),
        ("code.value = 'ab12'", "code", "patternMismatch", "Match the requested format: three letters, two digits"),
        ("qty.value = '0'", "qty", "rangeUnderflow", "Value must be greater than or equal to 1"),
        ("qty.value = '11'", "qty", "rangeOverflow", "Value must be less than or equal to 10"),
        ("qty.value = '2.5'", "qty", "stepMismatch", "Enter a valid value"),
        ("email.setCustomValidity('Use your work address')", "email", "customError", "Use your work address"),
    ])
    func eachConstraintHasItsFlagAndMessage(script: String, id: String, flag: String, message: String) async throws {
        let webView = WKWebView.loaded(Self.signup)
        _ = try await webView.evaluateJavaScript("email.value = 'ada@shop.example'; " + script)
        #expect(try await webView.evaluateJavaScript("\(id).validity.\(flag)") as? Bool == true)
        #expect(try await webView.evaluateJavaScript("\(id).validity.valid") as? Bool == false)
        #expect(try await webView.string("\(id).validationMessage") == message)
        #expect(try await webView.evaluateJavaScript("f.checkValidity()") as? Bool == false)
        #expect(try await webView.string("events.join()") == "invalid \(id)")
    }

    @Test func novalidateFormnovalidateAndSubmitSkipValidation() async throws {
        let webView = WKWebView.loaded(
            """
            <form id=a action=/a novalidate><input required name=x><button>A</button></form>
            <form id=b action=/b><input required name=y><button formnovalidate>B</button></form>
            <form id=c action=/c><input required name=z></form>
            """)
        try webView.click(selector: "#a button")
        try webView.click(selector: "#b button")
        _ = try await webView.evaluateJavaScript("c.submit(); c.requestSubmit()")
        #expect(webView.navigations.map(\.url) == ["https://shop.example/a?x=", "https://shop.example/b?y=", "https://shop.example/c?z="])
    }

    @Test func checkboxesRadioGroupsAndSelectPlaceholders() async throws {
        let webView = WKWebView.loaded(
            """
            <form id=f>
              <input id=terms type=checkbox required>
              <input id=s type=radio name=size value=s required><input id=m type=radio name=size value=m>
              <select id=pick required><option value="">Choose…</option><option value=1>One</option></select>
              <input id=off required disabled><input id=secret type=hidden required><input id=ro required readonly>
            </form>
            """)
        #expect(try await webView.string("[terms, s, pick].map(e => e.validationMessage).join(' | ')")
            == "Check this checkbox | Select one of these options | Select an item in the list")
        _ = try await webView.evaluateJavaScript("terms.checked = true; m.checked = true; pick.value = '1'")
        #expect(try await webView.evaluateJavaScript("f.checkValidity()") as? Bool == true)
        #expect(try await webView.string("[off, secret, ro, terms].map(e => e.willValidate).join()") == "false,false,false,true")
    }

    @Test func theInvalidPseudoClassMatchesWithoutFiringEvents() async throws {
        let webView = WKWebView.loaded(
            """
            <form><input id=a required><input id=b required value=filled></form>
            <script>var fired = 0; a.addEventListener('invalid', () => fired++);</script>
            """)
        #expect(try await webView.string("[...document.querySelectorAll('input:invalid')].map(e => e.id).join() + ' ' + document.querySelector('input:valid').id + ' ' + fired")
            == "a b 0")
    }
}
