import Foundation

/// The one way a module reads the JavaScript it ships: a file of its `Resources/` folder, or every file of
/// a folder it copies whole.
public enum BundledScript {
    /// A bundled script that could not be read.
    public struct MissingError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file, `player.js`.
        public var file: String
        /// Why: not in the bundle, or the reason reading it failed.
        public var reason: String

        /// `<file> cannot be loaded from the bundle: <reason>`.
        public var description: String { "\(file) cannot be loaded from the bundle: \(reason)" }
    }

    /// The text of `<name>.js` in `bundle` (a module's `Bundle.module`), looked up in `Resources/`
    /// and, for bundles that flatten their resources, at the top.
    public static func source(named name: String, in bundle: Bundle) -> Result<String, MissingError> {
        let file = name + ".js"
        guard
            let url = bundle.url(forResource: name, withExtension: "js", subdirectory: "Resources")
                ?? bundle.url(forResource: name, withExtension: "js")
        else { return .failure(MissingError(file: file, reason: "not in \(bundle.bundleURL.lastPathComponent)")) }
        do {
            return .success(try String(contentsOf: url, encoding: .utf8))
        } catch {
            return .failure(MissingError(file: file, reason: error.localizedDescription))
        }
    }

    /// The `.js` files under `folder` (a folder the module's resources copy whole) in `bundle`, by
    /// their path inside it (`dom/Node.js`).
    public static func sources(inFolder folder: String, in bundle: Bundle) -> Result<[String: String], MissingError> {
        guard let root = bundle.url(forResource: folder, withExtension: nil) else {
            return .failure(MissingError(file: folder + "/", reason: "not in \(bundle.bundleURL.lastPathComponent)"))
        }
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return .failure(MissingError(file: folder + "/", reason: "the folder cannot be listed"))
        }
        var files: [String: String] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "js" {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            do {
                files[path] = try String(contentsOf: url, encoding: .utf8)
            } catch {
                return .failure(MissingError(file: folder + "/" + path, reason: error.localizedDescription))
            }
        }
        return .success(files)
    }
}
