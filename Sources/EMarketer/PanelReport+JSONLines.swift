import Foundation

/// Panel reports as JSON Lines: one report a line, keys sorted, times in ISO 8601 (UTC),
/// so that a CI run leaves evidence a person can open and `jq` can read.
extension PanelReport {
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// This report as one line of JSON (no newline).
    public func jsonLine() -> String {
        // Encoding a struct of strings, numbers and dates cannot fail.
        guard let data = try? Self.makeEncoder().encode(self) else { return "{}" }
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
                throw eMarketerError.reportLine(path: path, line: index + 1, message: error.shortDescription)
            }
        }
        return reports
    }
}

extension DecodingError {
    /// "kind: value is not one of …" rather than Foundation's nested dump.
    var shortDescription: String {
        func path(_ context: Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch self {
        case .dataCorrupted(let context):
            let where_ = path(context)
            return where_.isEmpty ? "not valid JSON" : "\(where_): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing \"\(key.stringValue)\"" + (parent.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(self)"
        }
    }
}
