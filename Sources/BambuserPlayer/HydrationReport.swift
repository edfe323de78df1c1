/// One hydration as the player received it (``HeadlessBambuserPlayerView/hydrations``): what a test asserts
/// on now that, as on a phone, a rejected product does not make `invoke` throw, and what a
/// `Task { try await invoke(…) }` would lose: an `invoke` that threw is here too, with its error.
public struct HydrationReport: Sendable, Hashable, Codable {
    /// The Bambuser product id the hydration named (`""` when it named none).
    public var id: String
    /// Whether the player took the product (``violations`` is empty then).
    public var isAccepted: Bool
    /// Every broken rule, with its path (`variations[0].sizes[1].inStock`).
    public var violations: [HydrationViolation]
    /// What the tables require but the player filled in, with its path and what was filled in.
    public var warnings: [HydrationViolation]
    /// Why a rejected hydration was rejected, whatever the cause: `.hydrationRejected` (rules broken),
    /// `.syntax` (the arguments do not parse), `.exception` (they threw), … `nil` when accepted.
    public var error: BambuserStageError?

    /// A report with every field (the player makes its own; this is for tests and tools).
    public init(
        id: String, isAccepted: Bool, violations: [HydrationViolation], warnings: [HydrationViolation],
        error: BambuserStageError? = nil
    ) {
        self.id = id
        self.isAccepted = isAccepted
        self.violations = violations
        self.warnings = warnings
        self.error = error
    }
}
