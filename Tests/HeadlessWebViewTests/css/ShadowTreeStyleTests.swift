import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Style in shadow trees as WebKit applies it: a shadow tree's `<style>` sheets style that tree and
/// nothing else, the document's sheets stop at the host, values inherit along the flat tree (host,
/// slot), and `:host` rules style the featureless host under the cascade by tree context.
@MainActor
struct ShadowTreeStyleTests {
    /// A page whose `#h` has an open shadow root holding `shadow`; `light` goes into the host.
    static func page(document: String = "", host: String = "<div id=h>", shadow: String, light: String = "") -> WKWebView {
        WKWebView.loaded("""
            <style>\(document)</style>\(host)<template shadowrootmode=open>\(shadow)</template>\(light)</div>
            <p id=outside>o</p>
            """)
    }

    /// `property` of the element `element` (a JavaScript expression) computes to.
    static func computed(_ webView: WKWebView, _ element: String, _ property: String = "color") async throws -> String? {
        try await webView.string("getComputedStyle(\(element)).getPropertyValue('\(property)')")
    }

    static let inside = "h.shadowRoot.getElementById('x')"

    /// Runs `statement` in the page.
    static func run(_ webView: WKWebView, _ statement: String) async throws {
        #expect(try await webView.string("(() => { \(statement); return 'done' })()") == "done")
    }

    @Test func aShadowTreesStyleSheetStylesItsOwnElements() async throws {
        let webView = Self.page(shadow: "<style>p { color: red }</style><p id=x>t</p>")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(255, 0, 0)")
    }

    @Test func aShadowTreesStyleSheetDoesNotReachTheDocument() async throws {
        let webView = Self.page(shadow: "<style>p { color: red }</style><p id=x>t</p>")
        #expect(try await Self.computed(webView, "outside") == "rgb(0, 0, 0)")
        #expect(try await webView.string("String(document.styleSheets.length)") == "1")
    }

    @Test func theDocumentsRulesStopAtTheHost() async throws {
        let webView = Self.page(document: "p { color: blue; margin-left: 3px }", shadow: "<p id=x>t</p>")
        #expect(try await Self.computed(webView, "outside") == "rgb(0, 0, 255)")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(0, 0, 0)")
        #expect(try await Self.computed(webView, Self.inside, "margin-left") == "0px")
    }

    @Test func aShadowTreesTopElementsInheritFromTheHost() async throws {
        let webView = Self.page(document: "#h { color: green; margin-left: 3px }", shadow: "<p id=x>t</p>")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(0, 128, 0)")
        // Only inherited properties.
        #expect(try await Self.computed(webView, Self.inside, "margin-left") == "0px")
    }

    @Test func aSlottedElementInheritsFromItsSlot() async throws {
        let webView = Self.page(
            document: "#h { color: green }",
            shadow: "<div style='color: red'><slot></slot></div>", light: "<span id=s>l</span>")
        #expect(try await Self.computed(webView, "s") == "rgb(255, 0, 0)")
        // Once it leaves the host it inherits from its new parent.
        try await Self.run(webView, "document.body.append(s)")
        #expect(try await Self.computed(webView, "s") == "rgb(0, 0, 0)")
    }

    @Test func hostRulesStyleTheHostAndItsTreeSeesItAsTheRootsParent() async throws {
        let webView = Self.page(
            host: "<div id=h class=dark>",
            shadow: """
                <style>:host { margin-left: 4px } :host(.dark) { color: white } :host(.light) { color: yellow }
                :host(.dark) > p { color: red } :host p.x { margin-left: 2px }</style><p id=x class=x>t</p>
                """)
        #expect(try await Self.computed(webView, "h", "margin-left") == "4px")
        #expect(try await Self.computed(webView, "h") == "rgb(255, 255, 255)")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(255, 0, 0)")
        #expect(try await Self.computed(webView, Self.inside, "margin-left") == "2px")
        try await Self.run(webView, "h.className = 'light'")
        #expect(try await Self.computed(webView, "h") == "rgb(255, 255, 0)")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(255, 255, 0)")
    }

    @Test func theHostIsFeaturelessToItsTreesOtherRules() async throws {
        let webView = Self.page(
            document: "body { color: blue }",
            shadow: "<style>div { color: red } * { margin-left: 5px } body p { color: green }</style><p id=x>t</p>")
        #expect(try await Self.computed(webView, "h") == "rgb(0, 0, 255)")
        #expect(try await Self.computed(webView, "h", "margin-left") == "0px")
        // Nothing above the host is seen from inside: `body p` does not match.
        #expect(try await Self.computed(webView, Self.inside) == "rgb(0, 0, 255)")
        #expect(try await Self.computed(webView, Self.inside, "margin-left") == "5px")
    }

