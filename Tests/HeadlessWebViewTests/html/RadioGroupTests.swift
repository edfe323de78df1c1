import HeadlessWebView
import Testing

/// A radio button group (HTML §4.10.5.1.18): checking one unchecks the others, however it gets checked.
struct RadioGroupTests {
    @Test func theCheckedAttributeChecksARadioAndUnchecksItsGroup() throws {
        let page = try Page("""
            <input type=radio name=g id=a checked><input type=radio name=g id=b><input type=radio name=h id=c checked>
            """)
        #expect(try page.run("""
            b.setAttribute('checked', '');
            [a.checked, b.checked, c.checked, a.matches(':checked'), a.hasAttribute('checked')].join()
            """) == "false,true,true,false,true")
    }

    @Test func aRadioAScriptCheckedOrUncheckedNoLongerFollowsTheAttribute() throws {
        let page = try Page("<input type=radio name=g id=a checked><input type=radio name=g id=b>")
        #expect(try page.run("""
            b.checked = false;
            b.setAttribute('checked', '');
            [a.checked, b.checked].join()
            """) == "true,false")
    }

    @Test func ofTwoCheckedRadiosTheMarkupHoldsTheLaterStaysChecked() throws {
        let page = try Page("""
            <form><input type=radio name=g id=a checked><input type=radio name=g id=b checked></form>
            <input type=radio name=g id=c checked>
            """)
        #expect(try page.run("[a.checked, b.checked, c.checked].join()") == "false,true,true")
    }

    @Test func aCheckedRadioInsertedUnchecksItsGroup() throws {
        let page = try Page("<form id=f><input type=radio name=g id=a checked></form>")
        #expect(try page.run("""
            const holder = document.createElement('div');
            holder.innerHTML = '<input type=radio name=g checked>';
            const radio = holder.firstChild;
            const before = [a.checked, radio.checked].join();
            f.appendChild(radio);
            before + ' ' + [a.checked, radio.checked].join()
            """) == "true,true false,true")
    }
}
