import Foundation

/// An organisation's shoppable videos, as the Bambuser dashboard holds them: short on-demand videos,
/// each with its products and timeline (a ``BambuserShow``) and the SKUs it is tagged with, and the
/// playlists (components) that list them. What `createShoppableVideoPlayer…` fetches on a phone;
/// headless, it comes from a fixture (`Fixtures/shoppable/`) or is built in Swift.
///
/// ```json
/// { "orgId": "org-demo",
///   "videos": [{ "id": "sv-tee", "title": "The tee", "durationSeconds": 30, "skus": ["TEE-001"],
///                "products": [{ "id": "bmb-1", "ref": "TEE-001", "url": "https://shop.example/tee" }],
///                "timeline": [{ "at": 5, "action": "highlight", "product": "bmb-1" }] }],
///   "playlists": [{ "componentId": "reels", "videos": ["sv-tee"] }] }
/// ```
public struct BambuserShoppableVideoLibrary: Sendable, Hashable {
    /// One video: an on-demand show, and the SKUs `.sku(…)` finds it by.
    public struct Video: Sendable, Hashable {
        /// The video as a show: its id, products, timeline and length.
        public var show: BambuserShow
        /// The SKUs the video is tagged with.
        public var skus: [String]

        /// A video and the SKUs it is tagged with.
        public init(show: BambuserShow, skus: [String] = []) {
            self.show = show
            self.skus = skus
        }
    }

    /// A playlist component: the ids of its videos, in order, and how the dashboard lays it out
    /// (`grid`, `row`, `story`, `fab`; what `attachShoppableView` reports as its `mode`).
    public struct Playlist: Sendable, Hashable, Codable {
        /// The component's id in the dashboard (``InlineVideoPlaylistInfo``'s `componentId`).
        public var componentId: String
        /// The ids of the playlist's videos, in order.
        public var videos: [String]
        /// How the dashboard lays it out (`grid`, `row`, `story`, `fab`), if it says.
        public var layout: String?

        /// A playlist of `videos`, laid out as `layout`.
        public init(componentId: String, videos: [String], layout: String? = nil) {
            self.componentId = componentId
            self.videos = videos
            self.layout = layout
        }
    }

    /// The organisation's id: what `BambuserShoppableVideoPlaylistInfo(orgId:…)` and `…SkuInfo(orgId:…)` name.
    public var orgId: String
    /// Every video of the organisation.
    public var videos: [Video]
    /// The playlist components.
    public var playlists: [Playlist]

    /// An organisation's library built in Swift; `source` names it in errors.
    ///
    /// - Throws: ``BambuserStageError/invalidShow(source:message:)`` when two videos share an id, a
    ///   video's timeline highlights a product it does not have, or a playlist names a video that
    ///   is not in `videos`.
    public init(orgId: String, videos: [Video], playlists: [Playlist] = [], source: String = "<shoppable videos>")
        throws
    {
        self.orgId = orgId
        self.videos = videos
        self.playlists = playlists
        var ids = Set<String>()
        for (index, video) in videos.enumerated() {
            guard ids.insert(video.show.id).inserted else {
                throw BambuserStageError.invalidShow(
                    source: source, message: "videos[\(index)]: a second video \"\(video.show.id)\"")
            }
            try video.show.checkTimeline(source: source, path: "videos[\(index)].")
        }
        for (index, playlist) in playlists.enumerated() {
            for (position, id) in playlist.videos.enumerated() where !ids.contains(id) {
                throw BambuserStageError.invalidShow(
                    source: source,
                    message: "playlists[\(index)].videos[\(position)]: \"\(id)\" is not among the library's videos")
            }
        }
    }

    /// Reads a library from a JSON file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BambuserStageError.invalidShow(
                source: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        try self.init(json: data, source: url.lastPathComponent)
    }

    /// Decodes a library; videos are on-demand shows whose `type` may be left out.
    public init(json: Data, source: String = "<shoppable videos>") throws {
        let file: LibraryFile
        do {
            file = try JSONDecoder().decode(LibraryFile.self, from: json)
        } catch let error as DecodingError {
            throw BambuserStageError.invalidShow(source: source, message: error.summary)
        }
        try self.init(
            orgId: file.orgId, videos: file.videos.map(\.video), playlists: file.playlists ?? [], source: source)
    }

    /// The video with `id`.
    public func video(id: String) -> Video? { videos.first { $0.show.id == id } }

    /// The videos of playlist `componentId`, in order; nil when there is no such playlist.
    public func videos(inPlaylist componentId: String) -> [Video]? {
        guard let playlist = playlists.first(where: { $0.componentId == componentId }) else { return nil }
        return playlist.videos.compactMap(video(id:))
    }

    /// The playlist `componentId`.
    public func playlist(_ componentId: String) -> Playlist? { playlists.first { $0.componentId == componentId } }

    /// The videos tagged with `sku`, in library order.
    public func videos(taggedWith sku: String) -> [Video] { videos.filter { $0.skus.contains(sku) } }
}

/// The JSON form: a video's show fields, with `type`, `title`, `timeline` and `skus` optional.
private struct LibraryFile: Decodable {
    struct VideoEntry: Decodable {
        var id: String
        var type: BambuserShow.Kind?
        var title: String?
        var durationSeconds: Double?
        var products: [BambuserShow.Product]?
        var timeline: [BambuserShow.Cue]?
        var skus: [String]?

        var video: BambuserShoppableVideoLibrary.Video {
            .init(
                show: BambuserShow(
                    id: id, type: type ?? .onDemand, title: title ?? "", durationSeconds: durationSeconds ?? 0,
                    products: products ?? [], timeline: timeline ?? []),
                skus: skus ?? [])
        }
    }

    var orgId: String
    var videos: [VideoEntry]
    var playlists: [BambuserShoppableVideoLibrary.Playlist]?
}
