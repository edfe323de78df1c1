import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A block whose width its ancestors alone decide (each a block in its parent's flow, up to the
/// root) answers `offsetWidth`, `clientWidth` and getComputedStyle's `width`, margins and paddings
/// without a layout, when the layout no longer stands: a carousel that sizes its slides and reads
/// its root's width (Glide) lays nothing out. Each check compares the answers given that way with
/// the answers of a layout made right after, for every element of a page.
@MainActor
struct WidthWithoutLayoutTests {
    /// The width reads, compared on every element of `page` (LayoutFreeReads).
    static func compared(_ page: String) async throws -> (elements: Int, withoutLayout: Int, differ: [String]) {
        try await LayoutFreeReads.compared(
            page, reads: "el.offsetWidth, el.clientWidth, cs.width, cs.marginLeft, cs.marginRight, cs.paddingLeft, cs.paddingTop")
    }

    @Test func aRootReadAfterItsSlidesChangeLaysNothingOut() async throws {
        let webView = WKWebView.loaded(
            """
            <!doctype html><style>body { margin: 8px } .glide { padding: 0 12px; border: 1px solid }
            .track { overflow: hidden } .slides { display: flex } .slide { flex-shrink: 0 }</style>
            <div class=glide id=root><div class=track><ul class=slides id=slides>
            <li class=slide>a</li><li class=slide>b</li><li class=slide>c</li></ul></div></div>
            """)
        let answers = try await webView.string(
            """
            (() => { root.getBoundingClientRect(); const out = [];
            for (const width of [120, 170]) {
              for (const s of document.querySelectorAll('.slide')) s.style.width = width + 'px';
              slides.style.width = 3 * width + 'px';
              const before = document._layout;
              out.push(root.offsetWidth, root.clientWidth, document._layout === before); }
            return out.join(' '); })()
            """)
        // 390 px wide: the body's 8 px margins, the root's border box.
        #expect(answers == "374 372 true 374 372 true")
        // The slides' own widths come from a layout, which then stands.
        #expect(try await webView.string("String(document.querySelector('.slide').offsetWidth)") == "170")
    }

    /// Pages whose elements are answered without a layout: every answer is the layout's.
    @Test(arguments: [
        // Margins and paddings in % and auto (centring), box-sizing, min and max widths, nesting.
        """
        <!doctype html><style>#a { margin: 0 5%; padding: 2% 10px } #b { width: 60%; margin: 0 auto;
        box-sizing: border-box; padding: 0 7px; border: 3px solid } #c { max-width: 100px; margin-left: auto }
        #d { min-width: 500px } #e { width: calc(50% - 10px); padding-left: 1em }</style>
        <div id=a><div id=b><div id=c><p id=d>d</p></div><section id=e>e</section></div></div>
        """,
        // A flex container's own width, a list item, a flow root, a relatively positioned block, rem and vw.
        """
        <!doctype html><style>html { font-size: 20px } #f { display: flex; width: 50vw; margin-left: 1rem }
        #l { display: list-item; padding-left: 2rem } #r { position: relative; left: 30px; display: flow-root }</style>
        <div id=f><span>x</span></div><ul><li id=l>l</li></ul><div id=r><div>r</div></div>
        """,
        // Quirks mode (no doctype), as an e-Marketer action's document, and a replaced element sized by its attribute.
        """
        <style>div { margin: 0 3px }</style><div id=q><div id=q2><img id=i width=120 src="data:,x"></div></div>
        """,
    ])
    func answersWithoutALayoutAreTheLayouts(page: String) async throws {
        let result = try await Self.compared(page)
        #expect(result.differ == [])
        #expect(result.withoutLayout > 0)
    }

    /// Where the width needs more than the ancestors (content, siblings, a flex line, a positioned
    /// box's containing block), the reads make the layout: the answers are the layout's.
    @Test(arguments: [
        // Shrink-to-fit: inline blocks, floats, absolutely positioned boxes, fit-content; flex items; inline boxes.
        """
        <!doctype html><style>#ib { display: inline-block } #fl { float: left } #ab { position: absolute; left: 0 }
        #fc { width: fit-content } #row { display: flex } #row > div { flex: 1 }</style>
        <div id=ib><p id=inIb>x</p></div><div id=fl><p id=inFl>y</p></div><div id=ab><p id=inAb>z</p></div>
        <div id=fc><p id=inFc>w</p></div><div id=row><div id=item1><p id=inItem>1</p></div><div id=item2>2</div></div>
        <p><span id=inline>s</span></p>
        """,
        // display: contents between a block and its parent; a shadow host, whose children its slot places.
        """
        <!doctype html><div style="display: contents"><div id=inContents style="margin: 0 9px">c</div></div>
        <div id=host><p id=light>light</p></div><script>host.attachShadow({ mode: 'open' }).innerHTML =
        '<div style="padding: 0 20px; width: 200px"><slot></slot></div>'</script>
        """,
    ])
    func answersThatNeedALayoutAreTheLayouts(page: String) async throws {
        let result = try await Self.compared(page)
        #expect(result.elements > 5)
        #expect(result.differ == [])
    }

    /// Every page of the real-library and action fixtures: the answers given without a layout are the layout's.
    @Test(arguments: ["real-library", "actions", "actions/fidelity"])
    func fixturePagesAgreeWithTheirLayouts(folder: String) async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(!names.isEmpty)
        var answeredWithoutLayout = 0
        for name in names {
            let result = try await Self.compared(try Fixtures.text("\(folder)/\(name)"))
            #expect(result.elements > 0, "\(folder)/\(name)")
            #expect(result.differ == [], "\(folder)/\(name)")
            answeredWithoutLayout += result.withoutLayout
        }
        #expect(answeredWithoutLayout > 0)
    }
}
