import Foundation

/// What the button shows.
public enum ZPHqmeButtonAppearance: Sendable, Equatable {
    /// A named image of the app's images.
    case image(String)
    /// No pending image: the native pending animation.
    case pendingAnimation
    /// No downloading frames: an App Store-style ring filled to `progress`.
    case progressRing(progress: Double)
}

/// The app's button images, by name, resolved as Zapp's "Video Content Downloads" guide lists them.
public struct ZPHqmeButtonImages: Sendable, Equatable {
    /// `generic_item_download_btn`: the initial state (mandatory).
    public static let download = "generic_item_download_btn"
    /// `generic_item_downloaded_btn`: the completed state (mandatory).
    public static let downloaded = "generic_item_downloaded_btn"
    /// `generic_item_error_btn`: the error state (mandatory).
    public static let error = "generic_item_error_btn"
    /// `generic_item_pending_download`: the pending state (optional: a native animation without it).
    public static let pending = "generic_item_pending_download"
    /// `generic_item_downloading_btn`: the prefix of the ten in-progress frames, `…_0` to `…_9` (optional:
    /// a progress ring without all ten).
    public static let downloadingFrame = "generic_item_downloading_btn"

    /// Names of the images the app ships.
    public var available: Set<String>

    /// The images named in `available`.
    public init(available: Set<String>) { self.available = available }

    /// The SDK's default set: the three mandatory images only.
    public static let mandatoryOnly = ZPHqmeButtonImages(available: [download, downloaded, error])

    /// Mandatory images missing for `suffix`.
    public func missingMandatory(suffix: String = "") -> [String] {
        [Self.download, Self.downloaded, Self.error].map { $0 + suffix }.filter { !available.contains($0) }
    }

    /// The appearance of `state` at `progress`; the suffix goes before `_N` of the frames.
    public func appearance(for state: ZPHqmeButtonState, progress: Double, suffix: String = "")
        -> ZPHqmeButtonAppearance
    {
        switch state {
        case .initial: return .image(Self.download + suffix)
        case .completed: return .image(Self.downloaded + suffix)
        case .error: return .image(Self.error + suffix)
        case .pending:
            return available.contains(Self.pending + suffix) ? .image(Self.pending + suffix) : .pendingAnimation
        case .inProgress:
            let frames = (0...9).map { "\(Self.downloadingFrame)\(suffix)_\($0)" }
            guard frames.allSatisfy(available.contains) else { return .progressRing(progress: progress) }
            return .image(frames[min(9, max(0, Int(progress * 10)))])
        }
    }
}
