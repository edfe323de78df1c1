import BambuserPlayer
import Foundation
import Testing

// The real public interface's shapes (SI 3.0.2, and the 1.x/2.x forms that can live beside them):
// BambuserPlayerView is a protocol, notify returns nothing, the real error enums and their cases.
@MainActor
struct RealInterfaceTests {
    @Test func theHeadlessViewIsABambuserPlayerViewAHostCanStore() async throws {
        let (view, _) = try makeView()
        let stored: (any BambuserPlayerView)? = view
        try await stored?.invoke(function: "updateProductWithData", arguments: teeArguments())
        #expect(stored?.id == "spring-live")
        #expect(try view.snapshot().product(id: "bmb-tee")?.isHydrated == true)
    }

    @Test func notifyThroughTheProtocolAnswersTheCallback() async throws {
        let (view, _, key) = try await addTee()
        let player: any BambuserPlayerView = view
        player.notify(callbackKey: key, info: true)
        #expect(try view.snapshot().cart == ["TEE-001-BLK-M": 1])
    }

    @Test func notifyReturnsNothingAsOnAPhone() async throws {
        let (view, _, key) = try await addTee(size: "TEE-001-BLK-S")
        let answer: (String, Any) -> Void = view.notify
        answer(key, "{ success: false, reason: 'out-of-stock' }")
        #expect(try view.snapshot().productPage?.message == "out-of-stock")
    }

    @Test func answerSaysWhetherACallbackTookTheAnswer() async throws {
        let (view, delegate) = try makeView()
        #expect(view.answer(callbackKey: "cb-404", info: true) == false)
        await view.settle()
        #expect(delegate.errors.count == 1)
    }

    @Test func theRealPlayerErrorsDescribeThemselves() {
        let errors: [BambuserPlayerError] = [
            .invalidTypeForUniqueShoppableVideo, .invalidTypeForShoppableVideoList, .videoNotFound,
            .badUrl(nil), .invalidStatus(500, url: nil), .failedToTrack, .failedToLoadVideo("stalled"),
        ]
        #expect(errors.allSatisfy { ($0.errorDescription ?? "").isEmpty == false })
        #expect(Set(errors).count == 7)
    }

    @Test func the2xPlayerErrorsDescribeThemselves() {
        let errors: [PlayerError] = [
            .badUrl(URL(string: "https://example.com")), .noData, .invalidJson("x"), .invalidStatus(404, url: nil),
            .unknownError, .failedToTrack, .failedToLoadVideo("stalled"),
        ]
        #expect(errors.allSatisfy { ($0.errorDescription ?? "").isEmpty == false })
    }

    @Test func shopStageFailuresAreStageErrorsNotRealPlayerErrors() async throws {
        let (view, _) = try makeView()
        do {
            try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', {")
            Issue.record("a syntax error in the arguments did not throw")
        } catch {
            #expect(error is BambuserStageError)
            #expect(!(error is BambuserPlayerError))
        }
    }

    @Test func theOneDotXOnDemandSpellingIsTheSameAsset() {
        #expect(BambuserVideoAsset.onDemand("vod-1") == .onDemand(id: "vod-1"))
        let configuration = BambuserVideoConfiguration(type: .onDemand("vod-1"), configuration: nil)
        #expect(configuration.type.id == "vod-1")
    }

    @Test func anAnyConfigurationKeepsEveryValueWithAJavaScriptForm() {
        let settings: [String: Any] = ["currency": "EUR", "autoplay": true, "ui": ["hidePromotedShows": true], "delegate": NSObject()]
        let configuration = BambuserVideoConfiguration(type: .live(id: "x"), events: ["*"], configuration: settings)
        #expect(configuration.configuration?.keys.sorted() == ["autoplay", "currency", "ui"])
    }
}

@MainActor
struct AutoplayTests {
    @Test func autoplayStartsTheShowWhenTimeFirstMovesWithoutPlay() async throws {
        let (view, delegate) = try makeView(extra: ["autoplay": true])
        #expect(view.currentPlayerState == .idle)
        try await view.advance(by: .milliseconds(1))
        #expect(view.currentPlayerState == .playing)
        #expect(delegate.requestedProductIDs.first?.isEmpty == false)
    }

    @Test func withoutAutoplayTheShowWaitsForPlay() async throws {
        let (view, _) = try makeView(extra: ["autoplay": false])
        try await view.advance(by: .seconds(1))
        #expect(view.currentPlayerState == .idle)
    }

    @Test func autoplayDoesNotRestartAPausedShow() async throws {
        let (view, _) = try makeView(extra: ["autoplay": true])
        view.play()
        await view.settle()
        view.pause()
        try await view.advance(by: .seconds(1))
        #expect(view.currentPlayerState == .paused)
    }
}
