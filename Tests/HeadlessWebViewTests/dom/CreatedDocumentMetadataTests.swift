import Foundation
import HeadlessWebView
import Testing

/// The metadata of documents a script makes (DOM's createHTMLDocument, DOMParser).
@MainActor
struct CreatedDocumentMetadataTests {
    @Test func createHTMLDocumentIsAtAboutBlankInUTF8AsHTML() throws {
        let page = try Page("<p>x</p>", url: "https://shop.example/shop/")
        #expect(
            try page.run(
                "(() => { const d = document.implementation.createHTMLDocument('t'); "
                    + "return [d.URL, d.documentURI, d.characterSet, d.contentType].join(' '); })()")
                == "about:blank about:blank UTF-8 text/html")
    }

    @Test func aDocumentDOMParserMakesIsAtThePagesURL() throws {
        let page = try Page("<p>x</p>", url: "https://shop.example/shop/")
        #expect(
            try page.run("new DOMParser().parseFromString('<meta charset=latin1>', 'text/html').URL")
                == "https://shop.example/shop/")
        #expect(
            try page.run("new DOMParser().parseFromString('<meta charset=latin1>', 'text/html').characterSet")
                == "UTF-8")
    }
}
