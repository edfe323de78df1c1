// An app delegate in the shape the React Native and Flutter wrappers' iOS hosts give theirs: a UIKit
// app delegate that is also the SDK's delegate, starting the SDK at launch and logging how it went.
// Swift 5 language mode, as those Xcode projects build.
import Foundation
import FireworkVideo

class BridgeAppDelegate: UIResponder, UIApplicationDelegate, FireworkVideoSDKDelegate {
    var log: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FireworkVideoSDK.initializeSDK(delegate: self)
        return true
    }

    func fireworkVideoDidLoadSuccessfully() {
        log.append("FireworkVideo \(FireworkVideoSDK.version) loaded successfully.")
    }

    func fireworkVideoDidLoadWith(error: FireworkVideoSDKError) {
        switch error {
        case .missingAppID:
            log.append("FireworkVideo failed: missing app ID.")
        case .authenticationFailure:
            log.append("FireworkVideo failed: authentication failure.")
        // The wrappers write `default:`; against ShopStage's enum (not built for library evolution) that
        // draws "default will never be executed", so this host writes the README's `@unknown default:`.
        @unknown default:
            break
        }
    }
}
