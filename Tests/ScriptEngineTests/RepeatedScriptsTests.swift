import Testing

@testable import ScriptEngine

/// A long page script a group runs again is evaluated from a parse kept for the VM
/// (RepeatedScripts.swift): the same result, errors and isolation as from its text.
struct RepeatedScriptsTests {
    /// A script of `RepeatedScripts.minimumLength` characters or more: a top-level `var`, a counter
    /// on the global, and `tail` last.
    static func longScript(_ tail: String = "") -> String {
        let padding = "// " + String(repeating: "x", count: RepeatedScripts.minimumLength) + "\n"
        return padding + "var mark = (globalThis.runs || 0) + 1; globalThis.runs = mark;\n" + tail
    }

    /// `source` as a JavaScript string of `context`, as a page's `<script>` text is.
    static func text(_ source: String, in context: ScriptContext) throws -> ScriptHandle {
        try context.evaluateHandle("(s) => s").call([.string(source)])
    }

    @Test func aLongScriptRunAgainIsEvaluatedFromItsParseInEachGlobal() throws {
        let group = try ScriptContextGroup()
        let source = Self.longScript("mark * 10")
        var results: [ScriptValue] = []
        for _ in 0..<3 {
            let page = try ScriptContext(group: group)
            results.append(try page.evaluateHandle(sourceIn: Self.text(source, in: page), sourceName: "page.html", line: 3).value())
            // Each page's global has its own `var`, set once.
            #expect(try page.evaluate("runs") == .int(1))
        }
        #expect(results == [.int(10), .int(10), .int(10)])
        // The first evaluation is from the text; the second parses it, and it and the third run that parse.
        #expect(group.repeatedScripts.evaluationsFromParse == 2)
    }

    @Test func anErrorFromTheParseNamesTheSameSourceAndLineAsFromTheText() throws {
        let group = try ScriptContextGroup()
        let source = Self.longScript("function thrower() { return null.boom }\nvar x = 1; thrower()")
        var errors: [ScriptError] = []
        for _ in 0..<3 {
            let page = try ScriptContext(group: group)
            errors.append(
                try #require(throws: ScriptError.self) {
                    try page.evaluateHandle(sourceIn: Self.text(source, in: page), sourceName: "page.html", line: 40)
                })
        }
        #expect(group.repeatedScripts.evaluationsFromParse == 2)
        // Message, stack, line and column alike.
        #expect(errors[1] == errors[0])
        #expect(errors[2] == errors[0])
        for error in errors {
            guard case .exception(let name, _, let stack, let sourceName, let line, _) = error else {
                Issue.record("expected an exception, got \(error)")
                continue
            }
            #expect(name == "TypeError")
            #expect(sourceName == "page.html")
            // The script's third line, counted from line 40.
            #expect(line == 42)
            #expect(stack.contains("thrower"))
        }
    }

    @Test func aScriptWithAnotherNameOrFirstLineIsNotTheSame() throws {
        let group = try ScriptContextGroup()
        let source = Self.longScript("mark")
        for (name, line) in [("a.html", 1), ("b.html", 1), ("a.html", 2)] {
            let page = try ScriptContext(group: group)
            try page.evaluateHandle(sourceIn: Self.text(source, in: page), sourceName: name, line: line)
        }
        #expect(group.repeatedScripts.evaluationsFromParse == 0)
        #expect(group.repeatedScripts.count == 3)
    }

    @Test func aShortScriptIsAlwaysEvaluatedFromItsText() throws {
        let group = try ScriptContextGroup()
        for _ in 0..<3 {
            let page = try ScriptContext(group: group)
            #expect(try page.evaluateHandle(sourceIn: Self.text("6 * 7", in: page), sourceName: "page.html").value() == .int(42))
        }
        #expect(group.repeatedScripts.count == 0)
    }

    @Test func aSyntaxErrorIsReportedWithItsPositionEveryTime() throws {
        let group = try ScriptContextGroup()
        let source = Self.longScript("let b = 'Levi's';")
        for _ in 0..<3 {
            let page = try ScriptContext(group: group)
            let error = try #require(throws: ScriptError.self) {
                try page.evaluateHandle(sourceIn: Self.text(source, in: page), sourceName: "page.html", line: 1)
            }
            guard case .syntax(_, let sourceName, let line, let column) = error else {
                Issue.record("expected a syntax error, got \(error)")
                continue
            }
            #expect(sourceName == "page.html")
            #expect(line == 3)
            #expect(column == 15)
        }
        #expect(group.repeatedScripts.evaluationsFromParse == 0)
    }

    @Test func theLeastRecentlyRunTextIsDroppedPastTheCapacity() throws {
        let group = try ScriptContextGroup()
        let page = try ScriptContext(group: group)
        for index in 0...RepeatedScripts.capacity {
            try page.evaluateHandle(sourceIn: Self.text(Self.longScript("\(index)"), in: page), sourceName: "page.html")
        }
        #expect(group.repeatedScripts.count == RepeatedScripts.capacity)
        // The first text was dropped: run again it is new (no parse); the last is kept (its parse runs).
        try page.evaluateHandle(sourceIn: Self.text(Self.longScript("0"), in: page), sourceName: "page.html")
        #expect(group.repeatedScripts.evaluationsFromParse == 0)
        let last = Self.longScript("\(RepeatedScripts.capacity)")
        #expect(try page.evaluateHandle(sourceIn: Self.text(last, in: page), sourceName: "page.html").value() == .int(16))
        #expect(group.repeatedScripts.evaluationsFromParse == 1)
    }
}
