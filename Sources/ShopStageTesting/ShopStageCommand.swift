import Foundation

/// Runs the `shopstage` command as a user's CI runs it, for tests of the command-line contract:
/// the exit status (0 done, 1 input rejected, 2 usage error), what it printed, and its `--json` output.
///
/// ```swift
/// let shopstage = try ShopStageCommand.built()
/// let result = try await shopstage.run(["hydrate", "check", "--arguments", "{}", "--json"])
/// #expect(result.status == 1)
/// let report = try result.jsonObject()
/// #expect(report["accepted"] as? Bool == false)
/// ```
public struct ShopStageCommand: Sendable {
    /// What one run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything the command wrote to standard output.
        public var stdout: String
        /// Everything the command wrote to standard error.
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

    /// The command at `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The `shopstage` that `$SHOPSTAGE_EXECUTABLE` names, else the one built beside the running test
    /// bundle (the tools package's own tests), else the tools package's debug build in a checkout that
    /// holds the bundle (`swift build --package-path Tools` builds it as `Tools/.build/debug/shopstage`).
    ///
    /// - Throws: ``ShopStageCommandError/notBuilt(searched:)`` naming the paths looked for.
    public static func built() throws -> ShopStageCommand {
        if let explicit = ProcessInfo.processInfo.environment["SHOPSTAGE_EXECUTABLE"] {
            return ShopStageCommand(executable: URL(fileURLWithPath: explicit))
        }
        var searched: [String] = []
        for start in [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), URL(fileURLWithPath: CommandLine.arguments[0])] {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidates = [
                    folder.appendingPathComponent("shopstage"),
                    folder.appendingPathComponent("Tools/.build/debug/shopstage"),
                ]
                for candidate in candidates {
                    if FileManager.default.isExecutableFile(atPath: candidate.path) {
                        return ShopStageCommand(executable: candidate)
                    }
                    if !searched.contains(candidate.path) { searched.append(candidate.path) }
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw ShopStageCommandError.notBuilt(searched: searched)
    }

    /// Runs the command with `arguments` to its end. With `fileSizeLimit`, it runs under
    /// `prlimit --fsize=N`: every write past that many bytes of a file fails (EFBIG) as writes on a
    /// full disk fail, with no root and no mount.
    ///
    /// The wait happens off the caller's thread (``ChildProcess``).
    public func run(_ arguments: [String], fileSizeLimit: Int? = nil) async throws -> Result {
        let ended = try await ChildProcess.run(process(arguments, fileSizeLimit: fileSizeLimit))
        return Result(status: ended.status, stdout: ended.stdout, stderr: ended.stderr)
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

/// Why ``ShopStageCommand`` could not run or read a run.
public enum ShopStageCommandError: Error, CustomStringConvertible {
    /// No built `shopstage` was found at any of the paths `searched`.
    case notBuilt(searched: [String])
    /// A file-size limit was asked for and util-linux's `prlimit` is not installed.
    case prlimitMissing
    /// Standard output (or its line `line`) is not the JSON object expected.
    case notJSON(output: String, line: Int?)

    /// What went wrong, with the path it concerns.
    public var description: String {
        switch self {
        case .notBuilt(let searched):
            return "shopstage is not built (swift build --package-path Tools builds it; or set SHOPSTAGE_EXECUTABLE):"
                + " looked for \(searched.joined(separator: ", "))"
        case .prlimitMissing:
            return "prlimit (util-linux) is needed to run shopstage under a file-size limit"
        case .notJSON(let output, let line):
            return "\(line.map { "line \($0) of " } ?? "")standard output is not a JSON object: \(output.prefix(200))"
        }
    }
}
