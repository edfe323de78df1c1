import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Seed 002's usage example, as it is written, in a view controller with a status label.
@MainActor
final class SeedActionViewController {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let labelStatus = Label()

    func present(_ action: eMarketerAction) {
        action.renderOnWebkitView(webView) { clicked in
            // Got event. This means that you clicked some sensitive region
            // I report this event to e-Marketer. So there will be CTR and close-rate statistics, and widget contribution rate (products bought from this action)
            eMarketerTracker.inst.reportActionClicked(clicked: clicked)
            // Also i show the event on screen
            self.labelStatus.text = "clicked=\(clicked.status); arg=\(clicked.arg); href=\(clicked.href)"
        }
    }
}

@MainActor
final class Label {
    var text: String?
}

/// The only tests that use the singleton (seed 002's example here, the SDK's demo app in
/// DemoApp/): one serialized suite, each test binding it to its own panel.
@Suite(.serialized)
@MainActor
struct SingletonTests {
    @Test func theSeedsUsageExampleReportsThroughTheSingleton() async throws {
        let panel = try EMarketerPanel(contentsOf: Fixtures.url("actions"))
        eMarketerTracker.inst.bind(to: panel, clock: ManualPanelClock())
        let action = try #require(try await eMarketerTracker.inst.getResult().actions.first { $0.id == 101 })
        let controller = SeedActionViewController()
        controller.present(action)

        try controller.webView.click(selector: #"[data-emarketer-click-target="products sku-103"] .emk-title"#)
        #expect(
            controller.labelStatus.text
                == "clicked=product; arg=sku-103; href=https://shop.example/p/sku-103?src=emarketer")
        try controller.webView.click(selector: "#close path")
        #expect(controller.labelStatus.text == "clicked=close; arg=2; href=")

        let stats = try #require(panel.statistics(forAction: 101))
        #expect(stats.shown == 1)
        #expect(stats.productClicks == 1)
        #expect(stats.closes == 1)
        #expect(try await eMarketerTracker.inst.getResult().actions.map(\.id) == [102, 101, 103])  // cached
        eMarketerTracker.inst.navigate(documentName: "Home")
        #expect(try await eMarketerTracker.inst.getResult().actions.map(\.id) == [102, 103])
    }
}
