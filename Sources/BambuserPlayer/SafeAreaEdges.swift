/// Edges of the screen the player view lays out under (`ignoredSafeAreaEdges: .init(.bottom)`).
public struct SafeAreaEdges: Sendable, Hashable {
    public var edges: Set<SafeAreaEdge>

    public init(_ edges: SafeAreaEdge...) {
        self.edges = Set(edges)
    }
}

public enum SafeAreaEdge: Sendable, Hashable {
    case all, top, bottom, leading, trailing
}
