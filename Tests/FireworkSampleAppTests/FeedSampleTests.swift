import Testing

@testable import FireworkShopping

/// The sample apps' feed code, run.
@MainActor
@Suite struct FeedSampleTests {
    @Test func homeFeedShowsTheChannelPlaylistInAHorizontalLayout() throws {
        _ = try SampleFixtures.launch()
        let home = HomeViewController()
        let feed = home.feedViewController
        let layout = try #require(feed.layout as? VideoFeedHorizontalLayout)
        #expect(layout.itemSpacing == 8)
        #expect(layout.contentInsets == UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        #expect(feed.viewConfiguration.itemView.titleLayoutConfiguration.titlePosition == .stacked)
        #expect(feed.viewConfiguration.playerView.playerStyle == .fit)
        #expect(try feed.videos().map(\.videoID) == ["v_yoga", "v_runner"])
    }

    @Test func feedLoggerReadsAPlaylistIDFromAPlaylistGroupThumbnail() throws {
        _ = try SampleFixtures.launch()
        let logger = VideoFeedLogger()
        FireworkVideoSDK.eventTracking.feedDelegate = logger
        try VideoFeedViewController(source: .playlistGroup(groupID: "pg_home")).tapThumbnail(at: 0)
        try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        #expect(
            logger.lines == [
                "playlist thumbnail pl_move",
                "video thumbnail v_pasta",
            ])
    }

    @Test func feedLoadLoggerReadsTheContentSourceError() throws {
        _ = try SampleFixtures.launch()
        let logger = FeedLoadLogger()
        let feed = VideoFeedViewController(layout: VideoFeedGridLayout(), source: .channel(channelID: "ch_gone"))
        feed.delegate = logger
        feed.refresh()
        #expect(logger.lines == ["content source error: no channel 'ch_gone' in the catalog"])
    }

    @Test func switchWithDefaultCoversTheNewerContentSources() {
        #expect(cacheKey(for: .singleContent(contentID: "v_yoga")) == "single-v_yoga")
        #expect(cacheKey(for: .skuPlaylist(channelID: "ch_style", productIDs: ["p_mat"])) == "sku-ch_style-p_mat")
        #expect(cacheKey(for: .videoAds(adChannelId: "ch_style", vastXml: nil)) == "ads-ch_style")
    }
}
