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
/// let videos = try catalog.videos(for: .hashtagPlaylist(channelID: "ch_style", filterExpression: "(and sport (or food comedy))"))
/// ```
public struct FireworkCatalog: Sendable, Codable, Equatable {
    public struct Channel: Sendable, Codable, Equatable {
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    public struct Video: Sendable, Codable, Equatable {
        public var id: String
        public var channelID: String
        public var caption: String
        /// Length in seconds.
        public var duration: Double
        public var hashtags: [String]
        public var productIDs: [ProductID]
        public var isAd: Bool
        /// Cohorts for dynamic content: key → values (seed 004's `DynamicContentParameters`).
        public var cohorts: [String: [String]]
        /// The video's own call-to-action button (not the shopping CTA), if any.
        public var cta: VideoCTA?
        /// A live stream (`.singleContent` plays one too): live stream events fire for it.
        public var isLiveStream: Bool

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

    public struct VideoCTA: Sendable, Codable, Equatable {
        public var label: String
        public var url: String

        public init(label: String, url: String) {
            self.label = label
            self.url = url
        }
    }

    public struct Playlist: Sendable, Codable, Equatable {
        public var id: String
        public var channelID: String
        public var videoIDs: [String]

        public init(id: String, channelID: String, videoIDs: [String]) {
            self.id = id
            self.channelID = channelID
            self.videoIDs = videoIDs
        }
    }

    public struct PlaylistGroup: Sendable, Codable, Equatable {
        public var id: String
        public var playlistIDs: [String]

        public init(id: String, playlistIDs: [String]) {
            self.id = id
            self.playlistIDs = playlistIDs
        }
    }

    /// The app ids the emulated servers accept (seed 004: a wrong app id fails authentication).
    public var appIDs: [String]
    public var channels: [Channel]
    public var videos: [Video]
    public var playlists: [Playlist]
    public var playlistGroups: [PlaylistGroup]
    /// The products as the dashboard knows them, before the host app hydrates them.
    public var products: [Product]

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

    public func video(id: String) -> Video? { videos.first { $0.id == id } }
    public func product(id: ProductID) -> Product? { products.first { $0.id == id } }
}

/// A fixture that cannot be used: what is wrong and where.
public enum FireworkFixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case invalid(file: String, path: String, message: String)

    init(decoding error: DecodingError, file: String) {
        self = .invalid(file: file, path: error.jsonPath, message: error.reason)
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
        case .invalid(let file, let path, let message):
            path.isEmpty ? "\(file): \(message)" : "\(file): at \(path): \(message)"
        }
    }
}
