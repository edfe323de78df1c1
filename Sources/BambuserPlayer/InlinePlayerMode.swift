/// A shoppable-video player's mode (2.0+): `.preview` inline (thumbnail, muted preview), or
/// `.fullExperience` (the full player, with products and cart). `changeMode(to:)` moves between them.
public enum InlinePlayerMode: Sendable, Hashable {
    /// Inline: the thumbnail or a muted preview, no product events. Where a shoppable-video player starts.
    case preview
    /// The full player, with products and cart. A live or on-demand show's player is always in this mode.
    case fullExperience
}
