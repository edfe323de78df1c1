/// What a feed or story block loads: its content source's videos, once the SDK is initialized.
@MainActor
enum FeedContent {
    /// Firework iOS SDK README, "Troubleshooting": before `initializeSDK` succeeded nothing loads, and the
    /// feed's delegate hears why; a source that selects no video is `.emptyFeed` (FW 1.18.0).
    static func videos(for source: VideoFeedContentSource) throws(VideoFeedError) -> [FireworkCatalog.Video] {
        guard FireworkVideoSDK.isInitialized else {
            throw .unknownError(underlyingError: FireworkPlayerError.sdkNotInitialized)
        }
        let videos = try FireworkVideoSDK.configuration.catalog.videos(for: source)
        guard !videos.isEmpty else { throw .contentSourceError(.emptyFeed) }
        return videos
    }
}
