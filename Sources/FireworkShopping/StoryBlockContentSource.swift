/// Where a story block's videos come from (the Firework iOS SDK README's "Story Block Content Source").
/// Not frozen in the real SDK: host switches over it need a `default`. Each case selects the videos a
/// ``VideoFeedContentSource`` case of the same name would.
public enum StoryBlockContentSource: Sendable, Hashable {
    /// Every video of the catalog.
    case discover
    /// The channel's videos, in catalog order.
    case channel(channelID: String)
    /// Only the playlist's videos, in its order.
    case channelPlaylist(channelID: String, playlistID: String)
    /// The channel's videos whose cohorts share a value with the parameters.
    case dynamicContent(channelID: String, parameters: DynamicContentParameters)
    /// The channel's videos whose hashtags satisfy the expression: `dogs`, `(and sport (or food comedy))`.
    case hashtagPlaylist(channelID: String, filterExpression: String)
    /// One video or live stream (FW 1.12.0; the label is `contentID:` since 1.29.1).
    case singleContent(contentID: String)

    /// The Firework iOS SDK README's spelling of `.singleContent(contentID:)`.
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
    /// The content source selects nothing the servers (the catalog) know, or no video at all (`.emptyFeed`).
    case contentSourceError(VideoFeedContentSourceError)
    /// Anything else, such as `FireworkPlayerError.sdkNotInitialized` before `initializeSDK` succeeded.
    case unknownError(underlyingError: any Error & Sendable)

    init(_ error: VideoFeedError) {
        switch error {
        case .contentSourceError(let sourceError): self = .contentSourceError(sourceError)
        case .unknownError(let underlying): self = .unknownError(underlyingError: underlying)
        }
    }

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .contentSourceError(let error): error.description
        case .unknownError(let error): "\(error)"
        }
    }

    /// Equal when both are the same content source error, or both unknown errors that print the same.
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
    /// The story block's videos loaded.
    func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController)
    /// The story block's videos did not load; `error` says why.
    func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError)
}

extension StoryBlockViewControllerDelegate {
    /// Default: does nothing.
    public func storyBlockDidLoadFeed(_ viewController: StoryBlockViewController) {}
    /// Default: does nothing.
    public func storyBlock(_ viewController: StoryBlockViewController, didFailToLoadFeed error: StoryBlockError) {}
}
