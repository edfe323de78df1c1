import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

// Hosts written each way a real app or the docs write the delegate: every one must get every call.

/// As the real example apps write it (SDK 2.x/3.x): every first parameter unlabelled.
@MainActor
final class UnlabelledHost: BambuserPlayerViewDelegate {
    var events: [String] = []
    var errors: [any Error] = []
    var states: [BambuserVideoState] = []
    var progress: [Double] = []
    var thumbnailTaps = 0

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) { events.append(event.type) }
    func onErrorOccurred(_ id: String, error: Error) { errors.append(error) }
    func onVideoStatusChanged(_ id: String, state: BambuserVideoState) { states.append(state) }
    func onVideoProgress(_ id: String, duration: Double, currentTime: Double) { progress.append(currentTime) }
    func onThumbnailTapped(_ id: String) { thumbnailTaps += 1 }
}

/// As the READMEs up to 2.3.1 and seed 001 write it: `id:`.
@MainActor
final class LabelledHost: BambuserVideoPlayerDelegate {
    var events: [String] = []
    var errors: [any Error] = []
    var states: [BambuserVideoState] = []

    func onNewEventReceived(id: String, event: BambuserEventPayload) { events.append(event.type) }
    func onErrorOccurred(id: String, error: Error) { errors.append(error) }
    func onVideoStatusChanged(id: String, state: BambuserVideoState) { states.append(state) }
}

/// The trap the fidelity sheet names: the README's `id:` for events, the real `_ id` for the others.
@MainActor
final class MixedHost: BambuserVideoPlayerDelegate {
    var events: [String] = []
    var errors: [any Error] = []
    var states: [BambuserVideoState] = []

    func onNewEventReceived(id: String, event: BambuserEventPayload) { events.append(event.type) }
    func onErrorOccurred(_ id: String, error: Error) { errors.append(error) }
    func onVideoStatusChanged(_ id: String, state: BambuserVideoState) { states.append(state) }
}

/// Both spellings of one method: the real one is called, once, as on a phone.
@MainActor
final class BothSpellingsHost: BambuserPlayerViewDelegate {
    var unlabelled = 0
    var labelled = 0

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) { unlabelled += 1 }
    func onNewEventReceived(id: String, event: BambuserEventPayload) { labelled += 1 }
}

/// A typo: compiles (every requirement has a default) and is never called.
@MainActor
final class TypoHost: BambuserPlayerViewDelegate {
    var errors = 0
    func onNewEventReceived(_ id: String, event: BambuserEventPayload) {}
    func onErrorOccured(_ id: String, error: Error) { errors += 1 }
}

@MainActor
struct DelegateSpellingTests {
    func view(_ delegate: any BambuserPlayerViewDelegate, show id: String = "spring-live") throws -> HeadlessBambuserPlayerView {
        let show = try Fixtures.bambuserShow("spring-live")
        let player = BambuserVideoPlayer(shows: [show])
        let view = player.createPlayerView(
            videoConfiguration: .init(type: .live(id: id), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
        view.delegate = delegate
        return view
    }

    @Test func unlabelledOnNewEventReceivedGetsEvents() async throws {
        let host = UnlabelledHost()
        let played = try view(host)
        played.play()
        await played.settle()
        #expect(host.events.contains("provide-product-data"))
    }

    @Test func unlabelledOnErrorOccurredGetsErrors() async throws {
        let host = UnlabelledHost()
        let played = try view(host, show: "nope")
        played.play()
        await played.settle()
        #expect(host.errors.count == 1)
    }

    @Test func unlabelledOnVideoStatusChangedGetsStates() async throws {
        let host = UnlabelledHost()
        let played = try view(host)
        played.play()
        await played.settle()
        #expect(host.states == [.playing])
    }

    @Test func onVideoProgressIsCalledEverySecondOfVirtualTime() async throws {
        let host = UnlabelledHost()
        let view = try view(host)
        view.play()
        try await view.advance(by: .seconds(3))
        #expect(host.progress == [1, 2, 3])
    }

    @Test func onThumbnailTappedIsCalledWhenTheViewerTapsTheThumbnail() throws {
        let host = UnlabelledHost()
        try view(host).viewer.tapThumbnail()
        #expect(host.thumbnailTaps == 1)
    }

    @Test func labelledOnNewEventReceivedGetsEvents() async throws {
        let host = LabelledHost()
        let played = try view(host)
        played.play()
        await played.settle()
        #expect(host.events.contains("provide-product-data"))
    }

    @Test func labelledOnErrorOccurredGetsErrors() async throws {
        let host = LabelledHost()
        let played = try view(host, show: "nope")
        played.play()
        await played.settle()
        #expect(host.errors.count == 1)
    }

    @Test func labelledOnVideoStatusChangedGetsStates() async throws {
        let host = LabelledHost()
        let played = try view(host)
        played.play()
        await played.settle()
        #expect(host.states == [.playing])
    }

    @Test func aMixedHostGetsEveryCall() async throws {
        let host = MixedHost()
        let view = try view(host, show: "nope")
        view.play()
        await view.settle()
        #expect(host.events == ["show-started"])
        #expect(host.errors.count == 1)
        #expect(host.states == [.playing])
        #expect(view.delegateMethodsNotImplemented.isEmpty)
    }

    @Test func aHostWithBothSpellingsGetsEachEventOnceInTheRealSpelling() async throws {
        let host = BothSpellingsHost()
        let played = try view(host)
        played.play()
        await played.settle()
        #expect(host.unlabelled == 2)
        #expect(host.labelled == 0)
    }

    @Test func aMethodImplementedInNeitherSpellingIsListed() async throws {
        let host = TypoHost()
        let view = try view(host, show: "nope")
        view.play()
        await view.settle()
        #expect(host.errors == 0)
        #expect(view.delegateMethodsNotImplemented == ["onErrorOccurred", "onVideoStatusChanged"])
    }

    @Test func bothProtocolNamesAreOneProtocol() {
        let host: any BambuserVideoPlayerDelegate = LabelledHost()
        let same: any BambuserPlayerViewDelegate = host
        #expect(same === host)
    }
}
