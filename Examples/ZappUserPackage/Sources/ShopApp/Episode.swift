import Foundation
import ZappPlugins

/// An episode of the app's catalog, as the download plugin reads it.
final class Episode: NSObject, ZPHqmeSupportingItemProtocol {
    let identifier: String
    let name: String
    let streamURL: URL?

    init(identifier: String, name: String, streamURL: URL?) {
        self.identifier = identifier
        self.name = name
        self.streamURL = streamURL
    }

    func hqmeContentUrl() -> URL? { streamURL }
    func relatedAssets() -> [String]? { nil }
    func title() -> String? { name }
    func objectIdentifier() -> String? { identifier }
    func isValidForHqme() -> Bool { streamURL != nil }
    func isFreeOrPurchased() -> Bool { true }
    func hasValidHqmeExpirationDate() -> Bool { true }
    var dictForJsonSerialization: [String: Any] { ["id": identifier, "title": name] }
}
