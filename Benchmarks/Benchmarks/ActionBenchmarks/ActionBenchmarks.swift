import Benchmark
import EMarketer

// Suites of the EMarketer issue are added here.
let benchmarks: @Sendable () -> Void = {}
