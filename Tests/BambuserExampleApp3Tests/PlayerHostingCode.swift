import BambuserCommerceSDK
import Foundation

// Host code of the kind 3.x apps write around the SDK's types, compiled against ShopStage with only
// the import changed: an exhaustive switch over the real BambuserPlayerError (3.0.2's seven cases, no
// default), a container that takes any BambuserPlayerView, and a test double conforming to the
// protocol with the real requirement spellings (notify returns nothing).

/// What the app shows when the player reports an error.
func alertMessage(for error: any Error) -> String {
    guard let playerError = error as? BambuserPlayerError else { return "Something went wrong." }
    switch playerError {
    case .invalidTypeForUniqueShoppableVideo, .invalidTypeForShoppableVideoList: return "This video cannot be shown here."
    case .videoNotFound: return "This show is no longer available."
    case .badUrl, .invalidStatus: return "The show could not be reached."
    case .failedToTrack: return "Tracking failed."
    case .failedToLoadVideo(let reason): return "The video did not load: \(reason)"
    }
}

/// Holds whichever player the app is showing.
@MainActor
final class PlayerContainer {
    private(set) var player: (any BambuserPlayerView)?

    func attach(player: BambuserPlayerView) {
        self.player?.cleanup()
        self.player = player
    }

    func hideList() async throws {
        try await player?.invoke(function: "hideProductList", arguments: "")
    }
}

/// The app's own stand-in for a player view in its unit tests.
@MainActor
final class PlayerViewDouble: BambuserPlayerView {
    weak var delegate: (any BambuserPlayerViewDelegate)?
    let id = "double"
    var currentPlayerState: BambuserVideoState = .idle
    var pipController: (any PictureInPictureController)?
    var invoked: [String] = []
    var notified: [String] = []

    func cleanup() { currentPlayerState = .stopped }
    func invoke(function: String, arguments: String) async throws -> Any? {
        invoked.append(function)
        return nil
    }
    func notify(callbackKey: String, info: Any) { notified.append(callbackKey) }
    func play() { currentPlayerState = .playing }
    func pause() { currentPlayerState = .paused }
    func seek(to: TimeInterval) {}
    // The real protocol's shoppable-video members, which a double written against the SDK implements.
    var currentPlayerMode: InlinePlayerMode = .preview
    func changeMode(to mode: InlinePlayerMode) async throws { currentPlayerMode = mode }
    func preload() { currentPlayerState = .ready }
    func resetPlayer() { currentPlayerState = .idle }
}
