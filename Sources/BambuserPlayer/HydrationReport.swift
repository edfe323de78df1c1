/// One hydration as the player received it (``HeadlessBambuserPlayerView/hydrations``): what a test asserts
/// on now that, as on a phone, a rejected product does not make `invoke` throw.
public struct HydrationReport: Sendable, Hashable, Codable {
    /// The Bambuser product id the hydration named (`""` when it named none).
    public var id: String
    public var isAccepted: Bool
    /// Every broken rule, with its path (`variations[0].sizes[1].inStock`).
    public var violations: [HydrationViolation]
    /// What the tables require but the player filled in, with its path and what was filled in.
    public var warnings: [HydrationViolation]

    public init(id: String, isAccepted: Bool, violations: [HydrationViolation], warnings: [HydrationViolation]) {
        self.id = id
        self.isAccepted = isAccepted
        self.violations = violations
        self.warnings = warnings
    }
}
