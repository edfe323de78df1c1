import HeadlessWebView
import Testing

/// Slots as the DOM standard assigns them: a host's children go to the first slot of their `slot`
/// name (the default slot takes the unnamed ones and text), `assignedNodes({ flatten })` follows slots
/// slotted into slots and falls back to a slot's own children, `slotchange` fires in a microtask when
/// a slot's nodes change, manual assignment takes `slot.assign()`'s nodes, and events go through the
/// assigned slot.
struct SlotAssignmentTests {
    static let html = """
        <div id=host><span id=title slot=title>Title</span><p id=body1>One</p>text<p id=body2>Two</p><i id=stray slot=none></i></div>
        """
    static let prelude = """
        const host = document.getElementById('host');
        const root = host.attachShadow({ mode: 'open' });
        root.innerHTML = '<header><slot id=titleSlot name=title></slot></header><slot id=main></slot>';
        const titleSlot = root.getElementById('titleSlot'), main = root.getElementById('main');
        const show = (nodes) => nodes.map((n) => n.nodeType === 3 ? '"' + n.data + '"' : n.id).join(',');

        """

    private func page() throws -> Page { try Page(Self.html) }

    @Test func childrenGoToTheSlotOfTheirNameAndTheRestToTheDefaultSlot() throws {
        let result = try page().run(Self.prelude + "show(titleSlot.assignedNodes()) + ' ' + show(main.assignedNodes())")
        #expect(result == "title body1,\"text\",body2")
    }

    @Test func aChildWhoseSlotNameNoSlotHasIsNotAssigned() throws {
        let result = try page().run(Self.prelude + "String(document.getElementById('stray').assignedSlot)")
        #expect(result == "null")
    }

    @Test func assignedElementsLeavesTextOut() throws {
        let result = try page().run(Self.prelude + "show(main.assignedElements())")
        #expect(result == "body1,body2")
    }

    @Test func assignedSlotNamesTheSlotOfAnOpenTreeOnly() throws {
        let result = try Page("<div id=open><b id=a></b></div><div id=closed><b id=b></b></div>").run(
            """
            document.getElementById('open').attachShadow({ mode: 'open' }).innerHTML = '<slot id=s></slot>';
            const closed = document.getElementById('closed').attachShadow({ mode: 'closed' });
            closed.innerHTML = '<slot></slot>';
            [document.getElementById('a').assignedSlot.id, document.getElementById('b').assignedSlot,
             closed.firstChild.assignedNodes().length].map(String).join(' ')
            """)
        #expect(result == "s null 1")
    }

    @Test func changingTheSlotAttributeMovesTheNode() throws {
        let result = try page().run(
            Self.prelude + """
                document.getElementById('body1').slot = 'title';
                show(titleSlot.assignedNodes()) + ' ' + show(main.assignedNodes())
                """)
        #expect(result == "title,body1 \"text\",body2")
    }

    @Test func renamingASlotReassigns() throws {
        let result = try page().run(
            Self.prelude + """
                titleSlot.name = 'none';
                show(titleSlot.assignedNodes()) + ' ' + document.getElementById('stray').assignedSlot.id
                """)
        #expect(result == "stray titleSlot")
    }

    @Test func theFirstSlotOfANameInTreeOrderWins() throws {
        let result = try page().run(
            Self.prelude + """
                const early = document.createElement('slot'); early.id = 'early';
                root.insertBefore(early, root.firstChild);
                show(early.assignedNodes()) + ' ' + main.assignedNodes().length
                """)
        #expect(result == "body1,\"text\",body2 0")
    }

