import Foundation

/// The player's configuration, as far as ShopStage uses it: the share button and its base URL (seed 004).
public struct VideoFeedContentConfiguration: Sendable, Equatable {
    public var playerView = VideoPlayerContentConfiguration()
    public init() {}
}

public struct VideoPlayerContentConfiguration: Sendable, Equatable {
    public var shareButton = ShareButtonConfiguration()
    public init() {}
}

public struct ShareButtonConfiguration: Sendable, Equatable {
    public var isHidden = false
    public var behavior = ShareButtonBehavior()
    public init() {}
}

public struct ShareButtonBehavior: Sendable, Equatable {
    /// The base of shared links (a universal link or deep link); the SDK adds the `fwplayer` parameter.
    public var baseURL: URL? = nil
    public init() {}
}
