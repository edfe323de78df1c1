import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

// The real SDK's initialisers and types, both eras.
@MainActor
struct RealAPITests {
    static let configuration: [String: any Sendable] = ["currency": "USD", "locale": "en-US"]

    func registered(_ id: String, type: BambuserShow.Kind = .live) -> BambuserShow {
        let show = BambuserShow(
            id: id, type: type, title: "Real API", durationSeconds: 60,
            products: [.init(id: "bmb-1", ref: "TEE-001", url: "https://shop.example.com/tee")],
            timeline: [.init(at: 20, action: .highlight, product: "bmb-1")])
        BambuserShowRegistry.shared.register(show)
        return show
    }

    @Test func theServerInitialiserPlaysAShowFromTheRegistry() async throws {
        _ = registered("real-api-2x")
        let view = BambuserVideoPlayer(server: .US).createPlayerView(
            videoConfiguration: .init(type: .live(id: "real-api-2x"), events: ["*"], configuration: Self.configuration))
        let delegate = BambuserDelegateRecorder()
        view.delegate = delegate
        view.play()
        await view.settle()
        #expect(delegate.errors.isEmpty)
        #expect(delegate.requestedProductIDs == [["bmb-1"]])
    }

    @Test func bambuserSDKIsTheThreeXNameOfThePlayer() throws {
        _ = registered("real-api-3x")
        let sdk = BambuserSDK(server: .EU)
        let view = sdk.createPlayerView(
            videoConfiguration: BambuserVideoConfiguration(type: .live(id: "real-api-3x"), events: ["*"], configuration: nil))
        #expect(sdk.server == .EU)
        #expect(view.show.title == "Real API")
    }

    @Test func createPlayerViewKeepsTheIgnoredSafeAreaEdges() {
        let view = BambuserSDK(server: .US).createPlayerView(
            videoConfiguration: .init(type: .live(id: "real-api-edges"), events: ["*"], configuration: nil),
            ignoredSafeAreaEdges: .init(.bottom, .leading))
        #expect(view.ignoredSafeAreaEdges?.edges == [.bottom, .leading])
    }

    @Test func aNilConfigurationIsAllowedAndHydrationNeedsCurrencyAndLocale() async throws {
        _ = registered("real-api-nil")
        let view = BambuserVideoPlayer(server: .US).createPlayerView(
            videoConfiguration: .init(type: .live(id: "real-api-nil"), events: ["*"], configuration: nil))
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments(id: "bmb-1"))
        #expect(view.hydrations.last?.violations.first?.message.contains("\"currency\" and \"locale\"") == true)
    }

    @Test func preloadMakesAnIdlePlayerReady() async throws {
        let (view, delegate) = try makeView()
        view.preload()
        await view.settle()
        #expect(view.currentPlayerState == .ready)
        #expect(delegate.states == [.ready])
        view.play()
        await view.settle()
        #expect(delegate.eventTypes.contains("provide-product-data"))
    }

    @Test func cleanupStopsThePlayerAndItSendsNothingMore() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        view.cleanup()
        #expect(view.currentPlayerState == .stopped)
        let sent = delegate.payloads.count
        try await view.advance(by: .seconds(600))
        #expect(delegate.payloads.count == sent)
    }

    @Test func resetPlayerReturnsToIdleAndForgetsHydrations() async throws {
        let (view, _) = try makeView()
        view.play()
        await view.settle()
        try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
        view.resetPlayer()
        await view.settle()
        #expect(view.currentPlayerState == .idle)
        #expect(try view.snapshot().product(id: "bmb-tee")?.isHydrated == false)
    }

    @Test func seekDoesNothingOnALiveShow() async throws {
        let (view, delegate) = try makeView()
        view.play()
        await view.settle()
        view.seek(to: 200)
        try await view.advance(by: .seconds(5))
        #expect(!delegate.eventTypes.contains("product-highlighted"))
    }

    @Test func seekMovesAnOnDemandShow() async throws {
        _ = registered("real-api-vod", type: .onDemand)
        let view = BambuserVideoPlayer(server: .US).createPlayerView(
            videoConfiguration: .init(type: .onDemand(id: "real-api-vod"), events: ["*"], configuration: Self.configuration))
        let delegate = BambuserDelegateRecorder()
        view.delegate = delegate
        view.play()
        await view.settle()
        view.seek(to: 19)
        try await view.advance(by: .seconds(2))
        #expect(delegate.eventTypes.contains("product-highlighted"))
    }

    @Test func theNineStatesAreTheRealOnes() {
        func name(_ state: BambuserVideoState) -> String {
            switch state {
            case .ready, .loading, .playing, .paused, .stopped, .completed, .error, .idle, .buffering: return state.rawValue
            }
        }
        #expect(name(.completed) == "completed")
        let qualified: BambuserCommerceSDK.BambuserVideoState = .buffering
        #expect(qualified == .buffering)
    }
}

@MainActor
struct TrackTests {
    @Test func trackOnTheSDKRecordsTheEvent() async throws {
        let sdk = BambuserSDK(server: .US)
        let transaction: [String: any Sendable] = ["id": "abcd", "total": 74.98]
        let response = try await sdk.track(event: "ecommerce:purchase", with: ["transaction": transaction])
        #expect(response == nil)
        #expect(sdk.trackedEvents.first?.event == "ecommerce:purchase")
        #expect(sdk.trackedEvents.first?.data["transaction"]?["total"] == .double(74.98))
    }

    @Test func trackOnTheViewRecordsTheEvent() async throws {
        let (view, _) = try makeView()
        try await view.track(event: "ecommerce:purchase", with: ["products": [["id": "314"]] as [[String: any Sendable]]])
        #expect(view.trackedEvents.map(\.event) == ["ecommerce:purchase"])
    }

    @Test func trackWithDataThatHasNoJSONFormThrows() async throws {
        let sdk = BambuserSDK(server: .US)
        await #expect(throws: BambuserStageError.self) {
            _ = try await sdk.track(event: "x", with: ["data": Data()])
        }
    }
}
