import Foundation

/// The Linux stand-in for the application object: its state, its lifecycle notifications, and the
/// launch options an app delegate receives. ``enterBackground()`` and ``enterForeground()`` stand for the
/// user leaving the app and coming back; picture in picture starts from there when it is enabled.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The one application object; tests move it with ``enterBackground()`` and ``enterForeground()``.
    public static let shared = UIApplication()

    /// Whether the app is in the foreground.
    public enum State: Sendable {
        /// `active` in the foreground, `background` after ``UIApplication/enterBackground()``; `inactive` is never
        /// entered headlessly.
        case active, inactive, background
    }

    /// `.active` until ``enterBackground()``; `FireworkVideoSDK.reset(configuration:)` makes it active again.
    public private(set) var applicationState = State.active

    /// Posted by ``enterBackground()``.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted by ``enterForeground()``.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")

    /// A launch option's key (`[UIApplication.LaunchOptionsKey: Any]?`).
    public struct LaunchOptionsKey: RawRepresentable, Sendable, Hashable {
        /// UIKit's key string.
        public let rawValue: String
        /// A key by its UIKit string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with (a universal link or share link).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The user leaves the app: `didEnterBackgroundNotification`, then picture in picture starts for an
    /// eligible feed or story block that enabled it (Firework iOS SDK README, "Picture in Picture").
    public func enterBackground() {
        guard applicationState != .background else { return }
        applicationState = .background
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        PictureInPictureController.applicationDidEnterBackground()
    }

    /// The user comes back: `willEnterForegroundNotification`; picture in picture keeps running until
    /// stopped, as AVKit's does.
    public func enterForeground() {
        guard applicationState == .background else { return }
        applicationState = .active
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
    }

    /// Back to active, for a fresh test.
    func reset() { applicationState = .active }
}

/// The app delegate's launch method; the rest of UIKit's protocol has no stand-in.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app finished launching; return `false` if it cannot handle the launch URL.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// Default: `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}
