import BambuserPlayer
import ShopStageTesting
import Testing

/// What the Bambuser recorder keeps besides its timed calls: what a host's delegate reads.
@MainActor
@Suite struct BambuserDelegateRecorderTests {
    @Test func errorsAreKeptAsThePlayerHandedThem() {
        let calls = BambuserDelegateRecorder()
        calls.onErrorOccurred("p", error: BambuserStageError.engine("the VM went away"))
        guard case .engine(let message)? = calls.errors.first as? BambuserStageError else {
            Issue.record("no BambuserStageError kept: \(calls.errors)")
            return
        }
        #expect(message == "the VM went away")
        #expect(calls.recorder.events == [.error(String(describing: BambuserStageError.engine("the VM went away")))])
    }

    @Test func statesAndEventTypesAreKeptInOrder() {
        let calls = BambuserDelegateRecorder()
        calls.onVideoStatusChanged("p", state: .playing)
        calls.onNewEventReceived("p", event: BambuserEventPayload(type: "show-started", data: [:]))
        calls.onVideoStatusChanged("p", state: .completed)
        calls.onNewEventReceived("p", event: BambuserEventPayload(type: "show-ended", data: [:]))
        #expect(calls.states == [.playing, .completed])
        #expect(calls.eventTypes == ["show-started", "show-ended"])
    }

    @Test func requestedProductIDsListTheIdsOfEachProvideProductData() {
        let calls = BambuserDelegateRecorder()
        func provide(_ ids: [String]) -> BambuserEventPayload {
            BambuserEventPayload(
                type: "provide-product-data",
                data: ["event": ["products": ids.map { ["id": $0, "ref": "ref-\($0)"] as [String: any Sendable] }]])
        }
        calls.onNewEventReceived("p", event: provide(["bmb-1", "bmb-2"]))
        calls.onNewEventReceived("p", event: BambuserEventPayload(type: "product-highlighted", data: [:]))
        calls.onNewEventReceived("p", event: provide(["bmb-3"]))
        #expect(calls.requestedProductIDs == [["bmb-1", "bmb-2"], ["bmb-3"]])
    }

    @Test func aLivePlayersFirstRequestIsForEveryProductOfTheShow() async throws {
        let stage = try await Stage()
        await stage.run { _ in
            let show = Fixtures.show(id: "recorder-request", products: ["bmb-a", "bmb-b"])
            let playerView = BambuserVideoPlayer(shows: [show]).createPlayerView(
                videoConfiguration: .init(type: .live(id: show.id), events: ["*"], configuration: ["currency": "USD"]))
            let calls = BambuserDelegateRecorder()
            playerView.delegate = calls
            playerView.play()
            await playerView.settle()
            #expect(calls.requestedProductIDs.first == ["bmb-a", "bmb-b"])
            #expect(calls.errors.isEmpty)
        }
    }

    @Test func fieldsAreWhatIOSPutsUnderEvent() {
        let event = BambuserEventPayload(
            type: "should-add-item-to-cart", data: ["event": ["sku": "TEE-001-BLK-M"], "callbackKey": "k1"])
        #expect(event.fields["sku"] as? String == "TEE-001-BLK-M")
        #expect(event.fields["callbackKey"] == nil)
    }

    @Test func fieldsAreEmptyForAnEventWithoutAny() {
        #expect(BambuserEventPayload(type: "close", data: ["callbackKey": "k1"]).fields.isEmpty)
    }
}

/// The Bambuser recorder as the picture-in-picture delegate too.
@MainActor
@Suite struct BambuserPictureInPictureRecordingTests {
    @Test func pictureInPictureStatesAreRecordedInOrder() async throws {
        let show = Fixtures.show(id: "recorder-pip", products: ["bmb-a"])
        let playerView = BambuserVideoPlayer(shows: [show]).createPlayerView(
            videoConfiguration: .init(type: .live(id: show.id), events: ["*"], configuration: [:]))
        let calls = BambuserDelegateRecorder()
        playerView.pipController?.delegate = calls
        playerView.pipController?.start()
        playerView.pipController?.stop()
        // AVKit calls the delegate later, on the main actor; a stop while starting waits for the start.
        await playerView.settle()
        #expect(calls.pipStates == [.willStart, .started, .willStop, .stopped])
        calls.recorder.expect([
            .pictureInPicture(.willStart), .pictureInPicture(.started), .pictureInPicture(.willStop),
            .pictureInPicture(.stopped),
        ])
    }
}
