import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
@Suite struct SDKTests {
    @Test func initializeWithTheConfiguredAppIDSucceeds() throws {
        try Fixtures.resetFireworkSDK()
        let app = Seed004AppDelegate()
        #expect(app.application())
        #expect(app.messages == ["FireworkVideo loaded successfully."])
        #expect(FireworkVideoSDK.isInitialized)
    }

    @Test func missingAppIDIsReported() throws {
        try Fixtures.resetFireworkSDK(appID: nil)
        let app = Seed004AppDelegate()
        _ = app.application()
        #expect(app.messages == ["FireworkVideo loaded with error due to missing FireworkVideo app ID."])
        #expect(!FireworkVideoSDK.isInitialized)
    }

    @Test func wrongAppIDFailsAuthentication() throws {
        try Fixtures.resetFireworkSDK(appID: "someone-else")
        let app = Seed004AppDelegate()
        _ = app.application()
        #expect(app.messages == ["FireworkVideo loaded with error due to authentication failure."])
    }

    @Test func purchasesAreTrackedWithTheirDetails() throws {
        try Fixtures.resetFireworkSDK()
        Seed000ShoppingDelegate().recordPurchase()
        let purchase = try #require(FireworkVideoSDK.trackedPurchases.first)
        #expect(purchase.orderID == "<Order ID of User Purchase>")
        #expect(purchase.value == 42.5)
        #expect(purchase.additionalInfo["additionalKey2"] == "additionalValue2")
    }

    @Test func seedContentSourceSnippetsSelectTheirVideos() throws {
        // The README's placeholder ids, served as they are written.
        try Fixtures.resetFireworkSDK(catalog: Fixtures.fireworkCatalog("seed-placeholders"))
        let sources = Seed004ContentSources()
        #expect(try sources.discover().videos().count == 5)
        #expect(
            try sources.channel().videos().map(\.videoID) == [
                "v_dogs", "v_sport_food", "v_sport", "<Video or LiveStream ID>",
            ])
        #expect(try sources.channelPlaylist().videos().map(\.videoID) == ["v_playlist"])
        #expect(try sources.playlistGroup().videos().map(\.videoID) == ["v_playlist"])
        #expect(try sources.dynamicContent().videos().map(\.videoID) == ["v_dogs"])
        #expect(try sources.singleHashtag().videos().map(\.videoID) == ["v_dogs"])
        #expect(try sources.hashtagExpression().videos().map(\.videoID) == ["v_sport_food"])
        #expect(try sources.singleContent().videos().map(\.videoID) == ["<Video or LiveStream ID>"])
    }

    @Test func thumbnailTapTellsTheFeedDelegateAndOpensThePlayer() throws {
        try Fixtures.resetFireworkSDK()
        let feedDelegate = Seed004FeedDelegate()
        FireworkVideoSDK.eventTracking.feedDelegate = feedDelegate
        let feed = VideoFeedViewController(source: .channelPlaylist(channelID: "ch_style", playlistID: "pl_move"))
        let player = try feed.tapThumbnail(at: 1)
        #expect(feedDelegate.tapped.map(\.videoID) == ["v_runner"])
        #expect(feedDelegate.tapped.map(\.index) == [1])
        #expect(feed.presentedViewController === player)
        #expect(try player.snapshot().videoID == "v_runner")
    }

    @Test func sdkErrorsSayWhatFailedAndWhatToSet() {
        let error: any Error = FireworkVideoSDKError.missingAppID
        #expect(error.localizedDescription == "FireworkVideo could not load: Info.plist has no 'FireworkVideoAppID'.")
        let failure = FireworkVideoSDKError.authenticationFailure
        #expect(failure.failureReason == "authentication failure")
        #expect(failure.recoverySuggestion?.contains("appIDs") == true)
    }
}
