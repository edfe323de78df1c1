import Foundation

/// Paths of the repository's `Fixtures/`, found from this file.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let actions = root.appendingPathComponent("actions")

    /// A click-rule fixture: `Fixtures/actions/rules/<name>.html`.
    static func rule(_ name: String) throws -> String {
        try String(contentsOf: actions.appendingPathComponent("rules/\(name).html"), encoding: .utf8)
    }

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("emarketer-tests-\(UUID().uuidString)-\(name)")
    }
}
