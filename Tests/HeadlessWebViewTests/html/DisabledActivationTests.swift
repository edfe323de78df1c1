import HeadlessWebView
import Testing

/// Activation of clicks on disabled and disconnected controls, as the HTML standard runs it.
struct DisabledActivationTests {
    @Test func aScriptsClickEventStillTogglesADisabledCheckbox() throws {
        let page = try Page("<input type=checkbox id=c disabled>")
        #expect(
            try page.run(
                "const c = document.getElementById('c'); c.dispatchEvent(new MouseEvent('click')); String(c.checked)")
                == "true")
    }

    @Test func aCancelledClickEventRestoresADisabledRadio() throws {
        let page = try Page("<input type=radio id=r disabled>")
        #expect(
            try page.run(
                """
                const r = document.getElementById('r'); var during;
                r.addEventListener('click', e => { during = r.checked; e.preventDefault(); });
                r.dispatchEvent(new MouseEvent('click', { cancelable: true })); [during, r.checked].join(',')
                """) == "true,false")
    }

    @Test func clickMethodOnADisabledCheckboxDoesNothing() throws {
        let page = try Page("<input type=checkbox id=c disabled>")
        #expect(try page.run("const c = document.getElementById('c'); c.click(); String(c.checked)") == "false")
    }

    @Test func aTapFromSwiftOnADisabledControlDispatchesNothing() throws {
        let page = try Page(
            "<input type=checkbox id=c disabled><script>var clicks = 0; document.getElementById('c').onclick = () => clicks++;</script>"
        )
        try page.dom.click(selector: "#c")
        #expect(try page.run("[clicks, document.getElementById('c').checked].join(',')") == "0,false")
    }

    @Test func aSubmitButtonDisabledByAClickListenerDoesNotSubmit() throws {
        let page = try Page("<form id=f><button id=b>Buy</button></form>")
        #expect(
            try page.run(
                """
                var submitted = false;
                document.getElementById('f').addEventListener('submit', e => { submitted = true; e.preventDefault(); });
                const b = document.getElementById('b');
                b.addEventListener('click', () => { b.disabled = true; });
                b.click(); String(submitted)
                """) == "false")
    }

    @Test func aFormOutsideTheDocumentDoesNotSubmit() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const form = document.createElement('form'), button = document.createElement('button');
                form.appendChild(button); var submitted = false;
                form.addEventListener('submit', e => { submitted = true; e.preventDefault(); });
                button.click(); String(submitted)
                """) == "false")
    }
}
