import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The window's and the interfaces' members as a page enumerates them, as in WebKit: WebIDL makes
/// operations, attributes and constants enumerable, interface objects not.
@MainActor
struct WindowMemberTests {
    private func value(_ webView: WKWebView, _ script: String) async throws -> String? {
        try await webView.evaluateJavaScript(script) as? String
    }

    /// The fixture's probes, and the answers WebKitGTK 2.50 gives them (`Scripts/webkit-differential`
    /// taps the fixture's link in both engines).
    @Test func theMembersEnumerateAsInWebKit() async throws {
        let page = WKWebView.loaded(try Fixtures.text("actions/fidelity/window-members.html"))
        let answers = try await value(page, "document.getElementById('answers').getAttribute('href')")
        let webKit = [
            "operations=" + Array(repeating: "true", count: 13).joined(separator: ","),
            "attributes=" + Array(repeating: "true", count: 21).joined(separator: ","),
            "interfaces=false,false,false,false", "document=function/true/false/false/object",
            "keys=alert,onclick,document,location,setTimeout,-,-,-,-",
            "forin=alert,onclick,document,setTimeout,addEventListener,-,-",
            "prototypes=true,true,true,true,true,true,true,true,false",
            "forinEvent=type,target,clientX,preventDefault,isTrusted,AT_TARGET,-",
            "forinElement=href,id,getAttribute,appendChild,onclick,ELEMENT_NODE,style",
        ]
        #expect(answers == "#" + webKit.joined(separator: ";"))
    }

    @Test func anEventCopiedWithForInCarriesItsMembers() async throws {
        // Zepto's event proxy copies a native event this way.
        let page = WKWebView.loaded("<button id='b'>b</button>")
        let answer = try await value(page, """
            let copy = null;
            document.getElementById('b').addEventListener('click', (event) => {
              copy = {};
              for (const key in event) if (typeof event[key] !== 'function') copy[key] = event[key];
            });
            document.getElementById('b').click();
            [copy.type, copy.target && copy.target.id, copy.bubbles, copy.button].join(' ')
            """)
        #expect(answer == "click b true 0")
    }

    @Test func theDOMsOwnMembersStayHidden() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        let answer = try await value(page, """
            const names = [];
            for (const key in document.createElement('div')) if (key.startsWith('_') && !Object.prototype.hasOwnProperty.call(document.createElement('div'), key)) names.push(key);
            String(names.length)
            """)
        #expect(answer == "0")
    }
}
