import Foundation
import ShopStageTesting
import Testing

/// The web-platform-tests of `dom/events`, `dom/nodes`, `html/semantics/forms` and `custom-elements`
/// (`WPTCatalog.scopes`), run in the headless web view and compared with `Fixtures/wpt/wpt-expectations.txt`. The tests are not part of the
/// repository: `$SHOPSTAGE_WPT` names a checkout (divmain/wpt at a2b6dd7302); without it the test is
/// skipped. `Scripts/wpt` runs it and prints the summary.
///
/// Environment: `SHOPSTAGE_WPT_UPDATE=1` rewrites the expectations from this run;
/// `SHOPSTAGE_WPT_FILTER=<text>` runs only the files whose path contains the text;
/// `SHOPSTAGE_WPT_RESULTS=<file>` writes every subtest's result there (tab-separated) for analysis.
struct WPTConformanceTests {
    static let environment = ProcessInfo.processInfo.environment
    static var checkout: URL? { environment["SHOPSTAGE_WPT"].map { URL(fileURLWithPath: $0) } }

    static var expectationsURL: URL {
        Fixtures.url("wpt/wpt-expectations.txt")
    }

    @Test(
        .enabled(
            if: checkout != nil,
            "web-platform-tests not found: set $SHOPSTAGE_WPT to a checkout of divmain/wpt at a2b6dd7302 (Scripts/wpt does)"
        ))
    @MainActor func filesMatchTheirExpectations() throws {
        // The trait above skips this test without the data; this only unwraps it.
        guard let checkout = Self.checkout else {
            Issue.record("SHOPSTAGE_WPT is not set")
            return
        }
        let catalog = try WPTCatalog(checkout: checkout)
        let filter = Self.environment["SHOPSTAGE_WPT_FILTER"] ?? ""
        let files = catalog.files.filter { filter.isEmpty || $0.path.contains(filter) }
        let updating = Self.environment["SHOPSTAGE_WPT_UPDATE"] == "1"
        var expectations = WPTExpectations()
        if FileManager.default.fileExists(atPath: Self.expectationsURL.path) {
            expectations = try WPTExpectations(parsing: String(contentsOf: Self.expectationsURL, encoding: .utf8))
        } else if !updating {
            Issue.record("no \(Self.expectationsURL.path): make it with SHOPSTAGE_WPT_UPDATE=1 Scripts/wpt")
            return
        }

        let runner = WPTRunner(checkout: checkout)
        let started = ContinuousClock.now
        var results: [WPTFileResult] = []
        for file in files { results.append(runner.run(file)) }
        let elapsed = ContinuousClock.now - started

        var regressions: [String] = []
        var improvements: [String] = []
        for result in results {
            let (worse, better) = expectations.compare(result)
            regressions += worse
            improvements += better
        }
        if filter.isEmpty {
            let run = Set(files.map(\.path))
            for path in expectations.entries.keys.sorted() where !run.contains(path) {
                improvements.append("\(path): in the expectations, not in the checkout")
            }
        }
        let summary = WPTSummary(results: results, catalog: catalog, elapsed: elapsed)
        print(summary.text)
        if let path = Self.environment["SHOPSTAGE_WPT_RESULTS"] {
            try summary.resultsTable.write(toFile: path, atomically: true, encoding: .utf8)
        }
        if updating {
            // A whole run rewrites the file (entries of files gone from the checkout go); a filtered one merges.
            if filter.isEmpty { expectations = WPTExpectations() }
            for result in results {
                expectations.entries[result.path] = WPTExpectations.entry(
                    for: result, cause: { WPTFailureCause.classify($0, $1).tag })
            }
            try FileManager.default.createDirectory(
                at: Self.expectationsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expectations.rendered().write(to: Self.expectationsURL, atomically: true, encoding: .utf8)
            print("wpt: wrote \(Self.expectationsURL.path)")
            return
        }
        if !regressions.isEmpty {
            Issue.record(
                "\(regressions.count) WPT results worse than Fixtures/wpt/wpt-expectations.txt:\n\(regressions.prefix(50).joined(separator: "\n"))"
            )
        }
        if !improvements.isEmpty {
            // Better than expected is not a failure: a note, so the expectations can be tightened.
            Issue.record(
                "\(improvements.count) WPT results better than expected (tighten with SHOPSTAGE_WPT_UPDATE=1 Scripts/wpt):\n\(improvements.prefix(50).joined(separator: "\n"))",
                severity: .warning)
        }
    }
}
