import HeadlessWebView
import Testing

/// Range (Range.js): boundary points and the editing methods in the DOM standard's steps, with the
/// mutation records WebKit queues for them.
struct RangeEditingTests {
    static let html = "<p id=p>Hello <b>bold</b> world</p>"

    @Test func deleteContentsAcrossTextNodesTrimsTheEndsAndRemovesTheMiddle() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStart(p.firstChild, 3); r.setEnd(p.lastChild, 3);
            r.deleteContents();
            [p.innerHTML, r.collapsed, r.startContainer === p, r.startOffset].join(' | ')
            """)
        #expect(answer == "Helrld | true | true | 1")
    }

    @Test func extractContentsClonesThePartiallySelectedElement() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStart(p.childNodes[1].firstChild, 2); r.setEnd(p.lastChild, 3);
            const f = r.extractContents();
            const box = document.createElement('div'); box.append(f);
            [box.innerHTML, p.innerHTML].join(' | ')
            """)
        #expect(answer == "<b>ld</b> wo | Hello <b>bo</b>rld")
    }

    @Test func cloneContentsLeavesTheTreeAlone() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.selectNodeContents(p);
            const box = document.createElement('div'); box.append(r.cloneContents());
            [box.innerHTML === p.innerHTML, p.childNodes.length, r.toString()].join(' | ')
            """)
        #expect(answer == "true | 3 | Hello bold world")
    }

    @Test func insertNodeInTextSplitsIt() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStart(p.firstChild, 2); r.collapse(true);
            r.insertNode(document.createElement('i'));
            [p.innerHTML, r.endContainer === p, r.endOffset].join(' | ')
            """)
        #expect(answer == "He<i></i>llo <b>bold</b> world | true | 2")
    }

    @Test func surroundContentsWrapsTheSelection() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStartBefore(p.childNodes[1]); r.setEndAfter(p.childNodes[1]);
            r.surroundContents(document.createElement('em'));
            let partial;
            try { const q = document.createRange(); q.setStart(p.firstChild, 1); q.setEnd(p.childNodes[1].firstChild, 1); q.surroundContents(document.createElement('u')); }
            catch (e) { partial = e.name; }
            [p.innerHTML, r.startOffset, r.endOffset, partial].join(' | ')
            """)
        #expect(answer == "Hello <em><b>bold</b></em> world | 1 | 2 | InvalidStateError")
    }

    @Test func compareBoundaryPointsOrdersTheEnds() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const a = document.createRange(), b = document.createRange();
            a.selectNode(p.childNodes[1]); b.selectNodeContents(p);
            [a.compareBoundaryPoints(Range.START_TO_START, b), a.compareBoundaryPoints(Range.END_TO_END, b),
             b.compareBoundaryPoints(Range.START_TO_END, a), a.comparePoint(p.lastChild, 0), a.isPointInRange(p, 1),
             a.intersectsNode(p.firstChild)].join()
            """)
        #expect(answer == "1,-1,1,1,true,false")
    }

    @Test func aStartAfterTheEndCollapsesTheRange() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setEnd(p.firstChild, 2); r.setStart(p.lastChild, 1);
            let errors = [];
            try { r.setStart(p.firstChild, 99); } catch (e) { errors.push(e.name); }
            try { r.setStartBefore(document); } catch (e) { errors.push(e.name); }
            [r.collapsed, r.endContainer === p.lastChild, errors.join()].join(' | ')
            """)
        #expect(answer == "true | true | IndexSizeError,InvalidNodeTypeError")
    }

    @Test func deleteContentsQueuesOneRecordPerRemovedChild() throws {
        let page = try Page(Self.html)
        let answer = try page.run(
            """
            const o = new MutationObserver(() => {});
            o.observe(p, { childList: true, characterData: true, subtree: true });
            const r = document.createRange();
            r.setStart(p.firstChild, 3); r.setEnd(p.lastChild, 3);
            r.deleteContents();
            o.takeRecords().map((m) => m.type + ':' + m.removedNodes.length).join()
            """)
        #expect(answer == "characterData:0,childList:1,characterData:0")
    }
}

/// Live ranges (DOM §5.3): the tree's mutations move a range's boundary points.
struct LiveRangeTests {
    @Test func removingANodeMovesAPointInsideItToWhereItWas() throws {
        let page = try Page(RangeEditingTests.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStart(p.childNodes[1].firstChild, 2); r.setEnd(p, 3);
            p.childNodes[1].remove();
            [r.startContainer === p, r.startOffset, r.endOffset].join()
            """)
        #expect(answer == "true,1,2")
    }

    @Test func insertingBeforeAPointMovesItOn() throws {
        let page = try Page(RangeEditingTests.html)
        let answer = try page.run(
            """
            const r = document.createRange();
            r.setStart(p, 1); r.setEnd(p, 2);
            p.insertBefore(document.createElement('i'), p.firstChild);
            const f = document.createDocumentFragment(); f.append('a', 'b');
            p.prepend(f);
            [r.startOffset, r.endOffset, r.toString()].join()
            """)
        #expect(answer == "4,5,bold")
    }

    @Test func dataChangesAndSplitTextMoveTextPoints() throws {
        let page = try Page(RangeEditingTests.html)
        let answer = try page.run(
            """
            const t = p.firstChild, r = document.createRange();
            r.setStart(t, 4); r.setEnd(t, 5);
            t.insertData(0, '>> ');
            const before = r.startOffset + ':' + r.endOffset;
            const rest = t.splitText(5);
            const afterSplit = (r.startContainer === rest) + ':' + r.startOffset + ':' + r.endOffset;
            rest.data = 'x';
            [before, afterSplit, r.startOffset, r.endOffset].join()
            """)
        #expect(answer == "7:8,true:2:3,0,0")
    }
}
