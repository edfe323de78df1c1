import Foundation
import Testing

/// The WPT runner on a checkout made up here: a stand-in `testharness.js` with the two entry points
/// the reporter uses, so the runner's own behaviour (serving the checkout, reporting, driving the
/// clock, stopping a file that never completes) is tested without the web-platform-tests data.
@MainActor
struct WPTRunnerTests {
    /// `finish(status, tests)` calls the completion callbacks as testharness.js does when it completes.
    static let standInHarness = """
        var completionCallbacks = [];
        var harnessSetups = [];
        function setup(properties) { harnessSetups.push(properties); }
        function add_completion_callback(callback) { completionCallbacks.push(callback); }
        function finish(status, tests) {
          for (var i = 0; i < completionCallbacks.length; i++) completionCallbacks[i](tests, { status: status, message: null });
        }
        """

    /// A checkout in a temporary folder with the stand-in harness and `files` (path → contents).
    static func checkout(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wpt-\(UUID().uuidString)")
        for (path, contents) in files.merging(
            ["resources/testharness.js": standInHarness], uniquingKeysWith: { a, _ in a })
        {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let head =
        "<!doctype html><script src=/resources/testharness.js></script><script src=/resources/testharnessreport.js></script>"

    @Test func subtestResultsArriveThroughTheReporterOnceTheVirtualClockReachesThem() throws {
        let root = try Self.checkout([
            "dom/x/late.html": Self.head + """
                <script src="helper.js"></script>
                <script>
                  setTimeout(function () {
                    finish(0, [{ name: "served", status: helperLoaded ? 0 : 1, message: null },
                               { name: "fails", status: 1, message: "assert_true: nope" }]);
                  }, 3000);
                </script>
                """,
            "dom/x/helper.js": "var helperLoaded = true;",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = WPTRunner(checkout: root).run(WPTTestFile(path: "dom/x/late.html", kind: .page))
        #expect(result.status == .ok, "\(result.message)")
        #expect(
            result.subtests == [
                WPTSubtestResult(name: "served", status: .pass, message: ""),
                WPTSubtestResult(name: "fails", status: .fail, message: "assert_true: nope"),
            ])
        #expect(result.virtualTime >= .seconds(3) && result.virtualTime < .seconds(4))
    }

    @Test func theReporterSwitchesTheHarnessOutputOff() throws {
        let root = try Self.checkout([
            "dom/x/setup.html": Self.head
                + "<script>finish(0, [{ name: 'output', status: harnessSetups[0].output === false ? 0 : 1, message: null }]);</script>"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = WPTRunner(checkout: root).run(WPTTestFile(path: "dom/x/setup.html", kind: .page))
        #expect(result.subtests.map(\.status) == [.pass])
    }

    @Test func aFileThatNeverCompletesIsStoppedAtTheBoundAndRecordedAsTimeout() throws {
        let root = try Self.checkout([
            "dom/x/hang.html": Self.head + "<script>setInterval(function () {}, 10);</script>"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = WPTRunner(checkout: root)
        runner.virtualTimeLimit = .seconds(5)
        let result = runner.run(WPTTestFile(path: "dom/x/hang.html", kind: .page))
        #expect(result.status == .timeout)
        #expect(result.message.contains("did not complete"))
        #expect(result.wallTime < .seconds(10))
    }

    @Test func aWrappedScriptRunsAfterItsMetaScriptsAtItsServedName() throws {
        let root = try Self.checkout([
            "dom/x/thing.any.js": """
            // META: title=Thing
            // META: script=support.js
            finish(0, [{ name: location.pathname + " " + document.title + " " + supportValue, status: 0, message: null }]);
            """,
            "dom/x/support.js": "var supportValue = 42;",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try WPTCatalog(checkout: root, scopes: ["dom/x"])
        let file = try #require(catalog.files.first)
        let result = WPTRunner(checkout: root).run(file)
        #expect(result.subtests.map(\.name) == ["/dom/x/thing.any.html Thing 42"])
    }

    @Test func aFileThatCannotBeReadIsACrash() throws {
        let root = try Self.checkout([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = WPTRunner(checkout: root).run(WPTTestFile(path: "dom/x/missing.html", kind: .page))
        #expect(result.status == .crash)
    }

    @Test func theCatalogKeepsHarnessTestsAndCountsWhatItLeavesOut() throws {
        let page = "<script src=/resources/testharness.js></script>"
        let root = try Self.checkout([
            "dom/x/a.html": page, "dom/x/b.window.js": "", "dom/x/reftest.html": "<p>no harness</p>",
            "dom/x/c.sub.html": page, "dom/x/d.xhtml": page, "dom/x/e-manual.html": page, "dom/x/f.worker.js": "",
            "dom/x/resources/helper.html": page, "dom/x/sub/g.htm": page,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try WPTCatalog(checkout: root, scopes: ["dom/x"])
        #expect(catalog.files.map(\.path) == ["dom/x/a.html", "dom/x/b.window.js", "dom/x/sub/g.htm"])
        #expect(
            catalog.excluded.values.flatMap { $0 }.sorted() == [
                "dom/x/c.sub.html", "dom/x/d.xhtml", "dom/x/e-manual.html", "dom/x/f.worker.js",
            ])
    }

    @Test func aCheckoutWithoutTheCustomElementsFolderSkipsThatScopeSayingWhy() throws {
        let root = try Self.checkout(["dom/x/a.html": "<script src=/resources/testharness.js></script>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try WPTCatalog(checkout: root, scopes: ["dom/x", "custom-elements"])
        #expect(catalog.files.map(\.path) == ["dom/x/a.html"])
        #expect(catalog.excluded.values.flatMap { $0 } == ["custom-elements"])
    }
}
