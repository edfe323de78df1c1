import Foundation
import Testing
@testable import ScriptEngine

struct EvaluationTests {
    @Test func completionValueComesBack() throws {
        let context = try ScriptContext()
        #expect(try context.evaluate("1 + 2") == .int(3))
        #expect(try context.evaluate("'a' + 'b'") == .string("ab"))
        #expect(try context.evaluate("undefined") == .undefined)
        #expect(try context.evaluate("null") == .null)
    }

    @Test func integralNumbersAreIntsAndOthersDoubles() throws {
        let context = try ScriptContext()
        #expect(try context.evaluate("42") == .int(42))
        #expect(try context.evaluate("2.5") == .double(2.5))
        #expect(try context.evaluate("-0") == .double(-0.0))
        #expect(try context.evaluate("2 ** 60") == .double(1_152_921_504_606_846_976))
        #expect(try context.evaluate("NaN").doubleValue?.isNaN == true)
    }

    @Test func syntaxErrorCarriesLineAndColumn() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("let a = 1;\nlet b = 'Levi's';", sourceName: "catalog.js")
        }
        guard case .syntax(let message, let sourceName, let line, let column) = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(sourceName == "catalog.js")
        #expect(line == 2)
        #expect(column == 15)
        #expect(message.contains("'s'"))
    }

    @Test func aScriptTextHeldInJavaScriptRunsWithoutASwiftCopy() throws {
        let context = try ScriptContext()
        let text = try context.evaluateHandle("'globalThis.total = [1, 2, 3].reduce((a, b) => a + b); total * 2'")
        #expect(try context.evaluateHandle(sourceIn: text, sourceName: "inline.js").value() == .int(12))
        #expect(try context.evaluate("total") == .int(6))

        let broken = try context.evaluateHandle("'ok()\\nlet b = \\'Levi\\'s\\';'")
        let error = #expect(throws: ScriptError.self) {
            try context.evaluateHandle(sourceIn: broken, sourceName: "page.html", line: 7)
        }
        guard case .syntax(_, let sourceName, let line, let column) = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(sourceName == "page.html")
        #expect(line == 8)
        #expect(column == 15)
    }

    /// The column counts characters as a reader sees them (an emoji with its skin tone is one), and
    /// the search slices the line rather than rebuilding each prefix.
    @Test func aSyntaxErrorColumnCountsCharactersOnALineOfManyOfThem() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("let s = 'é👍🏽'; let b = 'Levi's';", sourceName: "emoji.js")
        }
        #expect(error?.column == 29)
        let padding = String(repeating: "a+", count: 40_000)
        let long = #expect(throws: ScriptError.self) {
            try context.evaluate("var x = 1\nvar y = " + padding + "1 +;", sourceName: "library.js")
        }
        #expect(long?.line == 2)
        #expect(long?.column == 8 + padding.count + 4)
    }

    @Test func syntaxErrorLineCountsFromTheStartingLine() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("ok()\nx = {a: 1 b: 2}", sourceName: "page.html", line: 10)
        }
        #expect(error?.line == 11)
        #expect(error?.column == 11)
    }

    /// The column is searched by parsing prefixes of the line, a parse per halving: past
    /// `longestSearchedLine` characters it is 0 (unknown), and the error comes at the cost of one parse
    /// (a 10 MB line took 26 s of CPU in the search).
    @Test func aSyntaxErrorOnAVeryLongLineHasNoColumn() throws {
        let context = try ScriptContext()
        let long = "var a = [" + String(repeating: "1,", count: ScriptContext.longestSearchedLine / 2) + ")"
        let error = #expect(throws: ScriptError.self) { try context.evaluate("ok()\n" + long, sourceName: "long.js") }
        #expect(error?.line == 2)
        #expect(error?.column == 0)
        let short = "var a = [" + String(repeating: "1,", count: 1000) + ")"
        let found = #expect(throws: ScriptError.self) { try context.evaluate(short, sourceName: "short.js") }
        #expect(found?.column == short.count)
    }

    @Test func uncaughtExceptionCarriesStackAndPosition() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) {
            try context.evaluate("function inner() { throw new TypeError('boom') }\nfunction outer() { inner() }\nouter()", sourceName: "stack.js")
        }
        guard case .exception(let name, let message, let stack, let sourceName, let line, let column) = error else {
            Issue.record("expected an exception, got \(String(describing: error))")
            return
        }
        #expect(name == "TypeError")
        #expect(message == "boom")
        #expect(sourceName == "stack.js")
        #expect(line == 1)
        #expect(column > 0)
        #expect(stack.contains("inner@stack.js:1"))
        #expect(stack.contains("outer@stack.js:2"))
    }

    @Test func thrownPrimitiveIsReported() throws {
        let context = try ScriptContext()
        let error = #expect(throws: ScriptError.self) { try context.evaluate("throw 'plain'") }
        guard case .exception(_, let message, _, _, _, _) = error else {
            Issue.record("expected an exception")
            return
        }
        #expect(message == "plain")
    }

    @Test func infiniteLoopIsStoppedByTheTimeLimitAndTheContextStaysUsable() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(50)))
        let error = #expect(throws: ScriptError.self) { try context.evaluate("while (true) {}", sourceName: "spin.js") }
        #expect(error == .timeLimitExceeded(limit: .milliseconds(50), sourceName: "spin.js"))
        #expect(try context.evaluate("6 * 7") == .int(42))
        // And a second runaway is caught the same way.
        #expect(throws: ScriptError.timeLimitExceeded(limit: .milliseconds(50), sourceName: "again.js")) {
            try context.evaluate("for (;;) {}", sourceName: "again.js")
        }
    }

    @Test func runawayTimerCallbackStopsTheClock() throws {
        let context = try ScriptContext(configuration: .init(timeLimit: .milliseconds(50)))
        try context.evaluate("setTimeout(() => { while (true) {} }, 10)")
        #expect(throws: ScriptError.self) { try context.advance(by: .milliseconds(20)) }
        #expect(try context.evaluate("'still here'") == .string("still here"))
    }

    @Test func stateSurvivesBetweenEvaluations() throws {
        let context = try ScriptContext()
        try context.evaluate("var counter = 1; function bump() { return ++counter }")
        try context.evaluate("bump()")
        #expect(try context.evaluate("bump()") == .int(3))
    }

    @Test func checkSyntaxDoesNotRun() throws {
        let context = try ScriptContext()
        try context.checkSyntax("globalThis.ran = true")
        #expect(try context.evaluate("typeof ran") == .string("undefined"))
        #expect(throws: ScriptError.self) { try context.checkSyntax("function (") }
    }

    @Test func handlesCallFunctionsAndReadProperties() throws {
        let context = try ScriptContext()
        let player = try context.evaluateHandle("({ name: 'p', greet(who) { return 'hi ' + who + ' from ' + this.name } })")
        #expect(try player.callMethod("greet", ["Ann"]).value() == .string("hi Ann from p"))
        try player.setProperty("name", .string("q"))
        #expect(try player.property("name").value() == .string("q"))
        let missing = #expect(throws: ScriptError.self) { try player.callMethod("nothing") }
        #expect(missing?.description.contains("nothing is not a function") == true)
    }
}

@Test func javaScriptCoreRunsWithShopStagesOptions() throws {
    _ = try ScriptContext()
    for option in JavaScriptCoreTuning.options {
        // The process's own JSC_ variable wins over ShopStage's value.
        let expected = ProcessInfo.processInfo.environment["JSC_" + option.name] ?? option.value
        #expect(JavaScriptCoreTuning.currentValue(of: option.name) == expected)
    }
}

@Test func contextsAreNotOfferedToTheRemoteInspector() throws {
    let context = try ScriptContext()
    #expect(!RemoteInspection.isInspectable(context))
}
