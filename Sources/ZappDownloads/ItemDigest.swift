import Crypto
import Foundation

/// md5 of an identifier as lower-case hex: the seed's `identifier.md5()`.
public func hqmeMD5(_ string: String) -> String {
    Insecure.MD5.hash(data: Data(string.utf8)).map { byte in
        let hex = String(byte, radix: 16)
        return byte < 16 ? "0" + hex : hex
    }.joined()
}

/// The seed's notification names for an item.
public enum HqmeNotificationName {
    /// `"AssetDownloadStateChanged" + md5(identifier)`.
    public static func stateChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetDownloadStateChanged" + hqmeMD5(identifier))
    }

    /// `"AssetDownloadProgressChanged" + md5(identifier)`.
    public static func progressChanged(identifier: String) -> Notification.Name {
        Notification.Name("AssetDownloadProgressChanged" + hqmeMD5(identifier))
    }
}

/// Keys of the `userInfo` of the manager's notifications.
public enum HqmeNotificationKey {
    /// `String`: the item's identifier.
    public static let identifier = "identifier"
    /// `String`: a ``ZPHqmeItemState`` raw value.
    public static let state = "state"
    /// `String`: a ``HqmeStoredItem/Status`` raw value (`"removed"` after cancel or delete).
    public static let status = "status"
    /// `Double`: 0...1.
    public static let progress = "progress"
    /// `String`: why the item failed.
    public static let failure = "failure"
}
