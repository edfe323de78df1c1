import BambuserCommerceSDK
import Foundation

// Host code as apps wrote it against SDK 1.x / 2.x, compiled against ShopStage with their own import
// (`BambuserCommerceSDK`): the configuration built first as `[String: Any]` (1.x's parameter type), the 1.x
// unlabelled `.onDemand("…")`, and an exhaustive switch over 2.x's PlayerError (no default).

/// Builds the player configuration the way a 1.x app kept it: a `[String: Any]` from its settings.
func legacyConfiguration(showId: String, currency: String) -> BambuserVideoConfiguration {
    var settings: [String: Any] = ["locale": "en-US", "buttons": ["product": "none"]]
    settings["currency"] = currency
    return BambuserVideoConfiguration(type: .onDemand(showId), events: ["*"], configuration: settings)
}

/// Whether a failed call is worth retrying.
func shouldRetry(after error: any Error) -> Bool {
    guard let playerError = error as? PlayerError else { return false }
    switch playerError {
    case .badUrl, .invalidJson, .failedToTrack: return false
    case .noData, .unknownError, .failedToLoadVideo: return true
    case .invalidStatus(let status, _): return status >= 500
    }
}
