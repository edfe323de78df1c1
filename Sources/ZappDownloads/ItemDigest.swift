import Crypto
import Foundation

/// md5 of an identifier as lower-case hex over its UTF-8 bytes, as the SDK's helpers compute it.
public func hqmeMD5(_ string: String) -> String {
    Insecure.MD5.hash(data: Data(string.utf8)).map { byte in
        let hex = String(byte, radix: 16)
        return byte < 16 ? "0" + hex : hex
    }.joined()
}

/// The three spellings host code uses for one function: the "Video Content Downloads" guide writes
/// `identifier.md5()`, the Baby player plugin `identifier.md5Hash()`, ZappPlugins declares `String.md5hash()`.
extension String {
    /// ``hqmeMD5(_:)`` of the string (the guide's spelling).
    public func md5() -> String { hqmeMD5(self) }
    /// ``hqmeMD5(_:)`` of the string (the Baby player plugin's spelling).
    public func md5Hash() -> String { hqmeMD5(self) }
    /// ``hqmeMD5(_:)`` of the string (ZappPlugins' spelling).
    public func md5hash() -> String { hqmeMD5(self) }
}

/// The notification names of an item. The manager posts under both families: the guide's
/// `AssetDownload…` and the `AssetHqme…` names real plugins return from their button delegates.
public enum HqmeNotificationName {
    /// `"AssetDownloadStateChanged" + md5(identifier)` (the "Video Content Downloads" guide).
    public static func stateChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetDownloadStateChanged" + hqmeMD5(identifier))
    }

    /// `"AssetDownloadProgressChanged" + md5(identifier)` (the "Video Content Downloads" guide).
    public static func progressChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetDownloadProgressChanged" + hqmeMD5(identifier))
    }

    /// `"AssetHqmeStateChanged" + md5(identifier)` (the Baby player plugin's).
    public static func hqmeStateChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetHqmeStateChanged" + hqmeMD5(identifier))
    }

    /// `"AssetHqmeProgressChanged" + md5(identifier)` (the Baby player plugin's).
    public static func hqmeProgressChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetHqmeProgressChanged" + hqmeMD5(identifier))
    }
}

/// Keys of the `userInfo` of the manager's notifications.
public enum HqmeNotificationKey {
    /// `String`: the item's identifier.
    public static let identifier = "identifier"
    /// `Int`: a ``ZPHqmeItemState`` raw value.
    public static let state = "state"
    /// `String`: a ``HqmeStoredItem/Status`` raw value (`"removed"` after cancel or delete).
    public static let status = "status"
    /// `Double`: 0...1.
    public static let progress = "progress"
    /// `String`: why the item failed.
    public static let failure = "failure"
}
