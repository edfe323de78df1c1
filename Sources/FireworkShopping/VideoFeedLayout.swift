/// How a feed lays out its thumbnails (the Firework iOS SDK README's "Layouts"). Reference types, as in the real SDK:
/// the sample sets `layout.itemSpacing` on a `let`; assign `feed.layout` for a change to apply.
/// Plain classes, not main-actor isolated: a non-isolated factory builds them, as against the real SDK.
open class VideoFeedLayout {
    /// Space between thumbnails in points (default 4). Kept as set; ShopStage draws no thumbnails.
    public var itemSpacing: Double = 4
    /// Space around the thumbnails (default none).
    public var contentInsets = UIEdgeInsets.zero
    /// The default spacing and insets.
    public init() {}
}

/// One row that scrolls horizontally.
public final class VideoFeedHorizontalLayout: VideoFeedLayout {}

/// Rows and columns that scroll vertically.
public final class VideoFeedGridLayout: VideoFeedLayout {
    /// How many thumbnails a row holds (default 2).
    public var numberOfColumns = 2
}
