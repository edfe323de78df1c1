import ArgumentParser
import Foundation
import ScriptEngine

/// `shopstage eval <file.js> [--advance SECONDS]`: runs a script headlessly in a fresh context.
///
/// ```
/// $ shopstage eval hello.js --advance 5
/// [log] hello.js:1: hello
/// ```
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script headlessly in a fresh context and print its console output.")

    @Argument(help: "The JavaScript file to run.")
    var file: String

    @Option(help: "Seconds of virtual time to advance after the script ran (timers fire in order).")
    var advance: Double = 0

    @Option(help: "Time limit for each entry into JavaScript, in seconds.")
    var timeLimit: Double = 1

    func validate() throws {
        _ = try NumberOption.seconds(advance, option: "advance", allowsZero: true)
        _ = try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)
    }

    func run() throws {
        let source: String
        do {
            source = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(file): \(error.localizedDescription)")
        }
        let context = try ScriptContext(
            configuration: .init(name: file, timeLimit: try NumberOption.seconds(timeLimit, option: "time-limit", allowsZero: false)))
        var printed = 0
        func flush() {
            for record in context.consoleRecords.dropFirst(printed) {
                let stream = record.level == .error || record.level == .warn ? FileHandle.standardError : FileHandle.standardOutput
                stream.write(Data((record.description + "\n").utf8))
            }
            printed = context.consoleRecords.count
        }
        defer { flush() }
        let name = (file as NSString).lastPathComponent
        do {
            try context.evaluate(source, sourceName: name)
            flush()
            if advance > 0 { try context.advance(by: try NumberOption.seconds(advance, option: "advance", allowsZero: true)) }
            flush()
        } catch let error as ScriptError {
            flush()
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if !context.uncaughtErrors.isEmpty { throw ExitCode(1) }
    }
}
