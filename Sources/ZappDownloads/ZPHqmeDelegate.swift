import Foundation

/// The download interface Zapp exposes as `ZAAppConnector.sharedInstance().hqmeDelegate` (seed 003).
@MainActor
public protocol ZPHqmeDelegate: AnyObject {
    /// Starts (or resumes) downloading the item; does nothing when it is already in progress or complete.
    func startProcess(for item: any ZPHqmeSupportingItemProtocol)
    /// Stops the item's download and removes its partial or complete files and its record.
    func cancelProcess(for item: any ZPHqmeSupportingItemProtocol)
    /// The item's current state.
    func getState(for item: any ZPHqmeSupportingItemProtocol) -> ZPHqmeItemState
    /// The local asset when the item is complete, otherwise the remote one; `nil` without a content URL.
    func getAvUrlAsset(forItem item: any ZPHqmeSupportingItemProtocol) -> AVURLAsset?
}

/// Zapp's app connector: the entry point the seed's snippets reach the download manager through.
///
/// `hqmeDelegate` is created on first use as an ``HqmeDownloadManager`` over
/// ``HqmeDownloadManager/defaultDirectory``; tests and embedders assign their own.
@MainActor
public final class ZAAppConnector {
    private static let shared = ZAAppConnector()

    public static func sharedInstance() -> ZAAppConnector { shared }

    private var assignedDelegate: (any ZPHqmeDelegate)?
    private var didCreateDefault = false

    public var hqmeDelegate: (any ZPHqmeDelegate)? {
        get {
            if assignedDelegate == nil, !didCreateDefault {
                didCreateDefault = true
                assignedDelegate = try? HqmeDownloadManager(directory: HqmeDownloadManager.defaultDirectory)
            }
            return assignedDelegate
        }
        set {
            assignedDelegate = newValue
            didCreateDefault = true  // an explicit nil stays nil
        }
    }
}
