import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// XML parsed into documents: `DOMParser` with an XML type and XML pages in frames
/// (XMLDocumentParser.swift, XMLDocuments.js).
struct XMLParsingTests {
    @Test func domParserBuildsAnXMLDocumentWithCasePreservedNames() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('<Root><myChild Attr="1"/></Root>', 'application/xml');
            [d instanceof XMLDocument, d.contentType, d.documentElement.tagName, String(d.documentElement.namespaceURI),
             d.documentElement.firstChild.localName, d.documentElement.firstChild.getAttribute('Attr'),
             d.getElementsByTagName('myChild').length].join()
            """)
        #expect(answer == "true,application/xml,Root,null,myChild,1,1")
    }

    @Test func namespacesComeFromTheXmlnsDeclarations() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString(
                '<a:r xmlns:a="urn:a" xmlns="urn:d" a:x="1" y="2"><c/></a:r>', 'text/xml');
            var r = d.documentElement, c = r.firstChild;
            [r.namespaceURI, r.prefix, r.localName, c.namespaceURI, c.prefix,
             r.getAttributeNS('urn:a', 'x'), r.getAttributeNode('y').namespaceURI,
             r.getAttributeNode('xmlns').namespaceURI, r.getAttributeNodeNS('http://www.w3.org/2000/xmlns/', 'a').name].join('|')
            """)
        #expect(answer == "urn:a|a|r|urn:d||1||http://www.w3.org/2000/xmlns/|xmlns:a")
    }

    @Test func attributesKeepTheirSourceOrder() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('<r zeta="1" xmlns:q="urn:q" alpha="2" q:mid="3" beta=\\'a"b\\'/>', 'application/xml');
            Array.from(d.documentElement.attributes, a => a.name).join()
            """)
        #expect(answer == "zeta,xmlns:q,alpha,q:mid,beta")
    }

    @Test func instructionsCDATACommentsAndTheDoctypeBecomeTheirNodes() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString(
                '<?xml version="1.0"?><!--before--><!DOCTYPE r PUBLIC "-//P//EN" "r.dtd"><?style href="a"?>' +
                '<r>t&amp;<![CDATA[<x>]]><!--in--></r>', 'application/xml');
            var kinds = Array.from(d.childNodes, n => n.nodeType + ':' + n.nodeName).join(' ');
            var r = d.documentElement;
            [kinds, d.doctype.publicId, d.doctype.systemId, d.childNodes[2].data,
             Array.from(r.childNodes, n => n.nodeType + '=' + n.nodeValue).join(' ')].join('|')
            """)
        #expect(answer == "8:#comment 10:r 7:style 1:r|-//P//EN|r.dtd|href=\"a\"|3=t& 4=<x> 8=in")
    }

    @Test func theFourXMLTypesParseAsXMLAndAnyOtherTypeThrows() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var types = ['text/xml', 'application/xml', 'application/xhtml+xml', 'image/svg+xml'];
            var made = types.map(t => new DOMParser().parseFromString('<A/>', t).documentElement.tagName + ' ' +
                new DOMParser().parseFromString('<A/>', t).contentType);
            var thrown = '';
            try { new DOMParser().parseFromString('<A/>', 'text/plain'); } catch (e) { thrown = e.name; }
            made.join() + '|' + thrown
            """)
        #expect(answer == "A text/xml,A application/xml,A application/xhtml+xml,A image/svg+xml|TypeError")
    }

    @Test func xhtmlParsedAsXMLMakesHTMLElements() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString(
                '<html xmlns="http://www.w3.org/1999/xhtml"><body><P id="x">hi</P><p/></body></html>', 'application/xhtml+xml');
            [d.body.localName, d.getElementById('x').tagName, d.getElementsByTagName('p')[0] instanceof HTMLParagraphElement,
             d.createElement('Div').tagName].join()
            """)
        #expect(answer == "body,P,true,Div")
    }

    @Test func aNotWellFormedInputGetsWebKitsParserErrorBlock() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('<a><b></a>', 'application/xml');
            var error = d.documentElement.firstChild;
            [d.documentElement.tagName, error.localName, error.namespaceURI,
             error.querySelector('div').textContent.startsWith('error on line 1 at column'),
             error.firstChild.textContent, error.nextSibling.tagName].join('|')
            """)
        #expect(
            answer
                == "a|parsererror|http://www.w3.org/1999/xhtml|true|This page contains the following errors:|b")
    }

    @Test func anInputWithNoRootGetsAnHTMLPageHoldingTheError() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('not xml', 'text/xml');
            [d.documentElement.localName, d.documentElement.namespaceURI, d.documentElement.lastChild.localName,
             d.getElementsByTagName('parsererror').length].join()
            """)
        #expect(answer == "html,http://www.w3.org/1999/xhtml,body,1")
    }

    @Test func aDeeplyNestedInputEndsInAParserErrorNotACrash() throws {
        let page = try Page("<p>")
        // What is tested is the outcome, not the speed: under ThreadSanitizer the parse takes seconds.
        page.dom.scriptContext.timeLimit = .seconds(60)
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('<a>'.repeat(100000) + '</a>'.repeat(100000), 'application/xml');
            var parsererror = d.getElementsByTagName('parsererror')[0];
            parsererror.textContent.includes('Excessive node nesting.')
            """)
        #expect(answer == "true")
    }

    @Test func aDeclaredEncodingDoesNotDecodeTheStringTwice() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            new DOMParser().parseFromString('<?xml version="1.0" encoding="ISO-8859-1"?><r>é€</r>', 'text/xml').documentElement.textContent
            """)
        #expect(answer == "é€")
    }
}

/// XML pages the resource provider serves into iframes load as XML documents.
@MainActor
struct XMLFrameTests {
    @Test func anXMLPageInAFrameIsAnXMLDocument() async throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { _, url in
            url.hasSuffix("feed.xml")
                ? ProvidedResource(body: "<Feed xmlns='urn:f'><Item>1</Item></Feed>", contentType: "application/xml; charset=utf-8")
                : nil
        }
        webView.loadHTMLString("<iframe id=f src=feed.xml></iframe>", baseURL: URL(string: "https://shop.example/"))
        let answer = try await webView.string(
            """
            var d = f.contentDocument;
            [d instanceof f.contentWindow.XMLDocument, d.contentType, d.documentElement.tagName,
             d.documentElement.namespaceURI, d.getElementsByTagName('Item')[0].textContent, d.readyState].join()
            """)
        #expect(answer == "true,application/xml,Feed,urn:f,1,complete")
    }
}

/// The XML-only rules of documents that are not HTML.
struct XMLDocumentRuleTests {
    @Test func createElementInAnXMLDocumentMakesAnElementOfNoNamespace() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var xml = new DOMParser().parseFromString('<r/>', 'application/xml');
            var xhtml = new DOMParser().parseFromString('<r/>', 'application/xhtml+xml');
            [String(xml.createElement('Item').namespaceURI), xml.createElement('Item').tagName,
             xhtml.createElement('div').namespaceURI, xml.createAttribute('Name').name].join()
            """)
        #expect(answer == "null,Item,http://www.w3.org/1999/xhtml,Name")
    }

    @Test func aClonedXMLDocumentIsAnXMLDocumentOfTheSameType() throws {
        let page = try Page("<p>")
        let answer = try page.run(
            """
            var d = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
            var copy = d.cloneNode(true);
            [copy instanceof XMLDocument, copy.contentType, copy.documentElement.namespaceURI, copy.compatMode].join()
            """)
        #expect(answer == "true,image/svg+xml,http://www.w3.org/2000/svg,CSS1Compat")
    }
}
