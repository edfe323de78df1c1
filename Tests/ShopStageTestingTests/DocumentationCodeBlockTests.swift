// Every ```swift block of README.md and of the DocC articles (Sources/<Module>/<Module>.docc) is compiled:
// this test finds each one, line for line, in a Swift file under Tests/, which `swift build --build-tests`
// compiles (and whose tests run it). A block that is not there fails here, naming the document and line:
// copy it into a test (DocumentationExamples.swift of the module's tests, or a test that runs it).
//
// Lines are compared with their indentation and runs of spaces collapsed and comments removed, so a
// document may align its comments differently; the block's leading `import` lines may stand in any
// order among the file's imports. A block that opens with `// Package.swift` is a manifest fragment: it
// cannot be compiled in a test, so every product it names must be a product of ShopStage's manifest.
import Foundation
import Testing

struct DocumentationCodeBlockTests {
    /// The package's root: this file is Tests/ShopStageTestingTests/<file>.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every article and landing page of the modules' catalogs.
    static func documents() -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(catalog).path)
            else { continue }
            for case let file as String in files where file.hasSuffix(".md") {
                paths.append("\(catalog)/\(file)")
            }
        }
        return paths.sorted()
    }

    struct Block {
        let document: String
        let line: Int
        let lines: [String]
    }

    /// The ```swift blocks of one document, with the line each starts on.
    static func swiftBlocks(in document: String) throws -> [Block] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var blocks: [Block] = []
        var current: [String]?
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    blocks.append(Block(document: document, line: start, lines: open))
                    current = nil
                } else {
                    open.append(line)
                    current = open
                }
            } else if trimmed == "```swift" {
                current = []
                start = index + 1
            }
        }
        if current != nil { Issue.record("\(document):\(start): a ```swift block is never closed") }
        return blocks
    }

    /// A line as compared: comments dropped, white space collapsed; nil for a line with nothing left.
    static func normalized(_ line: String) -> String? {
        var text = line
        if let comment = text.range(of: #"(^|\s)//.*$"#, options: .regularExpression) {
            text.removeSubrange(comment)
        }
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// One Swift file under Tests/: its imports and its other lines, normalized.
    struct SourceFile {
        let path: String
        let imports: Set<String>
        let body: String
    }

    static func split(_ lines: [String]) -> (imports: Set<String>, body: [String]) {
        var imports: Set<String> = []
        var body: [String] = []
        for line in lines.compactMap(normalized) {
            if body.isEmpty, line.hasPrefix("import ") {
                imports.insert(line)
            } else {
                body.append(line)
            }
        }
        return (imports, body)
    }

    static let testSources: [SourceFile] = {
        let tests = root.appendingPathComponent("Tests")
        var files: [SourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"),
                let text = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            let lines = text.components(separatedBy: "\n").compactMap(normalized)
            let imports = Set(lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") })
            files.append(SourceFile(path: "Tests/\(path)", imports: imports, body: "\n" + lines.joined(separator: "\n") + "\n"))
        }
        return files
    }()

    /// The test file that holds the block, if one does.
    static func file(holding block: Block) -> SourceFile? {
        let (imports, body) = split(block.lines)
        let needle = "\n" + body.joined(separator: "\n") + "\n"
        return testSources.first { $0.imports.isSuperset(of: imports) && (body.isEmpty || $0.body.contains(needle)) }
    }

    /// The products ShopStage's manifest declares (library products and the executable).
    static func manifestProducts() throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var products: Set<String> = []
        // The names in the lines that declare products: the product lists, `.library(name:)`, and the
        // SDK modules' `(name, module)` pairs.
        let markers = ["libraries", "Libraries", "sdkModules", "products", "Products", ".library(", ".executable(", "(\""]
        for line in manifest.components(separatedBy: "\n")
        where markers.contains(where: { line.contains($0) }) && !line.contains(".testTarget(") {
            let quoted = try Regex(#""([A-Za-z]+)""#)
            for match in line.matches(of: quoted) {
                if let name = match.output[1].substring { products.insert(String(name)) }
            }
        }
        return products
    }

    @Test(arguments: documents())
    func everySwiftBlockIsCompiledByATest(document: String) throws {
        let products = try Self.manifestProducts()
        for block in try Self.swiftBlocks(in: document) {
            if block.lines.first?.trimmingCharacters(in: .whitespaces) == "// Package.swift" {
                let named = block.lines.joined(separator: "\n")
                    .matches(of: try Regex(#"\.product\(name: "([A-Za-z]+)""#))
                    .compactMap { $0.output[1].substring.map(String.init) }
                #expect(!named.isEmpty, "\(document):\(block.line): a manifest fragment that names no product")
                for name in named where !products.contains(name) {
                    Issue.record("\(document):\(block.line): the manifest fragment names product \(name), which ShopStage does not declare")
                }
                continue
            }
            if Self.file(holding: block) == nil {
                Issue.record(
                    """
                    \(document):\(block.line): this ```swift block is in no file under Tests/, so nothing compiles it. \
                    Copy it into a test (imports may come in any order); it begins:
                    \(block.lines.prefix(3).joined(separator: "\n"))
                    """)
            }
        }
    }

    /// The documents hold the examples this test exists for: it cannot pass by finding no block.
    @Test func theDocumentsHaveSwiftBlocks() throws {
        let documents = Self.documents()
        #expect(documents.contains("README.md"))
        #expect(documents.count > 7, "the README and the modules' catalogs: \(documents)")
        let blocks = try documents.flatMap(Self.swiftBlocks(in:))
        #expect(blocks.count >= 15, "\(blocks.count) ```swift blocks in \(documents.count) documents")
        #expect(!Self.testSources.isEmpty)
    }

    /// The check itself: a block that is in no test is reported, one that is (imports reordered) is not.
    @Test func aBlockInNoTestIsFoundMissing() throws {
        let missing = Block(document: "x.md", line: 1, lines: ["let neverWrittenAnywhere = 0xDEAD_BEEF_0042"])
        #expect(Self.file(holding: missing) == nil)
        let present = Block(
            document: "x.md", line: 1,
            lines: ["import Testing", "import Foundation", "struct DocumentationCodeBlockTests {"])
        #expect(Self.file(holding: present)?.path == "Tests/ShopStageTestingTests/DocumentationCodeBlockTests.swift")
        #expect(Self.normalized("    try a()      // a comment") == "try a()")
        #expect(Self.normalized(#"let url = "https://shop.example/p""#) == #"let url = "https://shop.example/p""#)
    }
}
