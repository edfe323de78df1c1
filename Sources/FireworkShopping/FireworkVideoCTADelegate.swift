import Foundation

/// Custom handling of a video's call-to-action button (seed 004's "Custom Call-To-Action Button
/// Handling"). Both spellings are requirements: ShopStage asks the real one (FW 1.21.0, with the
/// video), whose default forwards to seed 004's older one, whose default leaves the tap to the SDK.
@MainActor
public protocol FireworkVideoCTADelegate: AnyObject {
    /// Return `true` if the app handled the URL; `false` lets the SDK open it in its web view.
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails) -> Bool
    /// Seed 004's form, deprecated in FW 1.21.0.
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL) -> Bool
}

extension FireworkVideoCTADelegate {
    public func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails)
        -> Bool
    {
        handleCustomCTAClick(viewController, url: url)
    }

    public func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL) -> Bool { false }
}
