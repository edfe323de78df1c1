import Benchmark
import HeadlessWebView

// Suites of the HeadlessWebView issue are added here.
let benchmarks: @Sendable () -> Void = {}
