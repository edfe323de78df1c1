import Foundation

/// The screen, cell or player side of a download button: the real SDK's `ZPHqmeButtonDelegate`
/// (ZappPlugins 11.6).
///
/// All five methods are required in the real SDK; Zapp's "Video Content Downloads" guide calls the last
/// three optional, so they have defaults here (an implementation of either is called: they are
/// requirements). Calls arrive on the main actor, as UIKit's do; a class that conforms in an extension
/// gets its witnesses inferred `@MainActor`, so a plugin's non-isolated player class conforms unchanged.
///
/// ```swift
/// extension EpisodeCell: ZPHqmeButtonDelegate {
///     func hqmeButton(_ button: any ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) {}
///
///     func hqmeButton(_ button: any ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {
///         let downloads = ZAAppConnector.sharedInstance().hqmeDelegate
///         switch state {
///         case .initial, .error:
///             downloads?.startProcess(for: episode)
///             button.hqmeStateChange(to: .pending)
///         case .pending, .inProgress:
///             downloads?.cancelProcess(for: episode)
///         case .completed:
///             downloads?.dataStoreDeleteItem(episode)
///         }
///     }
///
///     func hqmeStateChangeNotificationName() -> String? {
///         "AssetHqmeStateChanged" + (episode.objectIdentifier() ?? "").md5Hash()
///     }
/// }
/// ```
@MainActor
public protocol ZPHqmeButtonDelegate: AnyObject {
    /// The button moved to `state` (a download's progress, or the host's own `hqmeStateChange(to:)`);
    /// usually nothing to do.
    func hqmeButton(_ button: any ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState)
    /// The viewer tapped the button in `state`: start, cancel or delete the item's download.
    func hqmeButton(_ button: any ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState)
    /// The item's StateChange notification name; real plugins return `"AssetHqmeStateChanged" + md5(id)`.
    func hqmeStateChangeNotificationName() -> String?
    /// The item's ProgressChange notification name; real plugins return `"AssetHqmeProgressChanged" + md5(id)`.
    func hqmeInProgressChangeNotificationName() -> String?
    /// Inserted into image names: `generic_item_download_btnXYZ`, `generic_item_downloading_btnXYZ_1`.
    func hqmeButtonCustomImagesSuffix() -> String?
}

extension ZPHqmeButtonDelegate {
    /// No name: the button follows no state notifications.
    public func hqmeStateChangeNotificationName() -> String? { nil }
    /// No name: the button follows no progress notifications.
    public func hqmeInProgressChangeNotificationName() -> String? { nil }
    /// No suffix: the app's default images.
    public func hqmeButtonCustomImagesSuffix() -> String? { nil }
}

/// Seed 003's name for ``ZPHqmeButtonDelegate`` (the page's heading kept the older API's name).
public typealias ZPDownloadButtonDelegate = ZPHqmeButtonDelegate

/// The download button's states (raw values as the real `@objc enum`).
public enum ZPHqmeButtonState: Int, Sendable, CaseIterable {
    /// `.initial`: nothing stored (download image); `.pending`: queued; `.inProgress`: downloading (frames
    /// or a progress ring); `.completed`: stored (downloaded image); `.error`: the download failed (error image).
    case initial = 0, pending, inProgress, completed, error

    /// The order a download moves the button through: initial → pending → inProgress → completed,
    /// error from any active state, back to initial after a cancel or delete, from error to pending
    /// for a retry. The manager's notifications follow it.
    public func canChange(to next: ZPHqmeButtonState) -> Bool {
        switch (self, next) {
        case (.initial, .pending), (.pending, .inProgress), (.pending, .completed), (.inProgress, .completed),
            (.pending, .error), (.inProgress, .error), (.error, .pending):
            true
        case (_, .initial):
            self != .initial
        default:
            false
        }
    }
}
