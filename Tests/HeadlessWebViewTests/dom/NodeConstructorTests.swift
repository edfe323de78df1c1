import HeadlessWebView
import ShopStageTesting
import Testing

/// A page's node constructors: `new Document()` is an XML document, a frame's constructors make
/// nodes of the frame's document, and `adoptNode` leaves a template's contents in place.
@MainActor
struct NodeConstructorTests {
    @Test func aPagesNewDocumentIsAnXMLDocument() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            "const d = new Document(); [d.contentType, d.createElement('DIV').localName, d.createElement('a').constructor === Element].join()")
        #expect(answer == "application/xml,DIV,true")
    }

    @Test func aFramesConstructorsMakeNodesOfTheFramesDocument() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        let answer = try await webView.string(
            """
            const w = f.contentWindow;
            [new w.Text('x').ownerDocument === f.contentDocument, new w.Comment().ownerDocument === f.contentDocument,
             new w.DocumentFragment().ownerDocument === f.contentDocument, new Text().ownerDocument === document].join()
            """)
        #expect(answer == "true,true,true,true")
    }

    @Test func adoptNodeLeavesATemplatesContentsInItsDocument() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            const content = document.createElement('template').content;
            const child = content.appendChild(new Text('hi'));
            const owner = content.ownerDocument;
            document.adoptNode(content);
            [owner !== document, content.ownerDocument === owner, child.ownerDocument === owner, content.childNodes.length].join()
            """)
        #expect(answer == "true,true,true,1")
    }
}

/// `getElementsByTagName`: the HTMLness of the root's document when the list is made rules the list.
@MainActor
struct TagNameListHTMLnessTests {
    @Test func aListKeepsLowercasingAfterItsRootMovesToAnXMLDocument() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            const parent = document.createElement('div');
            const a = parent.appendChild(document.createElementNS('http://www.w3.org/1999/xhtml', 'a'));
            const big = parent.appendChild(document.createElementNS('http://www.w3.org/1999/xhtml', 'A'));
            const list = parent.getElementsByTagName('A');
            document.implementation.createDocument(null, 'root').documentElement.appendChild(parent);
            const later = parent.getElementsByTagName('A');
            [list.length, list[0] === a, later !== list, later.length, later[0] === big].join()
            """)
        #expect(answer == "1,true,true,1,true")
    }
}
