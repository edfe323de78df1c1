import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A page that patches `Element.prototype` patches its own window's copy: no other page sees it,
/// on its stage or another. Each test on its own stage also has its own VM: the two tests below run
/// in parallel (Swift Testing's default) and neither sees the other's patch.
@MainActor
@Suite struct PrototypePatchIsolationTests {
    @Test func aPagePatchingElementPrototypeSeesOnlyItsOwnPatch() async throws {
        try await patchAndCheck(mark: "first")
    }

    @Test func anotherPagePatchingElementPrototypeSeesOnlyItsOwnPatch() async throws {
        try await patchAndCheck(mark: "second")
    }

    /// The same, interleaved by construction: both stages alive, each patched, each checked after
    /// the other patched.
    @Test func twoLiveStagesKeepTheirOwnPatches() async throws {
        let first = try await Stage()
        let second = try await Stage()
        let firstPage = try await first.run { _ in try patchedPage(mark: "first") }
        let secondPage = try await second.run { _ in try patchedPage(mark: "second") }
        #expect(try await firstPage.evaluateJavaScript("document.body.stageMark") as? String == "first")
        #expect(try await secondPage.evaluateJavaScript("document.body.stageMark") as? String == "second")
        // A later page of a stage has interfaces of its own.
        let later = await second.run { _ in freshPage() }
        #expect(try await later.evaluateJavaScript("typeof document.body.stageMark") as? String == "undefined")
    }
}

@MainActor
private func patchAndCheck(mark: String) async throws {
    let stage = try await Stage()
    try await stage.run { stage in
        let page = try patchedPage(mark: mark)
        // Virtual time moves and the test gives way: the other test runs its page meanwhile.
        try await stage.advance(by: .seconds(1))
        await Task.yield()
        #expect(try await page.evaluateJavaScript("document.body.stageMark") as? String == mark)
        #expect(try await freshPage().evaluateJavaScript("typeof document.body.stageMark") as? String == "undefined")
    }
}

/// A page that finds `Element.prototype` unpatched and patches it with `mark`.
@MainActor
private func patchedPage(mark: String) throws -> WKWebView {
    let page = freshPage()
    page.loadHTMLString(
        """
        <body><script>
        document.body.dataset.before = typeof Element.prototype.stageMark;
        Element.prototype.stageMark = '\(mark)';
        </script></body>
        """, baseURL: URL(string: "https://shop.example/"))
    #expect(page.scriptErrors.isEmpty)
    #expect(page.serializedHTML.contains(#"data-before="undefined""#))
    return page
}

@MainActor
private func freshPage() -> WKWebView {
    let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    page.loadHTMLString("<body></body>", baseURL: URL(string: "https://shop.example/"))
    return page
}
