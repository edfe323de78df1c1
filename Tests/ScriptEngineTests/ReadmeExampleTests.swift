import Testing
import ScriptEngine

/// The README's ScriptEngine example, run as written.
struct ReadmeExampleTests {
    @Test func readmeExampleRuns() throws {
        var posted: [ScriptValue] = []
        let context = try ScriptContext()
        try context.addMessageHandler(named: "bridge") { body in posted.append(body) }
        context.defineFunction("price") { call in .value(.double((call.number(0) ?? 0) * 1.25)) }

        try context.evaluate("""
            setTimeout(() => webkit.messageHandlers.bridge.postMessage({ total: price(80) }), 2000)
            """, sourceName: "checkout.js")
        try context.advance(by: .seconds(2))
        #expect(posted == [["total": 100]])

        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("let title = 'Levi's'", sourceName: "bad.js")
        }
        #expect(error?.description.hasPrefix("bad.js:1:19: SyntaxError: Unexpected identifier 's'") == true)
    }
}
