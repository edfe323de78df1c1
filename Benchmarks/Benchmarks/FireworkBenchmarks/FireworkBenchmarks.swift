import Benchmark
import FireworkShopping

// Suites of the FireworkShopping issue are added here.
let benchmarks: @Sendable () -> Void = {}
