import HeadlessWebView
import Testing

/// Qualified names are validated and split as the DOM standard's "validate and extract" says,
/// and namespaces are located through the tree.
struct NamespaceTests {
    func thrown(_ script: String) throws -> String { try Page("<p>x</p>").thrownName(script) }

    @Test func aDoubleColonIsAnInvalidCharacterError() throws {
        #expect(try thrown("document.createElementNS('http://example.com/', 'f::oo')") == "InvalidCharacterError")
    }

    @Test func xmlnsOutsideItsNamespaceIsANamespaceError() throws {
        #expect(try thrown("document.createElementNS('http://www.w3.org/XML/1998/namespace', 'xmlns')") == "NamespaceError")
    }

    @Test func theXMLNSNamespaceNeedsTheXMLNSName() throws {
        #expect(try thrown("document.body.setAttributeNS('http://www.w3.org/2000/xmlns/', 'f:oo', 'x')") == "NamespaceError")
    }

    @Test func anEmptyDoctypeNameIsAnInvalidCharacterError() throws {
        #expect(try thrown("document.implementation.createDocumentType('', '', '')") == "InvalidCharacterError")
    }

    @Test func aPrefixedDoctypeNameIsAccepted() throws {
        #expect(try Page("<p>x</p>").run("document.implementation.createDocumentType('a.b:c', '', '').name") == "a.b:c")
    }

    @Test func namespacesAreFoundOnAncestorsDeclarations() throws {
        let page = try Page("<p>x</p>")
        let script = """
            const outer = document.createElementNS('urn:outer', 'o:outer');
            outer.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:b', 'urn:b');
            const inner = outer.appendChild(document.createElementNS('urn:inner', 'inner'));
            const text = inner.appendChild(document.createTextNode('t'));
            [text.lookupNamespaceURI('o'), text.lookupNamespaceURI('b'), inner.lookupNamespaceURI(''), inner.isDefaultNamespace('urn:inner'),
             document.createDocumentFragment().lookupNamespaceURI(null), text.lookupNamespaceURI('xml')].join()
            """
        #expect(try page.run(script) == "urn:outer,urn:b,urn:inner,true,,http://www.w3.org/XML/1998/namespace")
    }
}

/// Attr nodes made with a namespace, and one Attr on one element at a time.
struct AttributeNodeTests {
    @Test func createAttributeNSKeepsThePrefix() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("const a = document.createAttributeNS('urn:x', 'p:n'); [a.prefix, a.localName, a.namespaceURI, a.name].join()") == "p,n,urn:x,p:n")
    }

    @Test func anAttrInUseIsRefusedByAnotherElement() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let script = "try { document.body.setAttributeNode(p.getAttributeNode('title')); 'no error' } catch (e) { e.name + ' ' + e.code }"
        #expect(try page.run(script) == "InUseAttributeError 10")
    }

    @Test func aRemovedAttrCanMove() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let script = "const a = p.getAttributeNode('title'); p.removeAttributeNode(a); document.body.setAttributeNodeNS(a); [document.body.title, a.ownerElement === document.body].join()"
        #expect(try page.run(script) == "t,true")
    }

    @Test func aDoctypeBelongsToTheImplementationsDocument() throws {
        let page = try Page("<p>x</p>")
        let script = """
            const other = document.implementation.createHTMLDocument('');
            const d = other.implementation.createDocumentType('x', '', '');
            [d.ownerDocument === other, other.implementation instanceof DOMImplementation, other.implementation !== document.implementation].join()
            """
        #expect(try page.run(script) == "true,true,true")
    }
}
