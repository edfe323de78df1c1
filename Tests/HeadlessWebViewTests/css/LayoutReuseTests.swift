import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A layout takes the previous layout's boxes of the subtrees a change left as they were (the
/// same styles as the layout reads them, children, texts and sizing attributes, laid out in a
/// containing block of the same size): a carousel that moves its track lays out the track, not
/// its slides. Each test checks the geometry after the change against a fresh load of the page
/// as it then is, which lays out everything, and whether the box was taken again or made anew.
@MainActor
struct LayoutReuseTests {
    /// Every element's rectangles and offsets, and what a grid of points hits.
    static let geometry = """
        (() => { const out = [];
        for (const e of document.querySelectorAll('*')) { const r = e.getBoundingClientRect();
          out.push(e.tagName + '#' + e.id + ' ' + [r.x, r.y, r.width, r.height, e.offsetLeft, e.offsetTop,
            e.offsetWidth, e.offsetHeight, e.clientWidth, e.scrollWidth, e.scrollHeight,
            e.getClientRects().length].join(',')); }
        for (let y = 2; y < 400; y += 13) for (let x = 2; x < 390; x += 17) {
          const hit = document.elementFromPoint(x, y); out.push(hit === null ? '-' : hit.tagName + '#' + hit.id); }
        return out.join('\\n'); })()
        """

    /// Loads `page` and lays it out once.
    static func laidOut(_ page: String) async throws -> WKWebView {
        let webView = WKWebView.loaded("<!doctype html>" + page)
        _ = try await webView.evaluateJavaScript("document.body.offsetHeight")
        return webView
    }

    /// The geometry of a fresh load of `webView`'s document as it now is.
    static func freshGeometry(of webView: WKWebView) async throws -> String? {
        let html = try #require(await webView.string("'<!doctype html>' + document.documentElement.outerHTML"))
        return try await WKWebView.loaded(html).string(geometry)
    }

    /// Whether `id`'s box after `change` and a read is the very box it had before the change.
    static func keepsBox(_ webView: WKWebView, _ id: String, after change: String) async throws -> Bool? {
        try await webView.evaluateJavaScript(
            """
            (() => { const el = document.getElementById('\(id)'); document.body.offsetHeight;
            const kept = document._layout.model.boxes.get(el); \(change); document.body.offsetHeight;
            return document._layout.model.boxes.get(el) === kept; })()
            """) as? Bool
    }

