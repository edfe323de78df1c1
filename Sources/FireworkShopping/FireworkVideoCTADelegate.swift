import Foundation

/// Custom handling of a video's call-to-action button (the Firework iOS SDK README's "Custom
/// Call-To-Action Button Handling"). Both spellings are requirements: ShopStage asks the real one
/// (FW 1.21.0, with the video), whose default forwards to the README's older one, whose default leaves
/// the tap to the SDK.
///
/// ```swift
/// final class Links: FireworkVideoCTADelegate {
///     func handleCustomCTAClick(
///         _ viewController: PlayerViewController, url: URL, for video: VideoDetails
///     ) -> Bool {
///         guard url.host == "shop.example.com" else { return false }  // the SDK opens others
///         viewController.dismiss(animated: true)
///         return true
///     }
/// }
/// FireworkVideoSDK.ctaDelegate = links  // held weakly; tapVideoCTA() asks it
/// ```
@MainActor
public protocol FireworkVideoCTADelegate: AnyObject {
    /// Return `true` if the app handled the URL; `false` lets the SDK open it in its web view.
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails) -> Bool
    /// The Firework iOS SDK README's form, deprecated in FW 1.21.0.
    func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL) -> Bool
}

extension FireworkVideoCTADelegate {
    /// Default: forwards to the older form without the video, ``handleCustomCTAClick(_:url:)``.
    public func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL, for video: VideoDetails)
        -> Bool
    {
        handleCustomCTAClick(viewController, url: url)
    }

    /// Default: `false`, so the SDK opens the URL in its web view.
    public func handleCustomCTAClick(_ viewController: PlayerViewController, url: URL) -> Bool { false }
}
