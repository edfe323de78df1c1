import Foundation
import Testing
import ShopStageTesting
import ZappDownloads

/// A cell as in seed 003: its two delegate methods are the seed's examples, pasted unchanged.
@MainActor
final class DownloadCell: ZPDownloadButtonDelegate {
    var componentDataSourceModel: Any?

    init(model: Any?) { componentDataSourceModel = model }

    // MARK: seed 003, verbatim

    public func hqmeButton(_ button: ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) {
          guard let model = self.componentDataSourceModel as? ZPHqmeSupportingItemProtocol else {
              return
          }

          switch state {
              case .error:
                  ZAAppConnector.sharedInstance().hqmeDelegate?.cancelProcess(for: model)

              default:
                  break
          }
      }

    public func hqmeButton(_ button: ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {
    guard let model = self.componentDataSourceModel as? ZPHqmeSupportingItemProtocol else {
      return
    }

    switch state {
    case .completed:
                  //perform an action on already downloaded item. (ex. remove)
      break
    case .initial:
                  //perform an action on not downloaded item (ex. start downloading)
                  ZAAppConnector.sharedInstance().hqmeDelegate?.startProcess(for: model)

      break
    case .inProgress:
                  //perform an action on item that is currently being downloaded

      ZAAppConnector.sharedInstance().hqmeDelegate?.cancelProcess(for: model)
      //update state to initial after cleanp
      button.hqmeStateChange(to: .initial)
      break
    case .error:
                  //perform an action on item that got an error in downloading. (ex. remove)
      break
    default:
      break
    }
    }
}

/// These tests install their manager as the shared connector's delegate, taking turns with other suites.
@MainActor
@Suite(.serialized)
struct SeedDelegateExampleTests {
    @Test func tapOnInitialDownloadsTheItemForReal() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, configuration: .init(maximumVariantBandwidth: 2_000_000))
        await ZAAppConnector.withHqmeDelegate(manager) {
            let item = HqmeItem(identifier: "seed-hls", contentURL: server.url("/hls/master.m3u8"))
            let cell = DownloadCell(model: item)
            let button = ZPHqmeButton(item: item, delegate: cell)
            button.tap()
            _ = await manager.waitUntilFinished(identifier: "seed-hls")
            #expect(await eventually { button.state == .completed })
            #expect(button.stateHistory == [.pending, .inProgress, .completed])
            #expect(ZAAppConnector.sharedInstance().hqmeDelegate?.getState(for: item) == .completed)
            #expect(ZAAppConnector.sharedInstance().hqmeDelegate?.getAvUrlAsset(forItem: item)?.url.isFileURL == true)
        }
    }

    @Test func tapWhileInProgressCancelsAndReturnsToInitial() async throws {
        let server = try LoopbackMediaServer()
        server.set("/slow.mp4", .pattern(length: 2_000_000), faults: [.pauseAfter(bytes: 100_000)])
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url)
        await ZAAppConnector.withHqmeDelegate(manager) {
            let item = HqmeItem(identifier: "seed-slow", contentURL: server.url("/slow.mp4"))
            let cell = DownloadCell(model: item)
            let button = ZPHqmeButton(item: item, delegate: cell)
            button.tap()
            #expect(await eventually { button.state == .inProgress })
            button.tap()
            server.resume("/slow.mp4")
            #expect(button.state == .initial)
            #expect(manager.getState(for: item) == .notExists)
            #expect(button.stateHistory == [.pending, .inProgress, .initial])
        }
    }

    @Test func errorStateMakesTheSeedDelegateCancelTheItem() async throws {
        let server = try LoopbackMediaServer.serving(Fixtures.media)
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url)
        await ZAAppConnector.withHqmeDelegate(manager) {
            let item = HqmeItem(identifier: "seed-missing", contentURL: server.url("/missing.mp4"))
            let cell = DownloadCell(model: item)
            let button = ZPHqmeButton(item: item, delegate: cell)
            button.tap()
            _ = await manager.waitUntilFinished(identifier: "seed-missing")
            // error → the seed's stateChanged cancels → the record goes → the button is back to initial.
            #expect(button.stateHistory == [.pending, .error, .initial])
            #expect(manager.storedItems.isEmpty)
            #expect(button.state == .initial)
        }
    }
}
