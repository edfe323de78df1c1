import Foundation
import ScriptEngine
import Testing

/// The readable difference between what a test expected and what a recorder saw.
enum RecordingDiff {
    /// Nil when `arrived` matches `expected` one for one; otherwise a table, one row per position:
    ///
    /// ```
    /// What arrived differs from what was expected (first at #1; 2 expected, 3 arrived):
    ///      expected | arrived
    ///   #0 ready    | ready @ 00:00.000
    /// ✗ #1 playing  | paused @ 00:01.250
    /// ✗ #2 —        | completed @ 00:02.000
    /// ```
    static func table<Event>(
        expected: [Event], arrived: [Recorded<Event>], matches: (Event, Event) -> Bool
    ) -> String? {
        var firstDifference: Int?
        var rows: [(differs: Bool, expected: String, arrived: String)] = []
        for index in 0..<max(expected.count, arrived.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let got = index < arrived.count ? arrived[index] : nil
            var differs = true
            if let wanted, let got { differs = !matches(wanted, got.event) }
            if differs && firstDifference == nil { firstDifference = index }
            rows.append(
                (
                    differs, wanted.map { describe($0) } ?? "—",
                    got.map { "\(describe($0.event)) @ \($0.time.clockText)" } ?? "—"
                ))
        }
        guard let firstDifference else { return nil }
        let width = min(max(rows.map(\.expected.count).max() ?? 0, "expected".count), 72)
        let indexWidth = String(rows.count).count + 1
        var lines = [
            "What arrived differs from what was expected (first at #\(firstDifference); "
                + "\(expected.count) expected, \(arrived.count) arrived):",
            "  " + pad("", indexWidth) + " " + pad("expected", width) + " | arrived",
        ]
        for (index, row) in rows.enumerated() {
            lines.append(
                (row.differs ? "✗ " : "  ") + pad("#\(index)", indexWidth) + " " + pad(row.expected, width) + " | "
                    + row.arrived)
        }
        return lines.joined(separator: "\n")
    }

    /// Records the table as a test issue at `location`.
    static func fail(_ table: String, at location: SourceLocation) {
        Issue.record(Comment(rawValue: table), sourceLocation: location)
    }

    /// An event on one line: its description with line breaks shown as `⏎`.
    static func describe<Event>(_ event: Event) -> String {
        String(describing: event).replacingOccurrences(of: "\n", with: "⏎")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
