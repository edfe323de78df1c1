import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Quirks mode and the `<body onload>` page shape e-Marketer actions are rendered in.
struct DocumentModeTests {
    @Test func aDocumentWithoutADoctypeIsInQuirksMode() throws {
        let page = try Page("<html><head></head><body><p>x</p></body></html>")
        #expect(try page.run("document.compatMode") == "BackCompat")
    }

    @Test func anHTMLDoctypeGivesStandardsMode() throws {
        let page = try Page("<!DOCTYPE html><p>x</p>")
        #expect(try page.run("document.compatMode") == "CSS1Compat")
    }

    @Test func aDoctypeWithAnotherNameIsQuirksMode() throws {
        let page = try Page("<!DOCTYPE svg><p>x</p>")
        #expect(try page.run("document.compatMode") == "BackCompat")
    }

    @Test func theModeIsKnownToTheDocumentsOwnScripts() throws {
        let page = try Page("<html><body><script>window.seen = document.compatMode</script></body></html>")
        #expect(try page.run("seen") == "BackCompat")
    }

    @Test func aParsedDocumentFollowsItsDoctypeToo() throws {
        let page = try Page("<!DOCTYPE html><p>x</p>")
        #expect(try page.run("new DOMParser().parseFromString('<p>x</p>', 'text/html').compatMode") == "BackCompat")
        #expect(
            try page.run("new DOMParser().parseFromString('<!doctype html><p>x</p>', 'text/html').compatMode")
                == "CSS1Compat")
    }

    @Test func aCreatedDocumentIsInStandardsMode() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("document.implementation.createHTMLDocument('t').compatMode") == "CSS1Compat")
    }

    @MainActor
    @Test func aHiddenBodyIsMadeVisibleByItsOnloadAttribute() async throws {
        let webView = WKWebView.loaded(
            """
            <html><head></head><body style="visibility:hidden" onload="document.body.style.visibility=''">\
            <p>x</p><script>window.during = document.body.style.visibility</script></body></html>
            """)
        #expect(try await webView.string("during") == "hidden")
        #expect(try await webView.string("document.body.style.visibility") == "")
        #expect(try await webView.string("getComputedStyle(document.body).visibility") == "visible")
        #expect(try await webView.string("typeof window.onload") == "function")
    }
}
