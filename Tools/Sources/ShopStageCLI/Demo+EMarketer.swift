import EMarketer
import Foundation
import HeadlessWebView

/// Act 2 of `shopstage demo`: an e-Marketer action fetched with `getResult()`, rendered on a
/// headless `WKWebView`, a product tile clicked and then the close button, each click reported
/// with `reportActionClicked`, a purchase of the clicked product, the panel's statistics, and the
/// closed action's sessions as the SDK counts them (cached result, `navigate`, new sessions).
enum DemoEMarketerAct {
    /// Tells the story through `output`; true when everything behaved as designed.
    @MainActor
    static func run(output: (String) -> Void) async throws -> Bool {
        let panel = try EMarketerPanel(contentsOf: Demo.fixtures("actions"))
        let clock = ManualPanelClock()
        eMarketerTracker.inst.bind(to: panel, clock: clock)
        var asDesigned = true

        output("━━ Act 2 · e-Marketer action: clicks captured and reported ━━")
        let result = try await eMarketerTracker.inst.getResult()
        output("getResult() → \(result.actions.count) actions from Fixtures/actions:")
        for action in result.actions {
            output("   \(action.id) \"\(action.name ?? "")\" (\(action.contentType ?? "no MIME type"))")
        }
        guard let action = result.actions.first(where: { $0.contentType == "text/html" }) else {
            output("   no text/html action to render")
            return false
        }

        output("")
        output("1. Render action \(action.id) on a headless WKWebView (renderOnWebkitView); the page settles.")
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        var captured: [eMarketerActionClicked] = []
        action.renderOnWebkitView(webView) { clicked in
            // seed 002's usage example: report, then show the event.
            eMarketerTracker.inst.reportActionClicked(clicked: clicked)
            captured.append(clicked)
        }

        output("")
        output("2. The user taps the \"Straw hat\" tile, then the close button (an SVG inside it):")
        for selector in [#"[data-emarketer-click-target="products sku-103"] .emk-title"#, "#close path"] {
            let before = captured.count
            try webView.click(selector: selector)
            output("   click \(selector)")
            for clicked in captured[before...] {
                output("     → clicked=\(clicked.status); arg=\(clicked.arg); href=\(clicked.href), reported")
            }
        }
        let expected = [
            eMarketerActionClicked(
                actionId: action.id, href: "https://shop.example/p/sku-103?src=emarketer", status: "product",
                arg: "sku-103"),
            eMarketerActionClicked(actionId: action.id, href: "", status: "close", arg: "2"),
        ]
        if captured != expected {
            output("   ✗ expected \(expected.map(\.description))")
            asDesigned = false
        }

        output("")
        output(
            "3. Later the user buys the straw hat: productPurchased(productId: \"sku-103\"), then done() sends it."
        )
        clock.advance(by: .seconds(10 * 60))
        eMarketerTracker.inst.productPurchased(productId: "sku-103")
        eMarketerTracker.inst.done()

        output("")
        output("4. The panel's statistics:")
        for stats in panel.statistics() { output("   \(stats)") }
        if let stats = panel.statistics(forAction: action.id),
            !(stats.shown == 1 && stats.productClicks == 1 && stats.closes == 1 && stats.purchases == 1)
        {
            output("   ✗ expected shown 1, product clicks 1, closes 1, purchases 1")
            asDesigned = false
        }

        output("")
        output("5. The close button said data-n_sessions=\"2\". As on a phone (the SDK counts the sessions):")
        var rows: [(label: String, shown: Bool, expected: Bool)] = []
        func row(_ label: String, expected: Bool) async throws {
            let ids = try await eMarketerTracker.inst.getResult().actions.map(\.id)
            let shown = ids.contains(action.id)
            rows.append((label, shown, expected))
            let list = ids.map(String.init).joined(separator: ", ")
            output("   \(label) (session \(panel.currentSession)): \(list)\(shown == expected ? "" : "   ✗")")
        }
        try await row("getResult(), same session, from the cached result — still listed", expected: true)
        eMarketerTracker.inst.navigate(documentName: "Home")
        try await row("after navigate(documentName:), a fresh result — left out", expected: false)
        eMarketerTracker.inst.startNewSession()
        eMarketerTracker.inst.startNewSession()
        try await row("startNewSession() twice: one new session — still left out", expected: false)
        clock.advance(by: .seconds(89 * 60 + 55))
        eMarketerTracker.inst.navigate(documentName: "Home")
        try await row("90 min − 5 s later a request opens the next session — back", expected: true)
        if rows.contains(where: { $0.shown != $0.expected }) {
            output("   ✗ expected the action back two sessions after the close")
            asDesigned = false
        }

        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("shopstage-demo-emarketer.jsonl")
        try panel.writeReports(to: reports)
        output("")
        output("Reports (\(panel.reports.count), JSON Lines): \(reports.path)")
        output(asDesigned ? "Act 2 behaved as designed." : "Act 2 did NOT behave as designed.")
        output("")
        return asDesigned
    }
}
