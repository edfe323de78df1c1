import ArgumentParser
import ScriptEngine

/// `shopstage bench engine`: what the ScriptEngine costs, beside the bare C API in the same run.
///
/// ```
/// $ shopstage bench engine
/// fresh context: 0.21 ms/op
/// …
/// ```
struct BenchEngine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine", abstract: "Context creation, a small call, a host round trip, array conversion.")

    @Option(help: "Timed batches per measurement (the median is reported).")
    var batches: Int = 31

    func validate() throws {
        try NumberOption.count(batches, option: "batches", in: 1...100_000)
    }

    func run() throws {
        // Fresh context: ShopStage's (VM, global object, prelude) and the bare one.
        let fresh = try BenchMeasure.run(batches: batches, perBatch: 20) {
            for _ in 0..<20 { _ = try ScriptContext() }
        }
        let freshMs = BenchMeasure.report("fresh context", fresh, perBatch: 20)
        let group = try ScriptContextGroup()
        let shared = try BenchMeasure.run(batches: batches, perBatch: 20) {
            for _ in 0..<20 { _ = try ScriptContext(group: group) }
        }
        let sharedMs = BenchMeasure.report("fresh context (shared group)", shared, perBatch: 20)
        let bareShared = BenchMeasure.report(
            "fresh context (shared group, bare C API)",
            EngineBaseline.createContexts(batches: batches, batch: 20, sharedGroup: true), perBatch: 20)
        let bareFresh = BenchMeasure.report(
            "fresh context (bare C API)", EngineBaseline.createContexts(batches: batches, batch: 20), perBatch: 20)

        // A small call in a warm context.
        let setup = "function add(a, b) { return a + b }"
        let call = "add(1, 2)"
        let context = try ScriptContext()
        try context.evaluate(setup)
        let calls = 2000
        let small = try BenchMeasure.run(batches: batches, perBatch: calls) {
            for _ in 0..<calls { try context.evaluate(call) }
        }
        let smallMs = BenchMeasure.report("small call", small, perBatch: calls)
        let bareSmallMs = BenchMeasure.report(
            "small call (bare C API)", EngineBaseline.evaluate(call, setup: setup, batches: batches, batch: calls),
            perBatch: calls)

        // JavaScript → Swift → JavaScript.
        context.defineFunction("echo") { call in .value(.number(call.number(0) ?? 0)) }
        let loop = try context.evaluateHandle("(n) => { let s = 0; for (let i = 0; i < n; i++) s += echo(i); return s }")
        let trips = 20_000
        let round = try BenchMeasure.run(batches: batches, perBatch: trips) { try loop.call([.int(trips)]) }
        let roundMs = BenchMeasure.report("host round trip", round, perBatch: trips)

        // 1,000 small objects into Swift.
        let array = try context.evaluateHandle(
            "Array.from({ length: 1000 }, (_, i) => ({ id: 'p' + i, price: i * 1.5, inStock: i % 7 }))")
        let convert = try BenchMeasure.run(batches: batches, perBatch: 1) { _ = try array.value() }
        BenchMeasure.report("convert 1000-object array", convert, perBatch: 1)

        print("ratio small call / bare: \(BenchMeasure.format(smallMs / bareSmallMs))")
        print("ratio fresh context / bare: \(BenchMeasure.format(freshMs / bareFresh))")
        print("ratio fresh context in a shared group / bare: \(BenchMeasure.format(sharedMs / bareShared))")
        print("host round trip: \(BenchMeasure.format(roundMs * 1000)) µs")
    }
}
