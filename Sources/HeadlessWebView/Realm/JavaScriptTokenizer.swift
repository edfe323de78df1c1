/// One token of JavaScript source, as far as the DOM's module linker needs to tell them apart.
struct JavaScriptToken: Equatable {
    enum Kind: Equatable {
        case identifier  // names and keywords alike
        case privateName  // #field
        case punctuator
        case string
        case template  // a template literal's text part (between its `${…}` substitutions)
        case number
        case regex
    }
    let kind: Kind
    let text: Substring
    let line: Int
}

/// Splits JavaScript source into tokens: comments dropped, strings, template parts, regular
/// expressions and numbers kept whole, so that a name inside a string is never read as a name.
///
/// It reads the JavaScript the DOM is written in, not every program: a `/` is a regular expression
/// where an expression may start (after an operator, `(`, `,`, a keyword such as `return`) and a
/// division elsewhere, which is how the DOM's files use it.
struct JavaScriptTokenizer {
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    static func tokens(_ source: String) throws(Failure) -> [JavaScriptToken] {
        var tokenizer = JavaScriptTokenizer(source: source)
        return try tokenizer.run()
    }

    private let source: String
    private let scalars: String.UnicodeScalarView
    private var index: String.Index
    private var line = 1
    private var output: [JavaScriptToken] = []
    /// For each open `{`, `(`, `[` or `${`: whether it is a template substitution's `${`, whose `}`
    /// resumes the template text.
    private var openers: [Bool] = []

    private init(source: String) {
        self.source = source
        scalars = source.unicodeScalars
        index = scalars.startIndex
    }

