import ArgumentParser
import Foundation

/// `shopstage`: run shoppable-video players and in-app marketing actions headlessly.
@main
struct ShopStage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopstage",
        abstract: "Run shoppable-video players and in-app marketing actions headlessly.",
        version: ShopStageVersion.current,
        subcommands: [
            Demo.self,
            Run.self,
            Hydrate.self,
            Action.self,
            Eval.self,
            Download.self,
            Downloads.self,
            Bench.self,
        ]
    )

    /// As ArgumentParser's own `main`, but a usage error (unknown option, missing argument,
    /// failed validation) exits 2, the status DESIGN.md gives usage errors, instead of 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // Help and messages print as ArgumentParser prints them; only the status changes.
                let message = fullMessage(for: error)
                if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum ShopStageVersion {
    static let current = "0.1.0"
}
