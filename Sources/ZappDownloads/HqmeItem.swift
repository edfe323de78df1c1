import Foundation

/// A plain downloadable item (the CLI's, and handy in tests).
public struct HqmeItem: ZPHqmeSupportingItemProtocol, Sendable, Equatable {
    /// The item's identity: the store key and the source of its notification names.
    public var hqmeIdentifier: String
    /// The remote `.mp4` or `.m3u8`; `nil` until known.
    public var hqmeContentURL: URL?
    /// The title shown on the downloaded-content screen.
    public var hqmeTitle: String?
    /// The model stored beside the media (`model.json`).
    public var hqmeModelJSON: Data?
    /// Images stored with the item, by key.
    public var hqmeImageURLs: [String: URL]

    /// An item with its identity and remote media, and optionally a title, a model and images.
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
