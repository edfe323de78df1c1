import Foundation

// The embeddable shoppable view of the SDK after 3.0.2 (public interface at commit e749cd5, used by its
// example app's FAB and "native" screens): `attachShoppableView(into:videoConfiguration:pageSize:)`
// puts a playlist's players into a container and returns this handle.

/// A playlist laid out by the SDK in a container view (a grid, a row, stories, a floating button).
@MainActor
public protocol BambuserShoppableView: AnyObject {
    var delegate: (any BambuserShoppableViewDelegate)? { get set }
    /// Set as the `delegate` of every player of the view, those of later pages too.
    var playerDelegate: (any BambuserPlayerViewDelegate)? { get set }
    var players: [any BambuserPlayerView] { get }
    /// The pages loaded so far: `page` is the last one.
    var pagination: Pagination { get }
    var mode: BambuserShoppableMode { get }
    /// The size the view wants in its container; `nil` before it knows.
    var contentSize: CGSize? { get }
    func cleanup()
}

/// Told what the shoppable view does; every method has an empty default, as in the SDK.
@MainActor
public protocol BambuserShoppableViewDelegate: AnyObject {
    func shoppableView(_ view: any BambuserShoppableView, willLoadPage page: Int)
    func shoppableView(_ view: any BambuserShoppableView, didLoadPage page: Int, totalPages: Int?)
    func shoppableView(_ view: any BambuserShoppableView, didFailToLoadPage page: Int, error: any Error)
    func shoppableViewDidDismiss(_ view: any BambuserShoppableView)
    func shoppableView(_ view: any BambuserShoppableView, didChangeContentSize size: CGSize)
    func shoppableView(_ view: any BambuserShoppableView, didSelect item: BambuserShoppableItem)
    func shoppableView(_ view: any BambuserShoppableView, didEnterFullscreen item: BambuserShoppableItem)
    func shoppableView(_ view: any BambuserShoppableView, didExitFullscreen item: BambuserShoppableItem)
    func shoppableView(_ view: any BambuserShoppableView, didChangeCurrent item: BambuserShoppableItem)
}

extension BambuserShoppableViewDelegate {
    public func shoppableView(_ view: any BambuserShoppableView, willLoadPage page: Int) {}
    public func shoppableView(_ view: any BambuserShoppableView, didLoadPage page: Int, totalPages: Int?) {}
    public func shoppableView(_ view: any BambuserShoppableView, didFailToLoadPage page: Int, error: any Error) {}
    public func shoppableViewDidDismiss(_ view: any BambuserShoppableView) {}
    public func shoppableView(_ view: any BambuserShoppableView, didChangeContentSize size: CGSize) {}
    public func shoppableView(_ view: any BambuserShoppableView, didSelect item: BambuserShoppableItem) {}
    public func shoppableView(_ view: any BambuserShoppableView, didEnterFullscreen item: BambuserShoppableItem) {}
    public func shoppableView(_ view: any BambuserShoppableView, didExitFullscreen item: BambuserShoppableItem) {}
    public func shoppableView(_ view: any BambuserShoppableView, didChangeCurrent item: BambuserShoppableItem) {}
}

/// One video of a shoppable view: its position, its player's id and what the dashboard knows of it.
/// No public initialiser, as in the SDK.
public struct BambuserShoppableItem: Sendable, Equatable {
    public let index: Int
    public let playerId: String
    public let metadata: VideoMetadata
}

/// A video as the dashboard describes it. `length` in seconds.
public struct VideoMetadata: Sendable, Equatable {
    public let id: String
    public let title: String?
    public let hasAudio: Bool?
    public let preview: String?
    public let length: Double
}

/// How the dashboard component lays the videos out.
public enum BambuserShoppableMode: String, Sendable {
    case grid
    case row
    case story
    case fab
    case unknown
}
