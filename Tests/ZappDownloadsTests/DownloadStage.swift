import Foundation
import ShopStageTesting
import ZappDownloads

// Only this target's tests need it: the manager under test set up the one way most of them start.

/// The usual set-up: a server of `Fixtures/media/`, a scratch store and a manager posting on a
/// private notification center.
@MainActor
struct DownloadStage {
    let server: LoopbackMediaServer
    let scratch: ScratchDirectory
    let center = NotificationCenter()
    let manager: HqmeDownloadManager

    init(configuration: HqmeDownloadManager.Configuration = .init(), _ label: String = #function) throws {
        server = try LoopbackMediaServer.serving(Fixtures.media)
        scratch = try ScratchDirectory(label)
        manager = try HqmeDownloadManager(
            directory: scratch.url, configuration: configuration, notificationCenter: center)
    }

    func cleanUp() {
        server.stop()
        scratch.cleanUp()
    }

    /// Downloads the fixture at `path` as item `identifier`, to its end.
    func downloaded(_ identifier: String, path: String) async -> HqmeItem {
        let item = HqmeItem(identifier: identifier, contentURL: server.url(path))
        manager.startProcess(for: item)
        _ = await manager.waitUntilFinished(identifier: identifier)
        return item
    }
}

/// The bytes a download stored at `url`, if any.
func contents(_ url: URL?) -> Data? {
    url.flatMap { try? Data(contentsOf: $0) }
}
