import Foundation
import ScriptEngine

/// Actions from fixture files: `<dir>/*.json`, each one action.
///
/// ```json
/// {"id": 101, "name": "Summer sale", "contentType": "text/html", "contentFile": "summer-sale.html"}
/// ```
/// `content` holds the content inline; `contentFile` names a file beside the JSON instead.
/// Without `contentType`, it follows the content file's extension (`.html` → `text/html`,
/// `.json` → `application/json`, `.js` → `application/javascript`).
extension EMarketerPanel {
    /// A panel with the actions of the fixture files in `directory` (see ``loadActions(from:)``), and
    /// optionally a JSON Lines `journal` every report is appended to.
    ///
    /// - Throws: ``eMarketerError/fixture(path:message:)`` naming the file and what is wrong with it.
    public convenience init(contentsOf directory: URL, journal: URL? = nil) throws {
        self.init(actions: try Self.loadActions(from: directory), journal: journal)
    }

    struct ActionFixture: Decodable {
        var id: Int
        var name: String?
        var contentType: String?
        var content: String?
        var contentFile: String?
    }

    /// The actions described by the `*.json` files in `directory`, in file-name order.
    public static func loadActions(from directory: URL) throws -> [PanelAction] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw eMarketerError.fixture(
                path: directory.path, message: "cannot list the directory: \(error.localizedDescription)")
        }
        var actions: [PanelAction] = []
        var seen: [Int: String] = [:]
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let url = directory.appendingPathComponent(name)
            let action = try loadAction(from: url)
            if let other = seen[action.id] {
                throw eMarketerError.fixture(path: url.path, message: "action id \(action.id) is also used by \(other)")
            }
            seen[action.id] = name
            actions.append(action)
        }
        return actions
    }

    /// One action fixture.
    public static func loadAction(from url: URL) throws -> PanelAction {
        let fixture: ActionFixture
        do {
            let data = try Data(contentsOf: url)
            fixture = try JSONDecoder().decode(ActionFixture.self, from: data)
        } catch let error as DecodingError {
            throw eMarketerError.fixture(path: url.path, message: error.summary)
        } catch {
            throw eMarketerError.fixture(path: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        switch (fixture.content, fixture.contentFile) {
        case (let content?, nil):
            return PanelAction(id: fixture.id, name: fixture.name, contentType: fixture.contentType, content: content)
        case (nil, let file?):
            let contentURL = url.deletingLastPathComponent().appendingPathComponent(file)
            let content: String
            do {
                content = try String(contentsOf: contentURL, encoding: .utf8)
            } catch {
                throw eMarketerError.fixture(
                    path: url.path, message: "contentFile \"\(file)\" cannot be read: \(error.localizedDescription)")
            }
            let type = fixture.contentType ?? contentType(forExtension: contentURL.pathExtension)
            return PanelAction(id: fixture.id, name: fixture.name, contentType: type, content: content)
        case (_?, _?):
            throw eMarketerError.fixture(path: url.path, message: "has both \"content\" and \"contentFile\"; keep one")
        case (nil, nil):
            throw eMarketerError.fixture(path: url.path, message: "has neither \"content\" nor \"contentFile\"")
        }
    }

    static func contentType(forExtension ext: String) -> String? {
        switch ext.lowercased() {
        case "html", "htm": return "text/html"
        case "json": return "application/json"
        case "js": return "application/javascript"
        default: return nil
        }
    }
}
