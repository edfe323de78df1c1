import Foundation
import ZappDownloads

// The README's `### ZappDownloads` examples, kept here so they keep compiling (they are not run:
// they would reach for 127.0.0.1:8080).
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

/// An item in the real SDK's form: methods, its own identity.
final class Episode: ZPHqmeSupportingItemProtocol {
    func hqmeContentUrl() -> URL? { URL(string: "http://127.0.0.1:8080/show/master.m3u8") }
    func title() -> String? { "Episode 1" }
    func relatedAssets() -> [String]? { nil }
    func objectIdentifier() -> String? { "episode-1" }
}

/// A screen's download button handler, written as Zapp's player plugins write theirs.
final class PlayerScreen {
    let episode = Episode()
}

extension PlayerScreen: ZPHqmeButtonDelegate {
    func hqmeButton(_ button: ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {
        let downloads = ZAAppConnector.sharedInstance().hqmeDelegate
        switch state {
        case .initial:
            downloads?.startProcess(for: episode)
            button.hqmeStateChange(to: .pending)
        case .inProgress:
            downloads?.cancelProcess(for: episode)  // never deletes a completed download
            button.hqmeStateChange(to: .initial)
        case .completed:
            downloads?.dataStoreDeleteItem(episode)
            button.hqmeStateChange(to: .initial)
        default:
            break
        }
    }

    func hqmeButton(_ button: ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) {}

    func hqmeStateChangeNotificationName() -> String? {
        episode.objectIdentifier().map { "AssetHqmeStateChanged" + $0.md5Hash() }
    }

    func hqmeInProgressChangeNotificationName() -> String? {
        episode.objectIdentifier().map { "AssetHqmeProgressChanged" + $0.md5Hash() }
    }

    func hqmeButtonCustomImagesSuffix() -> String? { nil }
}