    @Test func theHostsOwnTreeWinsOverHostRulesUnlessTheyAreImportant() async throws {
        let webView = Self.page(
            document: "#h { color: blue; margin-left: 1px !important }",
            shadow: "<style>:host { color: red; margin-left: 9px !important; padding-left: 6px !important }</style>")
        // A normal declaration of the document beats one of the shadow tree, whatever the specificity.
        #expect(try await Self.computed(webView, "h") == "rgb(0, 0, 255)")
        // An important one of the shadow tree beats the document's important one…
        #expect(try await Self.computed(webView, "h", "margin-left") == "9px")
        // …and the host's own important inline style.
        try await Self.run(webView, "h.setAttribute('style', 'padding-left: 2px !important; color: green')")
        #expect(try await Self.computed(webView, "h", "padding-left") == "6px")
        #expect(try await Self.computed(webView, "h") == "rgb(0, 128, 0)")
    }

    @Test func changingAShadowTreesSheetChangesItsComputedValues() async throws {
        let webView = Self.page(shadow: "<style id=st>p { color: red }</style><p id=x>t</p>")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(255, 0, 0)")
        try await Self.run(webView, "h.shadowRoot.getElementById('st').textContent = 'p { color: blue }'")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(0, 0, 255)")
        try await Self.run(webView, "h.shadowRoot.getElementById('st').remove()")
        #expect(try await Self.computed(webView, Self.inside) == "rgb(0, 0, 0)")
    }

    @Test func twoShadowTreesKeepTheirSheetsApart() async throws {
        let webView = WKWebView.loaded("""
            <div id=a></div><div id=b></div><p id=outside>o</p>
            <script>
            a.attachShadow({ mode: 'open' }).innerHTML = '<style>p { color: red }</style><p>a</p>';
            const closed = b.attachShadow({ mode: 'closed' });
            closed.innerHTML = '<style>p { color: blue }</style><p>b</p>';
            window.bp = closed.lastChild;
            </script>
            """)
        #expect(try await Self.computed(webView, "a.shadowRoot.querySelector('p')") == "rgb(255, 0, 0)")
        #expect(try await Self.computed(webView, "bp") == "rgb(0, 0, 255)")
        #expect(try await Self.computed(webView, "outside") == "rgb(0, 0, 0)")
    }

    @Test func slottedRulesStyleTheElementsAssignedToTheTreesSlots() async throws {
        let webView = Self.page(
            shadow: """
                <style>::slotted(span) { color: red } ::slotted(.big) { margin-left: 7px }
                slot[name=a]::slotted(*) { padding-left: 3px }</style><slot name=a></slot><slot></slot>
                """,
            light: "<span id=s>s<b id=b>b</b></span><span id=t slot=a class=big>t</span><p id=u>u</p>")
        #expect(try await Self.computed(webView, "s") == "rgb(255, 0, 0)")
        #expect(try await Self.computed(webView, "s", "margin-left") == "0px")
        #expect(try await Self.computed(webView, "s", "padding-left") == "0px")
        #expect(try await Self.computed(webView, "t", "margin-left") == "7px")
        #expect(try await Self.computed(webView, "t", "padding-left") == "3px")
        #expect(try await Self.computed(webView, "u") == "rgb(0, 0, 0)")
        // Not the slotted element's descendants: they only inherit.
        #expect(try await Self.computed(webView, "b") == "rgb(255, 0, 0)")
        try await Self.run(webView, "t.className = ''")
        #expect(try await Self.computed(webView, "t", "margin-left") == "0px")
    }

    @Test func theSlottedElementsOwnTreeWinsOverSlottedRulesUnlessTheyAreImportant() async throws {
        let webView = Self.page(
            document: "#s { color: blue; margin-left: 1px !important }",
            shadow: "<style>::slotted(span) { color: red; margin-left: 9px !important }</style><slot></slot>",
            light: "<span id=s>s</span>")
        #expect(try await Self.computed(webView, "s") == "rgb(0, 0, 255)")
        #expect(try await Self.computed(webView, "s", "margin-left") == "9px")
    }

    @Test func slottedSelectorsMatchNothingOutsideAShadowTreesSheets() async throws {
        let webView = Self.page(
            document: "::slotted(span) { color: red }", shadow: "<slot></slot>", light: "<span id=s>s</span>")
        #expect(try await Self.computed(webView, "s") == "rgb(0, 0, 0)")
        #expect(try await webView.string("String(h.shadowRoot.querySelector('::slotted(span)'))") == "null")
    }

    @Test func querySelectorNeverMatchesHost() async throws {
        let webView = Self.page(shadow: "<style>:host { color: red }</style><p id=x>t</p>")
        #expect(try await webView.string("String(h.shadowRoot.querySelectorAll(':host, :host p').length)") == "0")
        #expect(try await webView.string("String(h.matches(':host'))") == "false")
    }
}
