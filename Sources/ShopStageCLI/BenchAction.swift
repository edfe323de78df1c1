import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView

/// `shopstage bench action <F.html> --selector CSS`: one operation renders the action on a new
/// headless `WKWebView` (its scripts run, the page settles), clicks each selector and receives
/// the captured messages in Swift (`--viewport` sizes the web view). Prints `action: <median> ms/op`.
struct BenchAction: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "action", abstract: "Render an HTML action, click, receive the message: median per operation.")

    @OptionGroup var options: ActionFileOptions

    @OptionGroup var viewport: ViewportOption

    @Option(name: .customLong("selector"), help: "A CSS selector to click in each operation; repeat for more.")
    var selectors: [String] = []

    @Option(help: "Operations to time (after 20 warm-up ones).")
    var iterations = 300

    @Option(help: "Time limit for each entry into JavaScript, in seconds (a run under valgrind needs more than 1).")
    var timeLimit: Double = 1

    func validate() throws {
        if selectors.isEmpty { throw ValidationError("give at least one --selector") }
        try NumberOption.count(iterations, option: "iterations", in: 1...10_000_000)
        _ = try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)
    }

    @MainActor
    func run() async throws {
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        let action = try options.action(tracker: tracker)
        let limit = try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)
        let frame = try viewport.frame()
        let clock = ContinuousClock()
        var total: [Duration] = []
        var render: [Duration] = []
        var click: [Duration] = []
        var emptyPage: [Duration] = []
        for index in 0..<(iterations + 20) {
            var received = 0
            let start = clock.now
            let webView = WKWebView(frame: frame, configuration: WKWebViewConfiguration())
            webView.scriptTimeLimit = limit
            try action.render(on: webView) { _ in received += 1 }
            let rendered = clock.now
            for selector in selectors { try webView.click(selector: selector) }
            let end = clock.now
            if received != selectors.count {
                FileHandle.standardError.write(
                    Data("error: expected \(selectors.count) captured clicks per operation, got \(received)\n".utf8))
                throw ExitCode(1)
            }
            // What the web view alone costs for a new, empty document: the floor under `render`.
            let emptyStart = clock.now
            let empty = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            empty.scriptTimeLimit = limit
            empty.loadHTMLString("", baseURL: nil)
            let emptyEnd = clock.now
            if index >= 20 {
                total.append(end - start)
                render.append(rendered - start)
                click.append(end - rendered)
                emptyPage.append(emptyEnd - emptyStart)
            }
        }
        BenchMeasure.report("action-render", render, perBatch: 1)
        BenchMeasure.report("action-click", click, perBatch: 1)
        BenchMeasure.report("webview-empty-page", emptyPage, perBatch: 1)
        BenchMeasure.report("action", total, perBatch: 1)
    }

}
