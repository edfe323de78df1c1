/// One file of the DOM's JavaScript read as an ES module: what it imports, what it exports, and every
/// name it uses that none of its own declarations binds.
///
/// The DOM's files are real modules in their syntax (`import { Node } from "../dom/Node.js"`,
/// `export function …`), but they are not loaded as modules: ``DOMModuleLinker`` checks them and joins
/// them into one function, so their top-level names share one scope at run time. What a file may use
/// of another's is what it imports; this reading is what lets the linker check that.
struct DOMModule {
    struct Import {
        let name: Substring
        let line: Int
    }
    struct ImportStatement {
        /// The path as written (`"./Node.js"`, `"../css/Style.js"`).
        let specifier: String
        let names: [Import]
        /// `with { lazy: "true" }`: the names are used only once the realm is built (inside functions),
        /// so this edge does not order the files. Allowed only inside one layer.
        let lazy: Bool
        let line: Int
        /// The statement's text, replaced by as many line breaks when the files are joined.
        let range: Range<String.Index>
    }
    /// A name used and bound by no declaration of the file.
    struct FreeUse {
        let name: Substring
        let line: Int
        /// Used while the file is evaluated (outside every function), not only once it runs.
        let atEvaluation: Bool
        /// Assigned to (`name = …`, `name++`): an import is read-only.
        let assigned: Bool
    }

    let path: String
    let source: String
    private(set) var imports: [ImportStatement] = []
    /// Exported names, with the line of their declaration.
    private(set) var exports: [Substring: Int] = [:]
    /// The names the file declares at its top level (exported or not), with their lines.
    private(set) var topLevel: [Substring: Int] = [:]
    private(set) var freeUses: [FreeUse] = []
    /// The `export` keywords the join removes.
    private(set) var exportKeywords: [Range<String.Index>] = []

    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    init(path: String, source: String) throws(Failure) {
        self.path = path
        self.source = source
        let tokens: [JavaScriptToken]
        do {
            tokens = try JavaScriptTokenizer.tokens(source)
        } catch {
            throw Failure(line: error.line, message: error.message)
        }
        var reader = ScopeReader(tokens: tokens)
        try reader.read()
        imports = reader.imports
        exports = reader.exports
        exportKeywords = reader.exportKeywords
        topLevel = reader.moduleScope.names
        freeUses = reader.resolveFreeUses()
    }
}

/// A DOM file's module syntax alone: where its imports lead, and its text with that syntax taken out,
/// read byte by byte. That is all a join needs, and it reads the DOM's 640 KB in a fraction of a
/// millisecond, where the full reading (``DOMModule``) takes tens. The checks of the full reading run in
/// the test command: DOMModuleLinkerTests links the DOM both ways and requires the same source.
struct DOMModuleSyntax {
    struct Import {
        let specifier: String
        let lazy: Bool
        let line: Int
    }
    private(set) var imports: [Import] = []
    /// The file's bytes with its import statements replaced by their line breaks and the `export`
    /// keywords that open its lines removed: what ``DOMModule``'s join leaves too.
    private(set) var stripped: [UInt8] = []

    init(source: String) throws(DOMModule.Failure) {
        var text = source
        let bytes = text.withUTF8 { Array($0) }
        stripped.reserveCapacity(bytes.count)
        func starts(_ offset: Int, with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return prefix.withUTF8Buffer { prefixBytes in
                (0..<count).allSatisfy { bytes[offset + $0] == prefixBytes[$0] }
            }
        }
        let newline = UInt8(ascii: "\n")
        var line = 1
        var offset = 0
        var inImports = true
        while offset < bytes.count {
            let lineStart = offset
            var lineEnd = offset
            while lineEnd < bytes.count && bytes[lineEnd] != newline { lineEnd += 1 }
            if inImports && starts(lineStart, with: "import ") {
                // A statement may span lines: it ends at its `;`.
                var semicolon = lineStart
                while semicolon < bytes.count && bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
                guard semicolon < bytes.count else {
                    throw DOMModule.Failure(line: line, message: "an import ends with ';'")
                }
                let statement = bytes[lineStart..<semicolon]
                imports.append(try Self.importStatement(statement, line: line))
                let breaks = statement.count(where: { $0 == newline })
                stripped.append(contentsOf: repeatElement(newline, count: breaks))
                line += breaks
                offset = semicolon + 1
                continue
            }
            if inImports && !(lineEnd == lineStart || starts(lineStart, with: "//")) { inImports = false }
            var copyFrom = lineStart
            if !inImports && starts(lineStart, with: "export ") {
                copyFrom = lineStart + 7
                while copyFrom < lineEnd && bytes[copyFrom] == UInt8(ascii: " ") { copyFrom += 1 }
            }
            stripped.append(contentsOf: bytes[copyFrom..<min(lineEnd + 1, bytes.count)])
            line += 1
            offset = lineEnd + 1
        }
    }

