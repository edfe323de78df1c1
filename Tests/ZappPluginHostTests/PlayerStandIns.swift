import Foundation
import ZappPlugins

// The UIKit and model side of a player plugin, reduced to what the download-button handler touches.

/// The container view the button goes into.
final class ButtonContainerView {
    var bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
    var isHidden = true
    private(set) var subviews: [AnyObject] = []

    func removeAllSubviews() { subviews.removeAll() }
    func addSubview(_ view: AnyObject) { subviews.append(view) }
}

/// The player's controls view with its download-button container.
final class PlayerControlsView {
    var hqmeButtonContainerView: ButtonContainerView? = ButtonContainerView()
}

/// A viewer's answer to one of the plugin's alerts.
enum AlertAnswer: Sendable { case ok, cancel, retry, delete }

/// The player: not bound to an actor, like the plugin's `NSObject` subclass.
class BabyPlayer {
    var playerControlsView: PlayerControlsView? = PlayerControlsView()
    var currentItem: AnyObject?
    /// What the viewer taps in the next alert.
    var nextAnswer: AlertAnswer = .ok
    private(set) var alertsShown: [String] = []

    init(item: AnyObject?) { currentItem = item }

    /// The button the plugin put in its container.
    var downloadButton: ZPHqmeButtonProtocol? {
        playerControlsView?.hqmeButtonContainerView?.subviews.first as? ZPHqmeButtonProtocol
    }

    func present(alert title: String, answered: (AlertAnswer) -> Void) {
        alertsShown.append(title)
        answered(nextAnswer)
    }
}

/// An Atom entry: the real item protocol's methods; its stream URL is resolved on demand.
final class AtomEntry: ZPHqmeSupportingItemProtocol {
    let identifier: String
    private let streamURL: URL
    private var resolvedURL: URL?
    var downloadable = true

    init(identifier: String, streamURL: URL) {
        self.identifier = identifier
        self.streamURL = streamURL
    }

    /// Whether the fetch calls back on a thread of its own, as a network library's completion does.
    var completesOnNetworkThread = false

    func fetchContentUrl(completion: @escaping () -> Void) {
        resolvedURL = streamURL
        guard completesOnNetworkThread else { return completion() }
        nonisolated(unsafe) let callback = completion  // plain pre-concurrency completion handler
        Thread { callback() }.start()
    }

    func hqmeContentUrl() -> URL? { resolvedURL }
    func relatedAssets() -> [String]? { nil }
    func title() -> String? { "Entry \(identifier)" }
    func objectIdentifier() -> String? { identifier }
    func isValidForHqme() -> Bool { downloadable }
}
