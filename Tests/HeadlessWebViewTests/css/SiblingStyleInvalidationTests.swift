import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A change of an earlier sibling (its class, an insertion, a removal) restyles the later siblings
/// that `+`, `~` and `:nth-child()` rules select, and starts or ends their animations.
@MainActor
struct SiblingStyleInvalidationTests {
    @Test func aClassChangeOfAnEarlierSiblingRestylesTheLaterOne() async throws {
        let webView = WKWebView.loaded("<style>.on + p { color: red }</style><div id=a></div><p id=p>x</p>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); const before = s.color; a.className = 'on'; before + ' ' + s.color")
                == "rgb(0, 0, 0) rgb(255, 0, 0)")
    }

    @Test func aClassChangeOfAnEarlierSiblingStartsTheLaterOnesTransition() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>p { opacity: 1; transition: opacity 100ms } .open ~ p { opacity: 0 }</style><button id=b></button><span></span><p>x</p>")
        _ = try await webView.evaluateJavaScript("b.className = 'open'")
        // Runs on frame 1 (17), starts on frame 2 (34); 16.7 + 100 is frame 7 (117)
        // (StyleSheetAnimationTests.logged's frames).
        try webView.advance(by: .milliseconds(117))
        #expect(
            try await webView.string("log.join(' ')")
                == "transitionrun@17:opacity:0 transitionstart@34:opacity:0 transitionend@117:opacity:0.1")
    }

    @Test func anInsertedEarlierSiblingStartsTheLaterOnesAnimation() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>.badge + .price { animation: flash 50ms } @keyframes flash { to { opacity: 0 } }</style><div id=row><span class=price>x</span></div>")
        _ = try await webView.evaluateJavaScript(
            "const b = document.createElement('i'); b.className = 'badge'; row.prepend(b);")
        // Frame 1 (17), then 16.7 + 50: frame 4 (66.7, run at 67).
        try webView.advance(by: .milliseconds(67))
        #expect(try await webView.string("log.join(' ')") == "animationstart@17:flash:0 animationend@67:flash:0.05")
    }

    @Test func removingAnEarlierSiblingCancelsTheLaterOnesAnimation() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>.badge + .price { animation: flash 1s } @keyframes flash { to { opacity: 0 } }</style><div><i id=b class=badge></i><span class=price>x</span></div>")
        // Started on frame 1 (17); removed at 20, cancelled on frame 2 (34), active for 20 - 16.67 ms.
        try webView.advance(by: .milliseconds(20))
        _ = try await webView.evaluateJavaScript("b.remove()")
        try webView.advance(by: .milliseconds(20))
        #expect(
            try await webView.string("log.join(' ')") == "animationstart@17:flash:0 animationcancel@34:flash:0.003333")
    }

    @Test func aRemovalChangesWhichSiblingIsTheFirstChild() async throws {
        let webView = StyleSheetAnimationTests.logged(
            "<style>li:first-child { animation: lead 1s } @keyframes lead { to { opacity: 0 } }</style><ul><li id=a></li><li id=b></li></ul>")
        // The first starts on frame 1 (17); the removal at 20 starts the second's on frame 2 (34).
        try webView.advance(by: .milliseconds(20))
        _ = try await webView.evaluateJavaScript("a.remove()")
        try webView.advance(by: .milliseconds(20))
        #expect(try await webView.string("log.join(' ')") == "animationstart@17:lead:0 animationstart@34:lead:0")
    }
}
