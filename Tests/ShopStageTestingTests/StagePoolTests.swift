import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// A stage that ends leaves its VM warm for the next one (StagePool), and the next test sees
/// nothing of the earlier one's pages.
@MainActor
struct StagePoolTests {
    @Test func theNextStageTakesAnEndedStagesVMAndSeesNoneOfItsPages() async throws {
        var first: Stage? = try await Stage()
        let vm = try #require(first).scope.group
        let earlier = try await #require(first).run { _ in
            let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            page.loadHTMLString(
                """
                <script>
                EventTarget.prototype.addEventListener = function () { window.top.heard = 'spied'; };
                HTMLElement.prototype.mark = 'earlier';
                var leaked = 1;
                </script>
                """, baseURL: URL(string: "https://shop.example/"))
            return page
        }
        #expect(try await earlier.evaluateJavaScript("HTMLElement.prototype.mark") as? String == "earlier")
        first = nil
        let second = try await Stage()
        #expect(second.scope.group === vm)
        let answer = try await second.run { _ in
            let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            page.loadHTMLString("<button id=b>Buy</button>", baseURL: URL(string: "https://shop.example/"))
            return try await page.evaluateJavaScript("""
                let heard = 0;
                document.getElementById('b').addEventListener('click', () => heard++);
                document.getElementById('b').click();
                [heard, typeof document.body.mark, typeof leaked].join(' ')
                """) as? String
        }
        #expect(answer == "1 undefined undefined")
    }

    @Test func liveStagesNeverShareAVM() async throws {
        let stages = try await [Stage(), Stage(), Stage()]
        let vms = Set(stages.map { ObjectIdentifier($0.scope.group) })
        #expect(vms.count == 3)
    }
}
