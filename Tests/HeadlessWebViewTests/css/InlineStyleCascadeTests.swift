import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A change of an element's `style` attribute keeps the other elements' cascaded styles unless a rule
/// may select on that attribute (Cascade.js `computedValues`): what the page reads is what a full
/// recomputation gives.
@MainActor
struct InlineStyleCascadeTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    @Test func anInlineChangeReachesWhatInheritsFromIt() async throws {
        let page = WKWebView.loaded("""
            <style>.box { font-size: 10px } .box b { padding-left: 2em }</style>
            <div class=box id=outer><p id=mid><b id=inner>x</b></p></div><p id=other>y</p>
            """)
        let answer = try await value(page, """
            const read = () => ['inner', 'other'].map((id) => { const s = getComputedStyle(document.getElementById(id));
                return s.color + ' ' + s.paddingLeft; }).join(' / ');
            const before = read();
            document.getElementById('outer').style.color = 'rgb(255, 0, 0)';
            const colored = read();
            document.getElementById('outer').style.fontSize = '20px';
            const larger = read();
            document.getElementById('outer').removeAttribute('style');
            [before, colored, larger, read()].join(' | ')
            """)
        #expect(answer == [
            "rgb(0, 0, 0) 20px / rgb(0, 0, 0) 0px", "rgb(255, 0, 0) 20px / rgb(0, 0, 0) 0px",
            "rgb(255, 0, 0) 40px / rgb(0, 0, 0) 0px", "rgb(0, 0, 0) 20px / rgb(0, 0, 0) 0px",
        ].joined(separator: " | "))
    }

    @Test func aRuleThatSelectsOnTheStyleAttributeSeesItsChanges() async throws {
        let page = WKWebView.loaded("""
            <style>div[style*="width"] + p { color: rgb(0, 128, 0) }</style><div id=a></div><p id=b>x</p>
            """)
        let answer = try await value(page, """
            const b = document.getElementById('b');
            const before = getComputedStyle(b).color;
            document.getElementById('a').style.width = '10px';
            const after = getComputedStyle(b).color;
            document.getElementById('a').style.width = '';
            [before, after, getComputedStyle(b).color].join(' ')
            """)
        #expect(answer == "rgb(0, 0, 0) rgb(0, 128, 0) rgb(0, 0, 0)")
    }

    @Test func aSheetThatSelectsOnTheStyleAttributeAddedLaterIsSeen() async throws {
        let page = WKWebView.loaded("<style>p { color: rgb(0, 0, 255) }</style><div id=a></div><p id=b>x</p>")
        let answer = try await value(page, """
            const a = document.getElementById('a'), b = document.getElementById('b');
            const first = getComputedStyle(b).color;
            a.style.height = '1px';
            const style = document.createElement('style');
            style.textContent = '[style] + p { color: rgb(1, 2, 3) }';
            document.head.appendChild(style);
            const second = getComputedStyle(b).color;
            a.removeAttribute('style');
            const third = getComputedStyle(b).color;
            a.setAttribute('style', 'top: 0');
            [first, second, third, getComputedStyle(b).color].join(' ')
            """)
        #expect(answer == "rgb(0, 0, 255) rgb(1, 2, 3) rgb(0, 0, 255) rgb(1, 2, 3)")
    }

    // Spans: getComputedStyle answers an inline box's width and paddings as computed, not laid out.
    @Test func whatAParentPassesDownReachesItsChildrenAndWhatItKeepsDoesNotNeedTo() async throws {
        let page = WKWebView.loaded("""
            <style>.pick { width: inherit } .gap { padding-left: var(--gap, 1px) }</style>
            <div id=track><span id=plain>x</span><span id=pick class=pick>y</span><span id=gap class=gap>z</span></div>
            """)
        let answer = try await value(page, """
            const track = document.getElementById('track');
            const read = () => ['plain', 'pick', 'gap'].map((id) => { const s = getComputedStyle(document.getElementById(id));
                return s.width + ' ' + s.paddingLeft + ' ' + s.color; }).join(', ');
            const steps = [read()];
            track.style.width = '120px'; steps.push(read());
            track.style.transform = 'translateX(-40px)'; steps.push(read());
            track.style.setProperty('--gap', '7px'); steps.push(read());
            track.style.color = 'rgb(0, 0, 255)'; steps.push(read());
            track.style.width = '60px'; steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == [
            "auto 0px rgb(0, 0, 0), auto 0px rgb(0, 0, 0), auto 1px rgb(0, 0, 0)",
            "auto 0px rgb(0, 0, 0), 120px 0px rgb(0, 0, 0), auto 1px rgb(0, 0, 0)",
            "auto 0px rgb(0, 0, 0), 120px 0px rgb(0, 0, 0), auto 1px rgb(0, 0, 0)",
            "auto 0px rgb(0, 0, 0), 120px 0px rgb(0, 0, 0), auto 7px rgb(0, 0, 0)",
            "auto 0px rgb(0, 0, 255), 120px 0px rgb(0, 0, 255), auto 7px rgb(0, 0, 255)",
            "auto 0px rgb(0, 0, 255), 60px 0px rgb(0, 0, 255), auto 7px rgb(0, 0, 255)",
        ].joined(separator: " | "))
    }
}
