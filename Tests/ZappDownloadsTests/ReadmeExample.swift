import Foundation
import ZappDownloads

// The README's `### ZappDownloads` example, kept here so it keeps compiling (it is not run:
// it would reach for 127.0.0.1:8080).
@MainActor
func downloadEpisode() async throws {
    let manager = try HqmeDownloadManager(
        directory: URL(fileURLWithPath: "/tmp/downloads"),
        configuration: .init(maximumVariantBandwidth: 3_000_000))
    ZAAppConnector.sharedInstance().hqmeDelegate = manager

    let episode = HqmeItem(
        identifier: "episode-1", contentURL: URL(string: "http://127.0.0.1:8080/show/master.m3u8"),
        title: "Episode 1", modelJSON: Data(#"{"id":"episode-1"}"#.utf8))
    ZAAppConnector.sharedInstance().hqmeDelegate?.startProcess(for: episode)
    let stored = await manager.waitUntilFinished(identifier: "episode-1")
    print(stored?.status ?? .failed, manager.getAvUrlAsset(forItem: episode)?.url.path ?? "")
}
