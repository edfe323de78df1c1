import Foundation
import HeadlessWebView
import ScriptEngine
@testable import ShopStageTesting
import Testing

/// A stage that ends leaves its VM warm for the next one (StagePool), and the next test sees
/// nothing of the earlier one's pages.
@MainActor
struct StagePoolTests {
    /// A VM an ended stage used, taken by a later stage (here bound directly, as the pool binds it,
    /// so that no test running in parallel takes it first): the later test sees nothing of the earlier.
    @Test func aVMAnEarlierStageUsedShowsTheNextNoneOfItsPages() async throws {
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
        let later = StageScope(mainActorGroup: vm, clock: VirtualClock())
        let answer = try await later.run {
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

    @Test func anIdleVMIsHandedToTheNextStage() async throws {
        let vm = try ScriptContextGroup()
        // A full pool keeps no more: empty it first (the VMs it held are simply built again later).
        while StagePool.take() != nil {}
        StagePool.give(vm)
        // No suspension between giving and taking: no other test can take it first.
        let taken = StagePool.take()
        #expect(taken === vm)
    }

    @Test func aStageWaitingForOneToEndIsWokenWhenOneEnds() async throws {
        let before = StagePool.waitingCount
        let waiter = Task { await StagePool.awaitEnded(patience: .seconds(30)) != nil }
        while StagePool.waitingCount == before { await Task.yield() }
        let waiting = StagePool.waitingCount
        let start = ContinuousClock.now
        StagePool.give(try ScriptContextGroup())
        // The first stage waiting is woken at once (another test's, maybe, whose stage then ends too).
        #expect(StagePool.waitingCount == waiting - 1)
        _ = await waiter.value
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func aStageWaitsAboutTwoBuildsBeforeBuildingItsOwn() {
        #expect(StagePool.liveBeforeWaiting >= 2)
        if let build = StagePool.lastBuild {
            #expect(StagePool.patience == max(.milliseconds(50), build * 2))
        } else {
            #expect(StagePool.patience == .seconds(1))
        }
    }

    @Test func liveStagesNeverShareAVM() async throws {
        let stages = try await [Stage(), Stage(), Stage()]
        let vms = Set(stages.map { ObjectIdentifier($0.scope.group) })
        #expect(vms.count == 3)
    }
}
