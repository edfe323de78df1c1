import EMarketer
import EMarketerTesting
import Testing
import WebKit

@testable import ShopApp

let picks = PanelAction(
    id: 7, name: "Picks",
    content: """
        <div data-emarketer-click-target="products sku-42">
          <a href="https://shop.example/p/42"><span class="title">Straw hat</span></a>
        </div>
        <button class="emarketer_button_dont_show_again" data-n_sessions="1">×</button>
        """)

@MainActor
@Test func tappingAProductTileReportsAProductClick() async throws {
    let stage = try await Stage(panel: EMarketerPanel(actions: [picks]))
    try await stage.run { stage in
        let presenter = ActionPresenter()
        try await presenter.showFirstAction()

        // The user taps the tile's title, and two seconds later the close button.
        try presenter.webView.click(selector: ".title")
        #expect(presenter.labelStatus == "clicked=product; arg=sku-42; href=https://shop.example/p/42")
        try await stage.advance(by: .seconds(2))
        try presenter.webView.click(selector: "button")

        stage.panel.reportRecorder().expect([
            "sessionStarted", "executed 7", "productClick 7 sku-42", "close 7 arg=1 dontShow=1",
        ])
    }
}

@MainActor
@Test func anActionWhoseScriptThrowsFailsTheRunUnlessExpected() async throws {
    let broken = PanelAction(id: 8, name: "Countdown", content: "<p>Sale</p><script>startCountdown()</script>")
    let stage = try await Stage(panel: EMarketerPanel(actions: [broken]))
    // The page's ReferenceError would fail the test at `run`: this test expects it.
    stage.expectFailure(.pageError)
    try await stage.run { _ in
        let presenter = ActionPresenter()
        try await presenter.showFirstAction()
    }
}
