import Foundation

/// A plain downloadable item (the CLI's, and handy in tests).
public struct HqmeItem: ZPHqmeSupportingItemProtocol, Sendable, Equatable {
    public var hqmeIdentifier: String
    public var hqmeContentURL: URL?
    public var hqmeTitle: String?
    public var hqmeModelJSON: Data?
    public var hqmeImageURLs: [String: URL]

    public init(
        identifier: String, contentURL: URL?, title: String? = nil, modelJSON: Data? = nil,
        imageURLs: [String: URL] = [:]
    ) {
        hqmeIdentifier = identifier
        hqmeContentURL = contentURL
        hqmeTitle = title
        hqmeModelJSON = modelJSON
        hqmeImageURLs = imageURLs
    }
}

extension HqmeItem {
    /// The item a stored record describes (what the store lists after a restart).
    init(stored: HqmeStoredItem) {
        self.init(identifier: stored.identifier, contentURL: stored.contentURL, title: stored.title)
    }
}
