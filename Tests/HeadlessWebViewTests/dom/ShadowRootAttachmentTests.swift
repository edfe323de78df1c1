import HeadlessWebView
import Testing

/// `Element.attachShadow` and `ShadowRoot` as WebKit has them: the standard's checks on the host and
/// the init dictionary, the root's members, and `element.shadowRoot` (null for a closed root).
struct ShadowRootAttachmentTests {
    /// For each tag, in one page: the name of what `attachShadow(options)` throws on a fresh element, or "ok".
    private func attach(_ tags: [String], _ options: String = "{ mode: 'open' }") throws -> [String] {
        let page = try Page("<body></body>")
        let list = tags.map { "'\($0)'" }.joined(separator: ", ")
        let result = try page.run(
            """
            [\(list)].map((tag) => { try { document.createElement(tag).attachShadow(\(options)); return 'ok'; }
                                       catch (e) { return e.name; } }).join(' ')
            """)
        return result.split(separator: " ").map(String.init)
    }

    @Test func everyValidHostNameTakesAShadowRoot() throws {
        let names = ["div", "span", "p", "section", "article", "aside", "blockquote", "body", "footer", "header",
                     "main", "nav", "h1", "h6", "my-card"]
        #expect(try attach(names) == Array(repeating: "ok", count: names.count))
    }

    @Test func otherElementsRefuseWithNotSupportedError() throws {
        let names = ["a", "button", "input", "img", "template", "slot", "iframe", "video", "annotation-xml"]
        #expect(try attach(names) == Array(repeating: "NotSupportedError", count: names.count))
    }

    @Test func anElementOutsideTheHTMLNamespaceRefuses() throws {
        let page = try Page("<body></body>")
        let result = try page.run(
            """
            try { document.createElementNS('http://www.w3.org/2000/svg', 'div').attachShadow({ mode: 'open' }); 'ok' }
            catch (e) { e.name }
            """)
        #expect(result == "NotSupportedError")
    }

    @Test func aSecondShadowRootIsNotSupported() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            host.attachShadow({ mode: 'closed' });
            try { host.attachShadow({ mode: 'closed' }); 'ok' } catch (e) { e.name }
            """)
        #expect(result == "NotSupportedError")
    }

    @Test func aMissingOrUnknownModeIsATypeError() throws {
        for options in ["{}", "{ mode: 'half-open' }", "undefined", "1"] {
            #expect(try attach(["div"], options) == ["TypeError"], "attachShadow(\(options))")
        }
    }

    @Test func aCustomElementThatDisablesShadowRefuses() throws {
        let page = try Page("<body></body>")
        let result = try page.run(
            """
            customElements.define('no-shadow', class extends HTMLElement { static disabledFeatures = ['shadow']; });
            try { document.createElement('no-shadow').attachShadow({ mode: 'open' }); 'ok' } catch (e) { e.name }
            """)
        #expect(result == "NotSupportedError")
    }

    @Test func theRootReportsItsInitAndHost() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open', delegatesFocus: true, slotAssignment: 'manual', clonable: true });
            [root instanceof ShadowRoot, root instanceof DocumentFragment, root.host === host, root.mode, root.delegatesFocus,
             root.slotAssignment, root.clonable, root.nodeType, root.nodeName, root.parentNode].map(String).join(' ')
            """)
        #expect(result == "true true true open true manual true 11 #document-fragment null")
    }

    @Test func defaultsAreNamedSlotsWithoutFocusDelegationOrCloning() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'closed' });
            [root.mode, root.delegatesFocus, root.slotAssignment, root.clonable].join(' ')
            """)
        #expect(result == "closed false named false")
    }

    @Test func shadowRootIsTheOpenRootAndNullForAClosedOne() throws {
        let page = try Page("<div id=open></div><div id=closed></div>")
        let result = try page.run(
            """
            const open = document.getElementById('open').attachShadow({ mode: 'open' });
            document.getElementById('closed').attachShadow({ mode: 'closed' });
            [document.getElementById('open').shadowRoot === open, document.getElementById('closed').shadowRoot,
             document.body.shadowRoot].map(String).join(' ')
            """)
        #expect(result == "true null null")
    }

    @Test func theShadowRootConstructorIsIllegal() throws {
        let page = try Page("<body></body>")
        #expect(try page.run("try { new ShadowRoot(); 'made' } catch (e) { e.name }") == "TypeError")
    }

    @Test func innerHTMLParsesIntoTheRootAndSerializesIt() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<p id=inner class=x>Hi <b>there</b></p>';
            [root.innerHTML, root.firstChild.localName, document.getElementById('host').innerHTML === ''].join(' | ')
            """)
        #expect(result == "<p id=\"inner\" class=\"x\">Hi <b>there</b></p> | p | true")
    }

    @Test func getElementByIdAndQuerySelectorSearchTheShadowTreeOnly() throws {
        let page = try Page("<div id=host><span id=light class=k></span></div>")
        let result = try page.run(
            """
            const root = document.getElementById('host').attachShadow({ mode: 'open' });
            root.innerHTML = '<span id=dark class=k></span>';
            [root.getElementById('dark').id, root.getElementById('light'), root.querySelector('.k').id,
             root.querySelectorAll('span').length, document.getElementById('dark'), document.querySelectorAll('.k').length]
                .map(String).join(' ')
            """)
        #expect(result == "dark null dark 1 null 1")
    }

    @Test func activeElementIsTheFocusedElementOfTheTree() throws {
        let page = try Page("<div id=host></div><input id=outside>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open' });
            root.innerHTML = '<input id=field>';
            root.getElementById('field').focus();
            const inside = [document.activeElement === host, root.activeElement === root.getElementById('field')].join(' ');
            document.getElementById('outside').focus();
            inside + ' ' + root.activeElement
            """)
        #expect(result == "true true null")
    }

    @Test func theWindowExposesShadowRootAndHTMLSlotElement() throws {
        let page = try Page("<slot id=s></slot>")
        let result = try page.run(
            """
            [typeof ShadowRoot, typeof HTMLSlotElement, document.getElementById('s') instanceof HTMLSlotElement,
             document.createElement('slot').constructor === HTMLSlotElement].join(' ')
            """)
        #expect(result == "function function true true")
    }
}

/// `<template shadowrootmode>` in a page's markup (declarative shadow DOM): the parser attaches its
/// content as the parent's shadow root, and the template is not in the tree.
struct DeclarativeShadowRootTests {
    @Test func theParserAttachesTheTemplatesContentAsAShadowRoot() throws {
        let page = try Page(
            "<div id=host><template shadowrootmode=open shadowrootclonable><b id=inner>x</b><slot></slot></template><i id=light></i></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host'), root = host.shadowRoot;
            [root.mode, root.clonable, root.getElementById('inner').localName, host.querySelector('template'),
             host.childNodes.length, document.getElementById('light').assignedSlot.localName].map(String).join(' ')
            """)
        #expect(result == "open true b null 1 slot")
    }

    @Test func aClosedDeclarativeRootIsHiddenButAttached() throws {
        let page = try Page("<div id=host><template shadowrootmode=closed><p>x</p></template></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            let second;
            try { host.attachShadow({ mode: 'open' }); second = 'attached'; } catch (e) { second = e.name; }
            [host.shadowRoot, host.childNodes.length, second].map(String).join(' ')
            """)
        #expect(result == "null 0 NotSupportedError")
    }

    @Test func attachShadowOfTheSameModeEmptiesADeclarativeRoot() throws {
        let page = try Page("<div id=host><template shadowrootmode=open><p>x</p></template></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host'), before = host.shadowRoot;
            const after = host.attachShadow({ mode: 'open' });
            [before === after, after.childNodes.length].join(' ')
            """)
        #expect(result == "true 0")
    }

    @Test func innerHTMLKeepsTheTemplateAsATemplate() throws {
        let page = try Page("<div id=host></div>")
        let result = try page.run(
            """
            const host = document.getElementById('host');
            host.innerHTML = '<div><template shadowrootmode=open><p>x</p></template></div>';
            [host.firstChild.shadowRoot, host.querySelector('template') !== null].map(String).join(' ')
            """)
        #expect(result == "null true")
    }

    @Test func aTemplateUnderAnElementThatCannotHostStaysATemplate() throws {
        let page = try Page("<button id=b><template shadowrootmode=open><p>x</p></template></button>")
        let result = try page.run(
            "[document.getElementById('b').shadowRoot, document.querySelector('template') !== null].map(String).join(' ')")
        #expect(result == "null true")
    }
}

