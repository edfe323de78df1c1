import ArgumentParser
import BambuserPlayer
import FireworkShopping
import Foundation
import ScriptEngine

/// `shopstage run <show.json|scenario.js>`: plays a show headlessly on the virtual clock.
///
/// ```
/// $ shopstage run Fixtures/shows/spring-live.json --catalog Fixtures/catalogs/spring-catalog.json
/// [00:00.000] ■ status: playing
/// [00:00.000] → show-started  live "Spring Denim Drop"
/// [00:00.000] → provide-product-data  bmb-tee (TEE-001), …
/// [00:00.000] ✓ hydrated bmb-tee (TEE-001): "Organic Tee" — 1 variation, 3 sizes
/// ```
struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a show (or a scenario script) headlessly and print its timeline.",
        discussion: """
            A show (JSON) is hydrated from --catalog by a built-in host that uses the HydratedProduct builder. \
            A scenario (.js) runs with `player`, `viewer` and a `host` object that handles events in JavaScript. \
            Exit status 1 when the player rejected a hydration or an invoke failed.
            """)

    @Argument(help: "A show (.json) or a scenario script (.js).")
    var input: String

    @Option(help: "The merchant catalog the built-in host hydrates from (shows only).")
    var catalog: String?

    @Option(name: .customLong("events-jsonl"), help: "Write every event-log entry as JSON Lines to this file.")
    var eventsJsonl: String?

    @Option(help: "Write a self-contained HTML report (timeline and product cards) to this file.")
    var report: String?

    @Option(help: "The player configuration's currency.")
    var currency: String = "USD"

    @Option(help: "The player configuration's locale.")
    var locale: String = "en-US"

    /// What kind of input `run` was given; each kind has its own runner.
    enum Input {
        case bambuserShow(URL)
        case bambuserScenario(URL)
        /// A JSON object with a top-level `"firework"` key: a Firework feed and a scripted viewer.
        case fireworkScenario(URL)
    }

    static func classify(_ path: String) throws -> Input {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw ValidationError("no such file: \(path)") }
        switch url.pathExtension.lowercased() {
        case "js": return .bambuserScenario(url)
        case "json":
            let data = try Data(contentsOf: url)
            guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
                throw ValidationError("\(path): not a JSON object (a show is {\"id\", \"type\", \"products\", \"timeline\"})")
            }
            return FireworkScenario.isScenario(data) ? .fireworkScenario(url) : .bambuserShow(url)
        default:
            throw ValidationError("\(path): expected a show (.json) or a scenario script (.js)")
        }
    }

    @MainActor
    func run() async throws {
        switch try Self.classify(input) {
        case .bambuserShow(let url):
            try await runShow(url)
        case .bambuserScenario(let url):
            try await runScenario(url)
        case .fireworkScenario(let url):
            try runFireworkScenarioOnMainActor(path: url.path, eventsJSONL: eventsJsonl)
        }
    }

    @MainActor
    func runShow(_ url: URL) async throws {
        guard let catalog else { throw ValidationError("a show needs --catalog <catalog.json> to hydrate from") }
        let show: BambuserShow
        let products: ProductCatalog
        do {
            show = try BambuserShow(contentsOf: url)
            products = try ProductCatalog(contentsOf: URL(fileURLWithPath: catalog))
        } catch let error as BambuserStageError {
            throw ValidationError(error.description)
        }
        let player = BambuserVideoPlayer(shows: [show])
        player.hydrationMode = .lenient
        let view = player.createPlayerView(
            videoConfiguration: .init(
                type: show.type == .live ? .live(id: show.id) : .onDemand(id: show.id), events: ["*"],
                configuration: ["currency": currency, "locale": locale]))
        let host = CatalogHydrationHost(catalog: products, style: .builder)
        host.playerView = view
        view.delegate = host
        try await view.runToEnd()
        print("show \(show.id) (\(show.type.rawValue)) \"\(show.title)\" with catalog \((catalog as NSString).lastPathComponent)")
        try finish(view, missingSkus: host.missingSkus, failures: host.failures)
    }

    @MainActor
    func runScenario(_ url: URL) async throws {
        let source: String
        do {
            source = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(url.path): \(error.localizedDescription)")
        }
        let scenario: BambuserScenario
        do {
            scenario = try BambuserScenario(source: source, sourceName: url.lastPathComponent, currency: currency, locale: locale)
        } catch let error as BambuserStageError {
            throw ValidationError(error.description)
        }
        try await scenario.run()
        print("scenario \(url.lastPathComponent): show \(scenario.playerView.show.id)")
        try finish(scenario.playerView, missingSkus: [], failures: [])
    }

    @MainActor
    /// Prints the timeline and the verdict; exit status 1 when the player rejected a hydration, an invoke
    /// failed, or the built-in host could not hydrate a catalog product (a size with stock -1, say).
    func finish(
        _ view: HeadlessBambuserPlayerView, missingSkus: [String], failures: [(id: String, error: BambuserStageError)]
    ) throws {
        for line in ShowTimeline.lines(of: view.eventLog, show: view.show) { print(line) }
        let snapshot = try view.snapshot()
        let hydrated = snapshot.products.filter(\.isHydrated)
        print("accepted: \(hydrated.count) of \(snapshot.products.count) products"
            + (hydrated.count < snapshot.products.count
                ? " (not hydrated: \(snapshot.products.filter { !$0.isHydrated }.map(\.id).joined(separator: ", ")))" : ""))
        for sku in Set(missingSkus).sorted() { print("catalog has no product with SKU \(sku)") }
        var reported: Set<String> = []  // the player asks again for a product it shows again
        for failure in failures {
            let line = "error: product \(failure.id) not hydrated: \(failure.error)\n"
            if reported.insert(line).inserted { FileHandle.standardError.write(Data(line.utf8)) }
        }
        if let eventsJsonl {
            let encoder = JSONEncoder.shopStage()
            var text = ""
            for entry in view.eventLog { text += String(decoding: try encoder.encode(entry), as: UTF8.self) + "\n" }
            try text.write(toFile: eventsJsonl, atomically: true, encoding: .utf8)
        }
        if let report {
            try ShowReport.html(show: view.show, log: view.eventLog, snapshot: snapshot)
                .write(toFile: report, atomically: true, encoding: .utf8)
        }
        let failed = view.eventLog.contains { $0.kind == .hydrationRejected || $0.kind == .invokeFailed }
        if failed || !failures.isEmpty { throw ExitCode(1) }
    }
}
