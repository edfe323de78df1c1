import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// getComputedStyle answers a rendered box's used sizes, margins and paddings in px (CSSOM's
/// resolved values), as WebKit does: jQuery's `.css('width')` and a carousel's slide sizing read
/// them. The expected figures are WebKitGTK 2.50's for the same markup (its used lengths are
/// LayoutUnits, 1/64 px, truncated).
@MainActor
struct ResolvedValueTests {
    private static let page = """
        <style>
        .a { width: 50%; padding: 3px 7px; margin: 0 auto; border: 2px solid red; }
        .b { box-sizing: border-box; width: 33.3333%; padding: 5px; border: 1px solid; float: left; }
        .c { display: inline-block; padding: 2%; margin: 1em; }
        .f { display: flex; } .f > div { flex: 1; margin-left: 10%; }
        </style>
        <div style="width: 300px">
        <div id=a class=a>auto margins</div>
        <div id=b class=b>third</div><div class=b>third</div><div style="clear: both"></div>
        <span id=s style="width: 50px; margin-left: 2em">inline</span>
        <div id=c class=c><div style="width: 100px; height: 10px"></div></div>
        <div id=d style="display: none; width: 40px; margin-left: 10%">hidden</div>
        <div class=f><div id=f1>one</div><div>two two</div></div>
        </div>
        <img id=i src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" style="width: 7px; height: 9px">
        """

    private func read(_ id: String, _ names: [String], in page: WKWebView) async throws -> String? {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return try await page.string("""
            ((style) => [\(list)].map((name) => style.getPropertyValue(name)).join(' '))(
                getComputedStyle(document.getElementById('\(id)')))
            """)
    }

