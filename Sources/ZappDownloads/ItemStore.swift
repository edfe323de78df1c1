import Foundation

/// The on-disk store: `items.json` (the records) and one folder per item.
///
/// ```
/// <dir>/items.json                 every record, rewritten atomically (temp file + rename)
/// <dir>/items/<md5(id)>/media.mp4  mp4: `media.mp4.part` while downloading
/// <dir>/items/<md5(id)>/index.m3u8 HLS: local playlist, written last; segments beside it
/// <dir>/items/<md5(id)>/model.json, images/<key>.<ext>
/// ```
/// A record says `completed` only after the media is in place, so a crash at any moment
/// leaves either a complete item or one that ``problem(with:)`` sends back to download.
/// `items.json` is data anyone could have written: a path in it that leaves the store is refused.
struct ItemStore: Sendable {
    let directory: URL

    private struct File: Codable {
        var version: Int
        var items: [HqmeStoredItem]
    }

    var recordsURL: URL { directory.appendingPathComponent("items.json") }

    func itemDirectory(_ identifier: String) -> URL {
        directory.appendingPathComponent("items", isDirectory: true)
            .appendingPathComponent(hqmeMD5(identifier), isDirectory: true)
    }

    func relativePath(_ url: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The file a record's path names, nil when the path leaves the store (absolute, `..`, or through a
    /// symbolic link out of it): a record must not make the manager list or serve `/etc/passwd`.
    func absoluteURL(_ relative: String) -> URL? {
        guard !relative.isEmpty, !relative.hasPrefix("/"),
            !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
        else { return nil }
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let url = directory.appendingPathComponent(relative)
        guard url.standardizedFileURL.resolvingSymlinksInPath().path.hasPrefix(base + "/") else { return nil }
        return url
    }

    /// Creates the directory if needed (a writer's first step; a full disk still allows it when it exists).
    func create() throws(HqmeError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: directory.path, message: error.localizedDescription)
        }
    }

    /// The records, read only: writes nothing, so it works on a full disk and beside a running writer.
    func load() throws(HqmeError) -> [HqmeStoredItem] {
        guard FileManager.default.fileExists(atPath: recordsURL.path) else { return [] }
        do {
            let data = try Data(contentsOf: recordsURL)
            return try JSONDecoder().decode(File.self, from: data).items
        } catch {
            throw .corruptStore(path: recordsURL.path, message: String(describing: error))
        }
    }

    func save(_ items: [HqmeStoredItem]) throws(HqmeError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(File(version: 1, items: items))
            try data.write(to: recordsURL, options: .atomic)
        } catch {
            throw .fileSystem(path: recordsURL.path, message: error.localizedDescription)
        }
    }

    func removeFiles(of identifier: String) {
        try? FileManager.default.removeItem(at: itemDirectory(identifier))
    }

    /// Why a record marked completed cannot be played from the store, nil when its media is whole on disk.
    func problem(with item: HqmeStoredItem) -> String? {
        let missing = "stored media missing or short"
        guard item.status == .completed, let localPath = item.localPath else { return missing }
        guard let url = absoluteURL(localPath) else { return "stored path '\(localPath.prefix(200))' leaves the store" }
        for path in item.images.values where !path.hasPrefix("http") && absoluteURL(path) == nil {
            return "stored image path '\(path.prefix(200))' leaves the store"
        }
        switch item.kind {
        case .mp4:
            return fileSize(url) == item.byteCount ? nil : missing
        case .hls:
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return missing }
            let folder = url.deletingLastPathComponent()
            for name in LocalPlaylist.referencedFiles(text) {
                // A local playlist names files beside it; one that leaves the folder is not the store's.
                guard !name.contains("/"), name != "..", fileSize(folder.appendingPathComponent(name)) != nil
                else { return missing }
            }
            return nil
        }
    }
}

/// The size of a regular file, nil when there is none. stat(2) directly: FileManager's
/// attributes also look up owner names, which costs more than fetching a small HLS segment.
package func fileSize(_ url: URL) -> Int64? {
    var info = stat()
    guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int64(info.st_size)
}