extension ShadowRootAttachmentTests {
    @Test func aHostIsNotUpgradedToADefinitionThatDisablesShadow() throws {
        let page = try Page("<body></body>")
        let result = try page.run(
            """
            let reported = null;
            window.addEventListener('error', (e) => { reported = e.error.name; }, { once: true });
            const element = document.createElement('shadowless-card');
            element.attachShadow({ mode: 'open' });
            class ShadowlessCard extends HTMLElement { static disabledFeatures = ['shadow']; }
            customElements.define('shadowless-card', ShadowlessCard);
            customElements.upgrade(element);
            [element instanceof ShadowlessCard, reported].join(' ')
            """)
        #expect(result == "false NotSupportedError")
    }
}

/// `getHTML()` and `setHTMLUnsafe()` (Safari 18 and 17.4): shadow roots serialized as
/// `<template shadowrootmode>` when asked, and parsed back into shadow roots.
struct ShadowRootMarkupTests {
    @Test func getHTMLSerializesTheSerializableShadowRootsWhenAsked() throws {
        let page = try Page("<section id=outer><div id=card>light</div></section>")
        let result = try page.run(
            """
            const card = document.getElementById('card');
            card.attachShadow({ mode: 'open', serializable: true, delegatesFocus: true }).innerHTML = '<b>dark</b>';
            const outer = document.getElementById('outer');
            [outer.getHTML(), outer.getHTML({ serializableShadowRoots: true })].join(' | ')
            """)
        #expect(result == #"<div id="card">light</div> | <div id="card"><template shadowrootmode="open" shadowrootdelegatesfocus="" shadowrootserializable=""><b>dark</b></template>light</div>"#)
    }

    @Test func getHTMLSerializesAListedClosedRootOfTheHostItself() throws {
        let page = try Page("<div id=card>light</div>")
        let result = try page.run(
            """
            const card = document.getElementById('card');
            const root = card.attachShadow({ mode: 'closed' });
            root.innerHTML = '<i>x</i>';
            [card.getHTML({ serializableShadowRoots: true }), card.getHTML({ shadowRoots: [root] })].join(' | ')
            """)
        #expect(result == #"light | <template shadowrootmode="closed"><i>x</i></template>light"#)
    }

    @Test func setHTMLUnsafeParsesDeclarativeShadowRoots() throws {
        let page = try Page("<main id=main></main>")
        let result = try page.run(
            """
            const main = document.getElementById('main');
            main.setHTMLUnsafe('<div id=card><template shadowrootmode=open><slot></slot></template><p>light</p></div>');
            const card = document.getElementById('card');
            [card.shadowRoot.innerHTML, card.innerHTML, card.firstChild.assignedSlot.localName].join(' | ')
            """)
        #expect(result == "<slot></slot> | <p>light</p> | slot")
    }
}
