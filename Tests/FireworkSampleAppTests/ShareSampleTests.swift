import Foundation
import Testing

@testable import FireworkShopping

/// The video sample's share-link screen, run on its own link (video 5mGDLb of channel bJDywZ).
@MainActor
@Suite struct ShareSampleTests {
    static let value =
        "eyJjaGFubmVsIjoiYkpEeXdaIiwiZmVlZF9pZCI6IjA3Q0E4NjY0LUNBRkEtNDc5OC04M0YzLTBEMUY5MjBERjY4NC"
        + "IsImZlZWRfdHlwZSI6ImNoYW5uZWxfcGVyc29uYWxpemVkIiwidiI6MSwidmlkZW9faWQiOiI1bUdETGIifQ"

    private func screen() throws -> ShareVideoExamplesViewController {
        _ = try SampleFixtures.launch()
        var catalog = FireworkVideoSDK.configuration.catalog
        catalog.channels.append(.init(id: "bJDywZ", name: "Sample channel"))
        catalog.videos.append(.init(id: "5mGDLb", channelID: "bJDywZ", caption: "Shared", duration: 15))
        FireworkVideoSDK.configuration.catalog = catalog
        let url = try #require(URL(string: "https://fw.tv/#fwplayer=" + Self.value))
        return ShareVideoExamplesViewController(shareLinkURL: url, encodedFWPlayerParameter: Self.value)
    }

    @Test func shareLinkHandsTheSampleTheFeedItPresented() throws {
        let screen = try screen()
        screen.openShareLink()
        let feed = try #require(screen.embeddedVideoFeedViewController)
        #expect(screen.presentedViewController === feed)
        #expect((feed.layout as? VideoFeedGridLayout)?.numberOfColumns == 3)
        let player = try #require(feed.presentedViewController as? PlayerViewController)
        #expect(try player.snapshot().videoID == "5mGDLb")
    }

    @Test func encodedParameterHandsTheSampleTheFeedItPresented() throws {
        let screen = try screen()
        screen.openEncodedParameter()
        let feed = try #require(screen.embeddedVideoFeedViewController)
        #expect(try feed.videos().map(\.videoID) == ["5mGDLb"])
    }
}
