import ZappDownloads

typealias HTTPClient = HqmeDownloadManager.Configuration.HTTPClient

/// Every behaviour over HTTP is checked with both clients: ShopStage's sockets and URLSession.
let allClients: [HTTPClient] = [.sockets, .urlSession]
