import BambuserCommerceSDK
import ShopStageTesting
import Testing

// attachShoppableView (the SDK after 3.0.2) run headlessly: the floating shop attaches, pages,
// goes full screen, swipes and is dismissed; its delegate hears each step.
@MainActor
struct ShoppableViewTests {
    init() throws {
        BambuserShowRegistry.shared.register(try Fixtures.bambuserShoppableLibrary("demo-reels"))
    }

    @Test func theFloatingShopAttachesPagesAndGoesFullScreen() async throws {
        let stage = try await Stage()
        try await stage.run { stage in
            let shop = FloatingShopController()
            await shop.attach()
            let view = try #require(shop.shoppable as? HeadlessShoppableView)
            #expect(view.container === shop.window)
            #expect(shop.log == ["attached fab players=[\"sv-duo\"]"])
            try await stage.settle()
            #expect(shop.log.last == "didLoadPage 1/2 players=1")
            #expect(view.headlessPlayers.allSatisfy { $0.videoScaleMode == .fill })

            await view.loadNextPage()
            #expect(Array(shop.log.suffix(2)) == ["willLoadPage 2", "didLoadPage 2/2 players=2"])
            #expect(view.players.map(\.id) == ["sv-duo", "sv-tee"])
            // The router is every player's delegate, the second page's too.
            #expect(view.headlessPlayers.allSatisfy { $0.delegate === shop.router })
            await view.loadNextPage()
            #expect(shop.log.count == 4)

            try await view.select(0)
            #expect(
                Array(shop.log.suffix(2)) == [
                    "didSelect 0 sv-duo Blazer and mascara 40.0", "didEnterFullscreen sv-duo",
                ])
            try await stage.advance(by: .seconds(1))
            #expect(view.headlessPlayers[0].currentPlayerState == .playing)
            #expect(view.headlessPlayers[0].hydrations.count == 2)

            try await view.swipe(to: 1)
            #expect(shop.log.last == "didChangeCurrent sv-tee")
            #expect(view.headlessPlayers[0].currentPlayerMode == .preview)
            #expect(view.headlessPlayers[1].currentPlayerMode == .fullExperience)

            try await view.dismiss()
            #expect(Array(shop.log.suffix(2)) == ["didExitFullscreen sv-tee", "dismissed"])
            #expect(shop.shoppable == nil)
            #expect(view.headlessPlayers.allSatisfy { $0.currentPlayerState == .stopped })
        }
    }

    @Test func aViewerActionThatCannotHappenSaysWhy() async throws {
        let sdk = BambuserSDK(server: .US)
        let config = BambuserShoppableVideoConfiguration(
            type: .playlist(BambuserShoppableVideoPlaylistInfo(orgId: "org-demo", componentId: "reels")),
            events: ["*"], configuration: nil)
        let view = try #require(
            try await sdk.attachShoppableView(into: HostWindow(), videoConfiguration: config) as? HeadlessShoppableView)
        #expect(view.mode == .story)
        #expect(view.pagination.total == 5)
        #expect(view.contentSize == nil)
        await #expect(throws: BambuserStageError.invalidShoppableAction("no video at index 9 (the view has 5)")) {
            try await view.select(9)
        }
        await #expect(throws: BambuserStageError.self) { try await view.swipe(to: 1) }
    }
}
