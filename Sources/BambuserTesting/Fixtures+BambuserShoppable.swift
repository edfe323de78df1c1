import BambuserPlayer
import StageTesting

extension Fixtures {
    /// `Fixtures/shoppable/<name>.json`: an organisation's shoppable videos and playlists.
    public static func bambuserShoppableLibrary(_ name: String) throws -> BambuserShoppableVideoLibrary {
        try BambuserShoppableVideoLibrary(contentsOf: url("shoppable/\(name).json"))
    }
}
