import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Clicks inside an `<iframe>` of an action. The SDK's library is a `<script src>` of the action's
/// own document (no `WKUserScript`), and its capture listener is on that document: a click in a
/// nested document never reaches it, on a phone as here. So such a click is not captured.
@MainActor
struct IframeClickTests {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let box = Recorder<eMarketerActionClicked>()

    init() throws {
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        let content = """
            <a id=outside data-emarketer-click-target="products 7" href="/p/7">Outside</a>
            <iframe srcdoc="<a id=inside data-emarketer-click-target='products 8' href='/p/8'>Inside</a>"></iframe>
            """
        let action = eMarketerAction(id: 3, contentType: "text/html", content: content, tracker: tracker)
        let box = self.box
        try action.render(on: webView) { box.record($0) }
    }

    @Test func aClickInsideAnIframeOfTheActionIsNotCaptured() async throws {
        _ = try await webView.evaluateJavaScript("frames[0].document.getElementById('inside').click()")
        #expect(box.events.isEmpty)
    }

    @Test func theSameClickInTheActionsOwnDocumentIsCaptured() async throws {
        _ = try await webView.evaluateJavaScript("document.getElementById('outside').click()")
        #expect(box.events.map(\.arg) == ["7"])
    }
}
