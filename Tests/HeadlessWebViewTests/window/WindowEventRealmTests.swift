import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `window.event` is set on the window whose script made the listener (DOM "inner invoke"), not on
/// the window of the target or of the script that dispatches, and each window reads its own.
@MainActor
struct WindowEventRealmTests {
    @Test func aListenerOnAnotherWindowsTargetSetsItsOwnWindowsEvent() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        let answer = try await webView.string(
            """
            var child = f.contentWindow, target = new child.EventTarget(), seen;
            target.addEventListener('hi', (e) => { seen = [child.event === undefined, window.event === e]; });
            target.dispatchEvent(new Event('hi'));
            seen.join()
            """)
        #expect(answer == "true,true")
    }

    @Test func aFramesListenerSetsTheFramesEventAndLeavesItsParentsAlone() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        let answer = try await webView.string(
            """
            var child = f.contentWindow;
            child.eval('var state = {}; function listener(e) { state.own = window.event === e; state.parent = parent.event; }');
            var outer = new Event('outer'), inner = new Event('inner'), mine;
            document.addEventListener('outer', () => { document.dispatchEvent(inner); mine = window.event === outer; });
            document.addEventListener('inner', child.listener);
            document.dispatchEvent(outer);
            [child.state.own, child.state.parent === outer, mine, window.event === undefined, child.event === undefined].join()
            """)
        #expect(answer == "true,true,true,true,true")
    }
}
