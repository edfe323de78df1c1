import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Inside an absolutely positioned or fixed box whose containing block is the initial one, sizes
/// (`offsetWidth`, `offsetHeight`, `clientWidth`, `clientHeight`, getComputedStyle's width, height,
/// margins, paddings and a relatively positioned element's insets) come from a layout of that box
/// alone when the document's layout no longer stands: jQuery's support tests, which style, read and
/// remove such a box four times on a page's first `.css()`, lay nothing else out. Each check compares
/// the answers given that way with those of a layout of the whole document made right after.
@MainActor
struct PositionedSubtreeWithoutLayoutTests {
    /// The size reads, compared on every element of `page` (LayoutFreeReads).
    static func compared(_ page: String) async throws -> (elements: Int, withoutLayout: Int, differ: [String]) {
        try await LayoutFreeReads.compared(page, reads: """
            el.offsetWidth, el.offsetHeight, el.clientWidth, el.clientHeight, cs.width, cs.height, cs.marginLeft,
            cs.marginTop, cs.paddingRight, cs.top, cs.right
            """)
    }

    @Test func jQuerysSupportTestsLayNothingElseOut() async throws {
        // What jQuery 3's computeStyleTests and reliableTrDimensions do, after the page's own layout;
        // then the same with the document laid out before each read.
        let webView = WKWebView.loaded(
            """
            <!doctype html><style>body { margin: 8px } .tile { display: inline-block; width: 100px }</style>
            <div id=page><div class=tile>a</div><div class=tile>b</div><p>text</p></div>
            """)
        let answers = try await webView.string(
            """
            (() => { const page = document.getElementById('page');
            const supportTests = (laidOut) => {
              const read = (f) => { if (laidOut) page.getBoundingClientRect(); return f(); };
              const container = document.createElement('div'), div = document.createElement('div');
              container.style.cssText = 'position:absolute;left:-11111px;width:60px;margin-top:1px;padding:0;border:0';
              div.style.cssText = 'position:relative;display:block;box-sizing:border-box;overflow:scroll;margin:auto;'
                + 'border:1px;padding:1px;width:60%;top:1%';
              document.documentElement.appendChild(container).appendChild(div);
              const style = getComputedStyle(div); const out = [read(() => style.top), read(() => style.marginLeft)];
              div.style.right = '60%'; out.push(read(() => style.right), read(() => style.width));
              div.style.position = 'absolute'; out.push(read(() => div.offsetWidth));
              document.documentElement.removeChild(container);
              const table = document.createElement('table'), tr = document.createElement('tr');
              const child = document.createElement('div');
              table.style.cssText = 'position:absolute;left:-11111px;border-collapse:separate';
              tr.style.cssText = 'border:1px solid'; tr.style.height = '1px';
              child.style.height = '9px'; child.style.display = 'block';
              document.documentElement.appendChild(table).appendChild(tr).appendChild(child);
              const trStyle = getComputedStyle(tr);
              out.push(read(() => trStyle.height), read(() => trStyle.borderTopWidth), read(() => tr.offsetHeight));
              document.documentElement.removeChild(table);
              return out.join(' ');
            };
            page.getBoundingClientRect(); const layout = document._layout;
            const fast = supportTests(false), kept = document._layout === layout;
            return [fast, kept, supportTests(true)].join(' | '); })()
            """)
        let parts = try #require(answers).components(separatedBy: " | ")
        #expect(parts.count == 3)
        // No layout of the document, and the answers a layout gives. jQuery's conclusions are WebKit's:
        // `top` in px, margins, right and width 12, 36 and 36 px, offsetWidth 36, the row's height and
        // borders adding up to its offsetHeight (WebKit 2.50 answers 8.05px for `top`, resolved against the
        // viewport's height, and 7px and 9 for the row, which this layout model does not size as a table's).
        #expect(parts.count == 3 && parts[1] == "true" && parts[0] == parts[2])
        #expect(parts.first == "0.015625px 12px 36px 36px 36 1px 1px 3")
    }

    /// Positioned boxes against the initial containing block, with what is inside them: every answer is the layout's.
    @Test(arguments: [
        // Percentages and auto margins inside, a nested absolute box against its positioned parent, a fixed one.
        """
        <!doctype html><style>#p { position: absolute; left: -500px; top: 10px; width: 240px; padding: 4px }
        #q { width: 50%; margin: 0 auto; padding: 3% 2px } #r { position: relative; top: 10%; left: 5px; height: 30px }
        #n { position: absolute; left: 10px; right: 20px; top: 0; bottom: 0 } #f { position: fixed; width: 25vw }</style>
        <div id=page>page</div><div id=p><div id=q><p id=t>some words to wrap in the box</p></div>
        <div id=r><span id=s>s</span></div><div id=n><div id=nn>n</div></div><div id=f><b>f</b></div></div>
        """,
        // Shrink-to-fit (no width), stretched between its insets, rem, a flex row inside, a table row.
        """
        <!doctype html><style>html { font-size: 10px } #a { position: absolute; top: 0 } #b { position: absolute;
        left: 1rem; right: 2rem; top: 5px; bottom: 5px } #row { display: flex } #row > div { flex: 1; padding: 1rem }
        </style><div id=a><div id=a1>shrinks to this text</div></div><div id=b><div id=row><div id=x>x</div>
        <div id=y>y</div></div><table id=tb style="position: absolute"><tr id=tr style="height: 5px"><td>c</td></tr></table></div>
        """,
        // Quirks mode, as an e-Marketer action's document.
        """
        <div id=q style="position: absolute; width: 80%"><div id=q1 style="margin: 0 10%; height: 20%">q</div>
        <p id=q2>paragraph</p><span id=q3>span</span></div>
        """,
    ])
    func answersWithoutALayoutAreTheLayouts(page: String) async throws {
        let result = try await Self.compared(page)
        #expect(result.differ == [])
        // The positioned box's own insets need its position: the elements inside it are answered without.
        #expect(result.withoutLayout >= 3)
    }

    /// Where a positioned box's containing block is not the initial one, or its place is not plain
    /// block flow (a positioned, transformed or flex ancestor, one not rendered), the document is laid
    /// out: the answers are the layout's.
    @Test(arguments: [
        """
        <!doctype html><div style="position: relative; width: 200px"><div id=a style="position: absolute; width: 50%">
        <p id=a1>a</p></div></div><div style="transform: translateX(4px); width: 100px"><div id=b style="position:
        absolute; width: 50%"><p id=b1>b</p></div></div><div style="display: flex; width: 300px"><div id=c style="position:
        absolute; width: 10%">c</div></div><div style="display: none"><div id=d style="position: absolute">d</div></div>
        """,
        """
        <!doctype html><body style="position: relative; margin: 30px"><div id=e style="position: absolute; left: 0;
        right: 0; height: 50%"><p id=e1 style="height: 50%">e</p></div><span><b id=g style="position: absolute">g</b></span>
        </body>
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
        for name in names {
            let result = try await Self.compared(try Fixtures.text("\(folder)/\(name)"))
            #expect(result.elements > 0, "\(folder)/\(name)")
            #expect(result.differ == [], "\(folder)/\(name)")
        }
    }
}
