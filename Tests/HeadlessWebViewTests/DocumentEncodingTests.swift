import Foundation
import HeadlessWebView
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

    static let frameEncoding =
        "[f.contentDocument.characterSet, f.contentDocument.charset, f.contentDocument.inputEncoding].join(' ')"

    @Test func aPageGivenAsAStringIsUTF8WhateverItsMetaSays() async throws {
        // WebKit's loadHTMLString loads the string as UTF-8 data: the transport names the encoding.
        let webView = loadedWebView("<!doctype html><meta charset=latin1><p>x</p>")
        #expect(try await webView.string("document.characterSet") == "UTF-8")
    }

    @Test func aServedFramesMetaCharsetGoesThroughTheLabelTable() async throws {
        let webView = Self.framed("<!doctype html><meta charset=' \tLaTiN1\n'><p>x</p>")
        #expect(try await webView.string(Self.frameEncoding) == "windows-1252 windows-1252 windows-1252")
    }

    @Test func aMetaHttpEquivContentTypeNamesTheEncodingOfItsContent() async throws {
        let webView = Self.framed(
            "<meta http-equiv=Content-Type content=\"text/html; CHARSET = 'koi8_r'\"><p>x</p>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "KOI8-R")
    }

    @Test func aUTF16LabelInAMetaGivesUTF8() async throws {
        let webView = Self.framed("<meta charset=utf-16be>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "UTF-8")
    }

    @Test func xUserDefinedInAMetaGivesWindows1252() async throws {
        let webView = Self.framed("<meta charset=x-user-defined>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "windows-1252")
    }

    @Test func aReplacementLabelNamesTheReplacementEncoding() async throws {
        let webView = Self.framed("<meta charset=iso-2022-kr>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "replacement")
    }

    @Test func anUnknownLabelLeavesTheNextMetaToNameTheEncoding() async throws {
        let webView = Self.framed("<meta charset=klingon><meta charset=sjis>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "Shift_JIS")
    }

    @Test func onlyUnknownLabelsKeepUTF8() async throws {
        let webView = Self.framed("<meta charset=klingon><title>t</title>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "UTF-8")
    }

    @Test func theFirstMetaThatNamesAnEncodingWins() async throws {
        let webView = Self.framed("<meta charset=latin2><meta charset=latin1>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "ISO-8859-2")
    }

    @Test func aMetaAfterTheHeadSectionNamesNothing() async throws {
        let webView = Self.framed("<!doctype html><p>text</p><meta charset=latin1>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "UTF-8")
    }

    @Test func theContentTypeCharsetWinsOverTheMeta() async throws {
        let webView = Self.framed("<meta charset=latin1>", contentType: "text/html; q=1; Charset=\"ISO-8859-2\"")
        #expect(try await webView.string("f.contentDocument.characterSet") == "ISO-8859-2")
    }

    @Test func anUnknownContentTypeCharsetLeavesTheMetaToNameIt() async throws {
        let webView = Self.framed("<meta charset=latin1>", contentType: "text/html;charset=klingon")
        #expect(try await webView.string("f.contentDocument.characterSet") == "windows-1252")
    }

    @Test func aSrcdocFrameIsUTF8WhateverItsMetaSays() async throws {
        let webView = loadedWebView("<iframe id=f srcdoc='<meta charset=latin1>'></iframe>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "UTF-8")
    }

    @Test func aMetaAddedByScriptChangesNothing() async throws {
        let webView = Self.framed(
            "<title>t</title><script>document.head.innerHTML += '<meta charset=latin1>'</script><meta charset=latin2>")
        #expect(try await webView.string("f.contentDocument.characterSet") == "ISO-8859-2")
    }

    @Test func aClonedDocumentKeepsItsEncoding() async throws {
        let webView = Self.framed("<meta charset=cp1251>")
        #expect(try await webView.string("f.contentDocument.cloneNode().characterSet") == "windows-1251")
    }
}
