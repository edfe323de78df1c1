// swift-tools-version: 6.1
// package-benchmark suites: `cd Benchmarks && swift package benchmark`.
// Kept apart from the main package so `swift build`/`swift test` never build the benchmark harness.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the clone is called.
let shopStage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let suites: [(name: String, module: String)] = [
    ("EngineBenchmarks", "ScriptEngine"),
    ("WebViewBenchmarks", "HeadlessWebView"),
    ("PlayerBenchmarks", "BambuserPlayer"),
    ("ActionBenchmarks", "EMarketer"),
    ("FireworkBenchmarks", "FireworkShopping"),
    ("DownloadBenchmarks", "ZappDownloads"),
]

let package = Package(
    name: "ShopStageBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: suites.map { suite in
        .executableTarget(
            name: suite.name,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: suite.module, package: shopStage),
                // The download suite serves its files with ShopStageTesting's loopback server; the player
                // suite hydrates its tee fixture.
                .product(name: "ShopStageTesting", package: shopStage),
            ],
            path: "Benchmarks/\(suite.name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
