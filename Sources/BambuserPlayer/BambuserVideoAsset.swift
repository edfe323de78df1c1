/// What a player can play (the real SDK's marker protocol).
public protocol BambuserVideoType: Sendable {}

/// A show, live or on demand: `.live(id: "…")`, `.onDemand(id: "…")` (2.0+ labels).
public enum BambuserVideoAsset: BambuserVideoType, Hashable {
    /// A live show, by its id.
    case live(id: String)
    /// An on-demand (recorded) show, by its id.
    case onDemand(id: String)

    /// The 0.4 – 1.1 spelling, `.onDemand("…")` (2.0 added the `id:` label): the same show.
    public static func onDemand(_ id: String) -> BambuserVideoAsset { .onDemand(id: id) }

    /// ShopStage extra: the show id.
    public var id: String {
        switch self {
        case .live(let id), .onDemand(let id): return id
        }
    }
}
