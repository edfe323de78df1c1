// swift-tools-version: 6.1
// A user's test package, as an app team would write one: it depends on ShopStage by path (a user
// would name the repository's URL) and on the products its tests import — ShopStageTesting, the
// SDK modules and HeadlessWebView, WebKit's stand-in. Its app target's file imports the real SDK's
// module name (`BambuserCommerceSDK`), as on iOS. Its tests are the README's examples and the
// prototype-isolation pair, the same files as the project's own (symbolic links), so the README's
// promise is checked from outside the package too. `Scripts/user-package` runs it.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the clone is called.
let shopStage = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ShopStageUserExample",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's files, as the iOS app holds them: they import the real SDK's module name.
        .target(
            name: "ShopApp",
            dependencies: [.product(name: "BambuserCommerceSDK", package: shopStage)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "UserTests",
            dependencies: ["ShopApp"]
                + ["ShopStageTesting", "BambuserPlayer", "BambuserCommerceSDK", "EMarketer", "FireworkShopping",
                    "HeadlessWebView", "ZappDownloads"].map { .product(name: $0, package: shopStage) },
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
