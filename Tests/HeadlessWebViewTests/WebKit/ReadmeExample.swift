// Copied from README.md (### HeadlessWebView).
import Foundation
import HeadlessWebView

@MainActor
final class ActionMessages: WKScriptMessageHandler {
    var bodies: [Any] = []
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        bodies.append(message.body)
    }
}

@MainActor
func clickClose() throws -> [Any] {
    let messages = ActionMessages()
    let configuration = WKWebViewConfiguration()
    configuration.userContentController.add(messages, name: "action")
    let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), configuration: configuration)
    webView.loadHTMLString(
        """
        <a id="shop" href="spring">Shop</a> <button id="close">Close</button>
        <script>
          document.getElementById('close').addEventListener('click', () =>
            webkit.messageHandlers.action.postMessage({ status: 'close' }));
        </script>
        """, baseURL: URL(string: "https://shop.example/campaigns/"))
    try webView.click(selector: "#close")  // a trusted MouseEvent, then activation behaviour
    try webView.click(selector: "#shop")  // recorded and blocked: the document stays
    try webView.settle()  // timers due now
    _ = webView.navigations.first?.url  // "https://shop.example/campaigns/spring"
    return messages.bodies  // [["status": "close"]]
}

// The README's example, compiled and run (keep the two in step).
import Testing

@MainActor
struct ReadmeExampleTests {
    @Test func theReadmeExampleRuns() throws {
        let bodies = try clickClose()
        #expect((bodies.first as? [String: Any])?["status"] as? String == "close")
    }
}
