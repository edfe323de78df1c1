import Foundation
import Testing
import ShopStageTesting
import ZappPlugins

/// The plugin-style handler against a real manager and loopback server. Each test installs its
/// manager as the shared connector's delegate, taking turns with other suites.
@MainActor
@Suite(.serialized)
struct BabyPlayerDownloadTests {
    let server: LoopbackMediaServer
    let scratch: URL
    let center = NotificationCenter.default

    init() throws {
        server = try LoopbackMediaServer()
        server.set("/entry.mp4", .pattern(length: 300_000))
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("zapp-host-\(UUID().uuidString.prefix(8))")
    }

    /// Runs `body` with a fresh manager installed as `hqmeDelegate`.
    func withManager(_ body: @MainActor (HqmeDownloadManager) async throws -> Void) async throws {
        let manager = try HqmeDownloadManager(directory: scratch)
        try await ZAAppConnector.withHqmeDelegate(manager) { try await body(manager) }
    }

    /// Runs `body` with the shared connector's network on `state`, then puts back the one before (inside
    /// `withManager`'s turn: only this suite reads it).
    func onNetwork(_ state: ZAConnectivityState, _ body: () async throws -> Void) async rethrows {
        let connector = ZAAppConnector.sharedInstance()
        let previous = connector.connectivityDelegate
        connector.connectivityDelegate = SimulatedConnectivity(state)
        defer { connector.connectivityDelegate = previous }
        try await body()
    }

    /// A player showing `entry`, with the download button the plugin added. Keep the player: it is the
    /// button's (weak) delegate, as a plugin's player is.
    func player(showing entry: AtomEntry) throws -> (BabyPlayer, any ZPHqmeButtonProtocol) {
        let player = BabyPlayer(item: entry)
        player.addDownloadButton()
        return (player, try #require(player.downloadButton))
    }

    func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    @Test func pluginShowsNoButtonWhenNoDownloadsPluginIsInstalled() async {
        defer { tearDown() }
        await ZAAppConnector.withHqmeDelegate(nil) {
            let player = BabyPlayer(item: AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4")))
            player.addDownloadButton()
            #expect(player.downloadButton == nil)
            #expect(player.playerControlsView?.hqmeButtonContainerView?.isHidden == true)
        }
    }

    @Test func pluginShowsNoButtonForAnItemNotValidForDownload() async throws {
        defer { tearDown() }
        try await withManager { manager in
            let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
            entry.downloadable = false
            let player = BabyPlayer(item: entry)
            player.addDownloadButton()
            #expect(player.downloadButton == nil)
        }
    }

    @Test func tapOnInitialFetchesTheURLDownloadsAndCompletesTheButton() async throws {
        defer { tearDown() }
        try await withManager { manager in
            let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
            let (player, button) = try player(showing: entry)
            #expect(button.state == .initial)
            button.hqmeButtonTapped()
            #expect(button.state == .pending)
            _ = await manager.waitUntilFinished(identifier: "e1")
            #expect(await eventually { button.state == .completed })
            #expect(manager.getAvUrlAsset(forItem: entry)?.url.isFileURL == true)
            #expect((button as? ZPHqmeButton)?.appearance == .image("generic_item_downloaded_btn_baby_player"))
            #expect(player.playerControlsView?.hqmeButtonContainerView?.isHidden == false)
        }
    }

    @Test(arguments: [AlertAnswer.ok, .cancel])
    func tapOnInitialOverCellularAsksFirstAndDownloadsOnlyIfTheViewerAgrees(answer: AlertAnswer) async throws {
        defer { tearDown() }
        try await withManager { manager in
            try await onNetwork(.cellular) {
                let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
                let (player, button) = try player(showing: entry)
                player.nextAnswer = answer
                button.hqmeButtonTapped()
                #expect(player.alertsShown == ["Download using cellular data plan"])
                #expect(button.state == (answer == .ok ? .pending : .initial))
                let stored = await manager.waitUntilFinished(identifier: "e1")
                #expect(stored?.status == (answer == .ok ? .completed : nil))
            }
        }
    }

    @Test func downloadStartedFromANetworkCompletionOffTheMainThreadRuns() async throws {
        defer { tearDown() }
        try await withManager { manager in
            let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
            entry.completesOnNetworkThread = true
            let (player, button) = try player(showing: entry)
            button.hqmeButtonTapped()
            #expect(await eventually { manager.getState(for: entry) == .completed })
            #expect(await eventually { button.state == .completed })
            #expect(player.alertsShown.isEmpty)
        }
    }

    @Test func tapOnCompletedDeletesTheDownloadOnceTheViewerConfirms() async throws {
        defer { tearDown() }
        try await withManager { manager in
            let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
            let (player, button) = try player(showing: entry)
            button.hqmeButtonTapped()
            _ = await manager.waitUntilFinished(identifier: "e1")
            #expect(await eventually { button.state == .completed })
            player.nextAnswer = .cancel
            button.hqmeButtonTapped()
            #expect(manager.getState(for: entry) == .completed)
            player.nextAnswer = .ok
            button.hqmeButtonTapped()
            #expect(player.alertsShown == ["Delete Item", "Delete Item"])
            #expect(manager.getState(for: entry) == .notExists)
            #expect(button.state == .initial)
        }
    }

    @Test func freshButtonOfADownloadedItemIsSyncedToCompleted() async throws {
        defer { tearDown() }
        try await withManager { manager in
            let entry = AtomEntry(identifier: "e1", streamURL: server.url("/entry.mp4"))
            entry.fetchContentUrl {}
            manager.startProcess(for: entry)
            _ = await manager.waitUntilFinished(identifier: "e1")
            let (player, button) = try player(showing: entry)
            #expect(button.state == .completed)
            #expect(button.progress == 1)
            #expect(player.alertsShown.isEmpty)
        }
    }

    @Test func freshButtonOfADownloadingItemIsSyncedToInProgress() async throws {
        defer { tearDown() }
        server.set("/slow.mp4", .pattern(length: 2_000_000), faults: [.pauseAfter(bytes: 100_000)])
        try await withManager { manager in
            let entry = AtomEntry(identifier: "slow", streamURL: server.url("/slow.mp4"))
            entry.fetchContentUrl {}
            manager.startProcess(for: entry)
            let (player, button) = try player(showing: entry)
            #expect(button.state == .inProgress)
            server.resume("/slow.mp4")
            _ = await manager.waitUntilFinished(identifier: "slow")
            #expect(await eventually { button.state == .completed })
            #expect(player.alertsShown.isEmpty)
        }
    }

    @Test func tapWhileInProgressCancelsTheDownload() async throws {
        defer { tearDown() }
        server.set("/slow.mp4", .pattern(length: 2_000_000), faults: [.pauseAfter(bytes: 100_000)])
        try await withManager { manager in
            let entry = AtomEntry(identifier: "slow", streamURL: server.url("/slow.mp4"))
            let (player, button) = try player(showing: entry)
            button.hqmeButtonTapped()
            #expect(await eventually { button.state == .inProgress })
            button.hqmeButtonTapped()
            server.resume("/slow.mp4")
            #expect(button.state == .initial)
            #expect(manager.getState(for: entry) == .notExists)
            #expect(player.playerControlsView?.hqmeButtonContainerView?.isHidden == false)
        }
    }
}
