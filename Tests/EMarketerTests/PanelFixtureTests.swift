import EMarketer
import Foundation
import ShopStageTesting
import Testing

struct PanelFixtureTests {
    @Test func actionsLoadFromTheFixturesDirectoryInFileNameOrder() throws {
        let panel = try EMarketerPanel(contentsOf: Fixtures.url("actions"))
        #expect(panel.actions.map(\.id) == [102, 101, 103])
        let sale = try #require(panel.actions.first { $0.id == 101 })
        #expect(sale.name == "Summer sale banner")
        #expect(sale.contentType == "text/html")
        #expect(sale.content.contains("data-emarketer-click-target=\"products sku-101\""))
    }

    @Test func aJSONActionFixtureGivesItsContentJsonArray() async throws {
        let tracker = eMarketerTracker(
            panel: try EMarketerPanel(contentsOf: Fixtures.url("actions")), clock: ManualPanelClock())
        let result = try await tracker.getResult()
        let json = try #require(result.actions.first { $0.id == 102 })
        #expect(json.contentJsonArray?.first?["Internal ID"] == "sku-103")
        #expect(json.contentJsonArray?.last?["Sizes"] == "")  // an array: "" as in the SDK
        #expect(json.contentHtmlDoc == nil)
    }

    @Test func aFixtureWithoutContentIsAnErrorNamingTheFile() throws {
        let directory = ScratchDirectory.path("dir")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"id": 5, "name": "empty"}"#.utf8).write(to: directory.appendingPathComponent("empty.json"))
        #expect {
            _ = try EMarketerPanel(contentsOf: directory)
        } throws: { error in
            guard case .fixture(let path, let message)? = error as? eMarketerError else { return false }
            return path.hasSuffix("empty.json") && message.contains("neither")
        }
    }

    @Test func aFixtureWithAMissingIdIsAnErrorSayingSo() throws {
        let directory = ScratchDirectory.path("dir")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"content": "<p>"}"#.utf8).write(to: directory.appendingPathComponent("noid.json"))
        #expect {
            _ = try EMarketerPanel(contentsOf: directory)
        } throws: { error in
            "\(error)".contains("noid.json") && "\(error)".contains("missing \"id\"")
        }
    }
}
