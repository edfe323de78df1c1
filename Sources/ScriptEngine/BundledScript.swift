import Foundation

/// The one way a module reads a JavaScript file it ships in its `Resources/` folder.
public enum BundledScript {
    /// A bundled script that could not be read.
    public struct MissingError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file, `player.js`.
        public var file: String
        /// Why: not in the bundle, or the reason reading it failed.
        public var reason: String

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
}