    @Test func flattenFallsBackToTheSlotsOwnChildren() throws {
        let result = try Page("<div id=host></div>").run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<slot><em id=fallback></em></slot>';
            const slot = root.firstChild;
            slot.assignedNodes().length + ' ' + slot.assignedNodes({ flatten: true }).map((n) => n.id).join(',')
            """)
        #expect(result == "0 fallback")
    }

    @Test func flattenFollowsASlotAssignedToASlot() throws {
        let result = try Page("<div id=outer><b id=content></b></div>").run(
            """
            const outer = document.getElementById('outer');
            const outerRoot = outer.attachShadow({ mode: 'open' });
            outerRoot.innerHTML = '<div id=inner><slot id=pass></slot></div>';
            const inner = outerRoot.getElementById('inner');
            const innerRoot = inner.attachShadow({ mode: 'open' });
            innerRoot.innerHTML = '<slot id=final></slot>';
            const final = innerRoot.getElementById('final');
            final.assignedNodes().map((n) => n.id).join(',') + ' ' + final.assignedNodes({ flatten: true }).map((n) => n.id).join(',')
            """)
        #expect(result == "pass content")
    }

    @Test func slotchangeFiresInAMicrotaskOncePerSlot() throws {
        let page = try page()
        _ = try page.run(
            Self.prelude + """
                var changes = [];
                root.addEventListener('slotchange', (e) => changes.push(e.target.id + ':' + e.bubbles + ':' + e.composed));
                host.appendChild(document.createElement('p'));
                host.appendChild(document.createElement('p'));
                changes.push('sync:' + changes.length);
                """)
        // The assignment at attachment time (slots inserted by innerHTML) signalled too, in the same microtask.
        #expect(try page.run("changes.join(' ')") == "sync:0 titleSlot:true:false main:true:false")
    }

    @Test func removingAnAssignedNodeSignalsItsSlot() throws {
        let page = try page()
        _ = try page.run(Self.prelude + "var changes = []; root.addEventListener('slotchange', (e) => changes.push(e.target.id));")
        _ = try page.run("document.getElementById('title').remove()")
        #expect(try page.run("changes.join(' ')") == "titleSlot main titleSlot")
    }

    @Test func manualAssignmentTakesOnlyTheAssignedChildren() throws {
        let result = try Page("<div id=host><b id=a></b><b id=b slot=x></b><b id=c></b></div>").run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open', slotAssignment: 'manual' });
            root.innerHTML = '<slot id=one name=x></slot><slot id=two></slot>';
            const one = root.getElementById('one'), two = root.getElementById('two');
            const before = one.assignedNodes().length + two.assignedNodes().length;
            const a = document.getElementById('a'), c = document.getElementById('c');
            one.assign(c, a);
            const first = one.assignedNodes().map((n) => n.id).join(',');
            two.assign(a);
            [before, first, one.assignedNodes().map((n) => n.id).join(','), two.assignedNodes().map((n) => n.id).join(','),
             a.assignedSlot.id].join(' ')
            """)
        #expect(result == "0 c,a c a two")
    }

    @Test func manualAssignmentOfANodeOutsideTheHostAssignsNothingUntilItMovesThere() throws {
        let result = try Page("<div id=host></div><b id=away></b>").run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open', slotAssignment: 'manual' });
            root.innerHTML = '<slot></slot>';
            const away = document.getElementById('away');
            root.firstChild.assign(away);
            const before = root.firstChild.assignedNodes().length;
            host.appendChild(away);
            before + ' ' + root.firstChild.assignedNodes().length
            """)
        #expect(result == "0 1")
    }

    @Test func anEventFromASlottedNodeGoesThroughItsSlot() throws {
        let result = try page().run(
            Self.prelude + """
                const path = [];
                const id = (n) => n === window ? 'window' : n === document ? 'document' : n.nodeType === 11 ? 'root' : n.id || n.localName;
                document.getElementById('body1').dispatchEvent(new Event('ping', { bubbles: true }));
                document.addEventListener('ping', (e) => path.push(e.composedPath().map(id).join(',')));
                main.addEventListener('ping', (e) => path.push('slot saw ' + id(e.target)));
                document.getElementById('body1').dispatchEvent(new Event('ping', { bubbles: true }));
                path.join(' | ')
                """)
        #expect(result == "slot saw body1 | body1,main,root,host,body,html,document,window")
    }

    @Test func childrenTheParserAddsToACustomElementWithAShadowRootAreAssigned() throws {
        let page = try Page(
            """
            <script>
            customElements.define('x-card', class extends HTMLElement {
                constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<slot name=title></slot>'; }
            });
            </script>
            <x-card><b id=t slot=title>Title</b></x-card>
            """)
        #expect(try page.run("document.getElementById('t').assignedSlot.name") == "title")
    }
}

extension SlotAssignmentTests {
    @Test func aSlotChangedByAMutationObserverCallbackGetsASecondSlotchange() throws {
        let page = try Page("<div id=host></div><p id=watched></p>")
        _ = try page.run(
            """
            var log = [];
            const host = document.getElementById('host'), watched = document.getElementById('watched');
            const slot = document.createElement('slot');
            slot.addEventListener('slotchange', () => log.push('slotchange'));
            host.attachShadow({ mode: 'open' }).appendChild(slot);
            new MutationObserver(() => { log.push('observer'); host.appendChild(document.createElement('b')); })
                .observe(watched, { attributes: true });
            watched.title = 'x';
            host.appendChild(document.createElement('i'));
            'queued'
            """)
        #expect(try page.run("log.join(' ')") == "observer slotchange slotchange")
    }
}

extension SlotAssignmentTests {
    @Test func appendingInsertingAndRemovingHostChildrenKeepEachSlotsNodesInTreeOrder() throws {
        let result = try page().run(
            Self.prelude + """
                const make = (id, slot) => { const e = document.createElement('i'); e.id = id; if (slot) e.slot = slot; return e; };
                host.appendChild(make('last'));
                host.appendChild(make('titled', 'title'));
                host.insertBefore(make('first'), host.firstChild);
                const body2 = document.getElementById('body2');
                body2.remove();
                host.appendChild(document.getElementById('body1'));
                [show(titleSlot.assignedNodes()), show(main.assignedNodes()), body2.assignedSlot]
                    .map(String).join(' ')
                """)
        #expect(result == #"title,titled first,"text",last,body1 null"#)
    }

    @Test func aThousandAppendedChildrenAreAllAssigned() throws {
        let result = try page().run(
            Self.prelude + """
                for (let i = 0; i < 1000; i++) host.appendChild(document.createElement('li'));
                const before = main.assignedNodes().length;
                host.replaceChildren();
                before + ' ' + main.assignedNodes().length + ' ' + titleSlot.assignedNodes().length
                """)
        #expect(result == "1003 0 0")
    }
}
