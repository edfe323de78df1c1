import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting

/// `shopstage bench stage`: what a test's isolation costs. A new stage ready to load a page: with a
/// VM and DOM realm built for it (the first stages of a run) and with the VM an ended stage left
/// (StagePool), beside a new web view on the shared VM in the same run; and the README's
/// e-Marketer integration test with its stage.
///
/// ```
/// $ shopstage bench stage            # a loaded 2-core machine: read the ratios
/// stage.vm: 1.5654 ms/op
/// stage.new.cold: 37.43 ms/op
/// stage.new: 0.000641 ms/op
/// stage.webview.shared: 0.5876 ms/op
/// stage.new: 0.001× a new web view on the shared VM
/// stage.emarketer.readme: 1.5917 ms/op
/// stage.build.serial: 17 /s
/// stage.build.2-threads: 26 /s
/// ```
struct BenchStage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stage",
        abstract: "A new stage (VM and DOM realm) against a new web view, and the README's e-Marketer test with its stage.")

    @Option(help: "Runs per measurement (the median is printed).")
    var iterations: Int = 200

    func validate() throws {
        try NumberOption.count(iterations, option: "iterations", in: 1...10_000_000)
    }

    @MainActor
    func run() async throws {
        let base = URL(string: "https://shop.example/")
        try await measure("stage.vm") {
            _ = try ScriptContext(group: ScriptContextGroup())
        }
        // A stage with a VM of its own built for it, as the first stages of a run get.
        try await measure("stage.new.cold") {
            try await Self.buildStage()
        }
        // Later stages take the VM an ended stage left (StagePool).
        let stage = try await measure("stage.new") {
            _ = try await Stage()
        }
        let webView = try await measure("stage.webview.shared") {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.loadHTMLString("<!DOCTYPE html><p>hello</p>", baseURL: base)
        }
        if webView > 0 {
            print("stage.new: \(String(format: "%.3f", stage / webView))× a new web view on the shared VM")
        }
        try await measure("stage.emarketer.readme") {
            try await Self.readmeEMarketerTest()
        }
        // What parallel tests can gain: stages built one after another, then on every core at once.
        let count = max(iterations, 2)
        let clock = ContinuousClock()
        var start = clock.now
        for _ in 0..<count { try await Self.buildStage() }
        BenchMeasure.reportRate("stage.build.serial", operations: count, in: clock.now - start)
        let cores = max(2, ProcessInfo.processInfo.activeProcessorCount)
        start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<cores {
                group.addTask {
                    for _ in stride(from: worker, to: count, by: cores) { try await Self.buildStage() }
                }
            }
            try await group.waitForAll()
        }
        BenchMeasure.reportRate("stage.build.\(cores)-threads", operations: count, in: clock.now - start)
    }

    /// A stage's VM and DOM realm, built on the caller's thread (none of the main actor's work).
    @concurrent
    private static func buildStage() async throws {
        _ = try DOMContext(group: ScriptContextGroup())
    }

    /// The README's e-Marketer example (Tests/ShopStageTestingTests/ReadmeExamples.swift), its
    /// expectations turned into checks that fail the bench.
    @MainActor
    static func readmeEMarketerTest() async throws {
        let stage = try await Stage(
            panel: EMarketerPanel(actions: [
                PanelAction(
                    id: 7, name: "Picks",
                    content: """
                        <div data-emarketer-click-target="products sku-42">
                          <a href="https://shop.example/p/42"><span class="title">Straw hat</span></a>
                        </div>
                        <button class="emarketer_button_dont_show_again" data-n_sessions="1">×</button>
                        """)
            ]))
        try await stage.run { stage in
            let tracker = eMarketerTracker.inst
            guard let action = try await tracker.getResult().actions.first else {
                throw ValidationError("the panel gave no action")
            }
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            let clicks = Recorder<eMarketerActionClicked>()
            action.renderOnWebkitView(webView) { clicked in
                tracker.reportActionClicked(clicked: clicked)
                clicks.record(clicked)
            }
            try webView.click(selector: ".title")
            try await stage.advance(by: .seconds(2))
            try webView.click(selector: "button")
            if let difference = clicks.difference(from: [
                eMarketerActionClicked(actionId: 7, href: "https://shop.example/p/42", status: "product", arg: "sku-42"),
                eMarketerActionClicked(actionId: 7, href: "", status: "close", arg: "1"),
            ]) {
                throw ValidationError(difference)
            }
            if let difference = stage.panel.reportRecorder().difference(from: [
                "sessionStarted", "executed 7", "productClick 7 sku-42", "close 7 arg=1 dontShow=1",
            ]) {
                throw ValidationError(difference)
            }
        }
    }

    /// Times `body` `iterations` times after a tenth as many warm-up runs; prints and returns the median.
    @MainActor
    @discardableResult
    private func measure(_ name: String, _ body: @MainActor () async throws -> Void) async throws -> Double {
        for _ in 0..<max(3, iterations / 10) { try await body() }
        let clock = ContinuousClock()
        var times: [Duration] = []
        times.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            try await body()
            times.append(clock.now - start)
        }
        return BenchMeasure.report(name, times, perBatch: 1)
    }
}
