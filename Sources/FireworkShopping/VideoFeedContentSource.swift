/// Cohort key → values, for `.dynamicContent` (seed 004).
public typealias DynamicContentParameters = [String: [String]]

/// Where a feed's videos come from (seed 004's "Feed Content Sources").
public enum VideoFeedContentSource: Sendable, Equatable {
    /// Every video of the catalog.
    case discover
    case channel(channelID: String)
    /// Only the playlist's videos, in its order.
    case channelPlaylist(channelID: String, playlistID: String)
    /// The videos of every playlist of the group, in order, each once.
    case playlistGroup(groupID: String)
    /// The channel's videos whose cohorts share a value with the parameters.
    case dynamicContent(channelID: String, parameters: DynamicContentParameters)
    /// The channel's videos whose hashtags satisfy the expression: `dogs`, `(and sport (or food comedy))`.
    case hashtagPlaylist(channelID: String, filterExpression: String)
    case singleContent(videoOrLiveStreamID: String)
}

/// Why a content source selects no feed.
public enum VideoFeedError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownChannel(String)
    case unknownPlaylist(String, channelID: String)
    case unknownPlaylistGroup(String)
    case unknownVideo(String)
    case invalidFilterExpression(HashtagFilterError)

    public var description: String {
        switch self {
        case .unknownChannel(let id): "no channel '\(id)' in the catalog"
        case .unknownPlaylist(let id, let channelID): "no playlist '\(id)' in channel '\(channelID)'"
        case .unknownPlaylistGroup(let id): "no playlist group '\(id)' in the catalog"
        case .unknownVideo(let id): "no video or live stream '\(id)' in the catalog"
        case .invalidFilterExpression(let error): "invalid hashtag filter expression: \(error)"
        }
    }
}

extension FireworkCatalog {
    /// The videos a content source selects, in feed order.
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
                throw .unknownPlaylist(playlistID, channelID: channelID)
            }
            return playlist.videoIDs.compactMap { video(id: $0) }
        case .playlistGroup(let groupID):
            guard let group = playlistGroups.first(where: { $0.id == groupID }) else {
                throw .unknownPlaylistGroup(groupID)
            }
            var seen = Set<String>()
            return group.playlistIDs
                .compactMap { id in playlists.first { $0.id == id } }
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
                throw .invalidFilterExpression(error)
            }
            return videos.filter { $0.channelID == channelID && expression.matches(hashtags: $0.hashtags) }
        case .singleContent(let id):
            guard let video = video(id: id) else { throw .unknownVideo(id) }
            return [video]
        }
    }

    private func requireChannel(_ id: String) throws(VideoFeedError) {
        guard channels.contains(where: { $0.id == id }) else { throw .unknownChannel(id) }
    }
}
