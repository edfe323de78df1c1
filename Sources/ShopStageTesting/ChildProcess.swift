import Foundation

/// Runs a child process to its end without blocking the awaiting task's thread.
///
/// Swift concurrency runs tests on as many threads as there are cores; a test that blocked one
/// of them for a whole child run (`waitUntilExit()`) would stall every other test meanwhile. Here
/// the pipes are read and the exit waited for on a thread of the child's own.
///
/// ```swift
/// let child = Process()
/// child.executableURL = URL(fileURLWithPath: "/bin/echo")
/// child.arguments = ["hello"]
/// let ended = try await ChildProcess.run(child)
/// #expect(ended.stdout == "hello\n")
/// ```
public enum ChildProcess {
    /// How a child ended and what it printed.
    public struct Ended: Sendable {
        /// The exit status (or the signal's number).
        public var status: Int32
        /// Whether the process exited or was killed by a signal.
        public var reason: Process.TerminationReason
        /// Everything it wrote to standard output.
        public var stdout: String
        /// Everything it wrote to standard error (empty when merged into ``stdout``).
        public var stderr: String
    }

    /// Starts `process` (its executable and arguments set, its outputs not) and waits for its end.
    /// With `mergingErrors`, standard error goes to `stdout` too, interleaved as written.
    public static func run(_ process: Process, mergingErrors: Bool = false) async throws -> Ended {
        let child = Child(process, mergingErrors: mergingErrors)
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: child.waitForEnd()) }.start()
        }
    }
}

/// A started child and its pipes, read and waited for on one thread.
private final class Child: @unchecked Sendable {
    // @unchecked: the process and pipes are set up before `run()` and touched afterwards only by
    // the one thread that calls `waitForEnd()`.
    private let process: Process
    private let out = Pipe()
    private let err: Pipe?

    init(_ process: Process, mergingErrors: Bool) {
        self.process = process
        err = mergingErrors ? nil : Pipe()
        process.standardOutput = out
        process.standardError = err ?? out
    }

    /// Both pipes are read while the child runs, so a full pipe never blocks it.
    func waitForEnd() -> ChildProcess.Ended {
        let errors = err.map { PipeReader($0.fileHandleForReading) }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcess.Ended(
            status: process.terminationStatus, reason: process.terminationReason,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: errors.map { String(decoding: $0.wait(), as: UTF8.self) } ?? "")
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` is written by the reading thread before `done` is signalled and read after.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
