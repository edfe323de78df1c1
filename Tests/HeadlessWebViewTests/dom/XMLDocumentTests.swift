import Foundation
import HeadlessWebView
import ScriptEngine
import Testing

/// `document.implementation.createDocument` and `XMLDocument` (XMLDocuments.js).
struct XMLDocumentTests {
    @Test func createDocumentMakesAnXMLDocumentWithItsRootAndDoctype() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var doctype = document.implementation.createDocumentType('feed', '', '');
            var made = document.implementation.createDocument('http://www.w3.org/2005/Atom', 'feed', doctype);
            [made instanceof XMLDocument, made.doctype === doctype, made.documentElement.namespaceURI,
             made.documentElement.tagName, made.contentType, Object.prototype.toString.call(made)].join()
            """)
        #expect(answer == "true,true,http://www.w3.org/2005/Atom,feed,application/xml,[object XMLDocument]")
    }

    @Test func theContentTypeFollowsTheRootsNamespace() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            [document.implementation.createDocument('http://www.w3.org/1999/xhtml', 'html', null).contentType,
             document.implementation.createDocument('http://www.w3.org/2000/svg', 'svg', null).contentType,
             document.implementation.createDocument(null, '', null).childNodes.length].join()
            """)
        #expect(answer == "application/xhtml+xml,image/svg+xml,0")
    }

    @Test func createDocumentNeedsTwoArguments() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            "try { document.implementation.createDocument('x'); 'no error' } catch (e) { e instanceof TypeError }")
        #expect(answer == "true")
    }
}
