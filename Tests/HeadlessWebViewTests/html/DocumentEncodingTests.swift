import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A document's `characterSet` / `charset` / `inputEncoding`: a charset the transport gives, else
/// the first <meta> of the head section that names a known label, else UTF-8 (DocumentEncoding.js).
@MainActor
struct DocumentEncodingTests {
    /// A web view at https://shop.example/ whose provider serves `frame.html` as `body` with
    /// `contentType`, and whose page shows it in `<iframe id=f>`.
    static func framed(_ body: String, contentType: String = "text/html") -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.resourceProvider = { _, url in
            url == "https://shop.example/frame.html" ? ProvidedResource(body: body, contentType: contentType) : nil
        }
        webView.loadHTMLString("<iframe id=f src=frame.html></iframe>", baseURL: URL(string: "https://shop.example/"))
        return webView
    }

    /// The `characterSet` of the frame that `framed` serves.
    static func frameCharacterSet(_ body: String, contentType: String = "text/html") async throws -> String? {
        try await framed(body, contentType: contentType).string("f.contentDocument.characterSet")
    }

    static let frameEncoding =
        "[f.contentDocument.characterSet, f.contentDocument.charset, f.contentDocument.inputEncoding].join(' ')"

    @Test func aPageGivenAsAStringIsUTF8WhateverItsMetaSays() async throws {
        // WebKit's loadHTMLString loads the string as UTF-8 data: the transport names the encoding.
        let webView = WKWebView.loaded("<!doctype html><meta charset=latin1><p>x</p>")
        #expect(try await webView.string("document.characterSet") == "UTF-8")
    }

    @Test func aServedFramesMetaCharsetGoesThroughTheLabelTable() async throws {
        let webView = Self.framed("<!doctype html><meta charset=' \tLaTiN1\n'><p>x</p>")
        #expect(try await webView.string(Self.frameEncoding) == "windows-1252 windows-1252 windows-1252")
    }

    @Test func aMetaHttpEquivContentTypeNamesTheEncodingOfItsContent() async throws {
        let meta = "<meta http-equiv=Content-Type content=\"text/html; CHARSET = 'koi8_r'\"><p>x</p>"
        #expect(try await Self.frameCharacterSet(meta) == "KOI8-R")
    }

    @Test func aUTF16LabelInAMetaGivesUTF8() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=utf-16be>") == "UTF-8")
    }

    @Test func xUserDefinedInAMetaGivesWindows1252() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=x-user-defined>") == "windows-1252")
    }

    @Test func aReplacementLabelNamesTheReplacementEncoding() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=iso-2022-kr>") == "replacement")
    }

    @Test func anUnknownLabelLeavesTheNextMetaToNameTheEncoding() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=klingon><meta charset=sjis>") == "Shift_JIS")
    }

    @Test func onlyUnknownLabelsKeepUTF8() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=klingon><title>t</title>") == "UTF-8")
    }

    @Test func theFirstMetaThatNamesAnEncodingWins() async throws {
        #expect(try await Self.frameCharacterSet("<meta charset=latin2><meta charset=latin1>") == "ISO-8859-2")
    }

    @Test func aMetaAfterTheHeadSectionNamesNothing() async throws {
        #expect(try await Self.frameCharacterSet("<!doctype html><p>text</p><meta charset=latin1>") == "UTF-8")
    }

    @Test func theContentTypeCharsetWinsOverTheMeta() async throws {
        let type = "text/html; q=1; Charset=\"ISO-8859-2\""
        #expect(try await Self.frameCharacterSet("<meta charset=latin1>", contentType: type) == "ISO-8859-2")
    }

    @Test func anUnknownContentTypeCharsetLeavesTheMetaToNameIt() async throws {
        let type = "text/html;charset=klingon"
        #expect(try await Self.frameCharacterSet("<meta charset=latin1>", contentType: type) == "windows-1252")
    }

    @Test func aSrcdocFrameIsUTF8WhateverItsMetaSays() async throws {
        let webView = WKWebView.loaded("<iframe id=f srcdoc='<meta charset=latin1>'></iframe>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "UTF-8")
    }

    @Test func aMetaAddedByScriptChangesNothing() async throws {
        let page = "<title>t</title><script>document.head.innerHTML += '<meta charset=latin1>'</script>"
        #expect(try await Self.frameCharacterSet(page + "<meta charset=latin2>") == "ISO-8859-2")
    }

    @Test func aClonedDocumentKeepsItsEncoding() async throws {
        let webView = Self.framed("<meta charset=cp1251>")
        #expect(try await webView.string("f.contentDocument.cloneNode().characterSet") == "windows-1251")
    }
}
