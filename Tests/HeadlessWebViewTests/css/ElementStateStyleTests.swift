import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The style of state no attribute holds — checkedness, a control's value and validity, an option's
/// selectedness, focus, the URL's fragment — follows its change at once, as in WebKit 2.50 (each
/// expected string below but the focus one is what WebKitGTK 2.50 answered for the same page and
/// script; the pages give form controls and links their colours, which WebKit's user-agent sheet does
/// and ShopStage's does not).
@MainActor
struct ElementStateStyleTests {
    static let page = """
        <style>
        input, option { color: rgb(0, 0, 0) }
        input:checked { color: rgb(2, 2, 2) } option:checked { color: rgb(7, 7, 7) }
        form:invalid { color: rgb(4, 4, 4) } fieldset:invalid { color: rgb(8, 8, 8) } form:invalid + p { color: rgb(9, 9, 9) }
        input:in-range { color: rgb(10, 10, 10) } input:out-of-range { color: rgb(11, 11, 11) } :target { color: rgb(12, 12, 12) }
        .x:hover { color: red }
        </style>
        <form id=f><fieldset id=fs><input id=q required></fieldset><input id=a type=radio name=g checked><input id=b type=radio name=g></form><p id=after>p</p>
        <select id=s><option id=o1>1</option><option id=o2>2</option></select>
        <input id=num type=number min=0 max=5 value=3>
        <input id=out form=f2 required><form id=f2></form>
        <div id=t>t</div>
        """

    @Test func checkednessValuesValidityAndTheFragmentRestyleAtOnce() async throws {
        let webView = WKWebView.loaded(Self.page)
        let read = try await webView.string(
            """
            const k = (e) => getComputedStyle(e).color.replace(/rgb\\((\\d+), \\d+, \\d+\\)/, '$1');
            const read = () => [f, fs, after, a, b, o1, o2, num, f2, t].map(k).join(',');
            const r = [read()];
            q.value = 'x'; r.push(read());
            b.checked = true; r.push(read());
            s.value = '2'; r.push(read());
            num.value = '9'; r.push(read());
            out.value = 'y'; r.push(read());
            q.value = ''; q.removeAttribute('required'); r.push(read());
            const extra = document.createElement('input'); extra.required = true; fs.appendChild(extra); r.push(read());
            extra.remove(); r.push(read());
            q.setCustomValidity('no'); r.push(read());
            f.reset(); r.push(read());
            location.hash = '#t'; r.push(read());
            r.join(' / ')
            """)
        #expect(
            read == "4,8,9,2,0,7,0,10,4,0 / 0,0,0,2,0,7,0,10,4,0 / 0,0,0,0,2,7,0,10,4,0 / 0,0,0,0,2,0,7,10,4,0 / "
                + "0,0,0,0,2,0,7,11,4,0 / 0,0,0,0,2,0,7,11,0,0 / 0,0,0,0,2,0,7,11,0,0 / 4,8,9,0,2,0,7,11,0,0 / "
                + "0,0,0,0,2,0,7,11,0,0 / 4,8,9,0,2,0,7,11,0,0 / 4,8,9,2,0,0,7,11,0,0 / 4,8,9,2,0,0,7,11,0,12")
    }

    @Test func indeterminateAndAShownPlaceholderFollowTheirChange() async throws {
        let webView = WKWebView.loaded(
            "<style>input:placeholder-shown { color: rgb(3, 3, 3) } input:indeterminate { color: rgb(6, 6, 6) }</style>"
                + "<input id=p placeholder=x><input id=n type=checkbox>")
        #expect(
            try await webView.string(
                """
                const k = (e) => getComputedStyle(e).color;
                const before = k(p) + ' ' + k(n);
                p.value = 'v'; n.indeterminate = true;
                before + ' / ' + k(p) + ' ' + k(n)
                """) == "rgb(3, 3, 3) rgb(0, 0, 0) / rgb(0, 0, 0) rgb(6, 6, 6)")
    }

    // A web view showing an action has the focus (`document.hasFocus()` is true), as on a phone.
    @Test func focusReachesTheElementAndItsAncestorsFocusWithin() async throws {
        let webView = WKWebView.loaded(
            "<style>input:focus { color: rgb(1, 1, 1) } div:focus-within { color: rgb(5, 5, 5) }</style>"
                + "<div id=d><section id=sec><input id=i></section></div>")
        #expect(
            try await webView.string(
                """
                const k = (e) => getComputedStyle(e).color;
                const r = [k(i) + ' ' + k(d)];
                i.focus(); r.push(k(i) + ' ' + k(d));
                i.blur(); r.push(k(i) + ' ' + k(d));
                i.focus(); sec.remove(); r.push(k(d));
                r.join(' / ')
                """) == "rgb(0, 0, 0) rgb(0, 0, 0) / rgb(1, 1, 1) rgb(5, 5, 5) / rgb(0, 0, 0) rgb(0, 0, 0) / rgb(0, 0, 0)")
    }

    // A sheet with `:hover` and `:focus` rules bounds an attribute change to the element's subtree (and its
    // later siblings with `+`): what it reaches still restyles.
    @Test func aSheetWithStateRulesStillRestylesWhatAnAttributeChangeReaches() async throws {
        let webView = WKWebView.loaded(
            "<style>a { color: rgb(0, 0, 238) } a:hover { color: red } input:focus { color: red } .on .child { color: rgb(1, 1, 1) } .on + p { color: rgb(2, 2, 2) }"
                + " a:not([href]) { color: rgb(3, 3, 3) }</style>"
                + "<div id=d><span id=c class=child>c</span></div><p id=p>p</p><a id=l href=/x>l</a><input id=i>")
        let read = try await webView.string(
            """
            const k = (e) => getComputedStyle(e).color;
            const before = [c, p, l].map(k).join(' ');
            d.className = 'on'; l.removeAttribute('href');
            before + ' / ' + [c, p, l].map(k).join(' ')
            """)
        #expect(read == "rgb(0, 0, 0) rgb(0, 0, 0) rgb(0, 0, 238) / rgb(1, 1, 1) rgb(2, 2, 2) rgb(3, 3, 3)")
    }

    // A control's attribute or a new control inside changes its fieldset's and form's validity, and the
    // form's next sibling with `+`, though no state rule makes every change reach every element.
    @Test func aControlsAttributeOrANewControlRestylesItsFieldsetAndForm() async throws {
        let webView = WKWebView.loaded(
            "<style>input { color: rgb(0, 0, 0) } form:invalid { color: rgb(4, 4, 4) } form:invalid + p { color: rgb(9, 9, 9) }"
                + " fieldset:invalid { color: rgb(8, 8, 8) } input:focus { color: red }</style>"
                + "<form id=f><div><fieldset id=fs><input id=w value=x></fieldset></div></form><p id=after>p</p>")
        let read = try await webView.string(
            """
            const k = (e) => getComputedStyle(e).color.replace(/rgb\\((\\d+), \\d+, \\d+\\)/, '$1');
            const read = () => [f, fs, after].map(k).join(',');
            const r = [read()];
            w.setAttribute('pattern', 'y'); r.push(read());
            fs.setAttribute('disabled', ''); r.push(read());
            fs.removeAttribute('disabled'); w.removeAttribute('pattern'); r.push(read());
            fs.insertAdjacentHTML('beforeend', '<div><input required></div>'); r.push(read());
            r.join(' / ')
            """)
        #expect(read == "0,0,0 / 4,8,9 / 0,0,0 / 0,0,0 / 4,8,9")
    }
}
