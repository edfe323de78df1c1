// Bambuser hydration: any text as the arguments of `invoke("updateProductWithData", …)` gives a
// result or a `BambuserPlayerError`, never a crash or a hang; any JSON product given to the
// `HydrationValidator` gives a result, and a product it accepted is accepted again, unchanged.
// Arguments that are literals alone are not compiled (LiteralArguments): for each such input the
// player must end exactly as when the same arguments are evaluated — result, hydration report and
// the product the viewer sees — or the input is a finding.
// fuzz-seeds: Fixtures/catalogs/*.js
import BambuserPlayer
import Foundation
import ScriptEngine

private let validator = HydrationValidator(currency: "USD", locale: "en-US")

private let show = BambuserShow(
    id: "fuzz", type: .live, title: "Fuzz", durationSeconds: 600,
    products: [
        BambuserShow.Product(id: "bmb-tee", ref: "TEE-001", url: "https://shop.example.com/p/tee-001"),
        BambuserShow.Product(id: "bmb-jeans", ref: "LEVI-501", url: "https://shop.example.com/p/501"),
    ])

@MainActor
private func newPlayer() -> HeadlessBambuserPlayerView {
    BambuserVideoPlayer(shows: [show]).createPlayerView(
        videoConfiguration: .init(type: .live(id: "fuzz"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
}

/// Two players for literal inputs, which cannot change a player's globals: one takes the literal
/// path, one evaluates the same arguments. Replaced every `reuse` inputs so their logs stay small.
@MainActor
private final class Pair {
    static let reuse = 2_000
    var literal = newPlayer()
    var evaluated = newPlayer()
    var uses = 0

    func next() -> (HeadlessBambuserPlayerView, HeadlessBambuserPlayerView) {
        uses += 1
        if uses > Self.reuse {
            literal.cleanup()
            evaluated.cleanup()
            literal = newPlayer()
            evaluated = newPlayer()
            uses = 1
        } else {
            literal.resetPlayer()
            evaluated.resetPlayer()
        }
        return (literal, evaluated)
    }
}

@MainActor private let pair = Pair()

/// What a test could see after one hydration: the result, the reports it added, the product kept.
@MainActor
private func outcome(_ view: HeadlessBambuserPlayerView, _ arguments: String, id: String) -> String {
    let before = view.hydrations.count
    var lines: [String] = []
    do {
        lines.append("result \(try view.invokeValue(function: "updateProductWithData", arguments: arguments))")
    } catch {
        lines.append("threw \(error)")
    }
    lines.append("reports \(view.hydrations.dropFirst(before).map { "\($0)" })")
    let idJSON = (try? ScriptValue.string(id).jsonString()) ?? "''"
    lines.append("product \((try? view.invokeValue(function: "getProductData", arguments: idJSON)).map { "\($0)" } ?? "none")")
    return lines.joined(separator: "\n")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let product = try? ScriptValue(json: text) {
        let result = validator.hydrate(product, dashboard: nil)
        if let accepted = result.product {
            // The harness's way to report a finding: libFuzzer saves the input that got here.
            let again = validator.hydrate(accepted, dashboard: nil)
            if !again.isAccepted { fatalError("an accepted product is rejected when hydrated again: \(again.violations)") }
            if again.product != accepted { fatalError("an accepted product changes when hydrated again") }
        }
    }
    // libFuzzer calls on the main thread; players live on the main actor.
    MainActor.assumeIsolated {
        if LiteralArguments.json(text) != nil {
            let (literal, evaluated) = pair.next()
            let id = LiteralArguments.stringAndJSON(text)?.string ?? "bmb-tee"
            let taken = outcome(literal, text, id: id)
            // A comment after the arguments: no longer literals alone, so this one is evaluated.
            let compiled = outcome(evaluated, text + "\n// evaluated", id: id)
            if taken != compiled { fatalError("literal arguments end otherwise than evaluated:\n\(taken)\n---\n\(compiled)") }
        } else {
            // A new player per input: an input that patches the player's globals must not reach the next.
            let view = newPlayer()
            _ = try? view.invokeValue(function: "updateProductWithData", arguments: text)
            view.cleanup()
        }
    }
    return 0
}
