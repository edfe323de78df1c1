import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Many renders in one process keep nothing of the pages they rendered (issue 17's flat memory;
/// `shopstage bench memory` measures the resident set).
@MainActor
struct RenderMemoryTests {
    private struct Weak {
        weak var object: AnyObject?
    }

    @Test func renderedAndClickedWebViewsAreAllReleased() throws {
        let content = try Fixtures.text("actions/summer-sale.html")
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        let action = eMarketerAction(id: 101, name: "Summer sale", contentType: "text/html", content: content, tracker: tracker)
        var made: [Weak] = []
        var clicks = 0
        for _ in 0..<100 {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            try action.render(on: webView) { _ in clicks += 1 }
            try webView.click(selector: "[data-emarketer-click-target=\"products sku-103\"] .emk-title")
            made.append(Weak(object: webView))
        }
        #expect(clicks == 100)
        #expect(made.filter { $0.object != nil }.isEmpty)
    }
}
