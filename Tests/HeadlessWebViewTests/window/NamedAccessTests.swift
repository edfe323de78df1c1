import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Named access on the window (`window.signup` for `<form name=signup>`, an HTMLCollection for two
/// elements of one id) and named properties of the document, as in WebKit.
@MainActor
struct NamedAccessTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    /// The fixture's probes, and the answers WebKitGTK 2.50 gives them (`Scripts/webkit-differential`
    /// taps the fixture's link in both engines).
    @Test func namesAnswerAsInWebKit() async throws {
        let page = WKWebView.loaded(try Fixtures.text("actions/fidelity/named-access.html"))
        let answers = try await value(page, "document.getElementById('answers').getAttribute('href')")
        let webKit = [
            "window=FORM,IMG,IMG,IMG,OBJECT,OBJECT,EMBED,DIV,A,undefined,undefined,INPUT,undefined,undefined",
            "dup=collection:2,SPAN,P", "in=true,true,true,false,false", "enumerable=-1,-1",
            "document=FORM,IMG,IMG,IMG,OBJECT,OBJECT,EMBED,undefined,undefined,undefined,undefined,undefined",
            "documentOwn=true,true,true,true,true,false", "same=true,true,true", "later=DIV,FORM,FORM",
            "removed=undefined", "assign=5,number", "members=function",
        ]
        #expect(answers == "#" + webKit.joined(separator: ";"))
    }

    @Test func aNamedIframeIsItsWindow() async throws {
        let page = WKWebView.loaded("<iframe name='promoFrame' srcdoc='<p>in</p>'></iframe><iframe id='byId'></iframe>")
        try page.settle(within: .milliseconds(10))
        let answer = try await value(page, """
            [window.promoFrame === document.querySelector('iframe').contentWindow, document.promoFrame === window.promoFrame,
             window.byId === document.getElementById('byId')].join(' ')
            """)
        #expect(answer == "true true true")
    }

    @Test func theCollectionFollowsTheDocument() async throws {
        let page = WKWebView.loaded("<span id='twin'></span><b id='twin'></b>")
        let answer = try await value(page, """
            const both = window.twin;
            const before = both.length;
            document.querySelector('b').remove();
            [before, both.length, window.twin.tagName].join(' ')
            """)
        #expect(answer == "2 1 SPAN")
    }

    @Test func aNameNeverTakesOverTheDOMsOwnMembers() async throws {
        // WebKit lets <img name=cookie> clobber document.cookie; ShopStage keeps its built-in members
        // and its own fields, which its code reads.
        let page = WKWebView.loaded("<form name='_nt'></form><img name='title' src='x.png'><title>T</title>")
        let answer = try await value(page, "[document.nodeType, document.title, document._nt === document.forms[0]].join(' ')")
        #expect(answer == "9 T false")
    }
}
