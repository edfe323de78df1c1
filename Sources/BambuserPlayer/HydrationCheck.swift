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
///
/// What the tables require but the player fills in (a size without `currency` takes the
/// configuration's) is accepted with a warning naming the path and what was filled in.
@MainActor
public enum HydrationCheck {
    /// The player's verdict on one arguments string.
    public struct Verdict: Sendable, Hashable, Codable {
        /// Whether the player accepted the product.
        public var accepted: Bool
        /// Why not: every broken rule with its path, or the syntax error or exception (path `""`).
        public var errors: [HydrationViolation]
        /// What the player filled in, with its path.
        public var warnings: [HydrationViolation]

        /// A verdict with every field.
        public init(accepted: Bool, errors: [HydrationViolation], warnings: [HydrationViolation] = []) {
            self.accepted = accepted
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// Runs `updateProductWithData(<arguments>)` in a fresh player with the configuration's `currency`
    /// and `locale` (either `nil` rejects every product, as on a phone) and returns the verdict.
    public static func check(arguments: String, currency: String?, locale: String?) -> Verdict {
        var configuration: [String: any Sendable] = [:]
        if let currency { configuration["currency"] = currency }
        if let locale { configuration["locale"] = locale }
        let view = BambuserVideoPlayer().createPlayerView(
            videoConfiguration: .init(type: .live(id: "hydrate-check"), events: [], configuration: configuration))
        view.pendingSetupError = nil
        view.acceptsAnyProduct = true
        view.hydrationMode = .strict
        do {
            let result = try view.invokeValue(function: "updateProductWithData", arguments: arguments)
            if result != .bool(true) {
                return Verdict(accepted: false, errors: [HydrationViolation(path: "", message: "the player did not accept the product")])
            }
            return Verdict(accepted: true, errors: [], warnings: view.hydrations.last?.warnings ?? [])
        } catch let error as BambuserStageError {
            return Verdict(accepted: false, errors: error.violations)
        } catch {
            return Verdict(accepted: false, errors: [HydrationViolation(path: "", message: "\(error)")])
        }
    }
}
