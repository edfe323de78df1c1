import Benchmark
import EMarketer
import Foundation
import HeadlessWebView

// The action benchmark of the EMarketer issue: render a ~5 KB action with a script on a new
// headless WKWebView, click a product tile, receive the message in Swift (goal: ≤ 1 ms median).
// `shopstage bench action` runs the same work without the harness.

enum ActionBench {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/actions/summer-sale.html")

    static let content: String = (try? String(contentsOf: fixture, encoding: .utf8)) ?? "<p>missing fixture</p>"

    @MainActor
    /// The number of messages received; -1 when rendering or a click failed.
    static func renderAndClick(_ selectors: [String]) -> Int {
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        let action = eMarketerAction(id: 101, contentType: "text/html", content: content, tracker: tracker)
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        var received = 0
        do {
            try action.render(on: webView) { _ in received += 1 }
            for selector in selectors { try webView.click(selector: selector) }
        } catch {
            return -1
        }
        return received
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "action: render, click a product tile, receive", configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) {
        benchmark async in
        for _ in benchmark.scaledIterations {
            blackHole(
                await ActionBench.renderAndClick([#"[data-emarketer-click-target="products sku-103"] .emk-title"#]))
        }
    }
    Benchmark("action: render, click a tile then the close button", configuration: .init(metrics: [.wallClock])) {
        benchmark async in
        for _ in benchmark.scaledIterations {
            blackHole(await ActionBench.renderAndClick([".emk-title", "#close path"]))
        }
    }
}
