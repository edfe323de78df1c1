/// Where a story block's videos come from (the README's "Story Block Content Source"). Not frozen in the
/// real SDK: host switches over it need a `default`.
public enum StoryBlockContentSource: Sendable, Hashable {
    case discover
    case channel(channelID: String)
    case channelPlaylist(channelID: String, playlistID: String)
    case dynamicContent(channelID: String, parameters: DynamicContentParameters)
    case hashtagPlaylist(channelID: String, filterExpression: String)
    /// One video or live stream (FW 1.12.0; the label is `contentID:` since 1.29.1).
    case singleContent(contentID: String)

    /// The README's spelling of `.singleContent(contentID:)`.
    public static func singleContent(videoOrLiveStreamID: String) -> Self {
        .singleContent(contentID: videoOrLiveStreamID)
    }

    /// The same selection as a feed's source: a story block and a feed select videos by one rule.
    var feedSource: VideoFeedContentSource {
        switch self {
        case .discover: .discover
        case .channel(let channelID): .channel(channelID: channelID)
        case .channelPlaylist(let channelID, let playlistID):
            .channelPlaylist(channelID: channelID, playlistID: playlistID)
        case .dynamicContent(let channelID, let parameters):
            .dynamicContent(channelID: channelID, parameters: parameters)
        case .hashtagPlaylist(let channelID, let expression):
            .hashtagPlaylist(channelID: channelID, filterExpression: expression)
        case .singleContent(let id): .singleContent(contentID: id)
        }
    }
}

/// Why a story block did not load (FW 1.18.0: `.contentSourceError(.emptyFeed)` for a source with no video).
public enum StoryBlockError: Error, Sendable, Equatable, CustomStringConvertible {
    case contentSourceError(VideoFeedContentSourceError)
    case unknownError(underlyingError: any Error & Sendable)

    init(_ error: VideoFeedError) {
        switch error {
        case .contentSourceError(let sourceError): self = .contentSourceError(sourceError)
        case .unknownError(let underlying): self = .unknownError(underlyingError: underlying)
        }
    }

    public var description: String {
        switch self {
        case .contentSourceError(let error): error.description
        case .unknownError(let error): "\(error)"
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.contentSourceError(let a), .contentSourceError(let b)): a == b
        case (.unknownError(let a), .unknownError(let b)): "\(a)" == "\(b)"
        default: false
        }
    }
}

/// Told whether a story block loaded. Both methods have empty defaults.
@MainActor
public protocol StoryBlockViewControllerDelegate: AnyObject {
    func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController)
    func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError)
}

extension StoryBlockViewControllerDelegate {
    public func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController) {}
    public func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError) {}
}
