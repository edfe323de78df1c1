// The README's integration test of click reporting, verbatim: if this stops compiling, fix both.
import EMarketer
import HeadlessWebView
import Testing

@MainActor
@Test func tappingAProductTileReportsAProductClick() async throws {
    // The panel: one action as created in e-Marketer. The clock is manual: sessions are exact.
    let panel = EMarketerPanel(actions: [
        PanelAction(
            id: 7, name: "Picks", contentType: "text/html",
            content: """
                <div data-emarketer-click-target="products sku-42">
                  <a href="https://shop.example/p/42"><span class="title">Straw hat</span></a>
                </div>
                <button class="emarketer_button_dont_show_again" data-n_sessions="1">×</button>
                """)
    ])
    let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())

    // The app's code under test: seed 002's usage example.
    let action = try #require(try await tracker.getResult().actions.first)
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    var shown: [String] = []
    action.renderOnWebkitView(webView) { clicked in
        tracker.reportActionClicked(clicked: clicked)
        shown.append("clicked=\(clicked.status); arg=\(clicked.arg); href=\(clicked.href)")
    }

    // The user taps the tile's title, then the close button.
    try webView.click(selector: ".title")
    try webView.click(selector: "button")

    #expect(shown == ["clicked=product; arg=sku-42; href=https://shop.example/p/42", "clicked=close; arg=1; href="])
    let stats = try #require(panel.statistics(forAction: 7))
    #expect(stats.shown == 1 && stats.productClicks == 1 && stats.closes == 1)
    #expect(stats.ctr == 1)
    // As on a phone: the cached result keeps the action; a fresh one (after navigate) leaves it out.
    #expect(try await tracker.getResult().actions.map(\.id) == [7])
    tracker.navigate(documentName: "Home")
    #expect(try await tracker.getResult().actions.isEmpty)
}
