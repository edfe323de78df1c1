import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView

/// `shopstage bench actions`: every real-library action of a taps manifest, then the anchor action, each
/// measured as `bench action` measures one (render on a new web view, settle, the page's bench taps,
/// their messages in Swift). Prints a line per page, `<page>: <median> ms/op`, then `<page>.cpu: <median> ms/op`,
/// the process's CPU time per operation (what it costs on a loaded machine, where the first is how long it took).
///
/// ```
/// $ shopstage bench actions --iterations 50
/// actions: 50 operations per page after 20 warm-up ones (render, settle, taps, messages)
/// jquery-tiles: 3.1000 ms/op
/// jquery-tiles.cpu: 3.0500 ms/op
/// …
/// anchor: 1.2000 ms/op
/// ```
struct BenchActions: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions",
        abstract: "The real-library actions and the anchor action: median per operation, a line per page.")

    @Option(help: "The taps manifest (pages: file, bench selectors); files from the current folder or the manifest's.")
    var manifest = "Fixtures/real-library/taps.json"

    @Option(help: "The anchor action, measured after the pages (an empty string leaves it out).")
    var anchor = "Fixtures/actions/summer-sale.html"

    @Option(help: "The selector the anchor operation clicks.")
    var anchorSelector = "[data-emarketer-click-target=\"products sku-103\"] .emk-title"

    @Option(help: "Only the pages whose name (the file's without extension, or `anchor`) contains this text.")
    var only: String?

    @Option(help: "Operations to time per page (after 20 warm-up ones).")
    var iterations = 100

    @Option(help: "Time limit for each entry into JavaScript, in seconds (a run under valgrind needs more than 1).")
    var timeLimit: Double = 1

    func validate() throws {
        try NumberOption.count(iterations, option: "iterations", in: 1...10_000_000)
        _ = try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)
    }

    /// One page of the manifest.
    struct Page: Decodable {
        var file: String
        var bench: [String]
    }

    struct Manifest: Decodable {
        var pages: [Page]
    }

    @MainActor
    func run() async throws {
        let limit = try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)
        var pages = try readManifest()
        if !anchor.isEmpty { pages.append(Page(file: anchor, bench: [anchorSelector])) }
        if let only { pages = pages.filter { label($0).contains(only) } }
        guard !pages.isEmpty else { throw ValidationError("no page to measure") }
        print("actions: \(iterations) operations per page after 20 warm-up ones (render, settle, taps, messages)")
        var failed = 0
        for page in pages {
            let label = label(page)
            do {
                let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
                let action = try ActionFileOptions.action(file: resolve(page.file), actionId: 1, tracker: tracker)
                let times = try ActionTimes.measure(
                    action, selectors: page.bench, iterations: iterations, timeLimit: limit)
                BenchMeasure.report(label, times.total, perBatch: 1)
                BenchMeasure.report(label + ".cpu", times.cpu, perBatch: 1)
            } catch let error as ActionTimes.Failure {
                failed += 1
                FileHandle.standardError.write(Data("error: \(label): \(error.message)\n".utf8))
            } catch {
                failed += 1
                FileHandle.standardError.write(Data("error: \(label): \(error)\n".utf8))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// A page's name in the output: its file's name without the extension; the anchor's is `anchor`.
    private func label(_ page: Page) -> String {
        page.file == anchor ? "anchor" : ((page.file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private func readManifest() throws -> [Page] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: manifest))
        } catch {
            throw ValidationError("cannot read the manifest \(manifest): \(error.localizedDescription)")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data).pages
        } catch {
            throw ValidationError("the manifest \(manifest) is not {\"pages\": [{\"file\", \"bench\"}]}: \(error)")
        }
    }

    /// A page's path as given when it exists from the current folder, else from the manifest's folder
    /// and the folders above it (the manifest names files from the repository's root).
    private func resolve(_ file: String) -> String {
        if file.hasPrefix("/") || FileManager.default.fileExists(atPath: file) { return file }
        var folder = URL(fileURLWithPath: manifest).deletingLastPathComponent().standardizedFileURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(file).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return file
    }
}
