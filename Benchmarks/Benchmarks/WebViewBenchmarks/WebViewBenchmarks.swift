import Benchmark
import Foundation
import HeadlessWebView

// The web view benchmarks of the HeadlessWebView issue: the same work as `shopstage bench webview`
// and `Scripts/bench-anchors` (jsdom) — a new web view, a 100 KB product grid queried, a 5 KB
// action clicked with its message delivered to Swift.

enum WebViewBench {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/html")

    static func fixture(_ name: String) -> String {
        (try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)) ?? "<p>missing fixture</p>"
    }

    static let grid = fixture("bench-product-grid.html")
    static let action = fixture("bench-action.html")
    static let base = URL(string: "https://shop.example/")

    @MainActor
    static func start() -> Int {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString("<!DOCTYPE html><p>hello</p>", baseURL: base)
        return webView.navigations.count
    }

    @MainActor
    static func gridQuery() -> Int {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(grid, baseURL: base)
        var count = 0
        webView.evaluateJavaScript("document.querySelectorAll('.tile .name').length") { value, _ in
            count = value as? Int ?? -1
        }
        return count
    }

    @MainActor
    static func actionClick() -> Int {
        let receiver = Receiver()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(receiver, name: "action")
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.loadHTMLString(action, baseURL: base)
        do { try webView.click(selector: ".product:nth-child(3) a") } catch { return -1 }
        return receiver.count
    }

    @MainActor
    final class Receiver: WKScriptMessageHandler {
        var count = 0
        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            count += 1
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark("webview: new web view, tiny document", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) {
        benchmark async in
        for _ in benchmark.scaledIterations { blackHole(await WebViewBench.start()) }
    }
    Benchmark("webview: 100 KB grid, querySelectorAll('.tile .name')", configuration: .init(metrics: [.wallClock])) {
        benchmark async in
        for _ in benchmark.scaledIterations { blackHole(await WebViewBench.gridQuery()) }
    }
    Benchmark("webview: 5 KB action, click, message to Swift", configuration: .init(metrics: [.wallClock])) {
        benchmark async in
        for _ in benchmark.scaledIterations { blackHole(await WebViewBench.actionClick()) }
    }
}
