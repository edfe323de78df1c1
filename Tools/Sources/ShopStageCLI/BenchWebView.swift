import ArgumentParser
import Foundation
import HeadlessWebView

/// `shopstage bench webview`: the headless web view's costs, the same work `Scripts/bench-anchors`
/// gives jsdom.
///
/// ```
/// $ shopstage bench webview
/// webview.start: 0.36 ms/op
/// webview.start.named: 0.62 ms/op
/// webview.grid: 4.0 ms/op
/// webview.parse.grid: 0.61 ms/op
/// webview.parse.grid.gumbo: 5.0 ms/op
/// webview.library-uncalled.without: 0.40 ms/op
/// webview.library-uncalled.without.cpu: 0.39 ms/op
/// webview.library-uncalled: 0.90 ms/op
/// webview.library-uncalled.cpu: 0.88 ms/op
/// webview.library-uncalled: the library costs 0.50 ms more (CPU 0.49 ms)
/// webview.action: 0.63 ms/op
/// ```
struct BenchWebView: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "webview",
        abstract: "Start-up, a 100 KB product grid with a query, a 5 KB action clicked with a message to Swift.")

    @Option(help: "The folder with bench-product-grid.html and bench-action.html.")
    var fixtures: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/html").path

    @Option(help: "Runs per measurement (the median is printed).")
    var iterations: Int = 200

    func validate() throws {
        try NumberOption.count(iterations, option: "iterations", in: 1...10_000_000)
    }

    @MainActor
    func run() async throws {
        let grid = try read("bench-product-grid.html")
        let action = try read("bench-action.html")
        let base = URL(string: "https://shop.example/")

        measure("webview.start") {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.loadHTMLString("<!DOCTYPE html><p>hello</p>", baseURL: base)
        }
        // The same page naming a node interface: its window copies the node interfaces
        // (WindowInterfaces.js), which a page that names none never pays for.
        measure("webview.start.named") {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.loadHTMLString("<!DOCTYPE html><p>hello</p><script>HTMLParagraphElement</script>", baseURL: base)
        }
        try measureThrowing("webview.grid") {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.loadHTMLString(grid, baseURL: base)
            var count = 0
            webView.evaluateJavaScript("document.querySelectorAll('.tile .name').length") { value, _ in
                count = value as? Int ?? 0
            }
            guard count == 400 else { throw ValidationError("the grid query found \(count) names, not 400") }
        }
        // Parsing alone (the operations Loader.js builds the DOM from): the fast path, then gumbo forced.
        let gridParse = try measureThrowing("webview.parse.grid") {
            guard try HTMLParser.benchmarkParse(document: grid, fastPath: true) > 0 else {
                throw ValidationError("the grid parsed to nothing")
            }
        }
        let gumboParse = try measureThrowing("webview.parse.grid.gumbo") {
            guard try HTMLParser.benchmarkParse(document: grid, fastPath: false) > 0 else {
                throw ValidationError("the grid parsed to nothing")
            }
        }
        if gridParse > 0 {
            let ratio = String(format: "%.1f", gumboParse / gridParse)
            print("webview.parse.grid: the fast path is \(ratio)× faster than gumbo")
        }
        // The same work in one warm context (documents loaded one after another in one global):
        // the floor once the DOM's code is linked and JIT-compiled, the cost a fresh global pays again.
        let warm = try DOMContext()
        try measureThrowing("webview.grid.same-context") {
            try warm.load(html: grid, url: "https://shop.example/")
            _ = try warm.scriptContext.evaluate("document.querySelectorAll('.tile .name').length")
        }
        try measureThrowing("webview.action.same-context") {
            try warm.load(html: action, url: "https://shop.example/")
            try warm.click(selector: ".product:nth-child(3) a")
        }
        try measureLibraryUncalled(base: base)
        let receiver = BenchMessageReceiver()
        try measureThrowing("webview.action") {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(receiver, name: "action")
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.loadHTMLString(action, baseURL: base)
            let before = receiver.count
            try webView.click(selector: ".product:nth-child(3) a")
            guard receiver.count == before + 1 else { throw ValidationError("the click posted no message") }
        }
    }

    /// What a page's inline library costs before a line of it runs, for a library the VM has seen
    /// (JavaScriptCore's code cache keeps its compiled code): jQuery's 89 KB inside a function never
    /// called, against the same page without it, each on a new web view. Prints both (wall clock and
    /// the process's CPU time) and the difference.
    @MainActor
    private func measureLibraryUncalled(base: URL?) throws {
        let pagePath = ((fixtures as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("real-library/jquery-tiles.html")
        let page: String
        do {
            page = try String(contentsOfFile: pagePath, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(pagePath): \(error.localizedDescription)")
        }
        // The page's first plain <script> holds the library.
        guard let open = page.range(of: "<script>\n"),
            let close = page.range(of: "</script>", range: open.upperBound..<page.endIndex)
        else { throw ValidationError("\(pagePath) has no inline library script") }
        let library = page[open.upperBound..<close.lowerBound]
        let body = "<!DOCTYPE html><div id=t><a href=\"https://shop.example/p/1\" id=go>Go</a></div>"
        let plain = body + "<script>var ready = 1;</script>"
        let withLibrary = body + "<script>function neverCalled() {\n" + library + "\n}\nvar ready = 1;</script>"
        var figures: [String: (wall: Double, cpu: Double)] = [:]
        for (name, html) in [("webview.library-uncalled.without", plain), ("webview.library-uncalled", withLibrary)] {
            var wall: [Duration] = []
            var cpu: [Duration] = []
            let clock = ContinuousClock()
            for index in 0..<(iterations + max(3, iterations / 10)) {
                let cpuStart = BenchMeasure.processCPUTime()
                let start = clock.now
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.loadHTMLString(html, baseURL: base)
                if index < max(3, iterations / 10) { continue }
                wall.append(clock.now - start)
                cpu.append(BenchMeasure.processCPUTime() - cpuStart)
            }
            figures[name] = (
                BenchMeasure.report(name, wall, perBatch: 1), BenchMeasure.report(name + ".cpu", cpu, perBatch: 1)
            )
        }
        if let with = figures["webview.library-uncalled"], let without = figures["webview.library-uncalled.without"] {
            print(
                "webview.library-uncalled: the library costs \(BenchMeasure.format(with.wall - without.wall)) ms more "
                    + "(CPU \(BenchMeasure.format(with.cpu - without.cpu)) ms)")
        }
    }

    private func read(_ name: String) throws -> String {
        let path = (fixtures as NSString).appendingPathComponent(name)
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    @MainActor
    private func measure(_ name: String, _ body: () -> Void) {
        _ = try? measureThrowing(name, body)
    }

    @MainActor
    @discardableResult
    private func measureThrowing(_ name: String, _ body: () throws -> Void) throws -> Double {
        let batches = try BenchMeasure.run(
            batches: max(1, iterations), perBatch: 1, warmup: max(3, iterations / 10), body)
        return BenchMeasure.report(name, batches, perBatch: 1)
    }
}

@MainActor
final class BenchMessageReceiver: WKScriptMessageHandler {
    var count = 0
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        count += 1
    }
}
