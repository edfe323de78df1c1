/// Why the DOM's JavaScript files could not be linked into the realm's source (``DOMModuleLinker``):
/// each case names the file and line to change.
public enum DOMLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read as JavaScript.
    case syntax(file: String, line: Int, message: String)
    /// An import names a file that does not exist.
    case missingModule(file: String, line: Int, specifier: String)
    /// An import names something the other file does not export.
    case notExported(file: String, line: Int, name: String, from: String)
    /// The file uses a name another file exports without importing it.
    case notImported(file: String, line: Int, name: String, exportedBy: String)
    /// The file uses a name no file declares and the realm does not have.
    case undefined(file: String, line: Int, name: String)
    /// Two files declare the same top-level name: joined in one scope, they would clash.
    case duplicateName(name: String, file: String, line: Int, otherFile: String, otherLine: Int)
    /// A file imports from a higher layer (`dom` ← `web` ← `html` ← `css` ← `window`).
    case layerViolation(file: String, line: Int, imported: String)
    /// A lazy import reaches another layer: across layers a higher file registers a hook instead.
    case lazyAcrossLayers(file: String, line: Int, imported: String)
    /// A lazily imported name is used while the file is evaluated, before the other file may have been.
    case lazyUsedAtEvaluation(file: String, line: Int, name: String)
    /// The file assigns to an imported name; only its own file may change it.
    case assignsImport(file: String, line: Int, name: String)
    /// The file imports a name it never uses.
    case unusedImport(file: String, line: Int, name: String)
    /// Files import each other, eagerly, in a circle.
    case cycle([String])
    /// No import chain from the entry reaches the file.
    case unreachable(file: String)

    /// `<file>:<line>: <what is wrong>`.
    public var description: String {
        switch self {
        case .syntax(let file, let line, let message): "\(file):\(line): \(message)"
        case .missingModule(let file, let line, let specifier):
            "\(file):\(line): imports from \"\(specifier)\", which is no file of the DOM"
        case .notExported(let file, let line, let name, let from):
            "\(file):\(line): imports '\(name)' from \(from), which does not export it"
        case .notImported(let file, let line, let name, let exportedBy):
            "\(file):\(line): uses '\(name)' without importing it (\(exportedBy) exports it)"
        case .undefined(let file, let line, let name):
            "\(file):\(line): uses '\(name)', which no file declares and the realm does not have"
        case .duplicateName(let name, let file, let line, let otherFile, let otherLine):
            "\(file):\(line): declares '\(name)', as \(otherFile):\(otherLine) does; the joined files share one scope"
        case .layerViolation(let file, let line, let imported):
            "\(file):\(line): imports from \(imported), a higher layer (dom ← web ← html ← css ← window); "
                + "let \(imported) register a hook instead"
        case .lazyAcrossLayers(let file, let line, let imported):
            "\(file):\(line): a lazy import from \(imported) crosses layers; lazy imports stay inside one layer"
        case .lazyUsedAtEvaluation(let file, let line, let name):
            "\(file):\(line): uses '\(name)', imported lazily, while the file is evaluated; "
                + "use it inside a function, or import it eagerly"
        case .assignsImport(let file, let line, let name):
            "\(file):\(line): assigns to '\(name)', an import; only the file that declares it may change it"
        case .unusedImport(let file, let line, let name): "\(file):\(line): imports '\(name)' but never uses it"
        case .cycle(let files): "files import each other eagerly in a circle: " + files.joined(separator: " → ")
        case .unreachable(let file): "\(file): no import chain from the entry reaches it"
        }
    }
}
