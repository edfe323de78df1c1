import Foundation
import Testing
import ScriptEngine

/// The one way a module reads a script it ships.
struct BundledScriptTests {
    func bundle(files: [String: String]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (try #require(Bundle(url: root)), root)
    }

    @Test func aScriptInResourcesIsRead() throws {
        let (bundle, root) = try bundle(files: ["Resources/player.js": "var x = 1;\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(BundledScript.source(named: "player", in: bundle) == .success("var x = 1;\n"))
    }

    @Test func aScriptAtTheTopOfAFlattenedBundleIsRead() throws {
        let (bundle, root) = try bundle(files: ["URL.js": "class URL {}"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(BundledScript.source(named: "URL", in: bundle) == .success("class URL {}"))
    }

    @Test func aMissingScriptIsAnErrorNamingTheFile() throws {
        let (bundle, root) = try bundle(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failure(let error) = BundledScript.source(named: "click-capture", in: bundle) else {
            Issue.record("a missing script was read")
            return
        }
        #expect(error.file == "click-capture.js")
        #expect(error.description.contains("click-capture.js cannot be loaded"))
    }

    @Test func aScriptThatIsNotUTF8IsAnErrorNotGarbage() throws {
        let (bundle, root) = try bundle(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = root.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0xC3]).write(to: resources.appendingPathComponent("bad.js"))
        guard case .failure(let error) = BundledScript.source(named: "bad", in: bundle) else {
            Issue.record("bytes that are not UTF-8 were read as a script")
            return
        }
        #expect(error.file == "bad.js")
    }
}
