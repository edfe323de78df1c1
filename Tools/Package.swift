// swift-tools-version: 6.1
// The `shopstage` command: `swift build --package-path Tools --product shopstage`, or `Scripts/shopstage`.
// Kept apart from the main package because SwiftPM compiles every plugin of every package in a graph:
// here, swift-argument-parser's two command plugins are compiled for this package only, never for a
// user's package that depends on ShopStage.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the clone is called.
let shopStage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "ShopStageTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "shopstage", targets: ["ShopStageCLI"])
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "ShopStageCLI",
            dependencies: [
                .product(name: "ScriptEngine", package: shopStage),
                .product(name: "HeadlessWebView", package: shopStage),
                .product(name: "BambuserPlayer", package: shopStage),
                .product(name: "EMarketer", package: shopStage),
                .product(name: "FireworkShopping", package: shopStage),
                .product(name: "ZappDownloads", package: shopStage),
                .product(name: "ShopStageTesting", package: shopStage),
                .product(name: "HostThreads", package: shopStage),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // End-to-end: runs the built `shopstage` executable.
        .testTarget(
            name: "ShopStageCLITests",
            dependencies: [
                "ShopStageCLI",
                .product(name: "ShopStageTesting", package: shopStage),
                .product(name: "EMarketer", package: shopStage),
            ],
            swiftSettings: strict
        ),
    ]
)