    /// The file an import statement (`import { … } from "./File.js" with { lazy: "true" }`, or
    /// `import "./File.js"`) names: the first quoted text after its names.
    private static func importStatement(_ statement: ArraySlice<UInt8>, line: Int) throws(DOMModule.Failure) -> Import {
        let close = statement.firstIndex(of: UInt8(ascii: "}")) ?? statement.startIndex
        let rest = statement[close...]
        guard let open = rest.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }),
            let end = rest[(open + 1)...].firstIndex(of: rest[open])
        else {
            throw DOMModule.Failure(
                line: line, message: "an import must say where from: import { … } from \"./File.js\"")
        }
        let attributes = rest[(end + 1)...]
        let lazy = attributes.firstIndex(of: UInt8(ascii: "{")) != nil
        return Import(specifier: String(decoding: rest[(open + 1)..<end], as: UTF8.self), lazy: lazy, line: line)
    }
}

/// Walks a module's tokens once, keeping the scopes (module, function, block) and what each
/// declares, and the names used in each; then binds every use to its nearest declaration.
private struct ScopeReader {
    final class Scope {
        let parent: Scope?
        let isFunction: Bool
        var names: [Substring: Int] = [:]
        init(parent: Scope?, isFunction: Bool) {
            self.parent = parent
            self.isFunction = isFunction
        }
        var functionScope: Scope { isFunction || parent == nil ? self : parent?.functionScope ?? self }
        func binds(_ name: Substring) -> Scope? { names[name] != nil ? self : parent?.binds(name) }
    }

    enum Frame {
        case block(Scope)
        case object
        case classBody
        case paren
        case bracket
        case substitution
        /// An arrow function's expression body: its scope lasts to the end of the expression.
        case arrowExpression(Scope)
        /// A `for (…)` header: its declarations are the loop's, seen by its body too.
        case loopHeader(Scope)
        /// A loop's `{ … }` body: closing it also leaves the loop's scope.
        case loopBody(Scope)

        var isStatementBlock: Bool {
            switch self {
            case .block, .loopBody: true
            default: false
            }
        }
    }

    struct Use {
        let name: Substring
        let line: Int
        let scope: Scope
        let atEvaluation: Bool
        let assigned: Bool
    }

    let tokens: [JavaScriptToken]
    let moduleScope = Scope(parent: nil, isFunction: true)
    var imports: [DOMModule.ImportStatement] = []
    var exports: [Substring: Int] = [:]
    var exportKeywords: [Range<String.Index>] = []
    var uses: [Use] = []

    private var frames: [Frame] = []
    private var scope: Scope
    /// How many function bodies enclose the current token (class field initializers count as one).
    private var functionDepth = 0
    private var functionDepthStack: [Int] = []
    /// The `(` that open an arrow function's parameters.
    private var arrowParameterOpeners: Set<Int> = []
    /// The matching bracket of each bracket.
    private var matching: [Int: Int] = [:]
    /// A function's scope, made when its parameters are read, for the body `{` that follows.
    private var pendingFunctionScope: Scope?
    private var pendingClassBody = false
    /// Inside `let`/`const`/`var`: the frame depth of the declaration and its scope, so that a `,`
    /// at that depth starts the next binding.
    private var declaration: (depth: Int, scope: Scope)?
    private var exporting = false
    /// A loop whose header just closed: its scope, the index of the token after the header, and the
    /// frame depth its single-statement body ends at.
    private var loop: (scope: Scope, bodyStart: Int, depth: Int)?
    private var singleStatementLoops: [(scope: Scope, depth: Int)] = []
    /// Per frame: `?` not yet matched by a `:` (a ternary), and a `case` waiting for its `:`.
    private var ternaries: [Int] = [0]
    private var pendingCase: [Bool] = [false]
    /// The index of the last `:` that ended a ternary's middle: a `{` right after it opens an object
    /// (`c ? null : { n: 1 }`), not a block.
    private var ternaryColon = -1

