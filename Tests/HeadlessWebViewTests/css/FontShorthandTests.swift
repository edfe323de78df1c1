import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The `font` shorthand sets its longhands, as WebKit's cascade does: what a page's `font: 12px/30px
/// Georgia` says reaches getComputedStyle and the layout's line boxes. Expected figures are WebKitGTK
/// 2.50's for the same markup.
@MainActor
struct FontShorthandTests {
    private func fonts(_ markup: String, _ ids: [String]) async throws -> String? {
        let page = WKWebView.loaded("<div style=\"width: 300px\">\(markup)</div>")
        let list = ids.map { "'\($0)'" }.joined(separator: ", ")
        return try await page.string("""
            [\(list)].map((id) => { const e = document.getElementById(id), s = getComputedStyle(e);
                return ['font-style', 'font-variant', 'font-weight', 'font-size', 'line-height', 'font-family']
                    .map((p) => s.getPropertyValue(p)).join(' | ') + ' | ' + e.offsetHeight; }).join('\\n')
            """)
    }

    @Test func theShorthandSetsEachLonghandAndResetsTheOthers() async throws {
        let answer = try await fonts("""
            <div id=a style="font: italic bold 12px/30px Georgia, serif">a</div>
            <div id=b style="font: 12px Arial">b</div>
            <div id=d style="font: small-caps 600 condensed 20px / 2em monospace">d</div>
            """, ["a", "b", "d"])
        #expect(answer == """
            italic | normal | 700 | 12px | 30px | Georgia, serif | 30
            normal | normal | 400 | 12px | normal | Arial | 14
            normal | small-caps | 600 | 20px | 40px | monospace | 40
            """)
    }

    @Test func laterDeclarationsWinInOrderAndAnInvalidShorthandChangesNothing() async throws {
        let answer = try await fonts("""
            <div id=f style="font-weight: bold; font: 10px serif">f</div>
            <div id=g style="font: 10px serif; font-weight: bold">g</div>
            <div id=e style="font: 14px">e</div>
            """, ["f", "g", "e"])
        #expect(answer == """
            normal | normal | 400 | 10px | normal | serif | 11
            normal | normal | 700 | 10px | normal | serif | 11
            normal | normal | 400 | 16px | normal | -webkit-standard | 19
            """)
    }
}