    @Test func sizesMarginsAndPaddingsOfABlockAreItsUsedValues() async throws {
        let page = WKWebView.loaded(Self.page)
        #expect(try await read("a", ["width", "height", "margin-left", "margin-right", "padding-left", "padding-top"],
            in: page) == "150px 19px 66px 66px 7px 3px")
        // border-box: the border box's width; 33.3333% of 300px is 99.99990px, truncated to 1/64 px.
        #expect(try await read("b", ["width", "height"], in: page) == "99.984375px 31px")
        #expect(try await read("f1", ["width", "height", "margin-left"], in: page) == "120px 19px 30px")
        #expect(try await read("i", ["width", "height"], in: page) == "7px 9px")
    }

    @Test func percentagePaddingsAreResolvedAgainstTheContainingBlock() async throws {
        let page = WKWebView.loaded(Self.page)
        #expect(try await read("c", ["padding-left", "padding-top", "margin-left", "height", "width"], in: page)
            == "6px 6px 16px 10px 100px")
        // The inline block shrinks to its 100px content and adds its own percentage paddings to it.
        #expect(try await page.string("String(document.getElementById('c').offsetWidth)") == "112")
    }

    @Test func anInlineBoxAnswersItsDeclaredSizeAndABoxlessElementItsComputedValues() async throws {
        let page = WKWebView.loaded(Self.page)
        // Sizes do not apply to a span: its declared width is what it answers; its margins are used values.
        #expect(try await read("s", ["width", "height", "margin-left"], in: page) == "50px auto 32px")
        // display: none has no box: the computed values (a percentage margin stays one).
        #expect(try await read("d", ["width", "height", "margin-left"], in: page) == "40px auto 10%")
    }

    @Test func anElementInNoDocumentTreeHasNoStyleAndOneOfAnotherDocumentHasItsComputedStyle() async throws {
        let page = WKWebView.loaded(Self.page)
        let answer = try await page.string("""
            const div = document.createElement('div'); div.style.color = 'red';
            const style = getComputedStyle(div);
            const before = [style.color, style.getPropertyValue('display'), style.length, style.item(0), 'color' in style];
            document.body.appendChild(div);
            const inserted = [style.color, style.display];
            div.remove();
            const other = document.implementation.createHTMLDocument('x'), there = other.createElement('div');
            other.body.appendChild(there); there.style.color = 'red';
            [before.join(','), inserted.join(','), style.color, getComputedStyle(there).color].join(' | ')
            """)
        #expect(answer == ",,0,,true | rgb(255, 0, 0),block |  | rgb(255, 0, 0)")
    }

    @Test func theObjectAPageKeepsAnswersWithTheLayoutOfTheMoment() async throws {
        let page = WKWebView.loaded(Self.page)
        let answer = try await page.string("""
            const a = document.getElementById('a'), style = getComputedStyle(a);
            const before = style.width + ' ' + style.marginLeft;
            a.style.width = '100px'; a.style.paddingLeft = '10%';
            [before, style.width, style.marginLeft, style.paddingLeft, style['padding-left']].join(' ')
            """)
        #expect(answer == "150px 66px 100px 79.5px 30px 30px")
    }

    @Test func aTransformIsTheMatrixItStandsFor() async throws {
        let page = WKWebView.loaded("""
            <div id=host style="width: 300px"></div>
            """)
        // WebKitGTK 2.50's answers for the same lists on a 100×50 box.
        let cases: [(String, String)] = [
            ("translate(50%, 10%)", "matrix(1, 0, 0, 1, 50, 5)"),
            ("translateX(-33.333333px)", "matrix(1, 0, 0, 1, -33.333332, 0)"),
            ("translate3d(1px, 2px, 0)", "matrix(1, 0, 0, 1, 1, 2)"),
            ("translate3d(1px, 2px, 3px)", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1)"),
            ("rotate(30deg)", "matrix(0.866025, 0.5, -0.5, 0.866025, 0, 0)"),
            ("rotate(0.5turn)", "matrix(-1, 0, 0, -1, 0, 0)"),
            ("skew(10deg, 20deg)", "matrix(1, 0.36397, 0.176327, 1, 0, 0)"),
            ("perspective(100px)", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.01, 0, 0, 0, 1)"),
            ("rotate3d(1, 1, 0, 45deg)",
                "matrix3d(0.853553, 0.146447, -0.5, 0, 0.146447, 0.853553, 0.5, 0, 0.5, -0.5, 0.707107, 0, 0, 0, 0, 1)"),
            ("translate(1e-7px, 123456789px)", "matrix(1, 0, 0, 1, 0, 123456792)"),
            ("translateX(calc(10px + 5%))", "matrix(1, 0, 0, 1, 15, 0)"),
            ("translate(1px) rotate(45deg) scale(2)", "matrix(1.414214, 1.414214, -1.414214, 1.414214, 1, 0)"),
            ("none", "none"),
        ]
        for (transform, expected) in cases {
            let answer = try await page.string("""
                ((d) => { d.style.cssText = 'width: 100px; height: 50px; transform: \(transform)';
                    document.getElementById('host').appendChild(d); return getComputedStyle(d).transform; })(
                    document.createElement('div'))
                """)
            #expect(answer == expected, "transform: \(transform)")
        }
    }

    @Test func anInvalidTransformIsDroppedAndABoxlessElementHasNone() async throws {
        let page = WKWebView.loaded("""
            <style>#a { transform: translateX(4px) }</style>
            <div id=a style="transform: translate(5px) bogus(1)">a</div>
            <div id=n style="display: none; transform: translate(5px)">n</div>
            <span id=s style="transform: translate(5px)">s</span>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a');
            const first = getComputedStyle(a).transform;
            a.style.transform = 'rotate(12)';
            [first, a.style.transform, getComputedStyle(document.getElementById('n')).transform,
                getComputedStyle(document.getElementById('s')).transform].join(' | ')
            """)
        // The attribute's invalid declaration and the script's invalid one are both dropped.
        #expect(answer == "matrix(1, 0, 0, 1, 4, 0) |  | none | matrix(1, 0, 0, 1, 5, 0)")
    }

    @Test func insetsOfAPositionedBoxAreUsedAndOfAStaticOneComputed() async throws {
        let page = WKWebView.loaded("""
            <div style="width: 300px; display: flex">
            <div id=g style="position: relative; left: 10%; top: auto; bottom: 5px">g</div>
            <div id=g2 style="position: relative; right: -2em">g2</div>
            </div>
            <div style="position: relative; width: 200px; height: 100px; border: 3px solid; padding: 4px">
            <div id=i style="position: absolute; right: 10%; bottom: 0; width: 50px; height: 20px; margin: 2px">i</div>
            <div id=j style="position: absolute; width: 30px; height: 5px">j</div>
            <div id=st style="position: static; left: 10px">st</div>
            </div>
            """)
        let sides = ["left", "right", "top", "bottom"]
        #expect(try await read("g", sides, in: page) == "30px -30px -5px 5px")
        #expect(try await read("g2", sides, in: page) == "32px -32px 0px 0px")
        // Against the positioned block's padding box (208 × 108 px); 10% of 208px is 20.8px, in 1/64 px.
        #expect(try await read("i", ["right", "top", "bottom"], in: page) == "20.796875px 84px 0px")
        #expect(try await read("j", sides, in: page) == "4px 174px 4px 99px")
        #expect(try await read("st", sides, in: page) == "10px auto auto auto")
    }
}
