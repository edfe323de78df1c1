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
        commandName: "engine", abstract: "Context creation, a small call, a host round trip, array conversion, cold code in a new global.")

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

        // Code the VM has compiled, run in a global that has not run it (every page's library):
        // JavaScriptCore links and first runs each function again in each global object.
        let coldSource = Self.coldFunctionsScript
        let coldGroup = try ScriptContextGroup()
        let clock = ContinuousClock()
        let coldBatch = 20
        var cold: [Duration] = []
        for _ in 0..<batches {
            let contexts = try (0..<coldBatch).map { _ in try ScriptContext(group: coldGroup) }
            cold.append(try clock.measure { for context in contexts { try context.evaluate(coldSource) } })
        }
        let coldMs = BenchMeasure.report("cold functions (\(Self.coldFunctions) first calls in a new global)", cold, perBatch: coldBatch)
        let bareColdMs = BenchMeasure.report(
            "cold functions (\(Self.coldFunctions) first calls in a new global, bare C API)",
            EngineBaseline.evaluateInNewGlobals(coldSource, batches: batches, batch: coldBatch), perBatch: coldBatch)

        print("ratio small call / bare: \(BenchMeasure.format(smallMs / bareSmallMs))")
        print("ratio fresh context / bare: \(BenchMeasure.format(freshMs / bareFresh))")
        print("ratio fresh context in a shared group / bare: \(BenchMeasure.format(sharedMs / bareShared))")
        print("host round trip: \(BenchMeasure.format(roundMs * 1000)) µs")
        let perFunction = 1000 / Double(Self.coldFunctions)
        print(
            "cold function, first call in a new global: \(BenchMeasure.format(coldMs * perFunction)) µs"
                + " (bare C API: \(BenchMeasure.format(bareColdMs * perFunction)) µs)")
    }

    /// Functions in ``coldFunctionsScript``.
    static let coldFunctions = 200

    /// A script that declares ``coldFunctions`` small functions and calls each once.
    static let coldFunctionsScript: String = {
        let declarations = (0..<coldFunctions).map {
            "function f\($0)(a) { var x = a + \($0); if (x > 1e9) return x * 2; return x; }"
        }
        let calls = (0..<coldFunctions).map { "s = f\($0)(s);" }
        return declarations.joined(separator: "\n") + "\nvar s = 0;\n" + calls.joined(separator: "\n")
    }()
}
