import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView

/// `shopstage bench action <F.html> --selector CSS`: one operation renders the action on a new
/// headless `WKWebView` (its scripts run, the page settles), clicks each selector and receives
/// the captured messages in Swift (`--viewport` sizes the web view). Prints `action: <median> ms/op`, and
/// `action-cpu:` the process's CPU time. A click not captured, or an error the page reports (an uncaught
/// exception, an unhandled rejection, `console.error`), ends the run with it.
struct BenchAction: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "action", abstract: "Render an HTML action, click, receive the message: median per operation.")

    @OptionGroup var options: ActionFileOptions

    @OptionGroup var viewport: ViewportOption

    @Option(name: .customLong("selector"), help: "A CSS selector to click in each operation; repeat for more.")
    var selectors: [String] = []

    @Option(help: "Operations to time (after 20 warm-up ones).")
    var iterations = 300

    @Option(help: """
        Time limit for each entry into JavaScript, in seconds, and at least the web view's for the scripts of \
        one load (a run under valgrind needs more than 1).
        """)
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
        let times: ActionTimes
        do {
            times = try ActionTimes.measure(
                action, selectors: selectors, iterations: iterations, timeLimit: limit, frame: try viewport.frame())
        } catch let error as ActionTimes.Failure {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
        BenchMeasure.report("action-render", times.render, perBatch: 1)
        BenchMeasure.report("action-click", times.click, perBatch: 1)
        BenchMeasure.report("webview-empty-page", times.emptyPage, perBatch: 1)
        BenchMeasure.report("action", times.total, perBatch: 1)
        BenchMeasure.report("action-cpu", times.cpu, perBatch: 1)
    }
}

/// The times of one action's operations: each renders the action on a new headless `WKWebView`
/// (its scripts run, the page settles), clicks each selector and receives the captured messages.
struct ActionTimes {
    var total: [Duration] = []
    var render: [Duration] = []
    var click: [Duration] = []
    /// What the web view alone costs for a new, empty document: the floor under `render`.
    var emptyPage: [Duration] = []
    /// The process's CPU time for the operation (render and clicks).
    var cpu: [Duration] = []

    /// Operations that did not go as the benchmark needs (a selector matched nothing, a click was not
    /// captured, the page reported an error).
    struct Failure: Error {
        var message: String
    }

    /// Runs 20 warm-up operations, then `iterations` timed ones.
    @MainActor
    static func measure(
        _ action: eMarketerAction, selectors: [String], iterations: Int, timeLimit: Duration, frame: CGRect = .zero
    ) throws -> ActionTimes
    {
        var times = ActionTimes()
        let clock = ContinuousClock()
        for index in 0..<(iterations + 20) {
            var received = 0
            let cpuStart = BenchMeasure.processCPUTime()
            let start = clock.now
            let webView = WKWebView(frame: frame, configuration: WKWebViewConfiguration())
            webView.scriptTimeLimit = timeLimit
            webView.pageTimeLimit = max(webView.pageTimeLimit, timeLimit)
            try action.render(on: webView) { _ in received += 1 }
            let rendered = clock.now
            for selector in selectors { try webView.click(selector: selector) }
            let end = clock.now
            let cpuEnd = BenchMeasure.processCPUTime()
            if received != selectors.count {
                throw Failure(message: "expected \(selectors.count) captured clicks per operation, got \(received)")
            }
            // A page whose script failed is not the page measured (it may even run faster): its errors end
            // the run, read after the operation's clock stopped.
            if let error = ActionClick.pageErrors(of: webView).first {
                throw Failure(message: "operation \(index + 1): the page reported an error: \(error)")
            }
            let emptyStart = clock.now
            let empty = WKWebView(frame: frame, configuration: WKWebViewConfiguration())
            empty.scriptTimeLimit = timeLimit
            empty.loadHTMLString("", baseURL: nil)
            let emptyEnd = clock.now
            if index >= 20 {
                times.total.append(end - start)
                times.render.append(rendered - start)
                times.click.append(end - rendered)
                times.emptyPage.append(emptyEnd - emptyStart)
                times.cpu.append(cpuEnd - cpuStart)
            }
        }
        return times
    }
}
