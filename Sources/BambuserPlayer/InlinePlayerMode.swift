/// A shoppable-video player's mode (2.0+): `.preview` inline (thumbnail, muted preview), or
/// `.fullExperience` (the full player, with products and cart). `changeMode(to:)` moves between them.
public enum InlinePlayerMode: Sendable, Hashable {
    case preview
    case fullExperience
}
