/// How a feed lays out its thumbnails (seed 004's "Layouts"). Reference types, as in the real SDK:
/// the sample sets `layout.itemSpacing` on a `let`; assign `feed.layout` for a change to apply.
/// Plain classes, not main-actor isolated: a non-isolated factory builds them, as against the real SDK.
open class VideoFeedLayout {
    public var itemSpacing: Double = 4
    public var contentInsets = UIEdgeInsets.zero
    public init() {}
}

/// One row that scrolls horizontally.
public final class VideoFeedHorizontalLayout: VideoFeedLayout {}

/// Rows and columns that scroll vertically.
public final class VideoFeedGridLayout: VideoFeedLayout {
    public var numberOfColumns = 2
}
