import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Numbers and integers computed as WebKit prints them, and the `flex` shorthand's longhands.
/// Expected figures are WebKitGTK 2.50's for the same markup.
@MainActor
struct ComputedNumberTests {
    private func read(_ markup: String, _ properties: [String]) async throws -> String? {
        let page = WKWebView.loaded("<div style=\"display: flex; width: 300px\">\(markup)</div>")
        let list = properties.map { "'\($0)'" }.joined(separator: ", ")
        return try await page.string("""
            [...document.querySelectorAll('[id]')].map((e) => { const s = getComputedStyle(e);
                return [\(list)].map((p) => s.getPropertyValue(p)).join(' '); }).join(' | ')
            """)
    }

    @Test func numbersAreFloatsAndOpacityIsClampedToOne() async throws {
        let answer = try await read("""
            <div id=a style="opacity: .5; flex-grow: 2.50; flex-shrink: 0.0; order: +3; z-index: 007">a</div>
            <div id=b style="opacity: 1.5">b</div><div id=c style="opacity: 50%">c</div><div id=d style="opacity: -1">d</div>
            """, ["opacity", "flex-grow", "flex-shrink", "order", "z-index"])
        #expect(answer == "0.5 2.5 0 3 7 | 1 0 1 0 auto | 0.5 0 1 0 auto | 0 0 1 0 auto")
    }

    @Test func theFlexShorthandSetsItsThreeLonghands() async throws {
        let answer = try await read("""
            <div id=a style="flex: 1 1 0%">a</div><div id=b style="flex: none">b</div><div id=c style="flex: 2">c</div>
            <div id=d style="flex: auto">d</div><div id=e style="flex: 30px">e</div><div id=f style="flex: 2 3">f</div>
            <div id=g style="flex: 1; flex-grow: 4">g</div><div id=h style="flex: 1 1 0">h</div>
            """, ["flex-grow", "flex-shrink", "flex-basis"])
        #expect(answer == "1 1 0% | 0 0 auto | 2 1 0% | 1 1 auto | 1 1 30px | 2 3 0% | 4 1 0% | 1 1 0px")
    }
}
