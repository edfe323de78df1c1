/// One page of shoppable-video players, what `createShoppableVideoPlayerCollection` returns.
public struct BambuserPlayerCollection {
    /// One player view a video, in the playlist's order.
    public let players: [any BambuserPlayerView]
    /// Where this page sits in the whole list.
    public let pagination: Pagination
}

/// Where a page sits in the whole list. `page` counts from 1; `totalPages` is `nil` only when the
/// server does not say (ShopStage always says). No public initialiser, as in the real SDK.
public struct Pagination: Codable, Sendable, Equatable, Hashable {
    /// How many pages the list has at this page size (0 for an empty list).
    public let totalPages: Int?
    /// The page size asked for; `total`: videos in the whole list; `page`: this page's number, from 1.
    public let pageSize: Int, total: Int, page: Int

    init(page: Int, pageSize: Int, total: Int) {
        self.page = page
        self.pageSize = pageSize
        self.total = total
        // Both are at least 1 here (checked before): no division by zero, no overflow.
        self.totalPages = total == 0 ? 0 : (total - 1) / pageSize + 1
    }
}
