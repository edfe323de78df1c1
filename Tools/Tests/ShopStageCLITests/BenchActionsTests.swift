import Foundation
import ShopStageTesting
import Testing

/// `shopstage bench actions`: the real-library pages of a taps manifest and the anchor action, a line per page.
struct BenchActionsTests {
    private static let manifest = Fixtures.url("real-library/taps.json").path
    private static let anchor = Fixtures.url("actions/summer-sale.html").path

    @Test func printsTheMedianAndTheCPUTimeOfEachPageChosen() async throws {
        let result = try await ShopStageCommand.built().run([
            "bench", "actions", "--manifest", Self.manifest, "--anchor", Self.anchor, "--only", "preact",
            "--iterations", "2", "--time-limit", "30",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("actions: 2 operations per page") == true, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("preact-hooks: ") && $0.hasSuffix(" ms/op") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("preact-hooks.cpu: ") && $0.hasSuffix(" ms/op") }, "\(result.stdout)")
        // The filter left out every other page, the anchor too.
        #expect(lines.count == 3, "\(result.stdout)")
    }

    @Test func theAnchorIsMeasuredUnderItsOwnName() async throws {
        let result = try await ShopStageCommand.built().run([
            "bench", "actions", "--manifest", Self.manifest, "--anchor", Self.anchor, "--only", "anchor",
            "--iterations", "2", "--time-limit", "30",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nanchor: "), "\(result.stdout)")
    }

    /// A tap that finds nothing fails its page by name, and the run's status, without stopping the other pages.
    @Test func aPageWhoseTapMatchesNothingIsNamedAndFailsTheRun() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let page = Fixtures.url("real-library/preact-hooks.html").path
        let manifest = scratch.url.appendingPathComponent("taps.json")
        let pages: [[String: Any]] = [
            ["file": page, "bench": ["#no-such-element"]], ["file": page, "bench": ["#close"]],
        ]
        try JSONSerialization.data(withJSONObject: ["pages": pages]).write(to: manifest)
        let result = try await ShopStageCommand.built().run([
            "bench", "actions", "--manifest", manifest.path, "--anchor", "", "--iterations", "1", "--time-limit", "30",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error: preact-hooks: "), "\(result.stderr)")
        #expect(result.stderr.contains("#no-such-element"), "\(result.stderr)")
        #expect(result.stdout.contains("preact-hooks: "), "\(result.stdout)")
    }

    /// A page whose script throws is not the page measured: the error fails its page by name, with the script's message.
    @Test func aPageThatReportsAnErrorFailsItsPage() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let page = scratch.url.appendingPathComponent("broken.html")
        try Data("""
            <a id="go" href="https://shop.example/p/1">go</a>
            <script>window.carousel.mount()</script>
            """.utf8).write(to: page)
        let manifest = scratch.url.appendingPathComponent("taps.json")
        try JSONSerialization.data(withJSONObject: ["pages": [["file": page.path, "bench": ["#go"]]]]).write(to: manifest)
        let result = try await ShopStageCommand.built().run([
            "bench", "actions", "--manifest", manifest.path, "--anchor", "", "--iterations", "1", "--time-limit", "30",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error: broken: operation 1: the page reported an error: "), "\(result.stderr)")
        #expect(result.stderr.contains("carousel"), "\(result.stderr)")
    }

    @Test func aManifestThatCannotBeReadIsNamed() async throws {
        let result = try await ShopStageCommand.built().run([
            "bench", "actions", "--manifest", "/nonexistent/taps.json", "--iterations", "1",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("/nonexistent/taps.json"), "\(result.stderr)")
    }
}
