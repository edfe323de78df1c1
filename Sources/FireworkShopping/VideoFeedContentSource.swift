/// Cohort key → values, for `.dynamicContent` (the Firework iOS SDK README's "Dynamic Content").
public typealias DynamicContentParameters = [String: [String]]

/// Where a feed's videos come from (the Firework iOS SDK README's "Feed Content Sources", and the
/// cases the real SDK added since). The real enum is not frozen: host switches over it need a `default`.
///
/// ShopStage selects the videos from the ``FireworkCatalog`` the SDK was configured with; an id the
/// catalog does not have fails the feed with a ``VideoFeedError``, as the real servers' answer would.
///
/// ```swift
/// let feed = VideoFeedViewController(source: .channelPlaylist(channelID: "ch_style", playlistID: "pl_new"))
/// let tagged = VideoFeedContentSource.hashtagPlaylist(channelID: "ch_style", filterExpression: "(or dogs cats)")
/// let cohort = VideoFeedContentSource.dynamicContent(channelID: "ch_style", parameters: ["category": ["shoes"]])
/// ```
public enum VideoFeedContentSource: Sendable, Hashable {
    /// Every video of the catalog.
    case discover
    /// The channel's videos, in catalog order.
    case channel(channelID: String)
    /// Only the playlist's videos, in its order.
    case channelPlaylist(channelID: String, playlistID: String)
    /// The videos of every playlist of the group, in order, each once.
    case playlistGroup(groupID: String)
    /// The channel's videos whose cohorts share a value with the parameters.
    case dynamicContent(channelID: String, parameters: DynamicContentParameters)
    /// The channel's videos whose hashtags satisfy the expression: `dogs`, `(and sport (or food comedy))`.
    case hashtagPlaylist(channelID: String, filterExpression: String)
    /// The channel's videos that show one of the products (FW 1.11.0).
    case skuPlaylist(channelID: String, productIDs: [String])
    /// One video or live stream (FW 1.12.0; the label is `contentID:` since 1.29.1).
    case singleContent(contentID: String)
    /// Ads of an ad channel (FW 1.24.0). ShopStage plays the channel's ad videos; it does not read VAST.
    case videoAds(adChannelId: String, vastXml: String?)
    /// A source this SDK version does not know; it loads no feed.
    case unknownContent

    /// The Firework iOS SDK README's spelling of `.singleContent(contentID:)` (1.12.0 to 1.29.0).
    public static func singleContent(videoOrLiveStreamID: String) -> Self {
        .singleContent(contentID: videoOrLiveStreamID)
    }
}

/// Why a feed did not load (FW 1.18.0).
public enum VideoFeedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The content source selects nothing the servers (the catalog) know.
    case contentSourceError(VideoFeedContentSourceError)
    /// Anything else.
    case unknownError(underlyingError: any Error & Sendable)

    /// What went wrong, in words (`no channel 'ch_x' in the catalog`).
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

/// What is wrong with a content source. `channelNotFound` and `emptyFeed` are the real SDK's; the
/// others are ShopStage's, for what its catalog can tell apart.
public enum VideoFeedContentSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No channel with this id (the real SDK's case).
    case channelNotFound(String)
    /// The source selects no video (a playlist with none, say).
    case emptyFeed
    /// No playlist with this id in the channel.
    case playlistNotFound(String, channelID: String)
    /// No playlist group with this id.
    case playlistGroupNotFound(String)
    /// No video or live stream with this id (`.singleContent`).
    case contentNotFound(String)
    /// The `.hashtagPlaylist` filter expression does not parse; the error says where.
    case invalidFilterExpression(HashtagFilterError)
    /// `.unknownContent`: nothing to load.
    case unknownContent

    /// What is wrong, in words, naming the id.
    public var description: String {
        switch self {
        case .channelNotFound(let id): "no channel '\(id)' in the catalog"
        case .emptyFeed: "the content source selects no video"
        case .playlistNotFound(let id, let channelID): "no playlist '\(id)' in channel '\(channelID)'"
        case .playlistGroupNotFound(let id): "no playlist group '\(id)' in the catalog"
        case .contentNotFound(let id): "no video or live stream '\(id)' in the catalog"
        case .invalidFilterExpression(let error): "invalid hashtag filter expression: \(error)"
        case .unknownContent: "the content source is unknown to this SDK version"
        }
    }

    /// The same as ``description``; the Firework iOS SDK README's feed delegate prints it.
    public var errorDescription: String { description }
}

extension FireworkCatalog {
    /// The videos a content source selects, in feed order (possibly none).
    public func videos(for source: VideoFeedContentSource) throws(VideoFeedError) -> [Video] {
        switch source {
        case .discover:
            return videos
        case .channel(let channelID):
            try requireChannel(channelID)
            return videos.filter { $0.channelID == channelID }
        case .channelPlaylist(let channelID, let playlistID):
            try requireChannel(channelID)
            guard let playlist = playlists.first(where: { $0.id == playlistID && $0.channelID == channelID }) else {
                throw .contentSourceError(.playlistNotFound(playlistID, channelID: channelID))
            }
            return playlist.videoIDs.compactMap { video(id: $0) }
        case .playlistGroup(let groupID):
            var seen = Set<String>()
            return try groupPlaylists(groupID)
                .flatMap(\.videoIDs)
                .filter { seen.insert($0).inserted }
                .compactMap { video(id: $0) }
        case .dynamicContent(let channelID, let parameters):
            try requireChannel(channelID)
            return videos.filter { video in
                video.channelID == channelID
                    && parameters.contains { key, values in
                        !Set(video.cohorts[key] ?? []).isDisjoint(with: values)
                    }
            }
        case .hashtagPlaylist(let channelID, let filterExpression):
            try requireChannel(channelID)
            let expression: HashtagFilterExpression
            do { expression = try HashtagFilterExpression(parsing: filterExpression) } catch {
                throw .contentSourceError(.invalidFilterExpression(error))
            }
            return videos.filter { $0.channelID == channelID && expression.matches(hashtags: $0.hashtags) }
        case .skuPlaylist(let channelID, let productIDs):
            try requireChannel(channelID)
            return videos.filter { $0.channelID == channelID && !Set($0.productIDs).isDisjoint(with: productIDs) }
        case .singleContent(let id):
            guard let video = video(id: id) else { throw .contentSourceError(.contentNotFound(id)) }
            return [video]
        case .videoAds(let channelID, _):
            try requireChannel(channelID)
            return videos.filter { $0.channelID == channelID && $0.isAd }
        case .unknownContent:
            throw .contentSourceError(.unknownContent)
        }
    }

    /// The id a feed event reports for a video's thumbnail: for a playlist group, the playlist the
    /// video comes from (FW 0.13.0); otherwise the video's own.
    func thumbnailID(of video: Video, in source: VideoFeedContentSource) -> String {
        guard case .playlistGroup(let groupID) = source,
            let playlist = try? groupPlaylists(groupID).first(where: { $0.videoIDs.contains(video.id) })
        else { return video.id }
        return playlist.id
    }

    private func groupPlaylists(_ groupID: String) throws(VideoFeedError) -> [Playlist] {
        guard let group = playlistGroups.first(where: { $0.id == groupID }) else {
            throw .contentSourceError(.playlistGroupNotFound(groupID))
        }
        return group.playlistIDs.compactMap { id in playlists.first { $0.id == id } }
    }

    private func requireChannel(_ id: String) throws(VideoFeedError) {
        guard channels.contains(where: { $0.id == id }) else { throw .contentSourceError(.channelNotFound(id)) }
    }
}
