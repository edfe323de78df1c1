import Benchmark
import ScriptEngine

// The same work as `shopstage bench engine`, under package-benchmark (wall clock, mallocs, memory).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(2))

    Benchmark("fresh context") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ScriptContext())
        }
    }

    Benchmark("fresh context (shared group)") { benchmark in
        let group = try ScriptContextGroup()
        for _ in benchmark.scaledIterations {
            blackHole(try ScriptContext(group: group))
        }
    }

    Benchmark("small call") { benchmark in
        let context = try ScriptContext()
        try context.evaluate("function add(a, b) { return a + b }")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try context.evaluate("add(1, 2)"))
        }
    }

    Benchmark("host round trip x1000") { benchmark in
        let context = try ScriptContext()
        context.defineFunction("echo") { call in .value(.number(call.number(0) ?? 0)) }
        let loop = try context.evaluateHandle("(n) => { let s = 0; for (let i = 0; i < n; i++) s += echo(i); return s }")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try loop.call([.int(1000)]))
        }
    }

    Benchmark("convert 1000-object array") { benchmark in
        let context = try ScriptContext()
        let array = try context.evaluateHandle(
            "Array.from({ length: 1000 }, (_, i) => ({ id: 'p' + i, price: i * 1.5, inStock: i % 7 }))")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try array.value())
        }
    }
}
