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
/// leaves either a complete item or one that ``validate(_:)`` sends back to download.
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

    func absoluteURL(_ relative: String) -> URL {
        relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : directory.appendingPathComponent(relative)
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

    /// Whether a record marked completed still has its media whole on disk.
    func validate(_ item: HqmeStoredItem) -> Bool {
        guard item.status == .completed, let localPath = item.localPath else { return false }
        let url = absoluteURL(localPath)
        switch item.kind {
        case .mp4:
            return fileSize(url) == item.byteCount
        case .hls:
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
            let folder = url.deletingLastPathComponent()
            for name in LocalPlaylist.referencedFiles(text) where fileSize(folder.appendingPathComponent(name)) == nil {
                return false
            }
            return true
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
