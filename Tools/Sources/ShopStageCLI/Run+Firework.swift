import ArgumentParser
import FireworkShopping
import Foundation

/// `shopstage run <scenario.json>` for a Firework scenario (a JSON object with a top-level
/// `"firework"` key, see ``FireworkScenario``): plays it on the virtual clock and prints the timeline.
///
/// ```
/// $ shopstage run Fixtures/firework/scenario.json
/// [00:00.000] viewer.open  video=v_runner
/// [00:00.000] video.shown  video=v_runner index=0 productIDs=p_runner,p_bottle
/// …
/// ```
///
/// - Throws: `ValidationError` for a scenario that cannot be read (file, JSON path, message);
///   `ExitCode(1)` when the session fails.
@MainActor
func runFireworkScenarioOnMainActor(path: String, eventsJSONL: String?) throws {
    let scenario: FireworkScenario
    do {
        scenario = try FireworkScenario.load(contentsOf: URL(fileURLWithPath: path))
    } catch let error as FireworkFixtureError {
        throw ValidationError(error.description)
    }
    let result: FireworkScenarioResult
    do {
        result = try scenario.run { line in print(line) }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode(1)
    }
    if let eventsJSONL {
        let lines = result.timeline.map(\.jsonLine).joined(separator: "\n") + "\n"
        do {
            try Data(lines.utf8).write(to: URL(fileURLWithPath: eventsJSONL))
        } catch {
            throw ValidationError("cannot write \(eventsJSONL): \(error.localizedDescription)")
        }
    }
}
