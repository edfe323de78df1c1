import HeadlessWebView
import Testing

/// NodeList and HTMLCollection are live where the DOM standard makes them live, and their
/// indices and names are own properties (WebIDL's legacy platform objects).
struct LiveCollectionTests {
    static let html = """
        <ul id=list><li id=a class=x>A</li><li id=b name=bee>B</li></ul>
        <form id=f><input name=q></form>
        """

    @Test func childNodesIsTheSameObjectOnEachRead() throws {
        let page = try Page(Self.html)
        #expect(try page.run("list.childNodes === list.childNodes") == "true")
    }

    @Test func childNodesSeesLaterInsertions() throws {
        let page = try Page(Self.html)
        let script = "const kids = list.childNodes; const n = kids.length; list.append('t'); [n, kids.length, kids[2].data].join()"
        #expect(try page.run(script) == "2,3,t")
    }

    @Test func childrenSeesRemovals() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const c = list.children; a.remove(); [c.length, c[0].id, c === list.children].join()") == "1,b,true")
    }

    @Test func getElementsByTagNameFollowsTheDocument() throws {
        let page = try Page(Self.html)
        let script = "const lis = document.getElementsByTagName('li'); list.append(document.createElement('li')); lis.length"
        #expect(try page.run(script) == "3")
    }

    @Test func getElementsByClassNameFollowsClassChanges() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const x = document.getElementsByClassName('x'); b.className = 'x'; x.length") == "2")
    }

    @Test func getElementsByNameIsALiveNodeList() throws {
        let page = try Page(Self.html)
        let script = "const q = document.getElementsByName('q'); f.append(Object.assign(document.createElement('input'), {name: 'q'})); [q.length, q instanceof NodeList].join()"
        #expect(try page.run(script) == "2,true")
    }

    @Test func formElementsFollowsNewControls() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const e = f.elements; f.append(document.createElement('select')); [e.length, e === f.elements].join()") == "2,true")
    }

    @Test func indicesAreOwnReadOnlyProperties() throws {
        let page = try Page(Self.html)
        let script = """
            const d = Object.getOwnPropertyDescriptor(list.children, '0');
            [d.value.id, d.writable, d.enumerable, Object.keys(list.childNodes).join('|'), '1' in list.children, '2' in list.children].join()
            """
        #expect(try page.run(script) == "a,false,true,0|1,true,false")
    }

    /// Only WebIDL's array indices (canonical decimal integers below 2³² − 1) are indices; any other key
    /// that looks like one is an ordinary property, which a page may set (WebKitGTK 2.50's answers:
    /// Fixtures/actions/fidelity/collection-keys.html).
    @Test func onlyCanonicalIntegersAreIndices() throws {
        let page = try Page(Self.html)
        let script = """
            const c = list.children, n = list.childNodes, out = [];
            for (const k of ['0', '1', '01', '1.0', '-0', '+1', ' 1', '1e0', '2', '00', '4294967294', '4294967295', '9999999999', '99999999999'])
                out.push(k + ':' + (c[k] === undefined ? 'none' : c[k].id) + (k in c ? '+' : '-') + (n[k] === undefined ? 'none' : n[k].nodeName) + (k in n ? '+' : '-'));
            c['01'] = 5; n['01'] = 6; c['1'] = 7;
            out.push(c['01'], n['01'], c['1'].id, Object.keys(c).join('|'));
            out.join(';')
            """
        let indices = "0:a+LI+;1:b+LI+;01:none-none-;1.0:none-none-;-0:none-none-;+1:none-none-; 1:none-none-;1e0:none-none-;2:none-none-"
        let large = "00:none-none-;4294967294:none-none-;4294967295:none-none-;9999999999:none-none-;99999999999:none-none-"
        #expect(try page.run(script) == indices + ";" + large + ";5;6;b;0|1|01")
    }

    /// A root keeps one collection per kind and key: a tag named like another kind's key gets its own
    /// list, and `classList` and `relList` are each their own (WebKitGTK 2.50's answers).
    @Test func eachKindOfCollectionHasItsOwnKeys() throws {
        let page = try Page(Self.html + "<a id=link rel=next>l</a>")
        let script = """
            const t1 = list.getElementsByTagName('class x'), t2 = list.getElementsByClassName('x'), t3 = list.getElementsByTagName('li');
            const out = [t1.length, t2.length, t1 === t2, t3 === list.getElementsByTagName('li'), t3 === list.getElementsByTagName('LI'),
                list.getElementsByTagName('*') === list.getElementsByTagNameNS('*', '*'), list.getElementsByTagName('*').length];
            out.push(link.getElementsByTagName('tokens class').length, link.classList === link.classList, link.relList === link.classList,
                String(link.relList), link.classList.length);
            link.classList.add('seen');
            out.push(link.className, link.getElementsByTagName('tokens rel').length, String(link.relList));
            out.join()
            """
        #expect(try page.run(script) == "0,1,false,true,false,false,2,0,true,false,next,0,seen,0,next")
    }

    @Test func writingAnIndexThrowsInStrictCode() throws {
        let page = try Page(Self.html)
        #expect(try page.run("(() => { 'use strict'; try { list.children[0] = 1; return 'kept'; } catch (e) { return e.name; } })()") == "TypeError")
    }

    @Test func htmlCollectionNamedPropertiesAreIdsAndNames() throws {
        let page = try Page(Self.html)
        let script = "const c = list.children; [c.a.id, c.bee.id, c.namedItem('b').id, Object.getOwnPropertyNames(c).join('|')].join()"
        #expect(try page.run(script) == "a,b,b,0|1|a|b|bee")
    }

    @Test func namedPropertiesAreNotEnumerable() throws {
        let page = try Page(Self.html)
        #expect(try page.run("Object.keys(list.children).join('|')") == "0|1")
    }

    @Test func attributesHasNamedProperties() throws {
        let page = try Page(Self.html)
        let script = "const m = b.attributes; b.setAttribute('title', 't'); [m.id.value, m.title.value, m.length, m === b.attributes].join()"
        #expect(try page.run(script) == "b,t,3,true")
    }

    @Test func collectionsAreIterableAndNotConstructible() throws {
        let page = try Page(Self.html)
        let script = """
            let thrown = ''; try { new HTMLCollection(); } catch (e) { thrown = e.name; }
            [[...list.children].map(e => e.id).join('+'), thrown, typeof list.childNodes.forEach].join()
            """
        #expect(try page.run(script) == "a+b,TypeError,function")
    }

    @Test func querySelectorAllIsStatic() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const all = document.querySelectorAll('li'); list.append(document.createElement('li')); all.length") == "2")
    }

    @Test func fieldsetElementsIsALiveHTMLCollection() throws {
        let page = try Page("<fieldset id=set><input></fieldset>")
        let script = "const e = set.elements; set.append(document.createElement('button')); [e.length, e instanceof HTMLCollection].join()"
        #expect(try page.run(script) == "2,true")
    }
}

/// A table's rows in the HTML standard's order, and the row and cell editing methods.
struct TableRowTests {
    static let html = "<table id=t><tfoot><tr id=f></tr></tfoot><tbody><tr id=b></tr></tbody><thead><tr id=h></tr></thead></table>"

    @Test func rowsComeHeadBodyFoot() throws {
        let page = try Page(Self.html)
        #expect(try page.run("[...t.rows].map(r => r.id).join()") == "h,b,f")
    }

    @Test func insertRowAndDeleteRowKeepTheLiveRows() throws {
        let page = try Page(Self.html)
        // -1 appends to the parent of the last row: here the tfoot.
        let script = "const rows = t.rows; t.insertRow(-1).id = 'n'; t.deleteRow(0); [...rows].map(r => r.id).join()"
        #expect(try page.run(script) == "b,f,n")
    }

    @Test func insertRowOutOfRangeIsAnIndexSizeError() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { t.insertRow(9); 'no error' } catch (e) { e.name }") == "IndexSizeError")
    }

    @Test func insertCellAddsACell() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const r = t.rows[1]; r.insertCell(); r.insertCell(0).id = 'first'; [r.cells.length, r.cells[0].id].join()") == "2,first")
    }
}
