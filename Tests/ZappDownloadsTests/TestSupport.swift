import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

/// A loopback server serving `Fixtures/media/` at `/`.
func fixtureServer() throws -> LoopbackMediaServer {
    let server = try LoopbackMediaServer()
    try server.serveDirectory(Fixtures.media)
    return server
}

func contents(_ url: URL?) -> Data? {
    url.flatMap { try? Data(contentsOf: $0) }
}

typealias HTTPClient = HqmeDownloadManager.Configuration.HTTPClient

/// Every behaviour over HTTP is checked with both clients: ShopStage's sockets and URLSession.
let allClients: [HTTPClient] = [.sockets, .urlSession]

/// Runs `shopstage` with `arguments` to its end: exit status and standard output.
func runShopstage(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let run = try await runShopstageCapturing(arguments)
    return (run.status, run.output)
}

/// Starts `shopstage` with `arguments` in the background, stdout and stderr to `output`.
func startShopstage(_ arguments: [String], output: FileHandle = .nullDevice) throws -> Process {
    try ShopStageCommand.built().start(arguments, output: output)
}

/// What one `shopstage` run printed and how it ended.
struct ShopstageRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `shopstage` with `arguments` to its end, under a file-size limit when given (as on a full disk).
func runShopstageCapturing(_ arguments: [String], fileSizeLimit: Int? = nil) async throws -> ShopstageRun {
    let run = try await ShopStageCommand.built().run(arguments, fileSizeLimit: fileSizeLimit)
    return ShopstageRun(status: run.status, output: run.stdout, errors: run.stderr)
}

/// The usual set-up: a server of `Fixtures/media/`, a scratch store and a manager posting on a
/// private notification center.
@MainActor
struct DownloadStage {
    let server: LoopbackMediaServer
    let scratch: ScratchDirectory
    let center = NotificationCenter()
    let manager: HqmeDownloadManager

    init(configuration: HqmeDownloadManager.Configuration = .init(), _ label: String = #function) throws {
        server = try fixtureServer()
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
