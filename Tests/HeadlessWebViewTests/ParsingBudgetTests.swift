import Foundation
import Testing

@testable import HeadlessWebView

/// Parsing runs outside the watchdog: what a page's HTML costs must grow with its length.
struct ParsingBudgetTests {
    static func attributes(_ count: Int) -> String {
        (0..<count).map { "a\($0)" }.joined(separator: " ")
    }

    /// Each attribute name was compared with every earlier one: 200,000 took over a minute.
    @Test func twoHundredThousandAttributesParseInLinearTime() throws {
        let html = "<!DOCTYPE html><p \(Self.attributes(200_000))>x</p>"
        let start = ContinuousClock.now
        let operations = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(operations.contains("\"a199999\",\"\",0"))
    }

    /// Past the names scanned one by one, duplicates are found by hash: gumbo's result still, the first kept.
    @Test func duplicatesPastTheScannedNamesKeepTheFirstAsGumboDoes() throws {
        let html = "<!DOCTYPE html><p \(Self.attributes(40)) A3=x a39=y a17=z a0=w B=1 b=2>x</p>"
        let fast = try #require(HTMLParser.fastDocumentOperations(html))
        #expect(fast == HTMLParser.documentOperations(html, fastPath: false))
        #expect(fast.contains("\"b\",\"1\",0"))
        #expect(!fast.contains("\"a3\",\"x\"") && !fast.contains("\"a39\",\"y\""))
    }
}
