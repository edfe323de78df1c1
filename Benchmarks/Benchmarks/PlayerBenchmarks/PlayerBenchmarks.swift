import Benchmark
import BambuserPlayer

// Suites of the BambuserPlayer issue are added here.
let benchmarks: @Sendable () -> Void = {}
