import BambuserPlayer
import ShopStageTesting
import Testing

// Picture in picture as AVKit runs it: states later, on the main actor, in AVKit's order.
@MainActor
struct PictureInPictureTests {
    @Test func startSendsWillStartThenStartedAfterTheCallReturns() async throws {
        let (view, _) = try makeView()
        let recorder = BambuserDelegateRecorder()
        view.pipController?.delegate = recorder
        view.pipController?.start()
        // AVKit calls the delegate asynchronously: nothing yet, inside or right after start().
        #expect(recorder.pipStates.isEmpty)
        #expect(view.pipController?.isActive == false)
        await view.settle()
        #expect(recorder.pipStates == [.willStart, .started])
        #expect(view.pipController?.isActive == true)
    }

    @Test func stopSendsWillStopThenStopped() async throws {
        let (view, _) = try makeView()
        let recorder = BambuserDelegateRecorder()
        view.pipController?.delegate = recorder
        view.pipController?.start()
        await view.settle()
        view.pipController?.stop()
        await view.settle()
        #expect(recorder.pipStates == [.willStart, .started, .willStop, .stopped])
        #expect(view.pipController?.isActive == false)
    }

    @Test func aStopWhileStartingStopsOnceStarted() async throws {
        let (view, _) = try makeView()
        let recorder = BambuserDelegateRecorder()
        view.pipController?.delegate = recorder
        view.pipController?.start()
        view.pipController?.stop()
        await view.settle()
        #expect(recorder.pipStates == [.willStart, .started, .willStop, .stopped])
        #expect(view.pipController?.isActive == false)
    }

    @Test func aDisabledControllerDoesNotStart() async throws {
        let (view, _) = try makeView()
        let recorder = BambuserDelegateRecorder()
        view.pipController?.delegate = recorder
        view.pipController?.isEnabled = false
        view.pipController?.start()
        await view.settle()
        #expect(view.pipController?.isActive == false)
        #expect(recorder.pipStates.isEmpty)
    }

    @Test func restoringSendsWillStopRestoredStopped() async throws {
        let (view, _) = try makeView()
        let recorder = BambuserDelegateRecorder()
        let controller = try #require(view.pipController as? HeadlessPictureInPictureController)
        controller.delegate = recorder
        controller.start()
        await view.settle()
        controller.restore()
        await view.settle()
        #expect(recorder.pipStates == [.willStart, .started, .willStop, .restored, .stopped])
        #expect(controller.isActive == false)
    }

    /// A host that answers `.willStart` with `start()` again, as real apps do. Before, the controller
    /// sent `.willStart` from inside `start()` before it marked itself active, so the two calls recursed
    /// until the stack overflowed (SIGSEGV, the whole test process gone).
    @Test func aStartFromWillStartIsIgnoredAndEndsInStartedOnce() async throws {
        let (view, _) = try makeView()
        let host = ReentrantPictureInPictureHost(view: view)
        view.pipController?.delegate = host
        host.startPictureInPicture()
        await view.settle()
        #expect(host.states == [.willStart, .started])
        #expect(host.startsFromWillStart == 1)
        #expect(host.callsFromInsideStart == 0)
        #expect(view.pipController?.isActive == true)
        // Started, a further start() changes nothing.
        host.startPictureInPicture()
        await view.settle()
        #expect(host.states == [.willStart, .started])
    }

    @Test func aShoppableVideosControllerIsDisabledByDefault() async throws {
        let library = try Fixtures.bambuserShoppableLibrary("demo-reels")
        let sdk = BambuserSDK(server: .US)
        sdk.register(library)
        let view = try await sdk.createShoppableVideoPlayer(
            videoConfiguration: .init(type: .videoId("sv-tee"), events: ["*"], configuration: nil))
        #expect(view.pipController?.isEnabled == false)
    }
}

/// Calls `start()` again from `.willStart`, and notes whether the controller ever called it from
/// inside its own `start()`.
@MainActor
final class ReentrantPictureInPictureHost: BambuserPictureInPictureDelegate {
    let view: HeadlessBambuserPlayerView
    private(set) var states: [PlayerPipState] = []
    private(set) var startsFromWillStart = 0
    private(set) var callsFromInsideStart = 0
    private var insideStart = false

    init(view: HeadlessBambuserPlayerView) {
        self.view = view
    }

    func startPictureInPicture() {
        insideStart = true
        view.pipController?.start()
        insideStart = false
    }

    func onPictureInPictureStateChanged(_ id: String, state: PlayerPipState) {
        if insideStart { callsFromInsideStart += 1 }
        states.append(state)
        // The recursion guard a test needs if the controller regresses: a crash would end the whole run.
        guard state == .willStart, startsFromWillStart < 5 else { return }
        startsFromWillStart += 1
        startPictureInPicture()
    }
}
