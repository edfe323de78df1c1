import HeadlessWebView
import Testing

/// The shadow-including tree: a shadow root is the root of its own tree (`getRootNode`), its host's
/// tree is reached only when asked (`composed`), a node in the shadow tree of a connected host is
/// connected, custom elements there get their reactions, and the document's own searches, `contains`
/// and selectors stay out of it. Adoption, import and cloning carry shadow roots as the standard says.
struct ShadowTreeTests {
    static let prelude = """
        const host = document.getElementById('host');
        const root = host.attachShadow({ mode: 'open' });
        root.innerHTML = '<div id=inner><span id=leaf></span></div>';
        const leaf = root.getElementById('leaf');

        """

    private func run(_ script: String, html: String = "<div id=host><p id=light></p></div>") throws -> String {
        try Page(html).run(Self.prelude + script)
    }

    @Test func getRootNodeStopsAtTheShadowRootUnlessComposed() throws {
        let result = try run(
            "[leaf.getRootNode() === root, leaf.getRootNode({ composed: true }) === document, root.getRootNode() === root].join(' ')")
        #expect(result == "true true true")
    }

    @Test func aNodeInTheShadowTreeOfAConnectedHostIsConnected() throws {
        let result = try run(
            """
            const before = leaf.isConnected;
            host.remove();
            [before, leaf.isConnected, root.isConnected].join(' ')
            """)
        #expect(result == "true false false")
    }

    @Test func documentContainsAndSearchesDoNotSeeShadowNodes() throws {
        let result = try run(
            """
            [document.contains(leaf), host.contains(leaf), document.getElementById('leaf'), document.querySelector('#inner'),
             document.getElementsByTagName('span').length].map(String).join(' ')
            """)
        #expect(result == "false false null null 0")
    }

    @Test func selectorsDoNotCrossTheBoundary() throws {
        let result = try run(
            """
            [leaf.closest('#host'), leaf.matches('#host span'), root.querySelector('div span').id,
             host.querySelector('span'), root.querySelector('p')].map(String).join(' ')
            """)
        #expect(result == "null false leaf null null")
    }

    @Test func customElementsInAShadowTreeAreConnectedWithTheirHost() throws {
        let page = try Page("<div id=place></div>")
        let result = try page.run(
            """
            const log = [];
            customElements.define('x-widget', class extends HTMLElement {
                connectedCallback() { log.push('connected'); }
                disconnectedCallback() { log.push('disconnected'); }
            });
            const host = document.createElement('div');
            const root = host.attachShadow({ mode: 'open' });
            root.appendChild(document.createElement('x-widget'));
            log.push('built');
            document.getElementById('place').appendChild(host);
            host.remove();
            log.join(' ')
            """)
        #expect(result == "built connected disconnected")
    }

    @Test func elementsDefinedLaterUpgradeInsideShadowTrees() throws {
        let result = try run(
            """
            root.appendChild(document.createElement('x-late'));
            customElements.define('x-late', class extends HTMLElement { constructor() { super(); this.upgraded = true; } });
            String(root.querySelector('x-late').upgraded)
            """)
        #expect(result == "true")
    }

    @Test func appendingAHostIntoItsOwnShadowTreeIsAHierarchyRequestError() throws {
        let result = try run("try { root.appendChild(host); 'inserted' } catch (e) { e.name }")
        #expect(result == "HierarchyRequestError")
    }

    @Test func appendingAnAncestorIntoAShadowTreeBelowItIsAHierarchyRequestError() throws {
        let result = try run("try { leaf.appendChild(document.body); 'inserted' } catch (e) { e.name }")
        #expect(result == "HierarchyRequestError")
    }

    @Test func aShadowRootCannotBeAdoptedOrCloned() throws {
        let result = try run(
            """
            [() => document.adoptNode(root), () => root.cloneNode(true), () => document.importNode(root, true)]
                .map((f) => { try { f(); return 'done'; } catch (e) { return e.name; } }).join(' ')
            """)
        #expect(result == "HierarchyRequestError NotSupportedError NotSupportedError")
    }

    @Test func adoptingAHostMovesItsShadowTreeToTheNewDocument() throws {
        let result = try run(
            """
            const other = document.implementation.createHTMLDocument('');
            other.adoptNode(host);
            [host.ownerDocument === other, root.ownerDocument === other, leaf.ownerDocument === other].join(' ')
            """)
        #expect(result == "true true true")
    }

