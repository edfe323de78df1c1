import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The SDK's demo app, driven as a user drives it, against a panel: its code compiles with only
/// the SDK's type names renamed, and behaves as on a phone.
extension SingletonTests {
    static let key = String(repeating: "a", count: 40)

    func demoPanel() throws -> (EMarketerPanel, ManualPanelClock) {
        let panel = EMarketerPanel(
            actions: try EMarketerPanel.loadActions(from: Fixtures.url("actions")),
            conditions: [PanelCondition(id: 5, name: "Returning visitor")])
        let clock = ManualPanelClock()
        eMarketerTracker.inst.bind(to: panel, clock: clock)
        return (panel, clock)
    }

    @Test func theDemosKeyScreenRefusesAKeyThatIsNot40Characters() throws {
        _ = try demoPanel()
        let screen = ViewController()
        screen.inputKey.text = "short"
        #expect(!screen.initTracker())
        #expect(screen.labelError.text == "API key must be 40 characters")
        screen.inputKey.text = Self.key
        #expect(screen.initTracker())
    }

    @Test func withAMalformedKeyGetResultShowsTheSDKsError() throws {
        _ = try demoPanel()
        eMarketerTracker.inst.initialize(apiKey: "short")
        let demo = DemoViewController()
        demo.viewDidLoad()
        #expect(demo.labelDemoError.text == "API key must be 40 characters")
        #expect(demo.tableRes.rows.isEmpty)
    }

    @Test func theDemoListsConditionsAndActions() throws {
        _ = try demoPanel()
        let demo = DemoViewController()
        demo.viewDidLoad()
        #expect(
            demo.tableRes.rows.map(\.0) == [
                "**1 conditions**", "Returning visitor", "**3 actions**",
                "Recommended for you (JSON) (application/json)",
                "Summer sale banner (text/html)", "Welcome tracker (Javascript) (application/javascript)",
            ])
        #expect(!demo.loading.isAnimating)
    }

    @Test func theDemosEventsReachThePanelInTheirSessionWithTheNavigation() throws {
        let (panel, _) = try demoPanel()
        let demo = DemoViewController()
        demo.viewDidLoad()
        demo.inputUserValue.text = "ann@example.com"
        demo.clickedUser()
        demo.inputProductId.text = "sku-103"
        for status in [0, 1, 2] {
            demo.pickerStatus.selected = status
            demo.clickedProduct()
        }
        demo.clickedBuy()
        demo.pickerProductOrArticle.selected = 1
        demo.inputProductId.text = "a-1"
        demo.pickerStatus.selected = 3
        demo.clickedProduct()
        demo.inputNav.text = "Cart page"
        #expect(demo.labelEvents.text == "6 events")
        demo.clickedGo()

        let sent = panel.reports.filter { $0.kind != .sessionStarted }
        #expect(
            sent.map(\.kind) == [
                .userData, .productViewed, .productAddedToCart, .productLiked, .productsPurchased, .articleGoal,
                .navigate,
            ])
        #expect(Set(sent.map(\.session)) == [1])
        #expect(sent.first?.field == "email" && sent.first?.value == "ann@example.com")
        #expect(
            panel.statistics(forProduct: "sku-103")
                == {
                    var stats = ProductStatistics(productId: "sku-103")
                    stats.viewed = 1
                    stats.liked = 1
                    stats.addedToCart = 1
                    stats.purchases = 1
                    return stats
                }())
    }

    @Test func theDemosActionScreenReportsAClickAndShowsIt() async throws {
        let (panel, _) = try demoPanel()
        let demo = DemoViewController()
        demo.viewDidLoad()
        demo.selectedTableRow(nRow: 4)  // the 2nd action row: the summer sale banner
        let action = try #require(demo.curAction)
        let screen = ActionViewController()
        screen.webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        screen.setAction(action: action)
        try screen.webView.click(selector: "#close path")
        #expect(screen.labelStatus.text == "clicked=close; arg=2; href=")
        #expect(panel.statistics(forAction: 101)?.closes == 1)
        demo.clickedNewSession()
        demo.getResult()
        #expect(!demo.tableRes.rows.map(\.0).contains("Summer sale banner (text/html)"))
    }

    @Test func theDemosActionScreenShowsANonHTMLActionAsPlainText() async throws {
        _ = try demoPanel()
        let demo = DemoViewController()
        demo.viewDidLoad()
        demo.selectedTableRow(nRow: 5)  // the JavaScript action
        let screen = ActionViewController()
        screen.webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        screen.setAction(action: try #require(demo.curAction))
        #expect(
            try await screen.webView.evaluateJavaScript("document.querySelector('plaintext').textContent") as? String
                == "console.log('welcome');")
    }
}
