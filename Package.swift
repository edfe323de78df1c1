// swift-tools-version: 6.1
import PackageDescription

// Every library module is its own product, so a user's test target depends on exactly what it needs.
let libraries = ["ScriptEngine", "HeadlessWebView", "BambuserPlayer", "EMarketer", "FireworkShopping", "ZappDownloads"]

// The testing library: one product per SDK, each building only that SDK's modules (a Bambuser test
// package compiles no Firework, Zapp or swift-crypto code), and `ShopStageTesting`, all of them.
let testingLibraries = ["BambuserTesting", "EMarketerTesting", "FireworkTesting", "ZappTesting", "ShopStageTesting"]

// The real SDKs' module names, each re-exporting ShopStage's module, so an app's files compile unchanged:
// `import BambuserCommerceSDK`, `import FireworkVideo`, `import ZappPlugins`, and on Linux `import WebKit`
// (on Apple platforms that name is the system's framework).
var sdkModules: [(name: String, module: String)] = [
    ("BambuserCommerceSDK", "BambuserPlayer"), ("FireworkVideo", "FireworkShopping"), ("ZappPlugins", "ZappDownloads"),
]
#if os(Linux)
sdkModules.append(("WebKit", "HeadlessWebView"))
#endif

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "ShopStage",
    platforms: [.macOS(.v14)],
    products: (libraries + testingLibraries + sdkModules.map(\.name)).map { .library(name: $0, targets: [$0]) } + [
        // For ShopStage's own `shopstage` command (Tools/), whose benches hop to the main actor as hosts do.
        .library(name: "HostThreads", targets: ["HostThreads"])
    ],
    // No swift-argument-parser: the `shopstage` command is its own package (Tools/), since SwiftPM compiles
    // every plugin of every package in a graph and argument-parser's two would compile in every user's build.
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C shims: nothing but the system libraries' headers.
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),

        // Host code calls the SDKs from any thread; their state lives on the main actor.
        .target(name: "HostThreads", swiftSettings: strict),
        // What an SDK met and its host may not have seen, for a stage's run to fail the test with.
        .target(name: "StageFailures", swiftSettings: strict),
        .target(
            name: "ScriptEngine",
            dependencies: [
                .target(name: "CJavaScriptCore", condition: linuxOnly),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "HeadlessWebView",
            dependencies: ["ScriptEngine", "StageFailures", "CGumbo", .product(name: "Logging", package: "swift-log")],
            // The DOM's JavaScript, by layer (dom, web, html, css, window): linked at first use (DOMSource.swift).
            resources: [.copy("DOM")],
            swiftSettings: strict
        ),
        .target(
            name: "BambuserPlayer",
            dependencies: ["ScriptEngine", "StageFailures", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "EMarketer",
            dependencies: ["HeadlessWebView", "ScriptEngine"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "FireworkShopping",
            dependencies: ["ScriptEngine", "HostThreads", .product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "ZappDownloads",
            dependencies: [
                "HostThreads", "StageFailures",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The library users write their tests with: stages, recorders, fixtures. StageTesting holds
        // what every SDK's stage shares; each SDK's module adds its recorders and fixtures.
        .target(name: "StageTesting", dependencies: ["ScriptEngine", "StageFailures"], swiftSettings: strict),
        .target(name: "BambuserTesting", dependencies: ["StageTesting", "BambuserPlayer"], swiftSettings: strict),
        .target(
            name: "EMarketerTesting", dependencies: ["StageTesting", "EMarketer", "HeadlessWebView"],
            swiftSettings: strict
        ),
        .target(name: "FireworkTesting", dependencies: ["StageTesting", "FireworkShopping"], swiftSettings: strict),
        .target(name: "ZappTesting", dependencies: ["StageTesting", "ZappDownloads"], swiftSettings: strict),
        // All of them (and the CLI's test helpers; the CLI's download bench serves files with it).
        .target(
            name: "ShopStageTesting",
            dependencies: ["StageTesting", "BambuserTesting", "EMarketerTesting", "FireworkTesting", "ZappTesting"],
            swiftSettings: strict
        ),

        .testTarget(name: "ScriptEngineTests", dependencies: ["ScriptEngine", "ShopStageTesting"], swiftSettings: strict),
        .testTarget(name: "HeadlessWebViewTests", dependencies: ["HeadlessWebView", "ShopStageTesting"], swiftSettings: strict),
        .testTarget(name: "BambuserPlayerTests", dependencies: ["BambuserPlayer", "ShopStageTesting"], swiftSettings: strict),
        // Host code as the Bambuser example apps write it, per SDK era: only the import differs. Built in
        // Swift 5 mode as the example project is (SWIFT_VERSION = 5.0): its `Task { try await invoke(…) }`
        // and `track(…, with: [nested literals])` do not compile in Swift 6 mode against the real SDK either.
        .testTarget(name: "BambuserExampleApp2Tests", dependencies: ["BambuserCommerceSDK", "ShopStageTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "BambuserExampleApp3Tests", dependencies: ["BambuserCommerceSDK", "ShopStageTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "EMarketerTests", dependencies: ["EMarketer", "HeadlessWebView", "ShopStageTesting"], swiftSettings: strict),
        .testTarget(name: "FireworkShoppingTests", dependencies: ["FireworkShopping", "ShopStageTesting"], swiftSettings: strict),
        .testTarget(name: "FireworkSampleAppTests", dependencies: ["FireworkVideo", "ShopStageTesting"], swiftSettings: strict),
        // Host code in the shape of the React Native and Flutter wrappers' iOS hosts, built in Swift 5 mode as they are.
        .testTarget(name: "FireworkWrapperHostTests", dependencies: ["FireworkVideo", "ShopStageTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The README's ShopStageTesting examples, one per SDK, and stages in parallel.
        .testTarget(
            name: "ShopStageTestingTests",
            dependencies: ["ShopStageTesting", "BambuserPlayer", "EMarketer", "FireworkShopping", "HeadlessWebView", "ZappDownloads"],
            swiftSettings: strict
        ),
        .testTarget(name: "ZappDownloadsTests", dependencies: ["ZappDownloads", "ShopStageTesting"], swiftSettings: strict),
        .testTarget(
            name: "ZappPluginHostTests",
            dependencies: [
                "ZappPlugins", "ShopStageTesting", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
    ] + sdkModules.map { .target(name: $0.name, dependencies: [.target(name: $0.module)], swiftSettings: strict) }
)
