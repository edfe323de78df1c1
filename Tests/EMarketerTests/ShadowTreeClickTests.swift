import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Clicks inside a shadow tree of an action. A click is composed: it leaves the shadow tree, and the
/// library's capture listener on the document sees `event.target` retargeted to the shadow host, as
/// on a phone. So the rules start from the host: a marker on the host (or above it) captures the
/// click, markers and links inside the shadow tree are not seen.
@MainActor
struct ShadowTreeClickTests {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let box = Recorder<eMarketerActionClicked>()

    init() throws {
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        let content = """
            <div id=card data-emarketer-click-target="products 42"></div>
            <div id=plain></div>
            <script>
            document.getElementById('card').attachShadow({ mode: 'open' }).innerHTML =
                '<a id=buy href="/p/9" data-emarketer-click-target="products 9">Buy</a>';
            document.getElementById('plain').attachShadow({ mode: 'open' }).innerHTML =
                '<button data-emarketer-click-target="products 5">Five</button>';
            </script>
            """
        let action = eMarketerAction(id: 4, contentType: "text/html", content: content, tracker: tracker)
        let box = self.box
        try action.render(on: webView) { box.record($0) }
    }

    @Test func aClickInsideAMarkedHostIsReportedWithTheHostsMarker() async throws {
        _ = try await webView.evaluateJavaScript("document.getElementById('card').shadowRoot.getElementById('buy').click()")
        #expect(box.events.map(\.description) == ["clicked=product; arg=42; href="])
    }

    @Test func markersInsideTheShadowTreeOfAnUnmarkedHostAreNotSeen() async throws {
        let clicks = try await webView.evaluateJavaScript(
            """
            const inner = document.getElementById('plain').shadowRoot.firstChild;
            let seen = 0;
            inner.addEventListener('click', () => { seen++; });
            inner.click();
            seen
            """)
        #expect(clicks as? Int == 1)
        #expect(box.events.isEmpty)
    }
}