    @Test func aTrackThatMovesKeepsItsSlidesBoxesAndTheyMoveWithIt() async throws {
        let webView = try await Self.laidOut(
            """
            <style>#frame { width: 300px; overflow: hidden } #track { display: flex; width: 600px; margin-left: 0 }
            .slide { flex: 0 0 100px; height: 50px; padding: 4px } #badge { position: absolute; top: 3px; left: 5px;
            width: 10px; height: 10px } .slide:first-child { position: relative }</style>
            <div id=frame><div id=track><div class=slide id=s1><b id=badge></b><span id=t1>one two</span></div>
            <div class=slide id=s2>three</div><div class=slide id=s3>four five six</div></div></div>
            <p id=after>after</p>
            """)
        let x = "[s1, s2, badge, t1].map((e) => e.getBoundingClientRect().x).join(' ')"
        #expect(try await webView.string(x) == "8 116 13 12")
        #expect(try await Self.keepsBox(webView, "s2", after: "track.style.marginLeft = '-100px'") == true)
        #expect(try await Self.keepsBox(webView, "t1", after: "track.style.marginLeft = '-150px'") == true)
        // The positioned badge is placed again against its slide, which moved.
        #expect(try await webView.string(x) == "-142 -34 -137 -138")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    @Test func aLongerTextInsideACardMovesWhatFollowsIt() async throws {
        let webView = try await Self.laidOut(
            """
            <style>#card { width: 200px } #text { margin: 0; line-height: 20px }</style>
            <div id=list><div id=card><p id=text>short</p></div></div><div id=below style="height: 10px"></div>
            """)
        #expect(try await webView.string("String(below.offsetTop)") == "28")
        #expect(
            try await Self.keepsBox(
                webView, "card", after: "text.firstChild.data = 'a text long enough to wrap onto three lines here'")
                == false)
        #expect(try await webView.string("String(below.offsetTop)") == "68")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    @Test func aClassThatChangesAGrandchildsHeightMovesWhatFollows() async throws {
        let webView = try await Self.laidOut(
            """
            <style>#inner.tall { height: 50px } #inner { height: 10px }</style>
            <div id=outer><div id=middle><div id=inner></div></div></div><div id=below></div>
            """)
        #expect(try await Self.keepsBox(webView, "outer", after: "inner.className = 'tall'") == false)
        #expect(try await webView.string("String(below.offsetTop)") == "58")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    /// A subtree that did not change is laid out again when its containing block's size did.
    @Test func percentagesFollowTheirContainingBlocksSize() async throws {
        let webView = try await Self.laidOut(
            """
            <div id=box style="width: 200px; height: 100px"><div id=child style="width: 50%; height: 50%;
            padding-left: 10%"><span id=word>word</span></div></div>
            """)
        #expect(try await webView.string("[child.offsetWidth, child.offsetHeight].join(' ')") == "120 50")
        let sizes = "[child.offsetWidth, child.offsetHeight].join(' ')"
        #expect(try await webView.string("box.style.width = '300px'; " + sizes) == "180 50")
        #expect(try await webView.string("box.style.height = '60px'; " + sizes) == "180 30")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    /// A box whose width and edges are lengths does not depend on its containing block's width.
    @Test func aBoxOfFixedWidthIsKeptWhenItsContainerWidens() async throws {
        let webView = try await Self.laidOut(
            """
            <div id=box style="width: 200px; height: 100px"><div id=fixed style="width: 120px; padding: 0 4px;
            margin: 2px 6px">one two three</div><div id=half style="width: 120px; margin-left: 10%">four</div>
            <div id=stretched>five six</div><div id=tall style="width: 50px; height: 50%"></div></div>
            """)
        #expect(try await Self.keepsBox(webView, "fixed", after: "box.style.width = '300px'") == true)
        #expect(try await Self.keepsBox(webView, "half", after: "box.style.width = '320px'") == false)
        #expect(try await Self.keepsBox(webView, "stretched", after: "box.style.width = '340px'") == false)
        #expect(try await Self.keepsBox(webView, "fixed", after: "box.style.height = '200px'") == true)
        #expect(try await Self.keepsBox(webView, "tall", after: "box.style.height = '220px'") == false)
        #expect(
            try await webView.string("[half.offsetLeft, stretched.offsetWidth, tall.offsetHeight].join(' ')")
                == "42 340 110")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    @Test func aChangeOfColourKeepsTheBoxes() async throws {
        let webView = try await Self.laidOut(
            """
            <style>.on { color: red; opacity: 0.5; cursor: pointer; transition: color 1s }
            #card { padding: 5px }</style>
            <div id=card><span id=label>label</span></div><div id=below></div>
            """)
        #expect(try await Self.keepsBox(webView, "card", after: "card.className = 'on'") == true)
        #expect(try await Self.keepsBox(webView, "label", after: "label.className = 'on'") == true)
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    @Test func anImagesWidthAttributeIsReadAgain() async throws {
        let webView = try await Self.laidOut(
            "<div id=wrap style='display: inline-block'><img id=pic width=50 height=20></div><span id=next>x</span>")
        #expect(try await Self.keepsBox(webView, "wrap", after: "pic.setAttribute('width', '80')") == false)
        #expect(try await webView.string("[pic.offsetWidth, wrap.offsetWidth].join(' ')") == "80 80")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    /// A heading whose font size is its parent's takes the user-agent sheet's size; its own values
    /// do not change when only the parent's size does.
    @Test func aHeadingFollowsItsParentsFontSize() async throws {
        let webView = try await Self.laidOut(
            """
            <div id=outer style="font-size: 20px"><h1 id=title style="font-size: 20px; margin: 0">T</h1></div>
            """)
        #expect(try await webView.string("String(title.offsetHeight)") == "46")
        #expect(try await webView.string("outer.style.fontSize = '30px'; String(title.offsetHeight)") == "24")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    /// A list moved into a list item loses the user-agent sheet's block margins (a nested list has none).
    @Test func aListMovedIntoAListLosesItsMargins() async throws {
        let webView = try await Self.laidOut(
            "<div id=box><ul id=list><li>x</li></ul></div><ul id=outer><li id=item>y</li></ul>")
        #expect(try await webView.string("String(list.offsetTop)") == "16")
        #expect(
            try await webView.string("item.appendChild(list); String(list.offsetTop - item.offsetTop)") == "19")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }

    /// A slot shows its fallback content until nodes are assigned to it: its box's children change.
    @Test func aSlotThatGetsAssignedNodesLaysOutThem() async throws {
        let webView = try await Self.laidOut("<div id=host style='width: 200px'></div><p id=after>after</p>")
        let heights = "[host.offsetHeight, after.offsetTop].join(' ')"
        #expect(
            try await webView.string(
                "host.attachShadow({ mode: 'open' }).innerHTML = '<div id=inner><slot>fallback</slot></div>'; "
                    + heights) == "19 43")
        #expect(
            try await webView.string(
                "const block = document.createElement('div'); block.style.height = '50px'; host.appendChild(block); "
                    + heights) == "50 74")
    }

    /// Stretched flex items are laid out twice; the boxes' order (which paints over which) is a full layout's.
    @Test func stretchedFlexItemsAndOverlapsHitTheSameAsAFullLayout() async throws {
        let webView = try await Self.laidOut(
            """
            <style>#row { display: flex; width: 300px } .item { flex: 1; margin-right: -20px; padding: 6px }
            #tall { height: 80px } #col { display: flex; flex-direction: column; width: 200px }</style>
            <div id=row><div class=item id=i1>one</div><div class=item id=i2><div id=tall></div></div>
            <div class=item id=i3>three</div></div><div id=col><p id=p1>a</p><p id=p2>b</p></div>
            <div id=tail style="margin-top: 0">tail</div>
            """)
        #expect(try await Self.keepsBox(webView, "row", after: "tail.style.marginTop = '7px'") == true)
        #expect(try await Self.keepsBox(webView, "i1", after: "tall.style.height = '90px'") == false)
        #expect(try await webView.string("String(i1.offsetHeight)") == "102")
        #expect(try await webView.string(Self.geometry) == Self.freshGeometry(of: webView))
    }
}
