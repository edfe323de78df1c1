import Foundation
import Testing

/// The expectations file's format and the comparison that fails the WPT test (no WPT data needed).
struct WPTExpectationsTests {
    static func result(
        _ subtests: [(String, WPTSubtestStatus)], path: String = "dom/x/a.html", status: WPTFileStatus = .ok
    ) -> WPTFileResult {
        WPTFileResult(
            path: path, status: status, message: "",
            subtests: subtests.map { WPTSubtestResult(name: $0.0, status: $0.1, message: "m") },
            virtualTime: .zero, wallTime: .zero)
    }

    static func expectations(_ results: WPTFileResult...) -> WPTExpectations {
        var expectations = WPTExpectations()
        for result in results {
            expectations.entries[result.path] = WPTExpectations.entry(for: result) { _, _ in "cause" }
        }
        return expectations
    }

    @Test func aWrittenFileReadsBackAsTheSameEntries() throws {
        let written = Self.expectations(
            Self.result([("ok", .pass), ("line\nbreak\\ and\u{0}nul", .fail), ("same", .fail), ("same", .timeout)]),
            Self.result([], path: "dom/x/b.html", status: .timeout),
            Self.result((0..<30).map { ("t\($0)", WPTSubtestStatus.fail) }, path: "dom/x/many.html"))
        let read = try WPTExpectations(parsing: written.rendered())
        #expect(read == written)
        #expect(
            read.entries["dom/x/a.html"]?.notPassing.map { $0.key } == [
                "line\nbreak\\ and\u{0}nul", "same", "same [2]",
            ])
        #expect(read.entries["dom/x/many.html"]?.countedOnly == true)
        #expect(!written.rendered().contains("\u{0}"))
    }

    @Test func aSubtestExpectedToPassThatFailsIsARegressionNamingFileSubtestExpectedAndGot() {
        let expectations = Self.expectations(Self.result([("a", .pass), ("b", .fail)]))
        let (regressions, improvements) = expectations.compare(Self.result([("a", .fail), ("b", .fail)]))
        #expect(regressions == ["dom/x/a.html › a: expected PASS, got FAIL: m"])
        #expect(improvements.isEmpty)
    }

    @Test func aFileThatNewlyTimesOutIsARegression() {
        let expectations = Self.expectations(Self.result([("a", .pass)]))
        let (regressions, _) = expectations.compare(Self.result([], status: .timeout))
        #expect(regressions.first?.hasPrefix("dom/x/a.html: expected OK, got TIMEOUT") == true)
    }

    @Test func aNewlyPassingSubtestIsAnImprovementNotARegression() {
        let expectations = Self.expectations(Self.result([("a", .pass), ("b", .fail)]))
        let (regressions, improvements) = expectations.compare(Self.result([("a", .pass), ("b", .pass)]))
        #expect(regressions.isEmpty)
        #expect(improvements == ["dom/x/a.html › b: now PASS (was FAIL)"])
    }

    @Test func aFileKeptByCountRegressesWhenFewerSubtestsPass() {
        let many = (0..<40).map { ("t\($0)", $0 < 10 ? WPTSubtestStatus.pass : .fail) }
        let expectations = Self.expectations(Self.result(many))
        let fewer = many.enumerated().map { ($0.element.0, $0.offset < 9 ? WPTSubtestStatus.pass : .fail) }
        #expect(expectations.compare(Self.result(fewer)).regressions.count == 1)
        let more = many.enumerated().map { ($0.element.0, $0.offset < 11 ? WPTSubtestStatus.pass : .fail) }
        #expect(expectations.compare(Self.result(more)).regressions.isEmpty)
        #expect(expectations.compare(Self.result(more)).improvements.count == 1)
    }

    @Test func aMalformedLineIsAnErrorNamingItsLine() {
        #expect(throws: WPTRunnerError.self) {
            try WPTExpectations(parsing: "# header\ndom/x/a.html: OK, two of 3 pass\n")
        }
        do {
            _ = try WPTExpectations(parsing: "dom/x/a.html: OK, 1 of 2 pass\n  BROKEN: b\n")
            Issue.record("a subtest line with an unknown status parsed")
        } catch {
            #expect("\(error)".contains("line 2"))
        }
    }
}
