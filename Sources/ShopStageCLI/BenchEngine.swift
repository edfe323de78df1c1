import ArgumentParser
import ScriptEngine

/// `shopstage bench engine`: the ScriptEngine's costs.
struct BenchEngine: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "engine", abstract: "Context creation, calls, host round trips, conversion.")

    func run() throws {
        throw ValidationError("not written yet")
    }
}
