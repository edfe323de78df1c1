import Foundation

/// A fresh directory under the temporary directory for one test, removed by ``cleanUp()``.
///
/// ```swift
/// let scratch = try ScratchDirectory()
/// defer { scratch.cleanUp() }
/// let manager = try HqmeDownloadManager(directory: scratch.url)
/// ```
public struct ScratchDirectory: Sendable {
    /// The directory: empty when made, removed by ``cleanUp()``.
    public let url: URL

    /// Creates `shopstage-<label>-<random>` (the label defaults to the test function's name).
    public init(_ label: String = #function) throws {
        url = Self.path(label)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Removes the directory and everything in it.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A fresh path under the temporary directory, not created: for a file or folder a test makes
    /// itself (`shopstage-<name>-<random>`, keeping `name`'s extension).
    public static func path(_ name: String) -> URL {
        let stem = (name as NSString).deletingPathExtension.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let pathExtension = (name as NSString).pathExtension
        let file = "shopstage-\(stem)-\(UUID().uuidString.prefix(8))" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
        return FileManager.default.temporaryDirectory.appendingPathComponent(file)
    }
}
