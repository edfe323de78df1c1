// swift-tools-version: 6.1
// libFuzzer targets for ShopStage's parsers: `Scripts/fuzz` builds and runs them.
// Kept apart from the main package (like Benchmarks/) so `swift build`/`swift test` never build them.
//
// A target is one file, `Targets/<Name>.swift`, defining `LLVMFuzzerTestOneInput` with `@_cdecl`;
// it depends on the ShopStage libraries it imports (`@testable import ZappDownloads` reaches the
// internal parsers: debug builds allow it, `Scripts/fuzz` adds `-enable-testing` to release builds).
// Optional: `Seeds/<Name>/` (seed inputs) and a `// fuzz-seeds: <glob>` line naming fixtures to seed from.
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
// A path dependency is known by its folder's name, whatever the clone is called.
let shopStage = here.deletingLastPathComponent().lastPathComponent
let libraries: Set<String> = [
    "ScriptEngine", "HeadlessWebView", "BambuserPlayer", "EMarketer", "FireworkShopping", "ZappDownloads",
]

let files = ((try? FileManager.default.contentsOfDirectory(atPath: here.appendingPathComponent("Targets").path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

/// The ShopStage libraries a target file imports (`import X`, `@testable import X`).
func importedLibraries(_ file: String) -> [String] {
    let url = here.appendingPathComponent("Targets").appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
        let name = String(words[index + 1])
        return libraries.contains(name) ? name : nil
    }
}

let package = Package(
    name: "ShopStageFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: files.map { file in
        .executableTarget(
            name: String(file.dropLast(".swift".count)),
            dependencies: importedLibraries(file).map { .product(name: $0, package: shopStage) },
            path: "Targets",
            exclude: files.filter { $0 != file },
            sources: [file],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    }
)