    @Test func aCloneOrImportOfAHostHasNoShadowRootUnlessClonable() throws {
        let result = try run(
            """
            const plain = host.cloneNode(true);
            const imported = document.implementation.createHTMLDocument('').importNode(host, true);
            [plain.shadowRoot, imported.shadowRoot, plain.firstChild.id].map(String).join(' ')
            """)
        #expect(result == "null null light")
    }

    @Test func aClonableShadowRootIsClonedWithItsHost() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open', clonable: true, delegatesFocus: true });
            root.innerHTML = '<b id=bold>x</b>';
            const copy = host.cloneNode(false);
            [copy.shadowRoot !== root, copy.shadowRoot.innerHTML, copy.shadowRoot.clonable, copy.shadowRoot.delegatesFocus,
             copy.shadowRoot.mode].join(' ')
            """)
        #expect(result == "true <b id=\"bold\">x</b> true true open")
    }

    @Test func aHostsChildrenAreNotItsShadowTree() throws {
        let result = try run(
            "[host.childNodes.length, host.firstChild.id, root.childNodes.length, root.firstChild.id, host.innerHTML].join(' ')")
        #expect(result == "1 light 1 inner <p id=\"light\"></p>")
    }
}

extension ShadowTreeTests {
    @Test func insertingAConnectedShadowRootMovesItsChildrenWithTheirRemovalSteps() throws {
        let page = try Page("<div id=host></div><section id=target></section>")
        let result = try page.run(
            """
            const log = [];
            customElements.define('x-moved', class extends HTMLElement {
                connectedCallback() { log.push('connected'); }
                disconnectedCallback() { log.push('disconnected'); }
            });
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.appendChild(document.createElement('x-moved'));
            log.length = 0;
            document.getElementById('target').appendChild(root);
            [log.join(' '), root.childNodes.length, document.getElementById('target').firstChild.localName].join(' | ')
            """)
        #expect(result == "disconnected connected | 0 | x-moved")
    }
}

/// ARIA element references and shadow trees: an element in a shadow tree may name one outside it, not
/// one inside another shadow tree.
struct ShadowAriaReferenceTests {
    @Test func aShadowElementMayReferenceTheHostsTreeButNotTheOtherWay() throws {
        let page = try Page("<p id=outside>Label</p><div id=host></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<button id=inner></button><span id=hidden></span>';
            const inner = root.getElementById('inner'), outside = document.getElementById('outside');
            inner.ariaLabelledByElements = [outside];
            outside.ariaLabelledByElements = [root.getElementById('hidden')];
            [inner.ariaLabelledByElements.map((e) => e.id).join(','), outside.ariaLabelledByElements.length].join(' ')
            """)
        #expect(result == "outside 0")
    }
}

/// A form control's `form` attribute names a form of the control's own tree.
struct ShadowFormOwnerTests {
    @Test func aControlInAShadowTreeNamesAFormOfThatTreeOnly() throws {
        let page = try Page("<form id=checkout></form><div id=host></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<form id=inner></form><input id=a form=checkout><input id=b form=inner>';
            [root.getElementById('a').form, root.getElementById('b').form.id].map(String).join(' ')
            """)
        #expect(result == "null inner")
    }

    @Test func aDisconnectedControlsFormIsItsAncestorFormWhateverItsFormAttribute() throws {
        let page = try Page("<form id=checkout></form>")
        let result = try page.run(
            """
            const detached = document.createElement('form');
            detached.id = 'outer';
            detached.innerHTML = '<input form=checkout>';
            const lone = document.createElement('input');
            lone.setAttribute('form', 'checkout');
            [detached.firstChild.form === detached, lone.form].map(String).join(' ')
            """)
        #expect(result == "true null")
    }

    @Test func anInputInAShadowTreeListsADatalistOfThatTree() throws {
        let page = try Page("<datalist id=choices></datalist><div id=host></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<input list=choices>';
            const before = root.firstChild.list;
            root.innerHTML += '<datalist id=choices></datalist>';
            [before, root.firstChild.list === root.lastChild].map(String).join(' ')
            """)
        #expect(result == "null true")
    }
}
