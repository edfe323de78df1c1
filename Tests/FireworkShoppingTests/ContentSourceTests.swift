import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

@Suite struct ContentSourceTests {
    let catalog: FireworkCatalog

    init() throws { catalog = try Fixtures.fireworkCatalog() }

    @Test func discoverIsEveryVideo() throws {
        #expect(try catalog.videos(for: .discover).count == 5)
    }

    @Test func channelKeepsItsVideos() throws {
        #expect(try catalog.videos(for: .channel(channelID: "ch_kitchen")).map(\.id) == ["v_pasta"])
    }

    @Test func channelPlaylistKeepsThePlaylistOrder() throws {
        let videos = try catalog.videos(for: .channelPlaylist(channelID: "ch_style", playlistID: "pl_move"))
        #expect(videos.map(\.id) == ["v_yoga", "v_runner"])
    }

    @Test func playlistGroupConcatenatesItsPlaylists() throws {
        #expect(
            try catalog.videos(for: .playlistGroup(groupID: "pg_home")).map(\.id) == ["v_yoga", "v_runner", "v_pasta"])
    }

    @Test func dynamicContentMatchesCohorts() throws {
        let videos = try catalog.videos(
            for: .dynamicContent(channelID: "ch_style", parameters: ["segment": ["wellness", "nobody"]]))
        #expect(videos.map(\.id) == ["v_yoga"])
    }

    @Test func singleContentIsOneVideo() throws {
        #expect(try catalog.videos(for: .singleContent(videoOrLiveStreamID: "v_pasta")).map(\.id) == ["v_pasta"])
    }

    @Test func unknownIDsAreNamed() {
        #expect(throws: VideoFeedError.contentSourceError(.channelNotFound("ch_none"))) {
            _ = try catalog.videos(for: .channel(channelID: "ch_none"))
        }
        #expect(throws: VideoFeedError.contentSourceError(.playlistNotFound("pl_dinner", channelID: "ch_style"))) {
            _ = try catalog.videos(for: .channelPlaylist(channelID: "ch_style", playlistID: "pl_dinner"))
        }
        #expect(throws: VideoFeedError.contentSourceError(.contentNotFound("v_none"))) {
            _ = try catalog.videos(for: .singleContent(videoOrLiveStreamID: "v_none"))
        }
    }

    @Test func badCatalogNamesTheJSONPath() throws {
        let json = #"{"videos": [{"id": "v", "channelID": "c", "duration": "long"}]}"#
        #expect(
            throws: FireworkFixtureError.invalid(file: "inline", path: "videos[0].duration", message: "expected Double")
        ) {
            _ = try FireworkCatalog.decode(Data(json.utf8), file: "inline")
        }
    }
}
