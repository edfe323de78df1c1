/// A playback event's details: which video, where playback was, on the virtual clock (the real
/// SDK's fields, FW 0.2.0 and 1.24.5; `position` and `isAd` are ShopStage's).
public struct VideoPlaybackDetails: Sendable, Hashable {
    /// The player's size in points (FW 0.2.0).
    public struct PlayerSize: Sendable, Hashable, CustomStringConvertible {
        /// No size: what the headless player reports.
        public static let zero = PlayerSize(width: 0, height: 0)
        /// The width in points.
        public let width: Int
        /// The height in points.
        public let height: Int

        /// `widthxheight`, such as `0x0`.
        public var description: String { "\(width)x\(height)" }
    }

    /// The video's encoded id.
    public var videoID: EncodedID
    /// The video's caption.
    public var caption: String?
    /// Length in seconds.
    public var duration: Double
    /// Seconds played into the video when the event happened.
    public var position: Double
    /// `position` as a fraction of `duration`, 0 to 1.
    public var progress: Double
    /// The badge shown on the video: for an ad, the configured `adBadge` text ("Ad"), otherwise none.
    public var badge: String?
    /// Whether the video is an ad.
    public var isAd: Bool
    /// Whether the video has a call-to-action button of its own.
    public var hasCTA: Bool
    /// "url" when the video has a call-to-action button.
    public var ctaActionType: String?
    /// The URL the video's CTA button opens, when it has one.
    public var ctaActionURL: String?
    /// Whether the video started by itself, after the one before it ended (ShopStage's reading).
    public var isAutoplay: Bool
    /// Always ``PlayerSize/zero``: the headless player is laid out on no screen.
    public var playerSize: PlayerSize = .zero
}
