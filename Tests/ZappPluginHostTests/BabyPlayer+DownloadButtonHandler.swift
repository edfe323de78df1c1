// Host code written the way Zapp's player plugins write their download-button handler (the Baby
// player plugin, v1.6, "update download button to support new api"): a non-isolated player class
// that conforms to `ZPHqmeButtonDelegate` in an extension and drives the button and the connector
// itself. The import is the iOS build's (ShopStage's `ZappPlugins` module); the UIKit parts (container
// view, alerts) are the small stand-ins in PlayerStandIns.swift. `@objc` is left off `addDownloadButton(forDownloadableItem:)`:
// Linux Swift has no Objective-C runtime.
import Foundation
import ZappPlugins

extension BabyPlayer: ZPHqmeButtonDelegate {
    public func addDownloadButton(forDownloadableItem item: ZPHqmeSupportingItemProtocol) {
        guard let controls = playerControlsView,
            let container = controls.hqmeButtonContainerView,
            item.isValidForHqme?() == true,
            let downloadButton = ZAAppConnector.sharedInstance().hqmeDelegate?.createHqmeButton(
                withDelegate: self, size: container.bounds.size)
        else { return }
        container.isHidden = false
        container.removeAllSubviews()
        container.addSubview(downloadButton)

        // The button is new: bring it to the item's stored state.
        if let state = ZAAppConnector.sharedInstance().hqmeDelegate?.getState(for: item) {
            switch state {
            case .completed:
                downloadButton.hqmeStateChange(to: .completed)
            case .inProgress:
                downloadButton.hqmeStateChange(to: .inProgress)
            default:
                break
            }
        }
    }

    public func hqmeButton(_ button: ZPHqmeButtonProtocol, stateChanged state: ZPHqmeButtonState) {
        guard let item = currentHqmeItem() else { return }
        if state == .error {
            ZAAppConnector.sharedInstance().hqmeDelegate?.cancelProcess(for: item)
        }
    }

    public func hqmeButton(_ button: ZPHqmeButtonProtocol, tappedWithState state: ZPHqmeButtonState) {
        guard let item = currentHqmeItem() else { return }
        switch state {
        case .initial:
            if ZAAppConnector.sharedInstance().connectivityDelegate.getCurrentConnectivityState() == .cellular {
                askToDownloadOverCellular(for: button, model: item)
            } else {
                startDownload(for: button, model: item)
            }
        case .inProgress:
            ZAAppConnector.sharedInstance().hqmeDelegate?.cancelProcess(for: item)
            button.hqmeStateChange(to: .initial)
        case .completed:
            askToDelete(for: button, model: item)
        case .error:
            askToRetryOrDelete(for: button, model: item)
        default:
            break
        }
    }

    public func hqmeStateChangeNotificationName() -> String? {
        guard let identifier = currentHqmeItem()?.objectIdentifier?() else { return nil }
        return "AssetHqmeStateChanged" + identifier.md5Hash()
    }

    public func hqmeInProgressChangeNotificationName() -> String? {
        guard let identifier = currentHqmeItem()?.objectIdentifier?() else { return nil }
        return "AssetHqmeProgressChanged" + identifier.md5Hash()
    }

    public func hqmeButtonCustomImagesSuffix() -> String? {
        "_baby_player"
    }

    /// The content URL of an Atom entry is fetched only now, just before the download starts.
    private func startDownload(for button: ZPHqmeButtonProtocol, model: ZPHqmeSupportingItemProtocol) {
        if let entry = model as? AtomEntry {
            entry.fetchContentUrl {
                self.download(with: button, model: model)
            }
        } else {
            download(with: button, model: model)
        }
    }

    private func askToDownloadOverCellular(for button: ZPHqmeButtonProtocol, model: ZPHqmeSupportingItemProtocol) {
        present(alert: "Download using cellular data plan") { answer in
            guard answer == .ok else { return }
            startDownload(for: button, model: model)
        }
    }

    private func download(with button: ZPHqmeButtonProtocol, model: ZPHqmeSupportingItemProtocol) {
        ZAAppConnector.sharedInstance().hqmeDelegate?.startProcess(for: model)
        button.hqmeStateChange(to: .pending)
    }

    private func askToDelete(for button: ZPHqmeButtonProtocol, model: ZPHqmeSupportingItemProtocol) {
        present(alert: "Delete Item") { answer in
            guard answer == .ok else { return }
            ZAAppConnector.sharedInstance().hqmeDelegate?.dataStoreDeleteItem(model)
            button.hqmeStateChange(to: .initial)
        }
    }

    private func askToRetryOrDelete(for button: ZPHqmeButtonProtocol, model: ZPHqmeSupportingItemProtocol) {
        present(alert: "Action") { answer in
            switch answer {
            case .retry:
                button.hqmeStateChange(to: .initial)
                ZAAppConnector.sharedInstance().hqmeDelegate?.startProcess(for: model)
            case .delete:
                ZAAppConnector.sharedInstance().hqmeDelegate?.dataStoreDeleteItem(model)
                button.hqmeStateChange(to: .initial)
            default:
                break
            }
        }
    }

    func addDownloadButton() {
        if let item = currentHqmeItem() {
            addDownloadButton(forDownloadableItem: item)
        }
    }

    private func currentHqmeItem() -> ZPHqmeSupportingItemProtocol? {
        currentItem as? ZPHqmeSupportingItemProtocol
    }
}
