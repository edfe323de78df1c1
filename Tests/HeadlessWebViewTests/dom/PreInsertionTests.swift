import HeadlessWebView
import Testing

/// Insertions are checked in the DOM standard's order ("ensure pre-insertion validity"), and the
/// first failing step names the DOMException.
struct PreInsertionTests {
    static let html = "<!DOCTYPE html><p id=p>text</p>"

    func thrown(_ script: String) throws -> String { try Page(Self.html).thrownName(script) }

    @Test func aSecondRootElementIsRefused() throws {
        #expect(try thrown("document.appendChild(document.createElement('div'))") == "HierarchyRequestError")
    }

    @Test func aSecondDoctypeIsRefused() throws {
        #expect(try thrown("document.prepend(document.implementation.createDocumentType('html', '', ''))") == "HierarchyRequestError")
    }

    @Test func textDirectlyUnderADocumentIsRefused() throws {
        #expect(try thrown("document.append('loose text')") == "HierarchyRequestError")
    }

    @Test func aDoctypeAfterTheRootElementIsRefused() throws {
        let script = "document.doctype.remove(); document.appendChild(document.implementation.createDocumentType('html', '', ''))"
        #expect(try thrown(script) == "HierarchyRequestError")
    }

    @Test func hierarchyIsCheckedBeforeTheReferenceChild() throws {
        // The reference child is not p's, but p cannot contain its own ancestor: HierarchyRequestError wins.
        #expect(try thrown("p.insertBefore(document.body, document.head)") == "HierarchyRequestError")
    }

    @Test func theReferenceChildIsCheckedBeforeTheNodeKind() throws {
        #expect(try thrown("document.insertBefore(document.createTextNode('t'), p)") == "NotFoundError")
    }

    @Test func replacingTheRootElementWithAnElementIsAllowed() throws {
        let page = try Page(Self.html)
        let script = "document.replaceChild(document.createElement('html'), document.documentElement); document.documentElement.childNodes.length"
        #expect(try page.run(script) == "0")
    }

    @Test func aFragmentWithTwoElementsIsRefusedByADocument() throws {
        let script = """
            const f = document.createDocumentFragment(); f.append(document.createElement('a'), document.createElement('b'));
            document.replaceChildren(f)
            """
        #expect(try thrown(script) == "HierarchyRequestError")
    }

    @Test func adoptingADocumentIsNotSupported() throws {
        #expect(try thrown("document.adoptNode(document.implementation.createHTMLDocument(''))") == "NotSupportedError")
    }

    @Test func insertBeforeNeedsTwoArguments() throws {
        #expect(try thrown("p.insertBefore(document.createElement('b'))") == "TypeError (not a DOMException)")
    }
}

extension Page {
    /// The name of what `script` throws, or "no error"; marked when it is not a DOMException.
    func thrownName(_ script: String) throws -> String {
        try run("try { \(script); 'no error' } catch (e) { e.name + (e instanceof DOMException ? '' : ' (not a DOMException)') }")
    }
}
