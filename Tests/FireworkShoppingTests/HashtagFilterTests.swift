import ShopStageTesting
import Testing

@testable import FireworkShopping

@Suite struct HashtagFilterTests {
    @Test func bareHashtagParses() throws {
        #expect(try HashtagFilterExpression(parsing: "dogs") == .hashtag("dogs"))
    }

    @Test func nestedExpressionParses() throws {
        let expression = try HashtagFilterExpression(parsing: "(and sport (or food comedy))")
        #expect(expression == .and([.hashtag("sport"), .or([.hashtag("food"), .hashtag("comedy")])]))
        #expect(expression.description == "(and sport (or food comedy))")
    }

    @Test func evaluatorFollowsAndAndOr() throws {
        let expression = try HashtagFilterExpression(parsing: "(and sport (or food comedy))")
        #expect(expression.matches(hashtags: ["sport", "comedy"]))
        #expect(expression.matches(hashtags: ["Sport", "#food"]))
        #expect(!expression.matches(hashtags: ["sport"]))
        #expect(!expression.matches(hashtags: ["food", "comedy"]))
    }

    @Test func missingCloseParenthesisNamesTheOpeningOne() {
        #expect(throws: HashtagFilterError(message: "missing ')' for the '(' at column 1", column: 21)) {
            _ = try HashtagFilterExpression(parsing: "(and sport (or food)")
        }
    }

    @Test func unknownOperatorIsReportedAtItsColumn() {
        #expect(throws: HashtagFilterError(message: "unknown operator 'xor' (expected 'and' or 'or')", column: 2)) {
            _ = try HashtagFilterExpression(parsing: "(xor a b)")
        }
    }

    @Test func emptyListAndStrayTokensAreErrors() {
        #expect(throws: HashtagFilterError(message: "'(or' needs at least one operand", column: 4)) {
            _ = try HashtagFilterExpression(parsing: "(or)")
        }
        #expect(throws: HashtagFilterError(message: "unexpected 'b' after the end of the expression", column: 3)) {
            _ = try HashtagFilterExpression(parsing: "a b")
        }
        #expect(throws: HashtagFilterError(message: "empty expression", column: 1)) {
            _ = try HashtagFilterExpression(parsing: "  ")
        }
        #expect(throws: HashtagFilterError(message: "unexpected character '!' in a hashtag", column: 6)) {
            _ = try HashtagFilterExpression(parsing: "(and !x)")
        }
    }

    @Test func filterNestedAHundredThousandDeepIsAnErrorAtTheFirstListTooDeep() {
        let depth = 100_000
        let source = String(repeating: "(and ", count: depth) + "x" + String(repeating: ")", count: depth)
        // The 257th "(and " opens at character 256 × 5: one list too many.
        #expect(throws: HashtagFilterError(message: "lists nested deeper than 256 levels", column: 1281)) {
            _ = try HashtagFilterExpression(parsing: source)
        }
    }

    @Test func filterNestedToTheDepthLimitParsesAndMatches() throws {
        let depth = HashtagFilterExpression.maximumDepth
        let source = String(repeating: "(or ", count: depth) + "#Dogs" + String(repeating: ")", count: depth)
        let expression = try HashtagFilterExpression(parsing: source)
        #expect(expression.matches(hashtags: ["dogs"]))
        #expect(expression.description == source)
    }

    /// Found by Scripts/fuzz: after a control character a combining mark starts a hashtag of its own,
    /// which printed after a space would join the space and vanish when read back.
    @Test func hashtagStartingWithACombiningMarkIsAnError() {
        let message = "hashtag '\u{610}' starts or ends with a mark that joins the character next to it"
        #expect(throws: HashtagFilterError(message: message, column: 9)) {
            _ = try HashtagFilterExpression(parsing: "(or a c\u{B}\u{610})")
        }
    }

    @Test func hashtagWithACombiningMarkInsideParsesAndReadsBack() throws {
        let expression = try HashtagFilterExpression(parsing: "(or cafe\u{301} b)")
        #expect(expression == .or([.hashtag("cafe\u{301}"), .hashtag("b")]))
        #expect(try HashtagFilterExpression(parsing: expression.description) == expression)
    }

    @Test func hashtagPlaylistSelectsTheChannelsMatchingVideos() throws {
        let catalog = try Fixtures.fireworkCatalog()
        let videos = try catalog.videos(
            for: .hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport (or food comedy))"))
        #expect(videos.map(\.id) == ["v_runner", "v_yoga"])
    }

    @Test func malformedExpressionInAContentSourceIsAFeedError() throws {
        let catalog = try Fixtures.fireworkCatalog()
        #expect(throws: VideoFeedError.contentSourceError(.invalidFilterExpression(.init(message: "unexpected ')'", column: 1)))) {
            _ = try catalog.videos(for: .hashtagPlaylist(channelID: "ch_style", filterExpression: ")"))
        }
    }
}
