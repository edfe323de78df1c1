import ArgumentParser
import BambuserPlayer
import Foundation
import ScriptEngine
import ShopStageTesting

/// `shopstage bench player`: the Bambuser player's costs, as medians.
///
/// ```
/// $ shopstage bench player
/// players alive (100): 0.44 MB/player resident (VmRSS 34 → 78 MB)
/// player boot: 0.5957 ms/op
/// bare context creation: 1.2699 ms/op
/// bare player.js evaluation: 0.9415 ms/op
/// invoke updateProductWithData: 0.0133 ms/op
/// bare evaluate of the same source: 0.0127 ms/op
/// invoke / bare: 1.05x
/// invoke updateProductWithData, arguments evaluated (not literals alone): 0.0258 ms/op
/// bare evaluate of that source: 0.0129 ms/op
/// invoke evaluated / bare: 1.99x
/// hydrate builder → JSON → invoke (10000 products): 18208 /s
/// hydrate builder → updateProduct(id:with:) (10000 products): 16712 /s
/// bare builder → JSON → evaluate, distinct sources (10000 products): 9083 /s
/// builder → JSON → invoke / bare: 2.00x
/// ```
struct BenchPlayer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "Player boot, invoke(updateProductWithData) against bare JavaScriptCore, hydration throughput, memory.")

    @Option(help: "Runs of each per-operation measurement.")
    var iterations: Int = 2000

    @Option(help: "Products hydrated in the throughput measurement.")
    var products: Int = 10_000

    @Option(help: "Players kept alive at once for the memory measurement.")
    var players: Int = 100

    @Flag(help: "Also print the parts of an invoke (validator, builder, conversions).")
    var detail = false

    /// A typical product: one variation, three sizes (the issue's measure).
    static let arguments = Fixtures.bambuserTeeArguments(introduction: "Soft organic cotton.")

    static let show = BambuserShow(
        id: "bench", type: .live, title: "Bench", durationSeconds: 600,
        products: [BambuserShow.Product(id: "bmb-tee", ref: "TEE-001", url: "https://shop.example.com/p/tee-001")],
        timeline: [.init(at: 30, action: .highlight, product: "bmb-tee"), .init(at: 600, action: .end)])

    static let configurationValues: [String: any Sendable] = ["currency": "USD", "locale": "en-US"]

    func validate() throws {
        try NumberOption.count(iterations, option: "iterations", in: 1...10_000_000)
        try NumberOption.count(products, option: "products", in: 1...10_000_000)
        try NumberOption.count(players, option: "players", in: 1...100_000)
    }

    @MainActor
    func run() async throws {
        // Memory first, in a fresh process: many players alive at once, each with its show loaded and one product hydrated.
        let before = BenchMeasure.residentKilobytes()
        var alive: [HeadlessBambuserPlayerView] = []
        for _ in 0..<players {
            let view = BambuserVideoPlayer(shows: [Self.show]).createPlayerView(
                videoConfiguration: .init(type: .live(id: "bench"), events: ["*"], configuration: Self.configurationValues))
            _ = try view.invokeValue(function: "updateProductWithData", arguments: Self.arguments)
            alive.append(view)
        }
        let after = BenchMeasure.residentKilobytes()
        if let before, let after {
            let perPlayer = Double(after - before) / 1024 / Double(players)
            print("players alive (\(alive.count)): \(String(format: "%.2f", perPlayer)) MB/player resident (VmRSS \(before / 1024) → \(after / 1024) MB)")
        } else {
            print("players alive (\(alive.count)): resident memory unavailable (no /proc/self/status)")
        }
        alive.removeAll()

        // Player boot: context, player.js, configuration, show loaded.
        let player = BambuserVideoPlayer(shows: [Self.show])
        var boot: [Duration] = []
        for _ in 0..<max(50, iterations / 10) {
            let start = ContinuousClock.now
            let view = player.createPlayerView(
                videoConfiguration: .init(type: .live(id: "bench"), events: ["*"], configuration: Self.configurationValues))
            boot.append(ContinuousClock.now - start)
            withExtendedLifetime(view) {}
        }
        print("player boot: \(Self.milliseconds(BenchMeasure.median(boot))) ms/op")
        // What the engine alone costs: a fresh context, and one with player.js evaluated.
        let playerScript = Self.playerScriptSource()
        var bareContext: [Duration] = [], bareScript: [Duration] = []
        for _ in 0..<max(50, iterations / 10) {
            var start = ContinuousClock.now
            let context = try ScriptContext()
            bareContext.append(ContinuousClock.now - start)
            start = ContinuousClock.now
            try context.evaluate(Self.bareHost + playerScript, sourceName: "player.js")
            bareScript.append(ContinuousClock.now - start)
        }
        print("bare context creation: \(Self.milliseconds(BenchMeasure.median(bareContext))) ms/op")
        print("bare player.js evaluation: \(Self.milliseconds(BenchMeasure.median(bareScript))) ms/op")

        // invoke, validated and applied, against the bare call of the same source in a plain context.
        let view = player.createPlayerView(
            videoConfiguration: .init(type: .live(id: "bench"), events: ["*"], configuration: Self.configurationValues))
        let plain = try ScriptContext()
        try plain.evaluate("var player = { updateProductWithData: function (id, product) { return true; } };")
        let source = "player.updateProductWithData(\n\(Self.arguments)\n)"
        // The same arguments with a comment: no longer literals alone, so invoke evaluates them as any
        // other source (the path every argument list that is not pure literals takes).
        let evaluatedArguments = Self.arguments + " /* evaluated */"
        let evaluatedSource = "player.updateProductWithData(\n\(evaluatedArguments)\n)"
        var invoke: [Duration] = [], bare: [Duration] = []
        var invokeEvaluated: [Duration] = [], bareEvaluated: [Duration] = []
        for _ in 0..<50 {  // warm them up
            _ = try view.invokeValue(function: "updateProductWithData", arguments: Self.arguments)
            try plain.evaluate(source)
            _ = try view.invokeValue(function: "updateProductWithData", arguments: evaluatedArguments)
            try plain.evaluate(evaluatedSource)
        }
        for _ in 0..<iterations {
            var start = ContinuousClock.now
            _ = try view.invokeValue(function: "updateProductWithData", arguments: Self.arguments)
            invoke.append(ContinuousClock.now - start)
            start = ContinuousClock.now
            try plain.evaluate(source)
            bare.append(ContinuousClock.now - start)
            start = ContinuousClock.now
            _ = try view.invokeValue(function: "updateProductWithData", arguments: evaluatedArguments)
            invokeEvaluated.append(ContinuousClock.now - start)
            start = ContinuousClock.now
            try plain.evaluate(evaluatedSource)
            bareEvaluated.append(ContinuousClock.now - start)
        }
        if detail {
            // The parts, taking turns one call each so a machine whose load changes slows them alike.
            var parts: [(name: String, body: () throws -> Void)] = []
            parts.append(("bare evaluate of the same source", { try plain.evaluate(source) }))
            parts.append(("invoke updateProductWithData", {
                _ = try view.invokeValue(function: "updateProductWithData", arguments: Self.arguments)
            }))
            parts.append(("invoke showProductList with the same arguments (no hydration)", {
                _ = try view.invokeValue(function: "showProductList", arguments: Self.arguments)
            }))
            parts.append(("invoke hideProductList", {
                _ = try view.invokeValue(function: "hideProductList", arguments: "")
            }))
            parts.append(("view.evaluate 0", { _ = try view.evaluate("0") }))
            parts.append(("invoke updateProductWithData, arguments evaluated", {
                _ = try view.invokeValue(function: "updateProductWithData", arguments: evaluatedArguments)
            }))
            parts.append(("LiteralArguments of the literal arguments", { _ = LiteralArguments.stringAndJSON(Self.arguments) }))
            parts.append(("LiteralArguments refusing the evaluated ones", { _ = LiteralArguments.stringAndJSON(evaluatedArguments) }))
            let literal = "(" + Self.arguments.dropFirst(11) + ")"
            let value = try plain.evaluate(literal)
            let validator = HydrationValidator(currency: "USD", locale: "en-US")
            let text = try value.jsonString()
            parts.append(("validator.hydrate of the tree", { _ = validator.hydrate(value, dashboard: nil) }))
            parts.append(("ScriptValue(json:) of the product", { _ = try ScriptValue(json: text) }))
            parts.append(("validator.acceptsAsGiven(json:)", { _ = validator.acceptsAsGiven(json: text) }))
            // The crossing alone: stringify in JavaScript, the text read (or not) by a Swift host function.
            let crossing = try ScriptContext()
            let host = try crossing.evaluateHandle("({})")
            crossing.defineFunction("take", on: host) { call in .value(.bool(call.string(1) != nil)) }
            crossing.defineFunction("ignore", on: host) { _ in .value(.bool(true)) }
            try crossing.globalObject.setProperty("__host", host)
            try crossing.evaluate(
                """
                var player = { updateProductWithData(id, p) { return __host.take(id, JSON.stringify(p)); } };
                var ignoring = { updateProductWithData(id, p) { return __host.ignore(id, JSON.stringify(p)); } };
                var calling = { updateProductWithData(id, p) { return __host.ignore(id, p); } };
                """)
            let ignoringSource = "ignoring" + source.dropFirst(6)
            let callingSource = "calling" + source.dropFirst(6)
            parts.append(("plain evaluate, host called with the object", { try crossing.evaluate(callingSource) }))
            parts.append(("plain evaluate, stringified, not read", { try crossing.evaluate(ignoringSource) }))
            parts.append(("plain evaluate, stringified and read by Swift", { try crossing.evaluate(source) }))
            parts.append(("builder + toJSON", { _ = try Self.builtProduct(7).toJSON() }))
            let json = try Self.builtProduct(7).toJSON()
            parts.append(("invoke built JSON", {
                _ = try view.invokeValue(function: "updateProductWithData", arguments: "'bmb-tee', " + json)
            }))
            var samples = [[Duration]](repeating: [], count: parts.count)
            for _ in 0..<iterations {
                for (index, part) in parts.enumerated() {
                    let start = ContinuousClock.now
                    try part.body()
                    samples[index].append(ContinuousClock.now - start)
                }
            }
            for (index, part) in parts.enumerated() {
                print("  detail \(part.name): \(Self.milliseconds(BenchMeasure.median(samples[index]))) ms/op")
            }
        }
        let invokeMedian = BenchMeasure.median(invoke), bareMedian = BenchMeasure.median(bare)
        print("invoke updateProductWithData: \(Self.milliseconds(invokeMedian)) ms/op")
        print("bare evaluate of the same source: \(Self.milliseconds(bareMedian)) ms/op")
        print("invoke / bare: \(Self.ratio(invokeMedian, bareMedian))x")
        let evaluatedMedian = BenchMeasure.median(invokeEvaluated), bareEvaluatedMedian = BenchMeasure.median(bareEvaluated)
        print("invoke updateProductWithData, arguments evaluated (not literals alone): \(Self.milliseconds(evaluatedMedian)) ms/op")
        print("bare evaluate of that source: \(Self.milliseconds(bareEvaluatedMedian)) ms/op")
        print("invoke evaluated / bare: \(Self.ratio(evaluatedMedian, bareEvaluatedMedian))x")

        // Throughput: builder → toJSON → invoke for many products of one show.
        let many = BambuserShow(
            id: "many", type: .live, title: "Many", durationSeconds: 0,
            products: (0..<products).map { BambuserShow.Product(id: "bmb-\($0)", ref: "SKU-\($0)", url: "https://shop.example.com/\($0)") })
        let manyView = BambuserVideoPlayer(shows: [many]).createPlayerView(
            videoConfiguration: .init(type: .live(id: "many"), events: ["*"], configuration: Self.configurationValues))
        let safeView = BambuserVideoPlayer(shows: [many]).createPlayerView(
            videoConfiguration: .init(type: .live(id: "many"), events: ["*"], configuration: Self.configurationValues))
        // The three ways take turns, a round of products each, so a machine whose load changes during
        // the run slows them alike and the ratio stays fair.
        var elapsed = 0.0, safeElapsed = 0.0, bareElapsed = 0.0
        let round = max(1, min(500, products / 10))
        for first in stride(from: 0, to: products, by: round) {
            let indices = first..<min(products, first + round)
            var start = ContinuousClock.now
            for index in indices {
                let product = try Self.builtProduct(index)
                _ = try manyView.invokeValue(function: "updateProductWithData", arguments: "'bmb-\(index)', \(try product.toJSON())")
            }
            elapsed += BenchMeasure.seconds(ContinuousClock.now - start)
            // The same through the safe path, updateProduct(id:with:): no source to compile.
            start = ContinuousClock.now
            for index in indices {
                try await safeView.updateProduct(id: "bmb-\(index)", with: try Self.builtProduct(index))
            }
            safeElapsed += BenchMeasure.seconds(ContinuousClock.now - start)
            // The bare cost of compiling that many distinct sources, for comparison.
            start = ContinuousClock.now
            for index in indices {
                try plain.evaluate("player.updateProductWithData(\n'bmb-\(index)', \(try Self.builtProduct(index).toJSON())\n)")
            }
            bareElapsed += BenchMeasure.seconds(ContinuousClock.now - start)
        }
        func perSecond(_ seconds: Double) -> Int { JavaScriptNumber.clampedInteger((Double(products) / max(1e-12, seconds)).rounded(), as: Int.self) }
        print("hydrate builder → JSON → invoke (\(products) products): \(perSecond(elapsed)) /s")
        print("hydrate builder → updateProduct(id:with:) (\(products) products): \(perSecond(safeElapsed)) /s")
        print("bare builder → JSON → evaluate, distinct sources (\(products) products): \(perSecond(bareElapsed)) /s")
        // The issue's second goal, from this run: throughput through invoke over the bare throughput.
        print("builder → JSON → invoke / bare: \(String(format: "%.2f", bareElapsed / max(1e-12, elapsed)))x")

    }

    static func builtProduct(_ index: Int) throws -> HydratedProduct {
        try HydratedProduct(sku: "SKU-\(index)").withName("Product \(index)").withBrandName("Northwind")
            .withVariations([
                try Variation().withSku("SKU-\(index)-BLK").withName("Black").withColorName("Black")
                    .withImageUrls(["https://cdn.example.com/\(index).jpg"])
                    .withSizes(
                        try ["S", "M", "L"].map { size in
                            try ProductSize().withSku("SKU-\(index)-\(size)").withName(size).withCurrentPrice(19.99)
                                .withOriginal(29.99).withCurrency("USD").withInStock(index % 5).build()
                        }
                    ).build()
            ]).build()
    }

    static func ratio(_ measured: Duration, _ baseline: Duration) -> String {
        String(format: "%.2f", BenchMeasure.seconds(measured) / max(1e-12, BenchMeasure.seconds(baseline)))
    }

    /// What player.js takes from its host at load, as do-nothing functions: the bare evaluation's setting.
    static let bareHost = """
        var __bambuserHost = { hydrate() { return true; }, log() {}, status() {}, progress() {} };
        var webkit = { messageHandlers: { bambuser: { postMessage() {} } } };

        """

    /// player.js as the module ships it (beside the sources this binary was built from).
    static func playerScriptSource() -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BambuserPlayer/Resources/player.js")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }



    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.4f", BenchMeasure.milliseconds(duration))
    }
}