    init(tokens: [JavaScriptToken]) {
        self.tokens = tokens
        scope = moduleScope
    }

    private static let keywords: Set<Substring> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new",
        "return", "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
        "await", "async", "of", "true", "false", "null",
    ]
    private static let assignmentOperators: Set<Substring> = [
        "=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??=",
    ]

    private func text(_ i: Int) -> Substring? { i >= 0 && i < tokens.count ? tokens[i].text : nil }
    private func isPunctuator(_ i: Int, _ p: Substring) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punctuator && tokens[i].text == p
    }
    private func opensSubstitution(_ t: JavaScriptToken) -> Bool { t.kind == .template && t.text.hasSuffix("${") }
    private func closesSubstitution(_ t: JavaScriptToken) -> Bool { t.kind == .template && t.text.hasPrefix("}") }

    /// Whether token `i` starts a statement: the file's start, or after `;`, `{`, `}` of a block.
    private func atStatementStart(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        let previous = tokens[i - 1]
        if previous.kind == .punctuator {
            if previous.text == ";" || previous.text == "}" { return true }
            if previous.text == "{", case .block = frames.last { return true }
            if previous.text == ":", case .block = frames.last, ternaries.last == 0 { return true }
            return false
        }
        return previous.kind == .identifier && (previous.text == "else" || previous.text == "do")
    }

    private mutating func matchBrackets() throws(DOMModule.Failure) {
        var stack: [Int] = []
        for (i, t) in tokens.enumerated() {
            if closesSubstitution(t), let open = stack.popLast() { matching[open] = i; matching[i] = open }
            if opensSubstitution(t) { stack.append(i) }
            guard t.kind == .punctuator else { continue }
            switch t.text {
            case "(", "[", "{": stack.append(i)
            case ")", "]", "}":
                guard let open = stack.popLast() else { throw .init(line: t.line, message: "unbalanced '\(t.text)'") }
                matching[open] = i
                matching[i] = open
            case "=>":
                if isPunctuator(i - 1, ")"), let open = matching[i - 1] { arrowParameterOpeners.insert(open) }
            default: break
            }
        }
    }

    mutating func read() throws(DOMModule.Failure) {
        try matchBrackets()
        var i = 0
        while i < tokens.count {
            i = try step(i)
        }
    }

    private mutating func use(_ i: Int) {
        let t = tokens[i]
        let next = i + 1 < tokens.count ? tokens[i + 1] : nil
        let assigned =
            (next?.kind == .punctuator
                && (Self.assignmentOperators.contains(next?.text ?? "")
                    || next?.text == "++" || next?.text == "--"))
            || isPunctuator(i - 1, "++") || isPunctuator(i - 1, "--")
        uses.append(Use(name: t.text, line: t.line, scope: scope, atEvaluation: functionDepth == 0, assigned: assigned))
    }

    private mutating func declare(_ name: Substring, line: Int, in target: Scope) {
        target.names[name] = target.names[name] ?? line
        if exporting && target === moduleScope { exports[name] = line }
    }

    private mutating func push(_ frame: Frame) {
        frames.append(frame)
        ternaries.append(0)
        pendingCase.append(false)
    }

    private var closingIndex = 0

    private mutating func pop() {
        guard let frame = frames.popLast() else { return }
        ternaries.removeLast()
        pendingCase.removeLast()
        switch frame {
        case .block(let s), .arrowExpression(let s):
            if s.isFunction, let depth = functionDepthStack.popLast() { functionDepth = depth }
            scope = s.parent ?? moduleScope
        case .loopHeader(let s):
            loop = (s, closingIndex + 1, frames.count)
        case .loopBody(let s):
            scope = s.parent?.parent ?? moduleScope
        default: break
        }
        if let d = declaration, frames.count < d.depth { declaration = nil }
        // A loop whose body is one statement ends with it: here, a block's `}` not followed by `else`.
        while let last = singleStatementLoops.last, frames.count < last.depth { singleStatementLoops.removeLast() }
        if frame.isStatementBlock, let last = singleStatementLoops.last, frames.count == last.depth,
            text(closingIndex + 1) != "else"
        {
            singleStatementLoops.removeLast()
            scope = last.scope.parent ?? moduleScope
        }
    }

    /// Ends arrow-expression bodies that the token at `i` closes (a `,`, `;`, `:` or closing bracket at
    /// their depth).
    private mutating func endArrowExpressions(at i: Int) {
        while case .arrowExpression = frames.last {
            let t = tokens[i]
            let ends =
                (t.kind == .punctuator && [",", ";", ")", "]", "}"].contains(t.text)) || closesSubstitution(t)
                || (t.kind == .punctuator && t.text == ":" && ternaries.last == 0)
            guard ends else { return }
            pop()
        }
    }

    private mutating func enterFunction(_ functionScope: Scope) {
        functionDepthStack.append(functionDepth)
        functionDepth += 1
        scope = functionScope
    }

    private mutating func step(_ i: Int) throws(DOMModule.Failure) -> Int {
        endArrowExpressions(at: i)
        let t = tokens[i]
        closingIndex = i
        if let pending = loop {
            loop = nil
            if pending.bodyStart == i && isPunctuator(i, "{") {
                let body = Scope(parent: pending.scope, isFunction: false)
                push(.loopBody(body))
                scope = body
                return i + 1
            }
            if pending.bodyStart == i { singleStatementLoops.append((pending.scope, pending.depth)) }
        }
        switch t.kind {
        case .template:
            if closesSubstitution(t) { pop() }
            if opensSubstitution(t) { push(.substitution) }
            return i + 1
        case .string, .number, .regex, .privateName:
            return i + 1
        case .punctuator:
            return try punctuator(i)
        case .identifier:
            return try identifier(i)
        }
    }

    private mutating func punctuator(_ i: Int) throws(DOMModule.Failure) -> Int {
        let t = tokens[i]
        switch t.text {
        case "{":
            if let functionScope = pendingFunctionScope {
                pendingFunctionScope = nil
                push(.block(functionScope))
                enterFunction(functionScope)
            } else if pendingClassBody {
                pendingClassBody = false
                push(.classBody)
            } else if startsBlock(at: i) {
                let block = Scope(parent: scope, isFunction: false)
                push(.block(block))
                scope = block
            } else {
                push(.object)
            }
        case "(":
            if arrowParameterOpeners.contains(i), let close = matching[i] {
                let functionScope = Scope(parent: scope, isFunction: true)
                try parameters(from: i + 1, to: close, into: functionScope)
                return arrowBody(after: close, scope: functionScope)
            }
            // A method with a computed name: `[Symbol.iterator]() { … }`.
            if isPunctuator(i - 1, "]"), let close = matching[i] {
                switch frames.last {
                case .classBody?, .object?:
                    let functionScope = Scope(parent: scope, isFunction: true)
                    try parameters(from: i + 1, to: close, into: functionScope)
                    pendingFunctionScope = functionScope
                    return close + 1
                default: break
                }
            }
            push(.paren)
        case "[": push(.bracket)
        case ")", "]", "}": pop()
        case "?": ternaries[ternaries.count - 1] += 1
        case ":":
            if ternaries[ternaries.count - 1] > 0 {
                ternaries[ternaries.count - 1] -= 1
                ternaryColon = i
            }
            pendingCase[pendingCase.count - 1] = false
        case ",":
            if let d = declaration, d.depth == frames.count {
                return try bindingPattern(from: i + 1, into: d.scope, declaring: true)
            }
        case ";":
            if let d = declaration, d.depth == frames.count { declaration = nil }
            exporting = false
            while let last = singleStatementLoops.last, last.depth == frames.count {
                singleStatementLoops.removeLast()
                scope = last.scope.parent ?? moduleScope
            }
        default: break
        }
        return i + 1
    }

    /// Whether a `{` at `i` opens a block (statement position) rather than an object literal.
    private func startsBlock(at i: Int) -> Bool {
        guard i > 0 else { return true }
        let previous = tokens[i - 1]
        if previous.kind == .identifier {
            return ["else", "do", "try", "finally"].contains(previous.text)
        }
        guard previous.kind == .punctuator else { return false }
        switch previous.text {
        case ")", ";", "}": return true
        case "{":
            if case .block = frames.last { return true }
            return false
        case ":":
            guard case .block = frames.last else { return false }
            return ternaryColon != i - 1
        default: return false
        }
    }

    private mutating func arrowBody(after close: Int, scope functionScope: Scope) -> Int {
        let body = close + 2  // past `=>`
        if isPunctuator(body, "{") {
            pendingFunctionScope = functionScope
            return body
        }
        push(.arrowExpression(functionScope))
        enterFunction(functionScope)
        return body
    }

    private mutating func identifier(_ i: Int) throws(DOMModule.Failure) -> Int {
        let t = tokens[i]
        let name = t.text
        if isPunctuator(i - 1, ".") || isPunctuator(i - 1, "?.") { return i + 1 }
        if case .object = frames.last, isPunctuator(i - 1, "{") || isPunctuator(i - 1, ",") || isModifier(i - 1) {
            if isPunctuator(i + 1, ":") { return i + 1 }  // a key
            if isPunctuator(i + 1, "(") { return try method(nameAt: i) }
            if ["get", "set", "async", "static"].contains(name), isMemberName(i + 1) { return i + 1 }
        }
        if case .classBody = frames.last {
            if ["get", "set", "async", "static"].contains(name), isMemberName(i + 1) { return i + 1 }
            if isPunctuator(i + 1, "(") { return try method(nameAt: i) }
            // A field: its initializer runs when an instance is made.
            if isPunctuator(i + 1, "=") {
                let end = fieldEnd(from: i + 2)
                let depth = functionDepth
                functionDepth += 1
                var j = i + 2
                while j < end { j = try step(j) }
                functionDepth = depth
                return end
            }
            return i + 1
        }
        if isPunctuator(i + 1, "=>") {
            let functionScope = Scope(parent: scope, isFunction: true)
            declare(name, line: t.line, in: functionScope)
            return arrowBody(after: i, scope: functionScope)
        }
        switch name {
        case "import" where frames.isEmpty && atStatementStart(i):
            return try importStatement(at: i)
        case "export" where frames.isEmpty:
            exporting = true
            var end = t.text.endIndex
            if let next = text(i + 1) { end = next.startIndex }
            exportKeywords.append(t.text.startIndex..<end)
            return i + 1
        case "let", "const", "var":
            let target = name == "var" ? scope.functionScope : scope
            declaration = (frames.count, target)
            return try bindingPattern(from: i + 1, into: target, declaring: true)
        case "function":
            return try function(at: i)
        case "class":
            let declaring = atStatementStart(i) || (frames.isEmpty && text(i - 1) == "export")
            var j = i + 1
            if let next = tokens.dropFirst(j).first, next.kind == .identifier, next.text != "extends" {
                if declaring { declare(next.text, line: next.line, in: scope) }
                j += 1
            }
            if declaring { exporting = false }
            pendingClassBody = true
            return j
        case "catch":
            guard isPunctuator(i + 1, "("), let close = matching[i + 1] else { return i + 1 }
            let block = Scope(parent: scope, isFunction: false)
            try parameters(from: i + 2, to: close, into: block)
            guard isPunctuator(close + 1, "{") else { return close + 1 }
            push(.block(block))
            scope = block
            return close + 2
        case "for":
            var j = i + 1
            if text(j) == "await" { j += 1 }
            guard isPunctuator(j, "(") else { return i + 1 }
            let loopScope = Scope(parent: scope, isFunction: false)
            push(.loopHeader(loopScope))
            scope = loopScope
            return j + 1
        case "case", "default":
            pendingCase[pendingCase.count - 1] = true
            return i + 1
        case "break", "continue":
            if let next = tokens.dropFirst(i + 1).first, next.kind == .identifier, next.line == t.line,
                !Self.keywords.contains(next.text)
            {
                return i + 2
            }
            return i + 1
        default:
            break
        }
        if Self.keywords.contains(name) { return i + 1 }
        // A label.
        if isPunctuator(i + 1, ":"), atStatementStart(i), ternaries.last == 0, pendingCase.last == false {
            return i + 1
        }
        use(i)
        return i + 1
    }

    private func isModifier(_ i: Int) -> Bool {
        guard let t = text(i), ["get", "set", "async", "static"].contains(t), i > 0 else { return false }
        return isPunctuator(i - 1, "{") || isPunctuator(i - 1, ",")
    }
    private func isMemberName(_ i: Int) -> Bool {
        guard i < tokens.count else { return false }
        let t = tokens[i]
        return t.kind == .identifier || t.kind == .string || t.kind == .privateName || t.kind == .number
            || (t.kind == .punctuator && (t.text == "[" || t.text == "*"))
    }

    /// The end of a class field's initializer: its `;`, or the class body's `}`.
    private func fieldEnd(from i: Int) -> Int {
        var j = i
        while j < tokens.count {
            let t = tokens[j]
            if t.kind == .punctuator {
                if t.text == ";" { return j }
                if t.text == "}" { return j }
                if ["(", "[", "{"].contains(t.text), let close = matching[j] { j = close + 1; continue }
            }
            if opensSubstitution(t), let close = matching[j] { j = close + 1; continue }
            j += 1
        }
        return j
    }

    /// A method (class or object literal): name at `i`, parameters, body.
    private mutating func method(nameAt i: Int) throws(DOMModule.Failure) -> Int {
        guard let close = matching[i + 1] else { return i + 1 }
        let functionScope = Scope(parent: scope, isFunction: true)
        try parameters(from: i + 2, to: close, into: functionScope)
        pendingFunctionScope = functionScope
        return close + 1
    }

    private mutating func function(at i: Int) throws(DOMModule.Failure) -> Int {
        var j = i + 1
        if isPunctuator(j, "*") { j += 1 }
        let declaring = atStatementStart(i) || (i > 0 && (text(i - 1) == "async" || text(i - 1) == "export"))
        let functionScope = Scope(parent: scope, isFunction: true)
        if let t = tokens.dropFirst(j).first, t.kind == .identifier {
            declare(t.text, line: t.line, in: declaring ? scope : functionScope)
            j += 1
        }
        if declaring { exporting = false }
        guard isPunctuator(j, "("), let close = matching[j] else {
            throw .init(line: tokens[i].line, message: "a function without its parameters")
        }
        try parameters(from: j + 1, to: close, into: functionScope)
        pendingFunctionScope = functionScope
        return close + 1
    }

    /// Parameters between `from` and `to` (the closing parenthesis), declared in `target`; their
    /// default values are read as uses.
    private mutating func parameters(from: Int, to: Int, into target: Scope) throws(DOMModule.Failure) {
        // Default values are evaluated in the function's scope, when it is called.
        let (outerScope, outerDepth) = (scope, functionDepth)
        scope = target
        functionDepth += 1
        defer { (scope, functionDepth) = (outerScope, outerDepth) }
        var j = from
        while j < to {
            j = try bindingPattern(from: j, into: target, declaring: true, end: to)
            if isPunctuator(j, ",") { j += 1 }
        }
    }

    /// A binding (a name, or an object or array pattern) at `from`: declares its names in `target`
    /// and returns the index after it. A default value (`= expression`) inside a pattern is read as
    /// an expression in the current scope; the initializer after a declaration's pattern is left to the
    /// main walk.
    private mutating func bindingPattern(
        from: Int, into target: Scope, declaring: Bool, end: Int? = nil
    ) throws(DOMModule.Failure) -> Int {
        var j = from
        guard j < tokens.count else { return j }
        let t = tokens[j]
        if t.kind == .punctuator && t.text == "..." {
            return try bindingPattern(from: j + 1, into: target, declaring: declaring, end: end)
        }
        if t.kind == .identifier {
            declare(t.text, line: t.line, in: target)
            j += 1
        } else if t.kind == .punctuator && (t.text == "{" || t.text == "["), let close = matching[j] {
            let isObject = t.text == "{"
            j += 1
            while j < close {
                if isPunctuator(j, ",") { j += 1; continue }
                if isObject {
                    // key: pattern | key = default | ...rest | [computed]: pattern
                    if isPunctuator(j, "["), let keyClose = matching[j] {
                        var k = j + 1
                        while k < keyClose { k = try step(k) }
                        j = keyClose + 1
                    } else if isPunctuator(j, "...") {
                        j = try bindingPattern(from: j + 1, into: target, declaring: declaring, end: close)
                        continue
                    } else if isPunctuator(j + 1, ":") {
                        j += 1
                    } else {
                        j = try bindingPattern(from: j, into: target, declaring: declaring, end: close)
                        j = try defaultValue(at: j, end: close)
                        continue
                    }
                    if isPunctuator(j, ":") {
                        j = try bindingPattern(from: j + 1, into: target, declaring: declaring, end: close)
                        j = try defaultValue(at: j, end: close)
                    }
                } else {
                    j = try bindingPattern(from: j, into: target, declaring: declaring, end: close)
                    j = try defaultValue(at: j, end: close)
                }
            }
            j = close + 1
        } else {
            return j
        }
        if let end { return try defaultValue(at: j, end: end) }
        return j
    }

    /// A `= expression` inside a pattern or a parameter list, read up to the next `,` at its level.
    private mutating func defaultValue(at i: Int, end: Int) throws(DOMModule.Failure) -> Int {
        guard isPunctuator(i, "=") else { return i }
        var j = i + 1
        let depth = frames.count
        while j < end {
            if frames.count == depth && isPunctuator(j, ",") { break }
            j = try step(j)
        }
        while frames.count > depth { pop() }
        return j
    }

    private mutating func importStatement(at i: Int) throws(DOMModule.Failure) -> Int {
        let start = tokens[i]
        // `import "./File.js";`: the file is evaluated first for what it registers (a hook), and
        // nothing is taken from it.
        if let specifier = tokens.dropFirst(i + 1).first, specifier.kind == .string {
            guard isPunctuator(i + 2, ";") else { throw .init(line: start.line, message: "an import ends with ';'") }
            imports.append(
                .init(
                    specifier: String(specifier.text.dropFirst().dropLast()), names: [], lazy: false,
                    line: start.line, range: start.text.startIndex..<tokens[i + 2].text.endIndex))
            return i + 3
        }
        guard isPunctuator(i + 1, "{"), let close = matching[i + 1] else {
            throw .init(
                line: start.line, message: "an import must name what it takes: import { a, b } from \"./File.js\"")
        }
        var names: [DOMModule.Import] = []
        var j = i + 2
        while j < close {
            let t = tokens[j]
            guard t.kind == .identifier else {
                throw .init(line: t.line, message: "unexpected '\(t.text)' in an import")
            }
            if text(j + 1) == "as" {
                throw .init(
                    line: t.line, message: "an import keeps its name ('as' would make two names for one binding)")
            }
            names.append(.init(name: t.text, line: t.line))
            j += 1
            if isPunctuator(j, ",") { j += 1 }
        }
        guard text(close + 1) == "from", let specifierToken = tokens.dropFirst(close + 2).first,
            specifierToken.kind == .string
        else {
            throw .init(line: start.line, message: "an import must say where from: import { … } from \"./File.js\"")
        }
        j = close + 3
        var lazy = false
        if text(j) == "with", isPunctuator(j + 1, "{"), let attributesClose = matching[j + 1] {
            let attributes = tokens[(j + 2)..<attributesClose].map(\.text).joined()
            guard attributes == "lazy:\"true\"" || attributes == "lazy:'true'" else {
                throw .init(line: start.line, message: "the one import attribute is lazy: \"true\"")
            }
            lazy = true
            j = attributesClose + 1
        }
        guard isPunctuator(j, ";") else { throw .init(line: start.line, message: "an import ends with ';'") }
        imports.append(
            .init(
                specifier: String(specifierToken.text.dropFirst().dropLast()), names: names, lazy: lazy,
                line: start.line, range: start.text.startIndex..<tokens[j].text.endIndex))
        return j + 1
    }

    func resolveFreeUses() -> [DOMModule.FreeUse] {
        uses.compactMap { use in
            if use.scope.binds(use.name) != nil { return nil }
            return .init(name: use.name, line: use.line, atEvaluation: use.atEvaluation, assigned: use.assigned)
        }
    }
}
