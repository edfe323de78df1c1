import Foundation

/// The screen, cell or player side of a download button: the real SDK's `ZPHqmeButtonDelegate`.
///
/// All five methods are required in the real SDK; seed 003 calls the last three optional, so they have
/// defaults here (an implementation of either is called: they are requirements). Calls arrive on the
/// main actor, as UIKit's do; a class that conforms in an extension gets its witnesses inferred
/// `@MainActor`, so a plugin's non-isolated player class conforms unchanged.
@MainActor
public protocol ZPHqmeButtonDelegate: AnyObject {
    func hqmeButton(_ button: any ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState)
    func hqmeButton(_ button: any ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState)
    /// The item's StateChange notification name; real plugins return `"AssetHqmeStateChanged" + md5(id)`.
    func hqmeStateChangeNotificationName() -> String?
    /// The item's ProgressChange notification name; real plugins return `"AssetHqmeProgressChanged" + md5(id)`.
    func hqmeInProgressChangeNotificationName() -> String?
    /// Inserted into image names: `generic_item_download_btnXYZ`, `generic_item_downloading_btnXYZ_1`.
    func hqmeButtonCustomImagesSuffix() -> String?
}

extension ZPHqmeButtonDelegate {
    public func hqmeStateChangeNotificationName() -> String? { nil }
    public func hqmeInProgressChangeNotificationName() -> String? { nil }
    public func hqmeButtonCustomImagesSuffix() -> String? { nil }
}

/// Seed 003's name for ``ZPHqmeButtonDelegate`` (the page's heading kept the older API's name).
public typealias ZPDownloadButtonDelegate = ZPHqmeButtonDelegate

/// The download button's states (raw values as the real `@objc enum`).
public enum ZPHqmeButtonState: Int, Sendable, CaseIterable {
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
