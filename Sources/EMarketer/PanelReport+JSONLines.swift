import Foundation
import ScriptEngine

/// Panel reports as JSON Lines: one report a line, keys sorted, times in ISO 8601 (UTC),
/// so that a CI run leaves evidence a person can open and `jq` can read.
extension PanelReport {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// This report as one line of JSON (no newline).
    public func jsonLine() -> String {
        // Encoding a struct of strings, numbers and dates cannot fail.
        guard let data = try? JSONEncoder.shopStage().encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reports from JSON Lines text; blank lines are skipped. `path` names the source in errors.
    public static func parseJSONLines(_ text: String, path: String = "<reports>") throws -> [PanelReport] {
        let decoder = makeDecoder()
        var reports: [PanelReport] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            do {
                reports.append(try decoder.decode(PanelReport.self, from: Data(trimmed.utf8)))
            } catch let error as DecodingError {
                throw eMarketerError.reportLine(path: path, line: index + 1, message: error.summary)
            }
        }
        return reports
    }
}
