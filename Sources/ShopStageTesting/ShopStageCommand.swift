import Foundation

/// Runs the `shopstage` command as a user's CI runs it, for tests of the command-line contract:
/// the exit status (0 done, 1 input rejected, 2 usage error), what it printed, and its `--json` output.
///
/// ```swift
/// let shopstage = try ShopStageCommand.built()
/// let result = try shopstage.run(["hydrate", "check", "--arguments", "{}", "--json"])
/// #expect(result.status == 1)
/// let report = try result.jsonObject()
/// #expect(report["accepted"] as? Bool == false)
/// ```
public struct ShopStageCommand: Sendable {
    /// What one run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        public var stdout: String
        public var stderr: String

        /// Standard output as one JSON object (`--json` of `hydrate check`): a clear error naming
        /// what was printed instead.
        public func jsonObject() throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
                throw ShopStageCommandError.notJSON(output: stdout, line: nil)
            }
            return object
        }

        /// Standard output as JSON Lines (`--json` of `action click`): one object per non-empty line.
        public func jsonLines() throws -> [[String: Any]] {
            try stdout.split(separator: "\n").enumerated().map { index, line in
                let value = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                guard let object = value as? [String: Any] else {
                    throw ShopStageCommandError.notJSON(output: String(line), line: index + 1)
                }
                return object
            }
        }
    }

    /// The executable this runs.
    public let executable: URL

    public init(executable: URL) {
        self.executable = executable
    }

    /// The `shopstage` that `swift build --build-tests` built beside the running test bundle, or
    /// the one `$SHOPSTAGE_EXECUTABLE` names.
    ///
    /// - Throws: ``ShopStageCommandError/notBuilt(searched:)`` naming the folders looked in.
    public static func built() throws -> ShopStageCommand {
        if let explicit = ProcessInfo.processInfo.environment["SHOPSTAGE_EXECUTABLE"] {
            return ShopStageCommand(executable: URL(fileURLWithPath: explicit))
        }
        var searched: [String] = []
        for start in [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), URL(fileURLWithPath: CommandLine.arguments[0])] {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("shopstage")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return ShopStageCommand(executable: candidate) }
                searched.append(folder.path)
                folder = folder.deletingLastPathComponent()
            }
        }
        throw ShopStageCommandError.notBuilt(searched: searched)
    }

    /// Runs the command with `arguments` to its end. With `fileSizeLimit`, it runs under
    /// `prlimit --fsize=N`: every write past that many bytes of a file fails (EFBIG) as writes on a
    /// full disk fail, with no root and no mount.
    ///
    /// The wait happens on a thread of its own, not on the caller's: a test that blocked one of the
    /// few threads Swift concurrency runs tests on would stall every other test of the run meanwhile.
    public func run(_ arguments: [String], fileSizeLimit: Int? = nil) async throws -> Result {
        let child = Child(try process(arguments, fileSizeLimit: fileSizeLimit))
        try child.process.run()
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: child.waitForEnd()) }.start()
        }
    }

    /// Starts the command in the background, both outputs to `output`; the caller waits or terminates it.
    public func start(_ arguments: [String], output: FileHandle = .nullDevice) throws -> Process {
        let process = try process(arguments, fileSizeLimit: nil)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }

    private func process(_ arguments: [String], fileSizeLimit: Int?) throws -> Process {
        let process = Process()
        if let fileSizeLimit {
            guard let prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            else { throw ShopStageCommandError.prlimitMissing }
            process.executableURL = URL(fileURLWithPath: prlimit)
            process.arguments = ["--fsize=\(fileSizeLimit)", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        return process
    }
}

/// A started child and its two pipes, read and waited for on a thread of their own.
private final class Child: @unchecked Sendable {
    // @unchecked: the process and pipes are set up before `run()` and touched afterwards only by
    // the one thread that calls `waitForEnd()`.
    let process: Process
    private let out = Pipe(), err = Pipe()

    init(_ process: Process) {
        self.process = process
        process.standardOutput = out
        process.standardError = err
    }

    /// Both pipes are read while the child runs, so a full pipe never blocks it.
    func waitForEnd() -> ShopStageCommand.Result {
        let errors = PipeReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ShopStageCommand.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self))
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

/// Why ``ShopStageCommand`` could not run or read a run.
public enum ShopStageCommandError: Error, CustomStringConvertible {
    /// No built `shopstage` was found.
    case notBuilt(searched: [String])
    /// A file-size limit was asked for and util-linux's `prlimit` is not installed.
    case prlimitMissing
    /// Standard output (or its line `line`) is not the JSON object expected.
    case notJSON(output: String, line: Int?)

    public var description: String {
        switch self {
        case .notBuilt(let searched):
            return "shopstage is not built (swift build --build-tests builds it; or set SHOPSTAGE_EXECUTABLE): looked in \(searched.joined(separator: ", "))"
        case .prlimitMissing:
            return "prlimit (util-linux) is needed to run shopstage under a file-size limit"
        case .notJSON(let output, let line):
            return "\(line.map { "line \($0) of " } ?? "")standard output is not a JSON object: \(output.prefix(200))"
        }
    }
}
