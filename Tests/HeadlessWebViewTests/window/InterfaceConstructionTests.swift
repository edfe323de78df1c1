import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// What a window's interface objects say of construction, as WebKitGTK 2.50 says it (each answer
/// compared with it through `shopstage action verify`): which a page may construct, the arguments
/// they require (`length`), and the messages of a call without `new` or with too few arguments.
@MainActor
struct InterfaceConstructionTests {
    @Test func lengthsAreTheRequiredArguments() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            [HTMLElement, Node, Text, HTMLDivElement, Event, CustomEvent, MouseEvent, File, URL, MutationObserver,
                Image, Option, Audio, XMLHttpRequest, BeforeUnloadEvent].map((f) => f.name + ':' + f.length).join(' ')
            """) as? String
        #expect(answer == "HTMLElement:0 Node:0 Text:0 HTMLDivElement:0 Event:1 CustomEvent:1 MouseEvent:1 File:2 URL:1 MutationObserver:1 Image:0 Option:0 Audio:0 XMLHttpRequest:0 BeforeUnloadEvent:0")
    }

    @Test func onlyConstructibleInterfacesConstruct() async throws {
        let page = WKWebView.loaded("<p>x</p>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const attempt = (make) => { try { make(); return 'made'; } catch (e) { return (e instanceof TypeError ? '' : 'other: ') + e.message; } };
            class Emitter extends EventTarget { }
            [
                attempt(() => new Node()), attempt(() => Node()), attempt(() => new Element()), attempt(() => new HTMLDivElement()),
                attempt(() => new CharacterData()), attempt(() => HTMLElement()), attempt(() => new Event()),
                attempt(() => new CustomEvent()), attempt(() => new URL()), attempt(() => new Text('t')),
                attempt(() => new Image()), attempt(() => new Audio()), attempt(() => new Option()), attempt(() => new Emitter()),
                attempt(() => new Event('x')), attempt(() => new DocumentFragment()),
            ].join(' | ')
            """) as? String
        #expect(answer == [
            "Illegal constructor", "Illegal constructor", "Illegal constructor", "Illegal constructor",
            "Illegal constructor", "Constructor requires 'new' operator", "Not enough arguments",
            "Not enough arguments", "Not enough arguments", "made",
            "made", "made", "made", "made",
            "made", "made",
        ].joined(separator: " | "))
    }
}
