import Foundation
import HeadlessWebView
import Testing

/// `XMLHttpRequest`'s document response (`responseXML`, `responseType = 'document'`).
@MainActor
struct XHRDocumentResponseTests {
    /// A web view at https://shop.example/ whose provider serves `data` as `contentType`, and which
    /// requests it with `responseType` and keeps the request as `xhr`.
    static func requested(_ body: String, contentType: String, responseType: String) throws -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { _, url in
            url == "https://shop.example/data" ? ProvidedResource(body: body, contentType: contentType) : nil
        }
        webView.loadHTMLString(
            """
            <script>
            var xhr = new XMLHttpRequest();
            xhr.open('GET', 'data');
            xhr.responseType = '\(responseType)';
            xhr.send();
            </script>
            """, baseURL: URL(string: "https://shop.example/"))
        try webView.settle()
        return webView
    }

    @Test func anXMLResponseIsAnXMLDocumentOfItsType() async throws {
        let webView = try Self.requested("<root><item/></root>", contentType: "application/xml", responseType: "")
        #expect(
            try await webView.string(
                "[xhr.responseXML.contentType, xhr.responseXML.documentElement.localName, xhr.responseXML.URL, "
                    + "xhr.responseXML instanceof XMLDocument].join(' ')")
                == "application/xml root https://shop.example/data true")
    }

    @Test func anHTMLResponseIsADocumentOnlyWhenTheRequestAsksForOne() async throws {
        let asked = try Self.requested(
            "<meta charset=latin1><p>hi</p>", contentType: "text/html; charset=koi8-r", responseType: "document")
        #expect(
            try await asked.string(
                "[xhr.response === xhr.responseXML, xhr.responseXML.querySelector('p').textContent, "
                    + "xhr.responseXML.contentType, xhr.responseXML.characterSet].join(' ')")
                == "true hi text/html KOI8-R")
        let notAsked = try Self.requested("<p>hi</p>", contentType: "text/html", responseType: "")
        #expect(try await notAsked.evaluateJavaScript("xhr.responseXML === null") as? Bool == true)
    }

    @Test func aTextResponseHasNoDocument() async throws {
        let webView = try Self.requested("plain", contentType: "text/plain", responseType: "")
        #expect(
            try await webView.evaluateJavaScript("xhr.responseXML === null && xhr.responseText === 'plain'") as? Bool
                == true)
    }
}
