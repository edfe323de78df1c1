import Foundation

/// The counts a WPT run prints: per directory, subtests passed of those run and files passing every
/// subtest; the files left out and why; the failures by cause (``WPTFailureCause``).
struct WPTSummary {
    var results: [WPTFileResult]
    var catalog: WPTCatalog
    var elapsed: Duration

    var text: String {
        var lines: [String] = []
        var directories = WPTCatalog.scopes.map { scope in (scope, results.filter { $0.path.hasPrefix(scope + "/") }) }
        directories.append(("total", results))
        for (name, group) in directories where !group.isEmpty {
            lines.append(Self.line(name, group))
        }
        let statuses = WPTFileStatus.allCases.compactMap { status -> String? in
            let count = results.count { $0.status == status }
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        lines.append("wpt: files by status: \(statuses.joined(separator: ", "))")
        let unheard = results.filter { $0.status == .timeout && $0.uncaughtErrors > 0 }.count
        lines.append(
            "wpt: \(unheard) TIMEOUT files threw errors nothing caught: no error event told the harness (a browser's would end ERROR)"
        )
        for (reason, paths) in catalog.excluded.sorted(by: { $0.key < $1.key }) {
            let inRun = paths.filter { path in WPTCatalog.scopes.contains { path.hasPrefix($0 + "/") } }
            lines.append("wpt: not run, \(inRun.count) files: \(reason)")
        }
        lines.append("wpt: subtests not passing by cause (+N: files not completing OK), per directory:")
        lines.append("wpt:   " + (WPTCatalog.scopes + ["total", "cause"]).joined(separator: "\t"))
        let counts = causeCounts
        let totals = counts.mapValues { $0.values.reduce(CauseCount()) { $0 + $1 } }
        for (cause, total) in totals.sorted(by: { ($1.value.subtests, $0.key.tag) < ($0.value.subtests, $1.key.tag) }) {
            let columns = WPTCatalog.scopes.map { counts[cause]?[$0]?.text ?? "0" } + [total.text]
            lines.append("wpt:   " + columns.joined(separator: "\t") + "\t\(cause.tag): \(cause.description)")
        }
        let slowest = results.sorted { $0.wallTime > $1.wallTime }.prefix(5)
            .map { "\($0.path) \(Self.seconds($0.wallTime))" }
        lines.append(
            "wpt: \(results.count) files in \(Self.seconds(elapsed)); slowest: \(slowest.joined(separator: ", "))")
        return lines.map { $0.hasPrefix("wpt") ? $0 : "wpt: " + $0 }.joined(separator: "\n")
    }

    /// `dom/nodes: subtests 1234 of 1300 pass (94.9%), files 80 of 100 pass wholly`.
    static func line(_ name: String, _ group: [WPTFileResult]) -> String {
        let passed = group.reduce(0) { $0 + $1.passed }
        let total = group.reduce(0) { $0 + $1.subtests.count }
        let wholly = group.count { $0.passesWholly }
        return
            "\(name): subtests \(passed) of \(total) pass (\(percent(passed, total))), files \(wholly) of \(group.count) pass wholly"
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "n/a" }
        return String(format: "%.1f%%", Double(part) * 100 / Double(whole))
    }

    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        return String(format: "%.1f s", Double(whole) + Double(attoseconds) / 1e18)
    }

    struct CauseCount {
        var subtests = 0
        var files = 0
        var text: String { files == 0 ? "\(subtests)" : "\(subtests)+\(files)" }
        static func + (a: CauseCount, b: CauseCount) -> CauseCount {
            CauseCount(subtests: a.subtests + b.subtests, files: a.files + b.files)
        }
    }

    /// Cause → directory → not-passing subtests, and files that did not complete OK.
    var causeCounts: [WPTFailureCause.Cause: [String: CauseCount]] {
        var counts: [WPTFailureCause.Cause: [String: CauseCount]] = [:]
        for result in results {
            let directory = WPTCatalog.scopes.first { result.path.hasPrefix($0 + "/") } ?? "other"
            if result.status != .ok {
                counts[WPTFailureCause.classify(result, nil), default: [:]][directory, default: CauseCount()].files += 1
            }
            for subtest in result.subtests where subtest.status != .pass {
                counts[WPTFailureCause.classify(result, subtest), default: [:]][directory, default: CauseCount()]
                    .subtests += 1
            }
        }
        return counts
    }

    /// One line per subtest (and one per file not OK): path, file status, subtest, status, cause, message.
    var resultsTable: String {
        var out = "path\tfile status\tsubtest\tstatus\tcause\tmessage\n"
        for result in results {
            let fileCause = result.status == .ok ? "" : WPTFailureCause.classify(result, nil).tag
            out +=
                [
                    result.path, result.status.rawValue, "", "", fileCause,
                    WPTExpectations.oneLine(result.message, limit: 300),
                ]
                .joined(separator: "\t") + "\n"
            for (key, subtest) in WPTExpectations.keyed(result.subtests) {
                let cause = subtest.status == .pass ? "" : WPTFailureCause.classify(result, subtest).tag
                out +=
                    [
                        result.path, result.status.rawValue, WPTExpectations.escape(key), subtest.status.rawValue,
                        cause,
                        WPTExpectations.oneLine(subtest.message, limit: 300),
                    ].joined(separator: "\t") + "\n"
            }
        }
        return out
    }
}
