import Foundation

/// What each WPT file is expected to give, kept in `Fixtures/wpt/wpt-expectations.txt`: every file in
/// scope with its status and pass count, then each subtest that does not pass with, on a `--` line,
/// the cause's tag (``WPTFailureCause``) and the harness's message (left out when the same as the
/// line before). A subtest not listed is expected to pass. A file with more than ``listLimit``
/// failures is kept by count (`NOT LISTED:`): it regresses when fewer of its subtests pass.
///
/// ```
/// dom/nodes/Node-childNodes.html: OK, 5 of 7 pass
///   FAIL: Node.childNodes should be a live collection
///     -- live-collections: assert_equals: expected 5 but got 4
/// dom/nodes/Document-createElementNS.html: OK, 146 of 596 pass
///   NOT LISTED: 450 subtests do not pass (390 xml-in-iframes, 60 names-namespaces)
/// ```
///
/// Names are written with `\\`, `\n`, `\r`, `\t` and other control characters (`\u{1b}`) escaped, so
/// each entry is one line; `--` lines are for people (the parser skips them), as are `#` lines.
struct WPTExpectations: Equatable {
    struct Entry: Equatable {
        var status: WPTFileStatus
        var passed: Int
        var total: Int
        /// Subtest key (the name, `name [2]` for a repeated one) → how it ends, in file order.
        var notPassing: [(key: String, status: WPTSubtestStatus)]
        /// The failures are too many to list: only the pass count is compared.
        var countedOnly = false
        /// Why, per subtest key and for the file itself (`""`): written out, never compared.
        var notes: [String: String] = [:]

        static func == (a: Entry, b: Entry) -> Bool {
            a.status == b.status && a.passed == b.passed && a.total == b.total && a.countedOnly == b.countedOnly
                && a.notPassing.map(\.key) == b.notPassing.map(\.key)
                && a.notPassing.map(\.status) == b.notPassing.map(\.status)
        }
    }

    /// Path → entry.
    var entries: [String: Entry] = [:]

    /// Files with more failures than this are kept by count, so the file stays readable.
    static let listLimit = 25

    static let header = """
        # web-platform-tests expectations for ShopStage's headless web view (see WPTConformanceTests.swift).
        # Checkout: divmain/wpt at a2b6dd7302 (upstream web-platform-tests a2b6dd73), outside the repository.
        # Each file: its status and pass count; below it, each subtest that does not pass, then "--", the cause's
        # tag (WPTFailureCause.swift) and the harness's message (once for a run of the same). Unlisted subtests
        # must pass; a file with over 25 failures is kept by count (NOT LISTED: fewer passes fail the test).
        # Regenerate: SHOPSTAGE_WPT_UPDATE=1 Scripts/wpt
        """

    init() {}

