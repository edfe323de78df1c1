import Foundation
import ScriptEngine
import ShopStageTesting
import Testing

@testable import HeadlessWebView

/// The parser's operations reach the DOM exact, long texts beside their JSON (OperationsTransport).
struct OperationsTransportTests {
    @Test func aLongDocumentWithTextBeyondASCIIKeepsEveryCharacter() throws {
        let text = "Sommer \u{B7} \u{20AC}29,00 \u{2014} caf\u{E9} \u{1F31E}"
        let items = (0..<80).map { "<li data-note=\"\(text) \($0)\">\(text) \($0)</li>" }.joined()
        let context = try DOMContext()
        try context.load(html: "<!DOCTYPE html><ul>\(items)</ul>", url: "https://shop.example/")
        #expect(try context.scriptContext.evaluate("document.querySelectorAll('li').length") == .int(80))
        #expect(try context.scriptContext.evaluate("document.querySelectorAll('li')[79].textContent") == .string("\(text) 79"))
        #expect(
            try context.scriptContext.evaluate("document.querySelectorAll('li')[3].getAttribute('data-note')")
                == .string("\(text) 3"))
    }

    @Test func longScriptsAndStylesTravelBesideTheOperationsAndArriveExact() throws {
        // Quotes, backslashes, tabs, line breaks, a form feed, text beyond ASCII and an emoji,
        // in a script and a style sheet long enough to be taken out of the JSON.
        let padding = String(repeating: "/* padding \\ \"quoted\" \t\u{0C} caf\u{E9} \u{1F600} */\n", count: 60)
        let script = "window.ran = 'yes \\\\ \\\" \u{20AC}';\n" + padding
        let style = "p { color: red; }\n" + padding
        let longAttribute = String(repeating: "\\\"\u{E9}", count: 900)
        let html = "<!DOCTYPE html><style>\(style)</style><p title=\"\(longAttribute.replacingOccurrences(of: "\"", with: "&quot;"))\">x</p><script>\(script)</script>"
        let transport = try OperationsTransport(HTMLParser.documentOperations(html))
        #expect(transport.texts.count == 2)
        let context = try DOMContext()
        try context.load(html: html, url: "https://shop.example/")
        let page = context.scriptContext
        #expect(try page.evaluate("window.ran") == .string("yes \\ \" \u{20AC}"))
        #expect(try page.evaluate("document.scripts[0].text") == .string(script))
        #expect(try page.evaluate("document.querySelector('style').textContent") == .string(style))
        #expect(try page.evaluate("document.querySelector('p').title") == .string(longAttribute))
        #expect(page.uncaughtErrors.isEmpty)
    }

    @Test func theFastParsersOwnSplitEqualsTheSplitOfItsJSON() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let library = try String(
            contentsOf: root.appendingPathComponent("Sources/EMarketer/Resources/click-capture.js"), encoding: .utf8)
        let code = { (length: Int) in "var s = '\\u00e9 \\\\ \"';" + String(repeating: "/* \u{E9}\t\"\\ */", count: length / 10) }
        var documents = [
            try Fixtures.text("html/action-banner.html"), try Fixtures.text("html/bench-action.html"), try Fixtures.text("html/bench-product-grid.html"),
            "<!DOCTYPE html><html><head><script>\(library)</script></head><body><p>caf\u{E9}</p></body></html>",
            "<!DOCTYPE html><style>\(code(3000))</style><script>\(code(2046))</script><script>\(code(2060))</script>",
            "<table><script>\(code(4000))</script></table>",  // gumbo parses this one
        ]
        documents.append(documents[3].replacingOccurrences(of: "<body>", with: "<body><script>" + code(2048) + "</script>"))
        for html in documents {
            let direct = try OperationsTransport.document(html)
            let split = try OperationsTransport(HTMLParser.documentOperations(html))
            #expect(direct.json == split.json)
            #expect(direct.texts == split.texts)
        }
        #expect(try OperationsTransport.document(documents[3]).texts.count == 1)

        // The fast parser leaves long ordinary text in its JSON (only scripts and style sheets
        // travel beside it); what the page gets is the same.
        let paragraph = String(repeating: "long text \u{B7} ", count: 400)
        let html = "<!DOCTYPE html><p>\(paragraph)</p><script>\(code(5000))</script>"
        let direct = try OperationsTransport.document(html)
        let split = try OperationsTransport(HTMLParser.documentOperations(html))
        #expect(direct.texts.count == 1 && split.texts.count == 2)
        #expect(direct.texts.last == split.texts.last)
        #expect(split.texts.first == Array(paragraph.utf16))
        #expect(String(decoding: direct.json, as: UTF16.self).contains(paragraph))
    }
}
