import ScriptEngine

/// The verdict the player would give an `updateProductWithData` arguments string
/// (`shopstage hydrate check`). The arguments are code: they run in a fresh player, under
/// its time limit, exactly as `invoke` runs them; any product id is accepted.
///
/// ```swift
/// let verdict = HydrationCheck.check(arguments: "'bmb-1', { sku: 'TEE' }", currency: "USD", locale: "en-US")
/// verdict.accepted            // false
/// verdict.errors.first?.path  // "name"
/// ```
@MainActor
public enum HydrationCheck {
    public struct Verdict: Sendable, Hashable, Codable {
        public var accepted: Bool
        public var errors: [HydrationViolation]
    }

    public static func check(arguments: String, currency: String?, locale: String?) -> Verdict {
        var configuration: [String: Any] = [:]
        if let currency { configuration["currency"] = currency }
        if let locale { configuration["locale"] = locale }
        let view = BambuserVideoPlayer().createPlayerView(
            videoConfiguration: .init(type: .live(id: "hydrate-check"), events: [], configuration: configuration))
        view.pendingSetupError = nil
        view.acceptsAnyProduct = true
        do {
            let result = try view.invokeValue(function: "updateProductWithData", arguments: arguments)
            if result != .bool(true) {
                return Verdict(accepted: false, errors: [HydrationViolation(path: "", message: "the player did not accept the product")])
            }
            return Verdict(accepted: true, errors: [])
        } catch let error as BambuserPlayerError {
            return Verdict(accepted: false, errors: error.violations)
        } catch {
            return Verdict(accepted: false, errors: [HydrationViolation(path: "", message: "\(error)")])
        }
    }
}
