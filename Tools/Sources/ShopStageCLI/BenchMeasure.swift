import Foundation
import ScriptEngine

/// Timing for `shopstage bench`: runs work in batches and reports the median per operation,
/// in the contract's line format `<name>: <median> ms/op` (or `<name>: <n> /s`).
enum BenchMeasure {
    /// The median of per-operation times, in milliseconds.
    static func medianMilliseconds(_ batches: [Duration], perBatch: Int) -> Double {
        median(batches.map { milliseconds($0) / Double(max(perBatch, 1)) })
    }

    /// The median of `values` (NaN when there are none).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of `samples` (zero when there are none).
    static func median(_ samples: [Duration]) -> Duration {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double { duration.inSeconds }

    static func milliseconds(_ duration: Duration) -> Double { duration.inMilliseconds }

    /// Runs `body` `batches` times after `warmup` untimed runs; each run performs `perBatch` operations.
    static func run(batches: Int = 31, perBatch: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [Duration] {
        for _ in 0..<warmup { try body() }
        let clock = ContinuousClock()
        var times: [Duration] = []
        times.reserveCapacity(batches)
        for _ in 0..<batches {
            let start = clock.now
            try body()
            times.append(clock.now - start)
        }
        return times
    }

    /// Prints `name: X ms/op` and returns X.
    @discardableResult
    static func report(_ name: String, _ batches: [Duration], perBatch: Int) -> Double {
        let ms = medianMilliseconds(batches, perBatch: perBatch)
        print("\(name): \(format(ms)) ms/op")
        return ms
    }

    /// Prints `name: N /s` for a throughput.
    static func reportRate(_ name: String, operations: Int, in duration: Duration) {
        let rate = JavaScriptNumber.clampedInteger((Double(operations) / duration.inSeconds).rounded(), as: Int.self)
        print("\(name): \(rate) /s")
    }

    static func format(_ ms: Double) -> String {
        if ms >= 10 { return String(format: "%.2f", ms) }
        if ms >= 0.1 { return String(format: "%.4f", ms) }
        return String(format: "%.6f", ms)
    }

    /// The CPU time this process has used, all its threads (JavaScriptCore's collector's included): on a
    /// loaded machine an operation's CPU time is what it costs, its wall-clock time how long it waited too.
    static func processCPUTime() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Resident memory of this process in kilobytes (Linux `VmRSS`), or nil elsewhere: the one reading
    /// of the resident set every bench reports.
    static func residentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        }
        return nil
    }
}
