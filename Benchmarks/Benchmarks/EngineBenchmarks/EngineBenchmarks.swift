import Benchmark
import ScriptEngine

let benchmarks: @Sendable () -> Void = {
    Benchmark("fresh context") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ScriptContext())
        }
    }
}
