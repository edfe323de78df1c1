import Foundation
import HeadlessWebView
import ScriptEngine
@testable import ShopStageTesting
import Testing

/// A VM handed from an ended stage to the next one carries no job, no timer and no state of the
/// pages of the last: each attacker page below ends its stage with work left behind, and the next
/// stage on the same VM must load its page, run its script and receive only its own messages.
@MainActor
struct StageIsolationTests {
    nonisolated static let leftovers: [String] = [
        // Jobs left by a script stopped at the time limit.
        "Promise.resolve().then(() => { window.top.stolen = 1; alert('ATTACKER'); }); for (;;) {}",
        // A looping job left by a stopped script.
        "Promise.resolve().then(() => { for (;;) {} }); for (;;) {}",
        // An await loop left by a stopped script.
        "(async () => { for (;;) await null; })(); for (;;) {}",
        // A timer that would post a click as the next page's.
        "setInterval(() => { try { new Image().ownerDocument.defaultView.webkit.messageHandlers.clicks"
            + ".postMessage('product ATTACKER-SKU'); } catch (e) {} }, 10);",
    ]

    final class MessageLog: WKScriptMessageHandler {
        var bodies: [String] = []
        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            bodies.append("\(message.body)")
        }
    }

    @Test(arguments: leftovers)
    func theNextStageOnTheVMSeesNothingOfTheLast(_ leftover: String) async throws {
        var first: Stage? = try await Stage()
        let vm = try #require(first).scope.group
        _ = try await #require(first).run { _ in
            let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            page.scriptTimeLimit = .milliseconds(150)
            page.loadHTMLString("<script>\(leftover)</script>", baseURL: URL(string: "https://attacker.example/"))
            // A getter the host reads queues one more job as the stage ends.
            _ = try? await page.evaluateJavaScript(
                "({ get x() { Promise.resolve().then(() => { for (;;) {} }); return 1 } })")
            // Looked at, so the run does not fail for it: the attacker's stopped script is this test's subject.
            _ = page.pageErrors
            return page.scriptErrors.count
        }
        first = nil
        let later = StageScope(mainActorGroup: vm, clock: VirtualClock())
        let log = MessageLog()
        let (title, bodies, dialogs, errors) = try await later.run {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(log, name: "clicks")
            let page = WKWebView(frame: .zero, configuration: configuration)
            page.loadHTMLString(
                """
                <button id=b>Buy</button>
                <script>
                document.title = 'loaded';
                document.getElementById('b').onclick = () => webkit.messageHandlers.clicks.postMessage('product SKU-1');
                </script>
                """, baseURL: URL(string: "https://shop.example/"))
            try page.click(selector: "#b")
            try page.advance(by: .seconds(1))
            return (page.title, log.bodies, page.dialogs.count, page.scriptErrors.map(String.init(describing:)))
        }
        #expect(title == "loaded")
        #expect(bodies == ["product SKU-1"])
        #expect(dialogs == 0)
        #expect(errors.isEmpty, "\(errors)")
    }

    /// A player context made on a VM another context left a looping job in is made, and runs.
    @Test func aPlayerIsMadeOnAVMALoopingJobWasLeftIn() throws {
        let group = try ScriptContextGroup()
        let attacker = try ScriptContext(configuration: .init(timeLimit: .milliseconds(150)), group: group)
        #expect(throws: ScriptError.self) {
            try attacker.evaluate("Promise.resolve().then(() => { for (;;) {} }); for (;;) {}")
        }
        let player = try ScriptContext(configuration: .init(timeLimit: .milliseconds(150)), group: group)
        #expect(try player.evaluate("Promise.resolve(1).then(v => globalThis.v = v); 2") == .int(2))
        #expect(try player.evaluate("v") == .int(1))
    }
}
