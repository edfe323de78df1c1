/// A hashtag filter expression (Firework iOS SDK README, "Hashtag Playlist"): a bare hashtag (`dogs`), or a list
/// `(and e …)` / `(or e …)` of expressions, nested freely: `(and sport (or food comedy))`.
///
/// Hashtags match case-insensitively and a leading `#` is ignored, so `#Dogs` selects `dogs`.
///
/// ```swift
/// let filter = try HashtagFilterExpression(parsing: "(and sport (or food comedy))")
/// filter.matches(hashtags: ["sport", "food"])  // true
/// ```
public indirect enum HashtagFilterExpression: Sendable, Equatable, CustomStringConvertible {
    /// A single hashtag, without `#` (a leading one is ignored).
    case hashtag(String)
    /// Every operand matches.
    case and([HashtagFilterExpression])
    /// At least one operand matches.
    case or([HashtagFilterExpression])

    /// Lists nested deeper than this are an error: parsing, matching and printing recurse once
    /// per level, and 100,000 levels would overflow the stack. Real filters nest two or three.
    public static let maximumDepth = 256

    /// Parses an expression.
    /// - Throws: ``HashtagFilterError`` with the 1-based column of the offending character.
    public init(parsing source: String) throws(HashtagFilterError) {
        var parser = Parser(characters: Array(source))
        parser.skipSpaces()
        guard !parser.atEnd else { throw HashtagFilterError(message: "empty expression", column: 1) }
        let expression = try parser.expression(depth: 0)
        parser.skipSpaces()
        guard parser.atEnd else {
            throw HashtagFilterError(
                message: "unexpected '\(parser.characters[parser.index])' after the end of the expression",
                column: parser.index + 1)
        }
        self = expression
    }

    /// Whether a video with these hashtags is selected.
    public func matches(hashtags: [String]) -> Bool {
        matches(Set(hashtags.map(Self.normalized)))
    }

    private func matches(_ tags: Set<String>) -> Bool {
        switch self {
        case .hashtag(let tag): tags.contains(Self.normalized(tag))
        case .and(let operands): operands.allSatisfy { $0.matches(tags) }
        case .or(let operands): operands.contains { $0.matches(tags) }
        }
    }

    static func normalized(_ tag: String) -> String {
        (tag.hasPrefix("#") ? String(tag.dropFirst()) : tag).lowercased()
    }

    /// The expression in the filter syntax, such as `(and sport (or food comedy))`.
    public var description: String {
        switch self {
        case .hashtag(let tag): tag
        case .and(let operands): "(and " + operands.map(\.description).joined(separator: " ") + ")"
        case .or(let operands): "(or " + operands.map(\.description).joined(separator: " ") + ")"
        }
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        var atEnd: Bool { index >= characters.count }

        mutating func skipSpaces() {
            while !atEnd, characters[index].isWhitespace { index += 1 }
        }

        mutating func word() -> String {
            let start = index
            while !atEnd, Self.isHashtagCharacter(characters[index]) { index += 1 }
            return String(characters[start..<index])
        }

        static func isHashtagCharacter(_ c: Character) -> Bool {
            c.isLetter || c.isNumber || c == "_" || c == "-" || c == "#"
        }

        /// `depth`: the lists open around this expression.
        mutating func expression(depth: Int) throws(HashtagFilterError) -> HashtagFilterExpression {
            skipSpaces()
            guard !atEnd else { throw HashtagFilterError(message: "expected a hashtag or '('", column: index + 1) }
            let c = characters[index]
            if c == "(" {
                guard depth < HashtagFilterExpression.maximumDepth else {
                    throw HashtagFilterError(
                        message: "lists nested deeper than \(HashtagFilterExpression.maximumDepth) levels",
                        column: index + 1)
                }
                let open = index
                index += 1
                skipSpaces()
                let operatorColumn = index + 1
                let op = word()
                guard op == "and" || op == "or" else {
                    throw HashtagFilterError(
                        message: op.isEmpty
                            ? "expected 'and' or 'or' after '('" : "unknown operator '\(op)' (expected 'and' or 'or')",
                        column: operatorColumn)
                }
                var operands: [HashtagFilterExpression] = []
                while true {
                    skipSpaces()
                    guard !atEnd else {
                        throw HashtagFilterError(
                            message: "missing ')' for the '(' at column \(open + 1)", column: index + 1)
                    }
                    if characters[index] == ")" {
                        guard !operands.isEmpty else {
                            throw HashtagFilterError(message: "'(\(op)' needs at least one operand", column: index + 1)
                        }
                        index += 1
                        return op == "and" ? .and(operands) : .or(operands)
                    }
                    operands.append(try expression(depth: depth + 1))
                }
            }
            if c == ")" { throw HashtagFilterError(message: "unexpected ')'", column: index + 1) }
            let start = index
            let tag = word()
            guard !tag.isEmpty else {
                throw HashtagFilterError(message: "unexpected character '\(c)' in a hashtag", column: start + 1)
            }
            guard tag != "#" else { throw HashtagFilterError(message: "empty hashtag after '#'", column: start + 1) }
            // A tag that starts with a combining mark (after a control character here) or ends with a
            // prepended one would merge with the space or ')' around it when printed, and read back differently.
            guard (" " + tag + " ").count == tag.count + 2 else {
                throw HashtagFilterError(
                    message: "hashtag '\(tag)' starts or ends with a mark that joins the character next to it",
                    column: start + 1)
            }
            return .hashtag(tag)
        }
    }
}

/// A malformed hashtag filter expression: what is wrong and at which column (1-based, in characters).
public struct HashtagFilterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The 1-based column of the offending character.
    public var column: Int

    /// An error at a column.
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
