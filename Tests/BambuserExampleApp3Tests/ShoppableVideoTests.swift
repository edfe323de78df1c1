import BambuserCommerceSDK
import ShopStageTesting
import Testing

// The reels feed (ShoppableVideo/) run headlessly: a collection loads page by page, the current
// video expands when ready, plays, and sends its events; the router answers them.
@MainActor
struct ShoppableVideoTests {
    init() throws {
        BambuserShowRegistry.shared.register(try Fixtures.bambuserShoppableLibrary("demo-reels"))
    }

    /// The reels screen as the example app shows it: its view loaded and its first page of two players made.
    func loadedFeed() async throws -> ReelsFeedController {
        let feed = ReelsFeedController(pageSize: 2)
        feed.viewDidLoad()
        try #require(await eventually { feed.players.count == 2 })
        return feed
    }

    func player(_ view: BambuserPlayerView) throws -> HeadlessBambuserPlayerView {
        try #require(view as? HeadlessBambuserPlayerView)
    }

    @Test func theFeedLoadsPageByPage() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = try await loadedFeed()
            #expect(feed.players.map(\.id) == ["sv-mascara", "sv-blazer"])
            #expect(feed.pagination?.page == 1)
            #expect(feed.pagination?.pageSize == 2)
            #expect(feed.pagination?.total == 5)
            #expect(feed.pagination?.totalPages == 3)
            // Reaching the last video loaded asks for the next page, and so on to the last (one video).
            feed.scroll(to: 1)
            #expect(await eventually { feed.players.count == 4 })
            feed.scroll(to: 3)
            #expect(await eventually { feed.players.count == 5 })
            #expect(feed.players.map(\.id) == ["sv-mascara", "sv-blazer", "sv-duo", "sv-tee", "sv-outro"])
            #expect(feed.pagination?.page == 3)
            // Past the last page nothing more is asked for.
            feed.scroll(to: 4)
            try await stage.settle()
            #expect(feed.players.count == 5)
            #expect(feed.loadError == nil)
        }
    }

    @Test func theCurrentVideoExpandsWhenReadyPlaysAndIsHydrated() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = try await loadedFeed()
            #expect(feed.players.allSatisfy { $0.currentPlayerMode == .preview })
            #expect(feed.players.allSatisfy { $0.currentPlayerState == .idle })
            // The players preload (the configuration's `preload: true`): .ready, and the feed expands page 0.
            try await stage.advance(by: .milliseconds(10))
            let first = try player(feed.players[0])
            #expect(await eventually { first.currentPlayerMode == .fullExperience })
            try await stage.advance(by: .milliseconds(10))
            #expect(first.currentPlayerState == .playing)
            #expect(feed.players[1].currentPlayerState == .ready)
            #expect(feed.players[1].currentPlayerMode == .preview)
            try await stage.advance(by: .seconds(6))
            #expect(first.hydrations.map(\.id) == ["bmb-sv-mascara"])
            #expect(first.hydrations.allSatisfy { $0.isAccepted })
            #expect(feed.router.events.filter { $0.0 == "sv-mascara" }.map(\.1).contains("provide-product-data"))
            #expect(feed.router.errors.isEmpty)
        }
    }

    @Test func tappingAPreviewExpandsIt() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = try await loadedFeed()
            try await stage.advance(by: .milliseconds(10))
            let second = try player(feed.players[1])
            try second.viewer.tapPreview()
            try await stage.advance(by: .milliseconds(10))
            #expect(feed.router.events.contains { $0 == ("sv-blazer", "preview-should-expand") })
            #expect(await eventually { second.currentPlayerMode == .fullExperience })
            try await stage.advance(by: .milliseconds(10))
            #expect(second.currentPlayerState == .playing)
            #expect(feed.players[0].currentPlayerState != .playing)
            #expect(feed.currentIndex == 1)
        }
    }

    @Test func checkoutFromAShoppableVideoStartsPictureInPicture() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = try await loadedFeed()
            try await stage.advance(by: .milliseconds(10))
            let first = try player(feed.players[0])
            #expect(await eventually { first.currentPlayerMode == .fullExperience })
            try first.viewer.checkout()
            try await stage.settle()
            await first.settle()
            // The router enabled picture in picture (off by default for shoppable videos) and started it.
            #expect(feed.router.pipStates == [.willStart, .started])
            #expect(feed.router.screens == [.cart])
        }
    }

    @Test func aCartAnswerReachesTheVideosProductPage() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let feed = try await loadedFeed()
            try await stage.advance(by: .milliseconds(10))
            let second = try player(feed.players[1])
            try await second.changeMode(to: .fullExperience)
            try await stage.advance(by: .seconds(1))
            try second.viewer.open("bmb-sv-blazer")
            try second.viewer.chooseSize("1977-small-beige")
            try second.viewer.addToCart()
            #expect(await eventually { second.pendingCallbackKeys.isEmpty })
            #expect(try second.snapshot().productPage?.message == "added")
        }
    }

    @Test func oneVideoById() async throws {
        let sdk = BambuserSDK(server: .US)
        let view = try await sdk.createShoppableVideoPlayer(videoConfiguration: ReelsConfigs.single("sv-tee"))
        #expect(view.id == "sv-tee")
        #expect(view.currentPlayerMode == .preview)
        // `preload: false`: idle until the app preloads it.
        try await view.advance(by: .milliseconds(10))
        #expect(view.currentPlayerState == .idle)
        view.preload()
        #expect(view.currentPlayerState == .ready)
        // Back to the preview after a reset.
        try await view.changeMode(to: .fullExperience)
        #expect(view.currentPlayerState == .playing)
        view.resetPlayer()
        #expect(view.currentPlayerMode == .preview)
    }

    @Test func theRealErrorsForTheWrongVideoType() async throws {
        let sdk = BambuserSDK(server: .US)
        await #expect(throws: BambuserPlayerError.invalidTypeForUniqueShoppableVideo) {
            _ = try await sdk.createShoppableVideoPlayer(videoConfiguration: ReelsConfigs.reels())
        }
        await #expect(throws: BambuserPlayerError.invalidTypeForShoppableVideoList) {
            _ = try await sdk.createShoppableVideoPlayerCollection(videoConfiguration: ReelsConfigs.single("sv-tee"))
        }
        await #expect(throws: BambuserPlayerError.videoNotFound) {
            _ = try await sdk.createShoppableVideoPlayer(videoConfiguration: ReelsConfigs.single("sv-nope"))
        }
    }

    @Test func bySkuAndPastTheEnd() async throws {
        let sdk = BambuserSDK(server: .US)
        let bySku = BambuserShoppableVideoConfiguration(
            type: .sku(BambuserShoppableVideoSkuInfo(orgId: "org-demo", sku: "1223")), events: ["*"], configuration: nil
        )
        let result = try await sdk.createShoppableVideoPlayerCollection(videoConfiguration: bySku)
        #expect(result.players.map(\.id) == ["sv-mascara", "sv-duo"])
        #expect(result.pagination.pageSize == 15)
        let past = try await sdk.createShoppableVideoPlayerCollection(videoConfiguration: bySku, page: 9, pageSize: 2)
        #expect(past.players.isEmpty)
        #expect(past.pagination.totalPages == 1)
        let huge = try await sdk.createShoppableVideoPlayerCollection(
            videoConfiguration: bySku, page: .max, pageSize: .max)
        #expect(huge.players.isEmpty)
    }

    @Test func badPagesAndUnknownPlaylistsSayWhat() async throws {
        let sdk = BambuserSDK(server: .US)
        await #expect(throws: BambuserStageError.invalidPagination(page: 0, pageSize: 15)) {
            _ = try await sdk.createShoppableVideoPlayerCollection(videoConfiguration: ReelsConfigs.reels(), page: 0)
        }
        let unknown = BambuserShoppableVideoConfiguration(
            type: .playlist(BambuserShoppableVideoPlaylistInfo(orgId: "org-demo", componentId: "nope")),
            events: ["*"], configuration: nil)
        let error = await #expect(throws: BambuserStageError.self) {
            _ = try await sdk.createShoppableVideoPlayerCollection(videoConfiguration: unknown)
        }
        #expect(error.map { "\($0)" }?.contains("no playlist \"nope\" (it has: \"reels\", \"spotlight\")") == true)
    }
}
