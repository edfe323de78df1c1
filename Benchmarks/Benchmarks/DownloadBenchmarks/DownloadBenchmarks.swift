import Benchmark
import ZappDownloads

// Suites of the ZappDownloads issue are added here.
let benchmarks: @Sendable () -> Void = {}
