/// Edges of the screen the player view lays out under (`ignoredSafeAreaEdges: .init(.bottom)`).
public struct SafeAreaEdges: Sendable, Hashable {
    /// The edges given.
    public var edges: Set<SafeAreaEdge>

    /// The edges to lay out under, as the example apps write it: `.init(.bottom)`.
    public init(_ edges: SafeAreaEdge...) {
        self.edges = Set(edges)
    }
}

/// One edge of the screen's safe area (`SafeAreaEdges`'s element).
public enum SafeAreaEdge: Sendable, Hashable {
    /// `.all`: every edge; `.top`, `.bottom`, `.leading`, `.trailing`: that edge.
    case all, top, bottom, leading, trailing
}
