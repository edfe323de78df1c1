import Foundation
import ScriptEngine

/// A product's identifier, as the Firework dashboard assigns it.
public typealias ProductID = String
/// A product variant's identifier.
public typealias ProductVariantID = String
/// A video's, channel's or playlist's identifier as Firework encodes it (the real SDK's name, FW 0.2.0).
public typealias EncodedID = String

/// Everything the Firework servers would serve, loaded from a fixture: the app ids that
/// authenticate, channels, videos, playlists, playlist groups and the dashboard products.
///
/// ```swift
/// let catalog = try FireworkCatalog.load(contentsOf: URL(fileURLWithPath: "Fixtures/firework/catalog.json"))
/// let videos = try catalog.videos(
///     for: .hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport (or food comedy))"))
/// ```
public struct FireworkCatalog: Sendable, Codable, Equatable {
    /// A channel: the publisher account whose videos `.channel(channelID:)` selects.
    public struct Channel: Sendable, Codable, Equatable {
        /// The channel's encoded id.
        public var id: String
        /// The channel's display name.
        public var name: String

        /// A channel with this id and name.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// A video (or a live stream) as the Firework servers would serve it.
    public struct Video: Sendable, Codable, Equatable {
        /// The video's encoded id.
        public var id: String
        /// The channel that published it.
        public var channelID: String
        /// The caption shown with the video.
        public var caption: String
        /// Length in seconds.
        public var duration: Double
        /// Hashtags without `#`, matched by `.hashtagPlaylist` filter expressions.
        public var hashtags: [String]
        /// The products tagged in the video, in the order their cards show.
        public var productIDs: [ProductID]
        /// Whether the video is an ad: it shows the ad badge and sends ad playback callbacks, without quartiles.
        public var isAd: Bool
        /// Cohorts for dynamic content: key → values (the Firework iOS SDK README's `DynamicContentParameters`).
        public var cohorts: [String: [String]]
        /// The video's own call-to-action button (not the shopping CTA), if any.
        public var cta: VideoCTA?
        /// A live stream (`.singleContent` plays one too): live stream events fire for it.
        public var isLiveStream: Bool

        /// A video; only its id, channel, caption and duration are required.
        public init(
            id: String, channelID: String, caption: String, duration: Double, hashtags: [String] = [],
            productIDs: [ProductID] = [], isAd: Bool = false, cohorts: [String: [String]] = [:], cta: VideoCTA? = nil,
            isLiveStream: Bool = false
        ) {
            self.id = id
            self.channelID = channelID
            self.caption = caption
            self.duration = duration
            self.hashtags = hashtags
            self.productIDs = productIDs
            self.isAd = isAd
            self.cohorts = cohorts
            self.cta = cta
            self.isLiveStream = isLiveStream
        }

        /// Decodes a video from a catalog's JSON.
        /// - Throws: `DecodingError` when `id`, `channelID` or `duration` is missing, or `duration` is not a
        ///   positive number of seconds.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            channelID = try c.decode(String.self, forKey: .channelID)
            caption = try c.decodeIfPresent(String.self, forKey: .caption) ?? ""
            duration = try c.decode(Double.self, forKey: .duration)
            guard duration > 0, duration.isFinite else {
                throw DecodingError.dataCorruptedError(
                    forKey: .duration, in: c, debugDescription: "duration must be a positive number of seconds")
            }
            hashtags = try c.decodeIfPresent([String].self, forKey: .hashtags) ?? []
            productIDs = try c.decodeIfPresent([ProductID].self, forKey: .productIDs) ?? []
            isAd = try c.decodeIfPresent(Bool.self, forKey: .isAd) ?? false
            cohorts = try c.decodeIfPresent([String: [String]].self, forKey: .cohorts) ?? [:]
            cta = try c.decodeIfPresent(VideoCTA.self, forKey: .cta)
            isLiveStream = try c.decodeIfPresent(Bool.self, forKey: .isLiveStream) ?? false
        }
    }

    /// A video's own call-to-action button: a label and the URL it opens.
    public struct VideoCTA: Sendable, Codable, Equatable {
        /// The button's label.
        public var label: String
        /// The URL the button opens (in the SDK's web view, unless a ``FireworkVideoCTADelegate`` handles it).
        public var url: String

