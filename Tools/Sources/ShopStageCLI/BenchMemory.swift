import ArgumentParser
import BambuserPlayer
import EMarketer
import FireworkShopping
import Foundation
import HeadlessWebView
import ScriptEngine

#if canImport(Glibc)
import Glibc
#endif

/// `shopstage bench memory`: whether memory stays flat over many renders and players in one
/// process. Each workload runs `--count` times; after every `--every` operations the garbage
/// collector runs, freed heap goes back to the system, and the resident set is printed with how
/// many of the objects the operations made are still alive. The last line of each workload
/// compares the level at the end with the level after the first `--every` (issue 17's promise:
/// within 20 MB); the command exits 1 when a workload grew more.
///
/// ```
/// $ shopstage bench memory --count 10000
/// renders 1000: 94.7 MB, 0 still alive
/// …
/// renders: 94.7 MB after 1000, 96.5 MB after 10000: +1.8 MB
/// ```
struct BenchMemory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Resident memory over many action renders and players in one process: the growth after the first thousand.")

    enum Workload: String, ExpressibleByArgument, CaseIterable {
        case renders, bambuser, firework
    }

    @Option(help: "Operations per workload.")
    var count = 10_000

    @Option(help: "Operations between two measurements (the first one is the baseline).")
    var every = 1_000

    @Option(help: "The e-Marketer action rendered (and clicked) by the renders workload.")
    var action = "Fixtures/actions/summer-sale.html"

    @Option(help: "A CSS selector clicked in each render; repeat for more.")
    var selector: [String] = ["[data-emarketer-click-target=\"products sku-103\"] .emk-title"]

    @Flag(
        inversion: .prefixedNo,
        help: "Collect garbage and return the allocator's free pages before each measurement (--no-collect: as the process runs).")
    var collect = true

    @Option(help: "A workload to run (renders, bambuser, firework); repeat for more. Default: all.")
    var workload: [Workload] = []

    func validate() throws {
        try NumberOption.count(count, option: "count", in: 1...10_000_000)
        try NumberOption.count(every, option: "every", in: 1...10_000_000)
        if every > count { throw ValidationError("--every (\(every)) is more than --count (\(count))") }
    }

    @MainActor
    func run() async throws {
        guard let group = ScriptContextGroup.main else { throw ValidationError("JavaScriptCore could not start") }
        // Any context of the main group collects the whole VM's heap.
        let collector = try ScriptContext(group: group)
        var exceeded = false
        for workload in workload.isEmpty ? Workload.allCases : workload {
            let body = try operation(for: workload)
            var levels: [Double] = []
            // What each operation made (its web view or player), weakly: one still alive is a leak.
            var made: [Weak] = []
            for index in 1...count {
                made.append(Weak(try body()))
                guard index % every == 0 else { continue }
                let level = Self.residentMegabytes(settling: collect ? collector : nil)
                levels.append(level)
                made.removeAll { $0.object == nil }
                print("\(workload.rawValue) \(index): \(Self.format(level)) MB, \(made.count) still alive")
            }
            guard let first = levels.first, let last = levels.last else { continue }
            let growth = last - first
            exceeded = exceeded || growth > 20
            print(
                "\(workload.rawValue): \(Self.format(first)) MB after \(every), \(Self.format(last)) MB after \(count): "
                    + "\(growth >= 0 ? "+" : "")\(Self.format(growth)) MB")
        }
        if exceeded { throw ExitCode(1) }
    }

    private struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One operation of `workload`: it returns what it made (a web view, a player), which it no longer needs.
    @MainActor
    private func operation(for workload: Workload) throws -> () throws -> AnyObject {
        switch workload {
        case .renders:
            let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
            let content: String
            do {
                content = try String(contentsOfFile: action, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(action): \(error.localizedDescription)")
            }
            let rendered = eMarketerAction(
                id: 1, name: (action as NSString).lastPathComponent, contentType: "text/html", content: content,
                tracker: tracker)
            let selectors = selector
            return {
                var received = 0
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                try rendered.render(on: webView) { _ in received += 1 }
                for selector in selectors { try webView.click(selector: selector) }
                if received != selectors.count {
                    throw ValidationError("expected \(selectors.count) captured clicks per render, got \(received)")
                }
                return webView
            }
        case .bambuser:
            let player = BambuserVideoPlayer(shows: [BenchPlayer.show])
            return {
                let view = player.createPlayerView(
                    videoConfiguration: .init(
                        type: .live(id: "bench"), events: ["*"], configuration: BenchPlayer.configurationValues))
                _ = try view.invokeValue(function: "updateProductWithData", arguments: BenchPlayer.arguments)
                view.cleanup()
                return view
            }
        case .firework:
            let catalog = FireworkBenchWorkload.catalog
            let answering = FireworkBenchWorkload.AnsweringApp()
            return {
                let player = try PlayerViewController(
                    videos: catalog.videos, catalog: catalog, shopping: answering.shopping)
                try player.open()
                try player.openProduct("p0")
                try player.close()
                return player
            }
        }
    }

    /// The resident set; with `collector`, after a full collection, with the heap's free pages handed
    /// back (what is still resident then is what the process keeps, not what the allocator has yet to reuse).
    @MainActor
    static func residentMegabytes(settling collector: ScriptContext?) -> Double {
        if let collector {
            collector.collectGarbage()
            releaseFreeHeap()
        }
        guard let kilobytes = BenchMeasure.residentKilobytes() else { return .nan }
        return Double(kilobytes) / 1024
    }

    /// glibc's `malloc_trim(0)` (the Glibc module does not import it): returns the allocator's free pages.
    private static func releaseFreeHeap() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    static func format(_ megabytes: Double) -> String { String(format: "%.1f", megabytes) }
}
