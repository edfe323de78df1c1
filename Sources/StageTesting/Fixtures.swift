import Foundation

/// The fixtures ShopStage ships (the repository's `Fixtures/`), by name, and one-expression
/// builders for what a test makes itself.
///
/// A package that depends on ShopStage has the folder in its checkout, so these work in a user's
/// tests as in ShopStage's own. Each SDK's testing module adds its fixtures (BambuserTesting's
/// `Fixtures.show(…)`, EMarketerTesting's `Fixtures.panel()`, FireworkTesting's `Fixtures.feed(…)`).
///
/// ```swift
/// let show = try Fixtures.bambuserShow("spring-live")
/// let panel = try Fixtures.panel()                   // every action in Fixtures/actions
/// let feed = Fixtures.feed(videos: [.init(id: "v1", channelID: "c", caption: "Runner", duration: 30)])
/// ```
public enum Fixtures {
    /// `Fixtures/` of the ShopStage checkout this library was built from.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `Fixtures/<path>`.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of `Fixtures/<path>`.
    /// - Throws: ``FixtureError`` naming the file when it cannot be read.
    public static func text(_ path: String) throws -> String {
        let file = url(path)
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FixtureError(path: file.path, message: error.localizedDescription)
        }
    }

    /// `Fixtures/media/`: the mp4 and HLS files ZappTesting's `LoopbackMediaServer` serves.
    public static var media: URL { url("media") }
}

/// A fixture that could not be read: which file, and why.
public struct FixtureError: Error, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why it could not be read.
    public var message: String

    /// `cannot read the fixture <path>: <message>`.
    public var description: String { "cannot read the fixture \(path): \(message)" }
}