    init(parsing text: String) throws {
        var current: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("--") { continue }
            if !line.hasPrefix(" ") {
                let (path, entry) = try Self.fileLine(line, number: index + 1)
                entries[path] = entry
                current = path
                continue
            }
            guard let path = current else {
                throw WPTRunnerError.malformedExpectations(
                    line: index + 1, text: line, reason: "a subtest before any file")
            }
            if trimmed.hasPrefix(Self.notListed) {
                entries[path]?.countedOnly = true
                continue
            }
            guard let colon = trimmed.range(of: ": "),
                let status = WPTSubtestStatus(rawValue: String(trimmed[..<colon.lowerBound])), status != .pass
            else {
                throw WPTRunnerError.malformedExpectations(
                    line: index + 1, text: line, reason: "expected `  FAIL: <subtest>` (or TIMEOUT, NOTRUN…)")
            }
            let key = Self.unescape(String(line.drop { $0 == " " }.dropFirst(status.rawValue.count + 2)))
            entries[path]?.notPassing.append((key, status))
        }
    }

    /// `path: STATUS, N of M pass`.
    private static func fileLine(_ line: String, number: Int) throws -> (String, Entry) {
        let fail = { (reason: String) in WPTRunnerError.malformedExpectations(line: number, text: line, reason: reason)
        }
        guard let colon = line.range(of: ": ", options: .backwards) else {
            throw fail("expected `path: STATUS, N of M pass`")
        }
        let path = String(line[..<colon.lowerBound])
        let fields = line[colon.upperBound...].split(separator: " ")
        guard fields.count == 5, fields[0].hasSuffix(","), fields[2] == "of", fields[4] == "pass",
            let status = WPTFileStatus(rawValue: String(fields[0].dropLast())), let passed = Int(fields[1]),
            let total = Int(fields[3])
        else { throw fail("expected `path: STATUS, N of M pass`") }
        return (path, Entry(status: status, passed: passed, total: total, notPassing: []))
    }

    static let notListed = "NOT LISTED:"

    /// The entry a run gives, with the causes' tags `cause` names.
    static func entry(for result: WPTFileResult, cause: (WPTFileResult, WPTSubtestResult?) -> String) -> Entry {
        var entry = Entry(status: result.status, passed: result.passed, total: result.subtests.count, notPassing: [])
        if result.status != .ok { entry.notes[""] = cause(result, nil) + ": " + result.message }
        let failing = keyed(result.subtests).filter { $0.1.status != .pass }
        if failing.count > listLimit {
            entry.countedOnly = true
            var counts: [String: Int] = [:]
            for (_, subtest) in failing { counts[cause(result, subtest), default: 0] += 1 }
            let byCause = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            entry.notes[notListed] = "\(failing.count) subtests do not pass (\(byCause.joined(separator: ", ")))"
            return entry
        }
        for (key, subtest) in failing {
            entry.notPassing.append((key, subtest.status))
            entry.notes[key] = cause(result, subtest) + ": " + subtest.message
        }
        return entry
    }

    /// Subtests by key: the name, or `name [n]` for the n-th of a repeated name.
    static func keyed(_ subtests: [WPTSubtestResult]) -> [(String, WPTSubtestResult)] {
        var seen: [String: Int] = [:]
        return subtests.map { subtest in
            let count = seen[subtest.name, default: 0] + 1
            seen[subtest.name] = count
            return (count == 1 ? subtest.name : "\(subtest.name) [\(count)]", subtest)
        }
    }

    func rendered() -> String {
        var out = Self.header + "\n"
        for path in entries.keys.sorted() {
            guard let entry = entries[path] else { continue }
            out += "\(path): \(entry.status.rawValue), \(entry.passed) of \(entry.total) pass\n"
            if let note = entry.notes[""] { out += "  -- \(Self.oneLine(note))\n" }
            if entry.countedOnly {
                out +=
                    "  \(Self.notListed) \(entry.notes[Self.notListed] ?? "\(entry.total - entry.passed) subtests do not pass")\n"
            }
            var previous = ""
            for (key, status) in entry.notPassing {
                out += "  \(status.rawValue): \(Self.escape(key))\n"
                // A run of failures with one cause and message says it once.
                if let note = entry.notes[key].map({ Self.oneLine($0, limit: 100) }), note != previous {
                    out += "    -- \(note)\n"
                    previous = note
                }
            }
        }
        return out
    }

    /// How a run of one file differs from its entry: what got worse (fails the test) and what got better.
    func compare(_ result: WPTFileResult) -> (regressions: [String], improvements: [String]) {
        guard let expected = entries[result.path] else {
            return (
                [],
                [
                    "\(result.path): not in the expectations (\(result.status.rawValue), \(result.passed) of \(result.subtests.count) pass)"
                ]
            )
        }
        var regressions: [String] = []
        var improvements: [String] = []
        if expected.countedOnly {
            if result.status.severity > expected.status.severity || result.passed < expected.passed {
                regressions.append(
                    "\(result.path): \(result.status.rawValue), \(result.passed) of \(result.subtests.count) subtests pass, expected \(expected.status.rawValue), \(expected.passed) of \(expected.total)"
                )
            } else if result.status.severity < expected.status.severity || result.passed > expected.passed {
                improvements.append(
                    "\(result.path): \(result.passed) of \(result.subtests.count) subtests pass (was \(expected.passed) of \(expected.total))"
                )
            }
            return (regressions, improvements)
        }
        if result.status.severity > expected.status.severity {
            regressions.append(
                "\(result.path): expected \(expected.status.rawValue), got \(result.status.rawValue): \(Self.oneLine(result.message))"
            )
        } else if result.status.severity < expected.status.severity {
            improvements.append("\(result.path): now \(result.status.rawValue) (was \(expected.status.rawValue))")
        }
        let known = Dictionary(expected.notPassing.map { ($0.key, $0.status) }, uniquingKeysWith: { a, _ in a })
        for (key, subtest) in Self.keyed(result.subtests) {
            if subtest.status != .pass && known[key] == nil {
                regressions.append(
                    "\(result.path) › \(Self.escape(key)): expected PASS, got \(subtest.status.rawValue): \(Self.oneLine(subtest.message))"
                )
            } else if subtest.status == .pass, let was = known[key] {
                improvements.append("\(result.path) › \(Self.escape(key)): now PASS (was \(was.rawValue))")
            }
        }
        if regressions.isEmpty && result.passed < expected.passed {
            regressions.append(
                "\(result.path): \(result.passed) of \(result.subtests.count) subtests pass, expected \(expected.passed) of \(expected.total)"
            )
        }
        return (regressions, improvements)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            case "\t": out += "\\t"
            default:
                // Other control characters (NUL in the selector-escape tests) would make the file binary.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20 || scalar.value == 0x7F
                {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        var out = ""
        var escaping = false
        var rest = Substring(text)
        while let character = rest.popFirst() {
            if escaping {
                switch character {
                case "n": out += "\n"
                case "r": out += "\r"
                case "t": out += "\t"
                case "u":
                    // `\u{1b}`: a control character.
                    if rest.first == "{", let close = rest.firstIndex(of: "}"),
                        let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                        let scalar = Unicode.Scalar(value)
                    {
                        out.unicodeScalars.append(scalar)
                        rest = rest[rest.index(after: close)...]
                    } else {
                        out.append(character)
                    }
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// A message on one line, cut to a readable length.
    static func oneLine(_ text: String, limit: Int = 160) -> String {
        let flat = escape(text)
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }
}
