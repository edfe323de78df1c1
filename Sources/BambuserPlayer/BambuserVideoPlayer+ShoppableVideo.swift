/// Shoppable video (CommerceSDK 2.0+, the 3.0.2 signatures): the videos come from the
/// ``BambuserShoppableVideoLibrary`` registered for the configuration's `orgId`, with this player's
/// own (`register(_ library:)`) looked up before the shared ``BambuserShowRegistry``.
extension BambuserVideoPlayer {
    /// One shoppable video by id (`.videoId`), in `.preview` mode.
    ///
    /// - Throws: `BambuserPlayerError.invalidTypeForUniqueShoppableVideo` for a `.playlist` or `.sku`
    ///   type, `BambuserPlayerError.videoNotFound` when no registered library has the video.
    public func createShoppableVideoPlayer(
        videoConfiguration: BambuserShoppableVideoConfiguration
    ) async throws -> HeadlessBambuserPlayerView {
        guard case .videoId(let id) = videoConfiguration.type else {
            throw BambuserPlayerError.invalidTypeForUniqueShoppableVideo
        }
        let libraries = Array(shoppableLibraries.values) + BambuserShowRegistry.shared.shoppableLibraries
        guard let video = libraries.lazy.compactMap({ $0.video(id: id) }).first else {
            throw BambuserPlayerError.videoNotFound
        }
        return shoppablePlayer(for: video.show, videoConfiguration)
    }

    /// One page of a playlist's videos (`.playlist`) or of the videos tagged with a SKU (`.sku`), a
    /// player each, in `.preview` mode. A page past the end has no players; `pagination` says so.
    ///
    /// - Throws: `BambuserPlayerError.invalidTypeForShoppableVideoList` for a `.videoId` type;
    ///   ``BambuserStageError/invalidPagination(page:pageSize:)`` for a page or size below 1;
    ///   ``BambuserStageError/unknownShoppableVideos(_:)`` when no library is registered for the
    ///   organisation, or it has no such playlist.
    public func createShoppableVideoPlayerCollection(
        videoConfiguration: BambuserShoppableVideoConfiguration, page: Int = 1, pageSize: Int = 15
    ) async throws -> BambuserPlayerCollection {
        let videos: [BambuserShoppableVideoLibrary.Video]
        switch videoConfiguration.type {
        case .videoId:
            throw BambuserPlayerError.invalidTypeForShoppableVideoList
        case .playlist(let info):
            let library = try shoppableLibrary(orgId: info.orgId)
            guard let listed = library.videos(inPlaylist: info.componentId) else {
                let known = library.playlists.map { "\"\($0.componentId)\"" }.joined(separator: ", ")
                throw BambuserStageError.unknownShoppableVideos(
                    "organisation \"\(info.orgId)\" has no playlist \"\(info.componentId)\" (it has: \(known))")
            }
            videos = listed
        case .sku(let info):
            videos = try shoppableLibrary(orgId: info.orgId).videos(taggedWith: info.sku)
        }
        guard page >= 1, pageSize >= 1 else {
            throw BambuserStageError.invalidPagination(page: page, pageSize: pageSize)
        }
        // A huge page number overflows the offset; such a page is past the end anyway.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        let pageVideos =
            overflow || offset >= videos.count
            ? [] : videos[offset..<(offset + min(pageSize, videos.count - offset))]
        let players: [any BambuserPlayerView] = pageVideos.map { shoppablePlayer(for: $0.show, videoConfiguration) }
        return BambuserPlayerCollection(
            players: players, pagination: Pagination(page: page, pageSize: pageSize, total: videos.count))
    }

    /// Lays a playlist's (or a SKU's) videos out in `container` and returns the view's handle, with its
    /// first page of players (the SDK after 3.0.2; interface at commit e749cd5). `container` is the host's
    /// view or window: any object, as there is no UIKit here. The delegate set after this returns hears
    /// `didLoadPage` for the first page on a later turn of the main actor.
    ///
    /// - Throws: what ``createShoppableVideoPlayerCollection(videoConfiguration:page:pageSize:)`` throws.
    @discardableResult
    public func attachShoppableView(
        into container: AnyObject, videoConfiguration: BambuserShoppableVideoConfiguration, pageSize: Int = 15
    ) async throws -> any BambuserShoppableView {
        let first = try await createShoppableVideoPlayerCollection(
            videoConfiguration: videoConfiguration, page: 1, pageSize: pageSize)
        var mode = BambuserShoppableMode.unknown
        if case .playlist(let info) = videoConfiguration.type,
            let layout = try shoppableLibrary(orgId: info.orgId).playlist(info.componentId)?.layout
        {
            mode = BambuserShoppableMode(rawValue: layout) ?? .unknown
        }
        let view = HeadlessShoppableView(
            container: container, sdk: self, videoConfiguration: videoConfiguration, first: first, mode: mode)
        Task { @MainActor [view] in
            view.delegate?.shoppableView(view, didLoadPage: 1, totalPages: view.pagination.totalPages)
        }
        return view
    }

    private func shoppableLibrary(orgId: String) throws -> BambuserShoppableVideoLibrary {
        if let own = shoppableLibraries[orgId] ?? BambuserShowRegistry.shared.shoppableLibrary(orgId: orgId) {
            return own
        }
        throw BambuserStageError.unknownShoppableVideos(
            "no shoppable videos are registered for organisation \"\(orgId)\" "
                + "(register a BambuserShoppableVideoLibrary with this player or BambuserShowRegistry.shared)")
    }

    private func shoppablePlayer(
        for show: BambuserShow, _ configuration: BambuserShoppableVideoConfiguration
    ) -> HeadlessBambuserPlayerView {
        HeadlessBambuserPlayerView(
            show: show, id: show.id, events: configuration.events, configuration: configuration.configuration,
            hydrationMode: hydrationMode, shoppable: true, videoScaleMode: configuration.videoScaleMode)
    }
}