    private static let regexAfterKeywords: Set<Substring> = [
        "return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "else", "do", "instanceof", "yield",
        "await",
    ]
    private static let multiCharacterPunctuators = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=",
        "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>",
    ].map { Array($0.unicodeScalars) }

    private var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        var i = index
        for _ in 0..<offset {
            guard i < scalars.endIndex else { return nil }
            i = scalars.index(after: i)
        }
        return i < scalars.endIndex ? scalars[i] : nil
    }
    private mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index = scalars.index(after: index)
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || (c.value < 128 ? c.properties.isAlphabetic : c.properties.isIDStart)
    }
    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c == "\u{200C}" || c == "\u{200D}"
            || (c.value < 128 ? (c.properties.isAlphabetic || ("0"..."9").contains(c)) : c.properties.isIDContinue)
    }

    /// Whether a `/` here starts a regular expression rather than dividing.
    private var regexAllowed: Bool {
        guard let last = output.last else { return true }
        switch last.kind {
        case .number, .string, .regex, .template, .privateName: return false
        case .identifier: return Self.regexAfterKeywords.contains(last.text)
        case .punctuator:
            return
                !(last.text == ")" || last.text == "]" || last.text == "}" || last.text == "++"
                || last.text == "--")
        }
    }

    private mutating func emit(_ kind: JavaScriptToken.Kind, from start: String.Index, line startLine: Int) {
        output.append(JavaScriptToken(kind: kind, text: source[start..<index], line: startLine))
    }

    private mutating func run() throws(Failure) -> [JavaScriptToken] {
        while let c = current {
            let start = index
            let startLine = line
            if c == "\n" || c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{A0}" {
                advance()
            } else if c == "/" && peek(1) == "/" {
                while let d = current, d != "\n" { advance() }
            } else if c == "/" && peek(1) == "*" {
                advance(); advance()
                while true {
                    guard let d = current else { throw Failure(line: startLine, message: "unterminated comment") }
                    if d == "*" && peek(1) == "/" { advance(); advance(); break }
                    advance()
                }
            } else if c == "'" || c == "\"" {
                try string(quote: c, line: startLine)
                emit(.string, from: start, line: startLine)
            } else if c == "`" {
                advance()
                try templateText(from: start, line: startLine)
            } else if c == "/" && regexAllowed {
                try regex(line: startLine)
                emit(.regex, from: start, line: startLine)
            } else if ("0"..."9").contains(c) || (c == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                while let d = current,
                    Self.isIdentifierPart(d) || d == "." || ((d == "+" || d == "-") && previousIsExponent(start))
                {
                    advance()
                }
                emit(.number, from: start, line: startLine)
            } else if c == "#" {
                advance()
                while let d = current, Self.isIdentifierPart(d) { advance() }
                emit(.privateName, from: start, line: startLine)
            } else if Self.isIdentifierStart(c) || c == "\\" {
                advance()
                while let d = current, Self.isIdentifierPart(d) { advance() }
                emit(.identifier, from: start, line: startLine)
            } else {
                try punctuator(c, from: start, line: startLine)
            }
        }
        guard openers.isEmpty else { throw Failure(line: line, message: "a bracket is never closed") }
        return output
    }

    /// Whether the number being read ends in an exponent marker, so a sign belongs to it (`1e-7`).
    private func previousIsExponent(_ start: String.Index) -> Bool {
        guard index > start else { return false }
        let previous = scalars[scalars.index(before: index)]
        let text = source.unicodeScalars[start..<index]
        let hex =
            text.count > 1 && text.first == "0" && (text.dropFirst().first == "x" || text.dropFirst().first == "X")
        return !hex && (previous == "e" || previous == "E")
    }

    private mutating func string(quote: Unicode.Scalar, line startLine: Int) throws(Failure) {
        advance()
        while true {
            guard let d = current, d != "\n" else { throw Failure(line: startLine, message: "unterminated string") }
            advance()
            if d == "\\" {
                guard current != nil else { throw Failure(line: startLine, message: "unterminated string") }
                advance()
            } else if d == quote {
                return
            }
        }
    }

    /// Reads a template's text up to its end or its next `${`, and emits it.
    private mutating func templateText(from start: String.Index, line startLine: Int) throws(Failure) {
        while true {
            guard let d = current else { throw Failure(line: startLine, message: "unterminated template literal") }
            if d == "\\" {
                advance()
                if current != nil { advance() }
            } else if d == "`" {
                advance()
                emit(.template, from: start, line: startLine)
                return
            } else if d == "$" && peek(1) == "{" {
                advance(); advance()
                emit(.template, from: start, line: startLine)
                openers.append(true)
                return
            } else {
                advance()
            }
        }
    }

    private mutating func regex(line startLine: Int) throws(Failure) {
        advance()
        var inClass = false
        while true {
            guard let d = current, d != "\n" else {
                throw Failure(line: startLine, message: "unterminated regular expression")
            }
            advance()
            if d == "\\" {
                guard current != nil else { throw Failure(line: startLine, message: "unterminated regular expression") }
                advance()
            } else if d == "[" {
                inClass = true
            } else if d == "]" {
                inClass = false
            } else if d == "/" && !inClass {
                break
            }
        }
        while let d = current, Self.isIdentifierPart(d) { advance() }
    }

    private mutating func punctuator(_ c: Unicode.Scalar, from start: String.Index, line startLine: Int) throws(Failure)
    {
        switch c {
        case "{", "(", "[":
            openers.append(false)
        case "}", ")", "]":
            guard let substitution = openers.popLast() else {
                throw Failure(line: startLine, message: "'\(c)' closes nothing")
            }
            if substitution {
                // The end of a `${…}`: the template's text goes on.
                advance()
                try templateText(from: start, line: startLine)
                return
            }
        default:
            for candidate in Self.multiCharacterPunctuators where candidate.first == c {
                if candidate.indices.allSatisfy({ peek($0) == candidate[$0] }) {
                    for _ in candidate { advance() }
                    emit(.punctuator, from: start, line: startLine)
                    return
                }
            }
        }
        advance()
        emit(.punctuator, from: start, line: startLine)
    }
}
