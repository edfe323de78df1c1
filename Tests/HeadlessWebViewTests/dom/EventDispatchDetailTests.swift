import HeadlessWebView
import Testing

/// Dispatch details beyond the core algorithm: a canceled click undoes what its pre-activation
/// did even when a listener changed the input's type, `click()` skips a disabled fieldset as it
/// skips other disabled controls, and the event interfaces WebKit adds.
struct EventDispatchDetailTests {
    @Test func aCanceledClickRestoresACheckboxThatMorphedInItsListener() throws {
        let page = try Page("<input id=c type=checkbox>")
        #expect(
            try page.run(
                """
                const c = document.getElementById('c');
                c.onclick = (e) => { c.type = 'date'; e.preventDefault(); };
                c.dispatchEvent(new MouseEvent('click', { cancelable: true }));
                String(c.checked)
                """) == "false")
    }

    @Test func aCanceledClickOnAMorphedRadioGivesTheCheckBackToItsGroup() throws {
        let page = try Page("<input id=a type=radio name=r><input id=b type=radio name=r checked>")
        #expect(
            try page.run(
                """
                const a = document.getElementById('a'), b = document.getElementById('b');
                a.onclick = (e) => { a.type = 'date'; e.preventDefault(); };
                a.dispatchEvent(new MouseEvent('click', { cancelable: true }));
                [a.checked, b.checked].join(',')
                """) == "false,true")
    }

    @Test func gamepadEventIsConstructibleWithANullGamepad() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                const e = new GamepadEvent('gamepadconnected');
                [e instanceof Event, e.type, e.gamepad, e.timeStamp === performance.now()].join(',')
                """) == "true,gamepadconnected,,true")
    }

    @Test func gamepadEventRejectsAGamepadThatIsNotOne() throws {
        let page = try Page("")
        #expect(
            try page.run(
                """
                let message = 'no error';
                try { new GamepadEvent('gamepadconnected', { gamepad: {} }); } catch (e) { message = e.constructor.name; }
                message
                """) == "TypeError")
    }

    @Test func clickMethodOnADisabledFieldsetDispatchesNothing() throws {
        let page = try Page("<fieldset id=f disabled><fieldset id=inner></fieldset></fieldset>")
        #expect(
            try page.run(
                """
                var clicks = [];
                for (const id of ['f', 'inner']) document.getElementById(id).onclick = () => clicks.push(id);
                document.getElementById('f').click();
                document.getElementById('inner').click();
                document.getElementById('f').disabled = false;
                document.getElementById('inner').click();
                clicks.join(',')
                """) == "inner,f")
    }
}
