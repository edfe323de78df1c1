import FireworkShopping
import ShopStageTesting
import Testing

/// The Firework playback recorder: every callback by name, with the stage's time and its details.
@MainActor
@Suite struct FireworkPlaybackRecorderTests {
    func runner(_ playback: FireworkPlaybackRecorder) throws -> PlayerViewController {
        let catalog = try Fixtures.fireworkCatalog()
        let tracking = FireworkEventTracking()
        tracking.videoPlaybackDelegate = playback
        let player = try PlayerViewController(
            videos: ["v_runner"].compactMap { catalog.video(id: $0) }, catalog: catalog,
            shopping: FireworkVideoShopping(), eventTracking: tracking)
        try player.open()
        return player
    }

    @Test func callbacksAreRecordedByNameAtTheStagesTime() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let playback = FireworkPlaybackRecorder()
            let player = try runner(playback)
            try await stage.advance(by: .seconds(6))
            playback.recorder.expect(["impression", "start", "firstQuartile"])
            #expect(playback.recorder.recorded.map(\.time) == [.zero, .zero, .seconds(5)])
            _ = player
        }
    }

    @Test func detailsOfANameAreWhatItsCallbacksCarried() throws {
        let playback = FireworkPlaybackRecorder()
        let player = try runner(playback)
        try player.advance(by: .seconds(3))
        try player.close()
        #expect(playback.details.count == playback.events.count)
        #expect(playback.details(of: "close").map(\.position) == [3])
        #expect(playback.details(of: "start").map(\.videoID) == ["v_runner"])
        #expect(playback.details(of: "midpoint").isEmpty)
    }
}
