import HeadlessWebView
import Testing

/// Element's ARIAMixin: `role` and the aria* strings reflect their content attributes; the element
/// references read ids from the content attribute or hold explicitly set elements, as WebKit does.
struct AriaReflectionTests {
    @Test func ariaStringPropertiesReadTheContentAttribute() throws {
        let page = try Page("<div id=d role=button aria-label=Buy aria-expanded=false></div>")
        #expect(
            try page.run("const d = document.getElementById('d'); [d.role, d.ariaLabel, d.ariaExpanded].join(' ')")
                == "button Buy false")
    }

    @Test func ariaStringPropertiesWriteTheContentAttribute() throws {
        let page = try Page("<div id=d></div>")
        let written = try page.run(
            "const d = document.getElementById('d'); d.ariaValueNow = 5; d.role = 'slider'; d.getAttribute('aria-valuenow') + ' ' + d.getAttribute('role')"
        )
        #expect(written == "5 slider")
    }

    @Test func anAbsentAriaAttributeReadsNullAndNullRemovesIt() throws {
        let page = try Page("<div id=d aria-hidden=true></div>")
        let read = try page.run(
            """
            const d = document.getElementById('d'); const before = d.ariaBusy;
            d.ariaHidden = null; [String(before), d.hasAttribute('aria-hidden')].join(' ')
            """)
        #expect(read == "null false")
    }

    @Test func activeDescendantReadsTheFirstElementWithTheId() throws {
        let page = try Page("<div id=list aria-activedescendant=o1><p id=o1></p><p id=o2></p></div>")
        let read = try page.run(
            """
            const list = document.getElementById('list'); const first = list.ariaActiveDescendantElement.id;
            list.setAttribute('aria-activedescendant', 'o2'); const second = list.ariaActiveDescendantElement.id;
            list.setAttribute('aria-activedescendant', 'none'); [first, second, list.ariaActiveDescendantElement].join(' ')
            """)
        #expect(read == "o1 o2 ")
    }

    @Test func settingAnElementReferenceLeavesTheContentAttributeEmpty() throws {
        let page = try Page("<div id=list></div><p id=o1></p>")
        let read = try page.run(
            """
            const list = document.getElementById('list'); const o1 = document.getElementById('o1');
            list.ariaActiveDescendantElement = o1;
            [list.getAttribute('aria-activedescendant') === '', list.ariaActiveDescendantElement === o1].join(' ')
            """)
        #expect(read == "true true")
    }

    @Test func anExplicitElementSurvivesAnIdChangeUntilTheAttributeIsSetAgain() throws {
        let page = try Page("<div id=list></div><p id=o1></p><p id=o2></p>")
        let read = try page.run(
            """
            const list = document.getElementById('list'); const o1 = document.getElementById('o1');
            list.ariaActiveDescendantElement = o1; o1.id = 'renamed'; const kept = list.ariaActiveDescendantElement === o1;
            list.setAttribute('aria-activedescendant', 'o2'); [kept, list.ariaActiveDescendantElement.id].join(' ')
            """)
        #expect(read == "true o2")
    }

    @Test func anExplicitElementOutsideTheTreeReadsNullUntilItComesBack() throws {
        let page = try Page("<div id=list></div><div id=box><p id=o1></p></div>")
        let read = try page.run(
            """
            const list = document.getElementById('list'); const o1 = document.getElementById('o1');
            list.ariaActiveDescendantElement = o1; o1.remove(); const away = list.ariaActiveDescendantElement;
            document.getElementById('box').append(o1); [away, list.ariaActiveDescendantElement === o1].join(' ')
            """)
        #expect(read == " true")
    }

    @Test func nullClearsTheReferenceAndRemovesTheAttribute() throws {
        let page = try Page("<div id=list aria-activedescendant=o1></div><p id=o1></p>")
        let read = try page.run(
            """
            const list = document.getElementById('list'); list.ariaActiveDescendantElement = null;
            [list.ariaActiveDescendantElement, list.hasAttribute('aria-activedescendant')].join(' ')
            """)
        #expect(read == " false")
    }

    @Test func labelledByElementsReadTheIdsInOrderSkippingMissingOnes() throws {
        let page = try Page("<input id=i aria-labelledby='b missing a'><p id=a></p><p id=b></p>")
        let read = try page.run(
            """
            const els = document.getElementById('i').ariaLabelledByElements;
            [els.map((e) => e.id).join(','), Object.isFrozen(els)].join(' ')
            """)
        #expect(read == "b,a true")
    }

    @Test func elementArraysAreNullWithoutTheAttribute() throws {
        let page = try Page("<a id=l></a>")
        #expect(try page.run("document.getElementById('l').ariaControlsElements") == "null")
    }

    @Test func settingAnElementArrayHoldsTheElementsInTheTree() throws {
        let page = try Page("<a id=l></a><div id=p1></div><div id=p2></div>")
        let read = try page.run(
            """
            const l = document.getElementById('l'); const p1 = document.getElementById('p1'); const p2 = document.getElementById('p2');
            l.ariaControlsElements = [p1, p2]; const attr = l.getAttribute('aria-controls'); p1.remove();
            [JSON.stringify(attr), l.ariaControlsElements.map((e) => e.id).join(',')].join(' ')
            """)
        #expect(read == "\"\" p2")
    }

    @Test func settingSomethingOtherThanAnElementThrowsTypeError() throws {
        let page = try Page("<a id=l></a>")
        let thrown = try page.run(
            """
            const l = document.getElementById('l');
            [() => { l.ariaActiveDescendantElement = 'x'; }, () => { l.ariaOwnsElements = ['x']; }, () => { l.ariaOwnsElements = 5; }]
                .map((f) => { try { f(); return 'none'; } catch (e) { return e.constructor.name; } }).join(' ')
            """)
        #expect(thrown == "TypeError TypeError TypeError")
    }

    @Test func labelledByFallsBackToTheMisspeltAttribute() throws {
        let page = try Page("<input id=i aria-labeledby=a><p id=a></p>")
        #expect(try page.run("document.getElementById('i').ariaLabelledByElements[0].id") == "a")
    }
}
