import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@MainActor
@Suite struct ShareLinkTests {
    /// The link Firework's sample app opens: video 5mGDLb of channel bJDywZ.
    static let sampleValue =
        "eyJjaGFubmVsIjoiYkpEeXdaIiwiZmVlZF9pZCI6IjA3Q0E4NjY0LUNBRkEtNDc5OC04M0YzLTBEMUY5MjBERjY4NC"
        + "IsImZlZWRfdHlwZSI6ImNoYW5uZWxfcGVyc29uYWxpemVkIiwidiI6MSwidmlkZW9faWQiOiI1bUdETGIifQ"
    static let sampleURL = URL(string: "https://fw.tv/#fwplayer=" + sampleValue)

    /// The fixture catalog plus the sample link's channel and video.
    private func resetWithSampleVideo() throws {
        var catalog = try Fixtures.fireworkCatalog()
        catalog.channels.append(.init(id: "bJDywZ", name: "Sample channel"))
        catalog.videos.append(.init(id: "5mGDLb", channelID: "bJDywZ", caption: "Shared", duration: 15))
        try Fixtures.resetFireworkSDK(catalog: catalog)
    }

    private func playedVideo(_ result: Result<VideoFeedViewController, VideoFeedError>?) throws -> String? {
        let feed = try #require(try result?.get())
        let player = try #require(feed.presentedViewController as? PlayerViewController)
        return try player.snapshot().videoID
    }

    @Test func sampleLinkNamesItsChannelAndVideoInTheFragment() throws {
        let url = try #require(Self.sampleURL)
        let target = try FireworkShareLink.parse(value: try FireworkShareLink.value(in: url))
        #expect(target == FireworkShareLink.Target(channelID: "bJDywZ", videoID: "5mGDLb"))
    }

    @Test func sampleLinkOpensAFeedPlayingItsVideo() throws {
        try resetWithSampleVideo()
        let presenter = UIViewController()
        let url = try #require(Self.sampleURL)
        var result: Result<VideoFeedViewController, VideoFeedError>?
        VideoFeedViewController.openVideoPlayer(with: url, VideoFeedContentConfiguration(), presenter, true) {
            result = $0
        }
        #expect(try playedVideo(result) == "5mGDLb")
        #expect(presenter.presentedViewController === (try result?.get()))
    }

    @Test func encodedParameterAloneOpensTheVideo() throws {
        try resetWithSampleVideo()
        var result: Result<VideoFeedViewController, VideoFeedError>?
        VideoFeedViewController.openVideoPlayer(
            with: Self.sampleValue, VideoFeedContentConfiguration(), UIViewController()
        ) { result = $0 }
        #expect(try playedVideo(result) == "5mGDLb")
    }

    @Test func parameterInTheQueryStillOpens() throws {
        try resetWithSampleVideo()
        let url = try #require(URL(string: "https://app.example/v?utm=x&fwplayer=" + Self.sampleValue))
        var result: Result<VideoFeedViewController, VideoFeedError>?
        VideoFeedViewController.openVideoPlayer(with: url, UIViewController()) { result = $0 }
        #expect(try playedVideo(result) == "5mGDLb")
    }

    @Test func sharedLinkIsTheFragmentFormAndOpensTheSameVideo() throws {
        try Fixtures.resetFireworkSDK()
        let player = try VideoFeedViewController(source: .channel(channelID: "ch_kitchen")).tapThumbnail(at: 0)
        let link = try player.share()
        #expect(link.absoluteString.hasPrefix("https://fw.tv/#fwplayer="))
        #expect(link.query == nil)
        let snippet = Seed004ShareLinks()
        snippet.open(
            url: link, paramValue: FireworkShareLink.value(for: player.feed[0]), viewController: UIViewController())
        #expect(try snippet.results.map(playedVideo) == ["v_pasta", "v_pasta"])
    }

    @Test func customBaseURLKeepsItsSchemeAndHost() throws {
        try Fixtures.resetFireworkSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        feed.viewConfiguration.playerView.shareButton.behavior.baseURL = URL(string: "yourAppScheme://your.app")
        let link = try feed.tapThumbnail(at: 0).share()
        #expect(link.absoluteString.hasPrefix("yourAppScheme://your.app#fwplayer="))
        #expect(try FireworkShareLink.parse(value: FireworkShareLink.value(in: link)).videoID == "v_pasta")
    }

    @Test func linkWithoutTheParameterFailsNamingTheURL() throws {
        try Fixtures.resetFireworkSDK()
        let url = try #require(URL(string: "https://app.example/v?x=1#top"))
        var result: Result<VideoFeedViewController, VideoFeedError>?
        VideoFeedViewController.openVideoPlayer(with: url, UIViewController()) { result = $0 }
        #expect(
            throws: VideoFeedError.unknownError(
                underlyingError: FireworkShareLinkError.missingParameter(url: "https://app.example/v?x=1#top"))
        ) { try result?.get() }
    }

    @Test func malformedValuesSayWhy() {
        #expect(throws: FireworkShareLinkError.malformedValue("!!", reason: "not base64")) {
            _ = try FireworkShareLink.parse(value: "!!")
        }
        let noVideo = Data(#"{"channel":"c"}"#.utf8).base64EncodedString()
        #expect(
            throws: FireworkShareLinkError.malformedValue(noVideo, reason: "no \"video_id\" string in the decoded JSON")
        ) { _ = try FireworkShareLink.parse(value: noVideo) }
        #expect(throws: FireworkShareLinkError.malformedValue(":v", reason: "the channel id is empty")) {
            _ = try FireworkShareLink.parse(value: ":v")
        }
    }

    @Test func unknownVideoOrWrongChannelFails() throws {
        try Fixtures.resetFireworkSDK()
        var results: [Result<VideoFeedViewController, VideoFeedError>] = []
        VideoFeedViewController.openVideoPlayer(with: "ch_style:v_gone", UIViewController()) { results.append($0) }
        VideoFeedViewController.openVideoPlayer(with: "ch_kitchen:v_yoga", UIViewController()) { results.append($0) }
        #expect(throws: VideoFeedError.contentSourceError(.contentNotFound("v_gone"))) { try results[0].get() }
        #expect(
            throws: VideoFeedError.unknownError(
                underlyingError: FireworkShareLinkError.videoNotInChannel(videoID: "v_yoga", channelID: "ch_kitchen"))
        ) { try results[1].get() }
    }
}
