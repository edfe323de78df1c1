import ArgumentParser
import Foundation

/// `shopstage demo`: the main job on bundled fixtures, one act per system, each telling its
/// story on stdout. Exit 0 when every act behaved as designed (errors an act means to catch included).
///
/// ```
/// $ shopstage demo
/// ━━ Act 1 · Bambuser live show: product hydration ━━
/// …
/// ```
struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the bundled demo: a live show hydrated from a catalog, then an e-Marketer action clicked and reported.")

    @MainActor
    func run() async throws {
        var asDesigned = true
        let output: (String) -> Void = { print($0) }
        asDesigned = try await DemoBambuserAct.run(output: output) && asDesigned
        asDesigned = try await DemoEMarketerAct.run(output: output) && asDesigned
        if !asDesigned { throw ExitCode(1) }
    }

    /// The repository's `Fixtures/` folder: next to the sources this binary was built from,
    /// else in the current directory.
    static func fixtures(_ relativePath: String) -> URL {
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
        if FileManager.default.fileExists(atPath: built.path) { return built }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fixtures")
            .appendingPathComponent(relativePath)
    }
}
