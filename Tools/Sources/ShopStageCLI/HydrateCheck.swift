import ArgumentParser
import BambuserPlayer
import Foundation
import ScriptEngine

/// `shopstage hydrate check`: the verdict the player would give an `updateProductWithData` arguments string.
///
/// ```
/// $ shopstage hydrate check --arguments "'bmb-1', { sku: 'TEE', name: 'Levi's' }"
/// rejected
///   (call): SyntaxError at 1:31: Unexpected identifier 's'
/// $ shopstage hydrate check --arguments "'bmb-1', { …, sizes: [{ sku: 'S', name: 'S', current: 9, inStock: 1 }] … }"
/// accepted
///   warning: variations[0].sizes[0].currency: not given: the configuration's currency "USD" is used
/// ```
struct Hydrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check product hydration the way the Bambuser player does.",
        subcommands: [HydrateCheckCommand.self]
    )
}

struct HydrateCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check an updateProductWithData arguments string: exit 0 accepted, 1 rejected, 2 usage error.",
        discussion: """
            The arguments are JavaScript, pasted after `player.updateProductWithData(` exactly as \
            invoke(function:arguments:) does, and run under the player's time limit. Any product id is accepted.
            """)

    @Option(help: "A file holding the arguments string.")
    var file: String?

    @Option(help: "The arguments string itself, e.g. \"'bmb-1', { sku: 'TEE', … }\".")
    var arguments: String?

    @Option(help: "The player configuration's currency (default USD).")
    var currency: String = "USD"

    @Option(help: "The player configuration's locale (default en-US).")
    var locale: String = "en-US"

    @Flag(help: "Print {\"accepted\":bool,\"errors\":[{\"path\",\"message\"}],\"warnings\":[{\"path\",\"message\"}]}.")
    var json = false

    /// The contract's usage-error exit code (ArgumentParser's own is 64).
    static func usageError(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return ExitCode(2)
    }

    @MainActor
    func run() async throws {
        if (file == nil) == (arguments == nil) { throw Self.usageError("give exactly one of --file or --arguments") }
        var source = arguments ?? ""
        if let file {
            do {
                source = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw Self.usageError("cannot read \(file): \(error.localizedDescription)")
            }
            if source.hasSuffix("\n") { source.removeLast() }
        }
        let verdict = HydrationCheck.check(arguments: source, currency: currency, locale: locale)
        if json {
            print(String(decoding: try JSONEncoder.shopStage().encode(verdict), as: UTF8.self))
        } else {
            print(verdict.accepted ? "accepted" : "rejected")
            for error in verdict.errors {
                print("  \(error.path.isEmpty ? "(call)" : error.path): \(error.message)")
            }
            for warning in verdict.warnings {
                print("  warning: \(warning.path.isEmpty ? "(call)" : warning.path): \(warning.message)")
            }
        }
        if !verdict.accepted { throw ExitCode(1) }
    }
}
