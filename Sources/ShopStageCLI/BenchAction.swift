import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView

/// `shopstage bench action <F.html> --selector CSS`: one operation renders the action on a new
/// headless `WKWebView` (its scripts run, the page settles), clicks each selector and receives
/// the captured messages in Swift. Prints `action: <median> ms/op`.
struct BenchAction: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "action", abstract: "Render an HTML action, click, receive the message: median per operation.")

    @OptionGroup var options: ActionFileOptions

    @Option(name: .customLong("selector"), help: "A CSS selector to click in each operation; repeat for more.")
    var selectors: [String] = []

    @Option(help: "Operations to time (after 20 warm-up ones).")
    var iterations = 300

    func validate() throws {
        if selectors.isEmpty { throw ValidationError("give at least one --selector") }
        if iterations < 1 { throw ValidationError("--iterations must be at least 1") }
    }

    @MainActor
    func run() async throws {
        let action = try options.action()
        let clock = ContinuousClock()
        var times: [Duration] = []
        times.reserveCapacity(iterations)
        for index in 0..<(iterations + 20) {
            var received = 0
            let elapsed = try clock.measure {
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                try action.render(on: webView) { _ in received += 1 }
                for selector in selectors { try webView.click(selector: selector) }
            }
            if received != selectors.count {
                throw ValidationError("expected \(selectors.count) captured clicks per operation, got \(received)")
            }
            if index >= 20 { times.append(elapsed) }
        }
        times.sort()
        let median = times[times.count / 2]
        let milliseconds = Double(median.components.attoseconds) / 1e15 + Double(median.components.seconds) * 1000
        print("action: \(String(format: "%.3f", milliseconds)) ms/op")
    }
}