        /// A CTA button with this label and URL.
        public init(label: String, url: String) {
            self.label = label
            self.url = url
        }
    }

    /// A channel's playlist, selected by `.channelPlaylist(channelID:playlistID:)`.
    public struct Playlist: Sendable, Codable, Equatable {
        /// The playlist's encoded id.
        public var id: String
        /// The channel that owns the playlist.
        public var channelID: String
        /// The playlist's videos, in order.
        public var videoIDs: [String]

        /// A playlist of `videoIDs` in a channel.
        public init(id: String, channelID: String, videoIDs: [String]) {
            self.id = id
            self.channelID = channelID
            self.videoIDs = videoIDs
        }
    }

    /// A playlist group, selected by `.playlistGroup(groupID:)`: its playlists' videos, one playlist after another.
    public struct PlaylistGroup: Sendable, Codable, Equatable {
        /// The group's encoded id.
        public var id: String
        /// The group's playlists, in order.
        public var playlistIDs: [String]

        /// A playlist group of `playlistIDs`.
        public init(id: String, playlistIDs: [String]) {
            self.id = id
            self.playlistIDs = playlistIDs
        }
    }

    /// The app ids the emulated servers accept (a wrong app id fails authentication, as with the real servers).
    public var appIDs: [String]
    /// The channels.
    public var channels: [Channel]
    /// Every video and live stream, in the order channel feeds show them.
    public var videos: [Video]
    /// The channels' playlists.
    public var playlists: [Playlist]
    /// The playlist groups.
    public var playlistGroups: [PlaylistGroup]
    /// The products as the dashboard knows them, before the host app hydrates them.
    public var products: [Product]

    /// A catalog built in code; every part is empty by default.
    public init(
        appIDs: [String] = [], channels: [Channel] = [], videos: [Video] = [], playlists: [Playlist] = [],
        playlistGroups: [PlaylistGroup] = [], products: [Product] = []
    ) {
        self.appIDs = appIDs
        self.channels = channels
        self.videos = videos
        self.playlists = playlists
        self.playlistGroups = playlistGroups
        self.products = products
    }

    /// Decodes a catalog's JSON; every top-level key is optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        appIDs = try c.decodeIfPresent([String].self, forKey: .appIDs) ?? []
        channels = try c.decodeIfPresent([Channel].self, forKey: .channels) ?? []
        videos = try c.decodeIfPresent([Video].self, forKey: .videos) ?? []
        playlists = try c.decodeIfPresent([Playlist].self, forKey: .playlists) ?? []
        playlistGroups = try c.decodeIfPresent([PlaylistGroup].self, forKey: .playlistGroups) ?? []
        products = try c.decodeIfPresent([Product].self, forKey: .products) ?? []
    }

    /// Reads a catalog fixture.
    /// - Throws: ``FireworkFixtureError`` naming the file and the JSON path that is wrong.
    public static func load(contentsOf url: URL) throws -> FireworkCatalog {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FireworkFixtureError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    static func decode(_ data: Data, file: String) throws -> FireworkCatalog {
        do {
            return try JSONDecoder().decode(FireworkCatalog.self, from: data)
        } catch let error as DecodingError {
            throw FireworkFixtureError(decoding: error, file: file)
        }
    }

    /// The video with this id, if the catalog has one.
    public func video(id: String) -> Video? { videos.first { $0.id == id } }
    /// The product with this id as the dashboard knows it (before hydration), if the catalog has one.
    public func product(id: ProductID) -> Product? { products.first { $0.id == id } }
}

/// A fixture that cannot be used: what is wrong and where.
public enum FireworkFixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read; `reason` says why.
    case unreadable(file: String, reason: String)
    /// The file's JSON is wrong at `path` (such as `videos[2].duration`); `message` says how.
    case invalid(file: String, path: String, message: String)

    init(decoding error: DecodingError, file: String) {
        self = .invalid(file: file, path: error.jsonPath, message: error.reason)
    }

    /// `file: at path: message`, ready for a test failure.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
        case .invalid(let file, let path, let message):
            path.isEmpty ? "\(file): \(message)" : "\(file): at \(path): \(message)"
        }
    }
}
