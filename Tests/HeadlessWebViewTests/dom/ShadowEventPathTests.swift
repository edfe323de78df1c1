import HeadlessWebView
import Testing

/// Events through shadow trees as the DOM standard dispatches them: the path goes up through shadow
/// roots to their hosts when the event is composed (clicks and focus events are), each listener sees
/// `target` and `relatedTarget` retargeted to its own tree, `composedPath()` hides closed trees from
/// listeners outside them, and targets inside a shadow tree are cleared once dispatch ends.
struct ShadowEventPathTests {
    /// A host in the document with an open shadow root holding `<button id=button>`, and `trace(node, name)`,
    /// which logs "name:<target id>" for each event reaching `node` into `log`.
    static let prelude = """
        const log = [];
        const id = (n) => n === null ? 'null' : n === window ? 'window' : n === document ? 'document'
            : n.nodeType === 11 ? 'root' : n.id || n.localName;
        function trace(node, name, capture) {
            node.addEventListener('ping', (e) => log.push(name + ':' + id(e.target)), capture);
            node.addEventListener('click', (e) => log.push(name + ':' + id(e.target)), capture);
        }
        const host = document.getElementById('host');
        const root = host.attachShadow({ mode: 'open' });
        root.innerHTML = '<div id=panel><button id=button>Buy</button></div>';
        const button = root.getElementById('button');

        """

    private func run(_ script: String) throws -> String {
        try Page("<main id=main><div id=host></div></main>").run(Self.prelude + script)
    }

    @Test func aComposedEventReachesTheDocumentRetargetedToTheHost() throws {
        let result = try run(
            """
            trace(button, 'button'); trace(root, 'root'); trace(host, 'host'); trace(document, 'document');
            button.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
            log.join(' ')
            """)
        #expect(result == "button:button root:button host:host document:host")
    }

    @Test func anEventThatIsNotComposedStopsAtTheShadowRoot() throws {
        let result = try run(
            """
            trace(button, 'button'); trace(root, 'root'); trace(host, 'host'); trace(document, 'document');
            button.dispatchEvent(new Event('ping', { bubbles: true }));
            log.join(' ')
            """)
        #expect(result == "button:button root:button")
    }

    @Test func captureListenersRunFromTheWindowDownWithRetargetedTargets() throws {
        let result = try run(
            """
            trace(window, 'window', true); trace(host, 'host', true); trace(root, 'root', true); trace(button, 'button', true);
            button.dispatchEvent(new Event('ping', { composed: true }));
            log.join(' ')
            """)
        #expect(result == "window:host host:host root:button button:button")
    }

    @Test func clickIsComposed() throws {
        let result = try run(
            """
            trace(document, 'document');
            let composed;
            button.addEventListener('click', (e) => { composed = e.composed; });
            button.click();
            log.join(' ') + ' ' + composed
            """)
        #expect(result == "document:host true")
    }

    @Test func theHostSeesTheEventAtTargetPhase() throws {
        let result = try run(
            """
            const phases = [];
            host.addEventListener('ping', (e) => phases.push(e.eventPhase), true);
            host.addEventListener('ping', (e) => phases.push(e.eventPhase));
            document.body.addEventListener('ping', (e) => phases.push(e.eventPhase));
            button.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
            phases.join(' ')
            """)
        #expect(result == "2 2 3")
    }

    @Test func composedPathListsTheWholeOpenPath() throws {
        let result = try run(
            """
            let path;
            document.addEventListener('ping', (e) => { path = e.composedPath().map(id).join(' '); });
            button.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
            path
            """)
        #expect(result == "button panel root host main body html document window")
    }

    @Test func composedPathHidesAClosedTreeFromListenersOutsideIt() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const id = (n) => n === window ? 'window' : n === document ? 'document' : n.nodeType === 11 ? 'root' : n.localName;
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'closed' });
            root.innerHTML = '<span></span>';
            const paths = [];
            root.addEventListener('ping', (e) => paths.push(e.composedPath().map(id).join(',')));
            document.addEventListener('ping', (e) => paths.push(e.composedPath().map(id).join(',')));
            root.firstChild.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
            paths.join(' | ')
            """)
        #expect(result == "span,root,div,body,html,document,window | div,body,html,document,window")
    }

    @Test func afterDispatchTheTargetIsTheHostOrNullIfTheEventStayedInTheShadowTree() throws {
        let result = try run(
            """
            const composed = new Event('ping', { bubbles: true, composed: true });
            button.dispatchEvent(composed);
            const contained = new Event('ping', { bubbles: true });
            button.dispatchEvent(contained);
            [id(composed.target), contained.target, composed.composedPath().length].map(String).join(' ')
            """)
        #expect(result == "host null 0")
    }

    @Test func relatedTargetIsRetargetedForEachListener() throws {
        let result = try run(
            """
            const other = document.createElement('i'); other.id = 'other';
            root.appendChild(other);
            const seen = [];
            const record = (name) => (e) => seen.push(name + ':' + id(e.target) + '/' + id(e.relatedTarget));
            button.addEventListener('mouseover', record('button'));
            document.addEventListener('mouseover', record('document'));
            button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: other }));
            const outer = document.getElementById('main');
            button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: outer }));
            seen.join(' ')
            """)
        // Both ends in the same shadow tree: the event stops at the host (it would be target and relatedTarget at once).
        #expect(result == "button:button/other button:button/main document:host/main")
    }

    @Test func windowEventIsUndefinedForListenersInAShadowTree() throws {
        let result = try run(
            """
            const seen = [];
            button.addEventListener('ping', () => seen.push(typeof window.event));
            document.addEventListener('ping', () => seen.push(typeof window.event));
            button.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
            seen.join(' ')
            """)
        #expect(result == "undefined object")
    }

    @Test func focusInsideAShadowTreeIsRetargetedToTheHost() throws {
        let result = try run(
            """
            const seen = [];
            document.addEventListener('focusin', (e) => seen.push('document:' + id(e.target)));
            button.addEventListener('focus', (e) => seen.push('button:' + id(e.target) + '/' + e.composed));
            button.focus();
            seen.join(' ') + ' ' + id(document.activeElement)
            """)
        #expect(result == "button:button/true document:host host")
    }

    @Test func clickingInsideAShadowTreeInALabelActivatesTheLabel() throws {
        let page = try Page("<input type=checkbox id=box><label for=box><span id=host></span></label>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            host.attachShadow({ mode: 'open' }).innerHTML = '<b>Agree</b>';
            host.shadowRoot.firstChild.click();
            String(document.getElementById('box').checked)
            """)
        #expect(result == "true")
    }
}

/// `delegatesFocus`: focusing the host focuses the first focusable element of its shadow tree.
struct ShadowFocusDelegationTests {
    @Test func focusingAHostThatDelegatesFocusFocusesItsFirstFocusableElement() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open', delegatesFocus: true });
            root.innerHTML = '<p>Label</p><input id=off disabled><input id=field><button>Go</button>';
            host.focus();
            [document.activeElement === host, root.activeElement.id].join(' ')
            """)
        #expect(result == "true field")
    }

    @Test func aHostWithoutDelegationTakesFocusItself() throws {
        let page = try Page("<div id=host tabindex=0></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open' });
            root.innerHTML = '<input id=field>';
            host.focus();
            [document.activeElement === host, root.activeElement].map(String).join(' ')
            """)
        #expect(result == "true null")
    }
}
