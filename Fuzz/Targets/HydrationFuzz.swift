// Bambuser hydration: any text as the arguments of `invoke("updateProductWithData", …)` gives a
// result or a `BambuserPlayerError`, never a crash or a hang; any JSON product given to the
// `HydrationValidator` gives a result, and a product it accepted is accepted again, unchanged.
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
        // A new player per input: an input that patches the player's globals must not reach the next.
        let view = BambuserVideoPlayer(shows: [show]).createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "fuzz"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
        _ = try? view.invokeValue(function: "updateProductWithData", arguments: text)
        view.cleanup()
    }
    return 0
}
