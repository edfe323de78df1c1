import Foundation
import Testing

@testable import FireworkShopping

@MainActor
@Suite struct ShareLinkTests {
    @Test func valueSplitsIntoChannelAndVideo() throws {
        let parsed = try FireworkShareLink.parse(value: "ch_style:v_yoga")
        #expect(parsed.channelID == "ch_style")
        #expect(parsed.videoID == "v_yoga")
    }

    @Test func malformedValuesSayWhy() {
        #expect(
            throws: FireworkShareLinkError.malformedValue(
                "v_yoga", reason: "expected '<channelID>:<videoID>' (one ':'), found 0")
        ) {
            _ = try FireworkShareLink.parse(value: "v_yoga")
        }
        #expect(throws: FireworkShareLinkError.malformedValue(":v", reason: "the channel id is empty")) {
            _ = try FireworkShareLink.parse(value: ":v")
        }
        #expect(throws: FireworkShareLinkError.malformedValue("c:v/x", reason: "the video id contains '/'")) {
            _ = try FireworkShareLink.parse(value: "c:v/x")
        }
    }

    @Test func openVideoPlayerFromURLPresentsThePlayerOnThatVideo() throws {
        try FireworkFixtures.resetSDK()
        let presenter = UIViewController()
        let url = try #require(URL(string: "https://app.example/v?utm=x&fwplayer=ch_style:v_yoga"))
        var result: Result<PlayerViewController, FireworkShareLinkError>?
        VideoFeedViewController.openVideoPlayer(with: url, presenter) { result = $0 }
        let player = try #require(try result?.get())
        #expect(presenter.presentedViewController === player)
        #expect(try player.snapshot().videoID == "v_yoga")
        #expect(try player.snapshot().status == .playing)
    }

    @Test func urlWithoutTheParameterFails() throws {
        try FireworkFixtures.resetSDK()
        let url = try #require(URL(string: "https://app.example/v?x=1"))
        var result: Result<PlayerViewController, FireworkShareLinkError>?
        VideoFeedViewController.openVideoPlayer(with: url, UIViewController()) { result = $0 }
        #expect(throws: FireworkShareLinkError.missingParameter(url: "https://app.example/v?x=1")) { try result?.get() }
    }

    @Test func unknownVideoOrWrongChannelFails() throws {
        try FireworkFixtures.resetSDK()
        var results: [Result<PlayerViewController, FireworkShareLinkError>] = []
        VideoFeedViewController.openVideoPlayer(with: "ch_style:v_gone", UIViewController()) { results.append($0) }
        VideoFeedViewController.openVideoPlayer(with: "ch_kitchen:v_yoga", UIViewController()) { results.append($0) }
        #expect(throws: FireworkShareLinkError.unknownVideo("v_gone")) { try results[0].get() }
        #expect(throws: FireworkShareLinkError.videoNotInChannel(videoID: "v_yoga", channelID: "ch_kitchen")) {
            try results[1].get()
        }
    }

    @Test func sharedLinkOpensTheSameVideo() throws {
        try FireworkFixtures.resetSDK()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_kitchen"))
        let player = try feed.tapThumbnail(at: 0)
        let link = try player.share()
        #expect(link.absoluteString == "https://fw.tv/watch?fwplayer=ch_kitchen:v_pasta")
        let snippet = Seed004ShareLinks()
        snippet.open(
            url: link, paramValue: FireworkShareLink.value(for: player.feed[0]), viewController: UIViewController())
        #expect(try snippet.results.map { try $0.get().feed.first?.videoID } == ["v_pasta", "v_pasta"])
    }
}
