import ArgumentParser
import Foundation
import Logging
import ScriptEngine
import ZappDownloads

/// `shopstage download <url> [--dir D] [--id ID]`: a real mp4 or HLS download with a progress bar.
///
/// ```
/// $ shopstage download http://127.0.0.1:8080/show/master.m3u8 --dir /tmp/dl --id show-1
/// [##############################] 100%  41.9 MB
/// completed show-1: /tmp/dl/items/4f3c…/index.m3u8
/// ```
struct Download: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Download an mp4 or HLS (.m3u8) item into a download store.")

    @Argument(help: "The http(s) URL of an .mp4 file or an .m3u8 playlist.")
    var url: String

    @Option(help: "The store directory (default: $SHOPSTAGE_DOWNLOADS or ~/.shopstage/downloads).")
    var dir: String?

    @Option(help: "The item's identifier (default: the URL).")
    var id: String?

    @Option(help: "HLS: the highest variant bandwidth to choose, in bits per second.")
    var maxBandwidth: Int?

    func run() async throws {
        guard let remote = URL(string: url), let scheme = remote.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { throw ValidationError("'\(url)' is not an http(s) URL") }
        let directory = dir.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? HqmeDownloadManager.defaultDirectory
        ignoreFileSizeSignal()
        let ok = try await Self.download(
            HqmeItem(identifier: id ?? url, contentURL: remote), directory: directory, maxBandwidth: maxBandwidth)
        if !ok { throw ExitCode(1) }
    }

    @MainActor
    static func download(_ item: HqmeItem, directory: URL, maxBandwidth: Int?) async throws -> Bool {
        let manager: HqmeDownloadManager
        do {
            var logger = Logger(label: "shopstage.downloads")
            logger.logLevel = .critical  // failures are printed once, below
            manager = try HqmeDownloadManager(
                directory: directory, configuration: .init(maximumVariantBandwidth: maxBandwidth), logger: logger)
        } catch {
            throw storeFailure(error)
        }
        let bar = ProgressBar(terminal: isatty(STDOUT_FILENO) == 1)
        manager.onChange = { stored in
            if stored.identifier == item.hqmeIdentifier { bar.show(stored) }
        }
        if manager.getState(for: item) == .completed, let local = manager.localURL(identifier: item.hqmeIdentifier) {
            print("already downloaded \(item.hqmeIdentifier): \(local.path)")
            return true
        }
        manager.startProcess(for: item)
        let stored = await manager.waitUntilFinished(identifier: item.hqmeIdentifier)
        bar.finish()
        guard let stored, stored.status == .completed, let local = manager.localURL(identifier: item.hqmeIdentifier)
        else {
            FileHandle.standardError.write(Data("error: \(stored?.failure ?? "download did not complete")\n".utf8))
            return false
        }
        // Success is what the store records, not only what this process saw.
        if let error = manager.storeError {
            FileHandle.standardError.write(Data("error: the download completed but was not recorded: \(error)\n".utf8))
            return false
        }
        print("completed \(item.hqmeIdentifier): \(local.path)")
        return true
    }
}

/// A one-line bar on a terminal; a plain line every 10% otherwise.
@MainActor
final class ProgressBar {
    let terminal: Bool
    private var lastDecile = -1
    private var drawn = false

    init(terminal: Bool) { self.terminal = terminal }

    func show(_ item: HqmeStoredItem) {
        let percent = JavaScriptNumber.clampedInteger((item.progress * 100).rounded(.down), as: Int.self)
        if terminal {
            let filled = percent * 30 / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
            FileHandle.standardOutput.write(
                Data("\r[\(bar)] \(String(format: "%3d", percent))%  \(item.status.rawValue)  ".utf8))
            drawn = true
        } else if percent / 10 > lastDecile {
            lastDecile = percent / 10
            print("\(item.identifier): \(item.status.rawValue) \(percent)%")
        }
    }

    func finish() {
        if terminal, drawn { print("") }
    }
}

/// `shopstage downloads list|delete [--dir D]`.
struct Downloads: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List or delete the items of a download store.",
        subcommands: [List.self, Delete.self])

    struct StoreOptions: ParsableArguments {
        @Option(help: "The store directory (default: $SHOPSTAGE_DOWNLOADS or ~/.shopstage/downloads).")
        var dir: String?

        var directory: URL {
            dir.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? HqmeDownloadManager.defaultDirectory
        }

        /// The store as its writer, for deleting: fails when another process holds it.
        @MainActor
        func open() throws -> HqmeDownloadManager {
            ignoreFileSizeSignal()
            do {
                // Deleting must not start transfers.
                return try HqmeDownloadManager(
                    directory: directory, configuration: .init(interruptedDownloads: .leaveAsIs))
            } catch {
                throw storeFailure(error)
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "One line per stored item: status, progress, size, id, file.")

        @OptionGroup var store: StoreOptions

        func run() async throws {
            try Self.list(store)
        }

        /// Reads the records without opening the store: works beside a running download and on a full disk.
        static func list(_ store: StoreOptions) throws {
            let directory = store.directory
            let items: [HqmeStoredItem]
            do {
                items = try HqmeDownloadManager.storedItems(in: directory)
            } catch {
                throw storeFailure(error)
            }
            for item in items {
                let size =
                    item.byteCount >= 1_000_000
                    ? String(format: "%.1f MB", Double(item.byteCount) / 1_000_000)
                    : String(format: "%.1f kB", Double(item.byteCount) / 1000)
                let percent = JavaScriptNumber.clampedInteger((item.progress * 100).rounded(.down), as: Int.self)
                let place =
                    item.localURL(inStore: directory)?.path ?? item.failure
                    ?? item.contentURL.absoluteString
                print("\(item.status.rawValue)\t\(percent)%\t\(size)\t\(item.identifier)\t\(place)")
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete one item (--id) or every item of the store.")

        @OptionGroup var store: StoreOptions

        @Option(help: "Delete only this item.")
        var id: String?

        func run() async throws {
            try await Self.delete(store, id: id)
        }

        @MainActor
        static func delete(_ store: StoreOptions, id: String?) throws {
            let manager = try store.open()
            if let id {
                guard manager.storedItem(identifier: id) != nil else {
                    throw ValidationError("no stored item '\(id)' in \(manager.directory.path)")
                }
                manager.deleteItem(withIdentifier: id)
                if let error = manager.storeError { throw storeFailure(error) }
                print("deleted \(id)")
            } else {
                let count = manager.storedItems.count
                manager.deleteAllItems()
                if let error = manager.storeError { throw storeFailure(error) }
                print("deleted \(count) item\(count == 1 ? "" : "s")")
            }
        }
    }
}

/// A store that cannot be opened or written (in use, full disk, unreadable) is no usage error:
/// its message on stderr, exit 1.
private func storeFailure(_ error: any Error) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return ExitCode(1)
}

/// A write past the file-size limit (`ulimit -f`) is then an error (EFBIG) the store reports, not SIGXFSZ
/// killing the process mid-write.
private func ignoreFileSizeSignal() {
    signal(SIGXFSZ, SIG_IGN)
}
