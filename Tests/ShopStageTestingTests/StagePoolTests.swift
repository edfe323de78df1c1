import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
@testable import StageTesting
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
        while StagePool.take(preparedWith: nil) != nil {}
        StagePool.give(vm, preparedWith: nil)
        // No suspension between giving and taking: no other test can take it first.
        let taken = StagePool.take(preparedWith: nil)
        #expect(taken === vm)
    }

    /// Whether a task on the main actor has finished its work.
    @MainActor final class Done { var yes = false }

    @Test func aStageWaitingForOneToEndIsWokenWhenOneEnds() async throws {
        let done = Done()
        let waiter = Task {
            _ = await StagePool.awaitEnded(patience: .seconds(30), preparedWith: nil)
            done.yes = true
        }
        // Each stage that ends wakes the first one waiting; other tests' stages may be ahead of this
        // one in the queue, so stages end (VMs are given back) until it is woken.
        var given = 0
        while !done.yes && given < 100 {
            await Task.yield()
            if StagePool.waitingCount > 0 {
                StagePool.give(try ScriptContextGroup(), preparedWith: nil)
                given += 1
            }
        }
        // Woken by a stage's end (one of these, or another test's), not by its patience running
        // out, which only a hundred ends without a wake would have left it.
        #expect(done.yes)
        #expect(given < 100)
        await waiter.value
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
