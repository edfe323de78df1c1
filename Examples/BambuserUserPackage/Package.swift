// swift-tools-version: 6.1
// A user's test package for an app that uses only Bambuser: its app target's file imports the real SDK's
// module, its tests use the BambuserTesting product. Building it compiles ShopStage's Bambuser modules and nothing of
// the other SDKs. `Scripts/user-package` runs it.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the clone is called.
let shopStage = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "BambuserUserPackage",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's files, as the iOS app holds them: the real SDK's import, no `#if`.
        .target(
            name: "ShopApp",
            dependencies: [.product(name: "BambuserCommerceSDK", package: shopStage)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ShopAppTests",
            dependencies: ["ShopApp", .product(name: "BambuserTesting", package: shopStage)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
